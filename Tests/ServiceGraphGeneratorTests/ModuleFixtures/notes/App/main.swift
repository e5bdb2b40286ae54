for environment in [AppEnvironment.dev, .prod] {
    let app = makeAppComponent(for: environment)
    try await app.warmUp()
    let ada = app.makeAccountComponent(userID: "ada")
    let bob = app.makeAccountComponent(userID: "bob")
    print(ada.home.summary)
    print(bob.home.summary)
    print(
        "one sync engine:", app.syncEngine as AnyObject === app.syncEngine as AnyObject,
        "an inbox per account:", ada.inbox !== bob.inbox)
    print("resolving", app.makeConflictResolver(noteID: "n1").noteID)
    try await app.shutdown()
}

// A test replaces a service a module provides: the app's services and the other modules (Search)
// receive the replacement; the Sync module's own services (the inbox) keep the module's.
let test = TestComponent(syncEngine: FakeSyncEngine())
print(test.makeAccountComponent(userID: "tester").home.summary)

// Contributions: the app's and each module's, in their order, per environment.
for environment in [AppEnvironment.dev, .prod] {
    let app = makeAppComponent(for: environment)
    print(environment, "commands:", app.commands.map(\.title))
    print(environment, "links:", app.links.keys.sorted().map { "\($0) -> \(app.links[$0]!.open())" })
    print(environment, "features:", app.features.map(\.rawValue).sorted(), "plugins:", app.plugins.count)
}
// A scope's collection gathers its own contributions, the app's, and its modules' scopes'.
print("account commands:", makeAppComponent(for: .prod).makeAccountComponent(userID: "ada").accountCommands.map(\.title))
// A test replaces one module's contribution by its name, or a whole collection.
print("test commands:", TestComponent(Sync_syncNowCommand: FakeCommand()).commands.map(\.title))
print("test links:", TestComponent(links: ["/only": SettingsLinkHandler()]).links.keys.sorted())
