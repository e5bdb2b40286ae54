import ServiceGraph
import Testing

/// The generated main-actor component holds services that are not Sendable, in Swift 6 mode
/// with no warnings (the package builds with -warnings-as-errors in CI).
@MainActor @Suite struct MainActorAppTests {
    @Test func theGraphBuildsAndReadsOnTheMainActor() {
        let app = DevComponent(accountID: "ada", defaults: SettingsDefaults())
        #expect(app.inboxModel === app.inboxModel, "a singleton")
        #expect(app.inboxController !== app.inboxController, "transient view controllers")
        #expect(app.inboxController.model === app.inboxModel)
        #expect(app.inboxController.showMessage(2).title == "lunch?")
        #expect(app.screens.map(\.title) == ["Inbox", "Settings"])
        #expect(app.rootController === app.tabs)
    }

    @Test func aDelegateBackReferenceThroughAProvider() {
        let app = ProdComponent(accountID: "ada", defaults: SettingsDefaults())
        #expect(app.tabs.settings.tabController === app.tabs)
        #expect(app.messageStore is DiskMessageStore)
    }

    @Test func aWeakServiceIsSharedWhileHeld() {
        let app = DevComponent(accountID: "ada", defaults: SettingsDefaults())
        var session: EditingSession? = app.editingSession
        weak let released = session
        #expect(app.editingSession === session)
        session = nil
        #expect(released == nil)
    }

    @Test func testComponentsReplaceNonSendableServices() async throws {
        let formatter = DateTextFormatter()
        formatter.style = "long"
        let test = TestComponent(formatter: formatter)
        #expect(test.inboxModel.formatter === formatter)
        #expect(test.messageStore is InMemoryMessageStore)
        try await test.warmUp()
        try await test.shutdown()
    }

    /// A main-actor service built asynchronously: one construction however many tasks ask at
    /// once, a failed one forgotten so the next access retries, and `warmUp()` builds it.
    @Test func anAsyncMainActorServiceIsBuiltOnceAndRetriedAfterAFailure() async throws {
        let app = ProdComponent(accountID: "ada", defaults: SettingsDefaults())
        app.sessionAttempts.failuresToCome = 1
        await #expect(throws: ServiceConstructionError.self) { try await app.appCoordinator }
        #expect(app.sessionAttempts.constructions == 1)
        async let first = app.appCoordinator
        async let second = app.appCoordinator
        let coordinators = try await [first, second]
        #expect(coordinators[0] === coordinators[1])
        #expect(app.sessionAttempts.constructions == 2, "the failed attempt, then one for both readers")
        #expect(try await app.accountSession === coordinators[0].session)

        let warm = DevComponent(accountID: "ada", defaults: SettingsDefaults())
        try await warm.warmUp()
        #expect(warm.sessionAttempts.constructions == 1)
        #expect(try await warm.appCoordinator.tabs === warm.tabs)
    }

    /// This main-actor app composes a thread-safe module whose requirements it meets with its
    /// config value and input, which the module reads off the main actor.
    @Test func aThreadSafeModuleReadsTheAppsConstants() async {
        let app = ProdComponent(accountID: "ada", defaults: SettingsDefaults())
        let client = app.syncClient
        let readElsewhere = await Task.detached { (client.appGroup, client.accountID) }.value
        #expect(readElsewhere == ("group.com.example.mail", "ada"))
        #expect(TestComponent().syncClient.accountID == "test-account")
    }

    /// A service this main-actor app declares `nonisolated` meets the thread-safe module's
    /// requirement: the app reads it from any thread, and so does the module.
    @Test func aNonisolatedServiceMeetsAThreadSafeModulesRequirement() async {
        let app = ProdComponent(accountID: "ada", defaults: SettingsDefaults())
        let endpoint = await Task.detached { app.syncTransport.endpoint }.value
        #expect(endpoint == "https://sync.example.com/ada")
        let client = await Task.detached { app.syncClient }.value
        #expect(client.transport as AnyObject === app.syncTransport as AnyObject)
    }
}
