for environment in AppEnvironment.allCases {
    let app = makeAppComponent(for: environment, user: User(id: "u1"))
    let client = app.client
    print(
        "\(environment): \(client.url.absoluteString) as \(client.userID), \(client.retries) retries,",
        "\(client.storageName) storage, \(app.analytics.kind) analytics")
}
let poller = makeAppComponent(for: .prod, user: User(id: "u2")).poller
print("poller: every \(poller.every.seconds)s, \(poller.backoff), \(poller.label), limit \(String(describing: poller.limit))")
print("userID:", makeAppComponent(for: .dev, user: User(id: "u3")).userID)
