for environment in [AppEnvironment.dev, .prod] {
    let app = makeAppComponent(for: environment)
    try await app.warmUp()
    let ada = app.makeAccountComponent(userID: "ada")
    let bob = app.makeAccountComponent(userID: "bob")
    print(ada.home.summary)
    print(bob.home.summary)
    print("one sync engine:", app.syncEngine as AnyObject === app.syncEngine as AnyObject,
          "an inbox per account:", ada.inbox !== bob.inbox)
    try await app.shutdown()
}
