for environment in AppEnvironment.allCases {
    let app = makeAppComponent(for: environment, user: User(id: "u1"))
    let client = app.client
    print("\(environment): \(client.url.absoluteString) as \(client.userID), \(client.retries) retries,",
          "\(client.storageName) storage, \(app.analytics.kind) analytics")
}
