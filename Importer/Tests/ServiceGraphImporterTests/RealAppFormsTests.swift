import Testing

@testable import ServiceGraphImporter

/// Forms met in real apps' registrations (found by running the importer on open-source apps),
/// each mapped or reported, never dropped.
@Suite struct RealAppFormsTests {
    @Test func namesThatAreNotLiteralsStayApart() {
        let draft = Drafting(
            """
            container.register(Store.self, name: Keys.primary.rawValue) { _ in DiskStore() }.inObjectScope(.container)
            container.register(Store.self, name: Keys.backup.rawValue) { _ in CloudStore() }.inObjectScope(.container)
            container.register(Sync.self) { r in
                Sync(from: r.resolve(Store.self, name: Keys.primary.rawValue)!, to: r.resolve(Store.self, name: Keys.backup.rawValue)!)
            }.inObjectScope(.container)
            """)
        draft.expect("primary", #"{"type": "Store", "real": "DiskStore"}"#)
        draft.expect("backup", #"{"type": "Store", "real": "CloudStore"}"#)
        draft.expect("sync", #"{"type": "Sync", "real": {"type": "Sync", "dependencies": ["from: primary", "to: backup"]}}"#)
        draft.expectNoFindings()
    }

    @Test func aClosureUsingDollarZeroIsSwinjects() {
        let draft = Drafting(
            """
            container.register(Engine.self) { Engine(log: $0.resolve(Logger.self)!) }
            container.register(Logger.self) { _ in Logger() }.inObjectScope(.container)
            """)
        draft.expect("engine", #"{"type": "Engine", "real": {"type": "Engine", "dependencies": ["log"]}, "lifetime": "transient"}"#)
        draft.expectFinding(.choice, line: 1, ".graph scope", form: "singleton")
    }

    @Test func autoregisterKeepsItsModifiers() {
        let draft = Drafting(
            """
            container.autoregister(SystemKeyboard.self, initializer: SystemKeyboard.init)
                .implements(KeyboardObserver.self).inObjectScope(.transient)
            """)
        draft.expectFinding(line: 1, "autoregister passes SystemKeyboard.init's arguments", form: "\"type\": \"SystemKeyboard\"")
        draft.expect("keyboardObserver", #"{"alias": "systemKeyboard", "type": "any KeyboardObserver"}"#)
        #expect((draft.services["systemKeyboard"] as? [String: Any])?["lifetime"] as? String == "transient")
    }

    @Test func untypedArgumentsAreReported() {
        let draft = Drafting("container.register(Scanner.self) { resolver, barcode in Scanner(code: barcode) }")
        draft.expectFinding(line: 1, "the type of the argument 'barcode'", form: "\"parameters\"")
    }

    @Test func locatorRegistrationsWithoutAMetatype() {
        let draft = Drafting(
            """
            ServiceLocator.shared.register(LiveUserService() as UserServiceProtocol)
            ServiceLocator.shared.register(DefaultLoggerService(), for: .logger)
            ServiceLocator.shared.register(appSettings: AppSettings())
            ServiceLocator.shared.register(service: VKIDService() as VKIDService)
            """)
        draft.expect("userService", #"{"type": "UserServiceProtocol", "real": "LiveUserService"}"#)
        draft.expect("logger", #"{"type": "DefaultLoggerService", "real": "DefaultLoggerService"}"#)
        draft.expect("appSettings", #"{"type": "AppSettings", "real": "AppSettings"}"#)
        draft.expect("vkidService", #"{"type": "VKIDService", "real": "VKIDService"}"#)
        draft.expectChecksClean()
    }

    @Test func platformRegistrationsAreNotServices() {
        let draft = Drafting(
            """
            tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
            collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
            UserDefaults.standard.register(defaults: ["onboarded": false])
            URLProtocol.registerClass(StubProtocol.self)
            UIApplication.shared.registerForRemoteNotifications()
            """)
        #expect(draft.services.isEmpty)
        draft.expectNoFindings()
    }

    @Test func storyboardWiringIsReported() {
        let draft = Drafting(
            "container.storyboardInitCompleted(FeedViewController.self) { r, c in c.viewModel = r ~> FeedViewModel.self }")
        draft.expectFinding(line: 1, "a storyboard's view controller", form: "\"properties\"")
    }
}
