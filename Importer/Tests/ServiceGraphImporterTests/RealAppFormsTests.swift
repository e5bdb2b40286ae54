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

/// Factory forms met in real apps (Factory's demo app, Proton Pass).
@Suite struct FactoryRealAppFormsTests {
    @Test func theManagersDefaultScopeIsEachFactorysLifetime() {
        let draft = Drafting(
            """
            final class ServiceContainer: SharedContainer, AutoRegistering {
                static let shared = ServiceContainer()
                let manager = ContainerManager()
                func autoRegister() { manager.defaultScope = .singleton }
            }
            extension ServiceContainer {
                var api: Factory<APIClient> { self { APIClient() } }
                var search: Factory<Search> { self { Search(api: self.api()) }.unique }
            }
            """)
        draft.expect("api", #"{"type": "APIClient", "real": "APIClient"}"#)
        draft.expect("search", #"{"type": "Search", "real": {"type": "Search", "dependencies": ["api"]}, "lifetime": "transient"}"#)
        #expect(draft.services["manager"] == nil && draft.services["shared"] == nil)
        draft.expectChecksClean()
    }

    @Test func autoRegisterGivesTheAppsImplementation() {
        let draft = Drafting(
            """
            extension Container: AutoRegistering {
                public func autoRegister() {
                    network.register { LiveNetwork() }
                    logger.onArg("quiet") { QuietLogger() }
                }
            }
            extension Container {
                var network: Factory<Network?> { self { nil }.singleton }
                var logger: Factory<Logger> { self { Logger() } }
            }
            """)
        // The declaration's type and scope, autoRegister's implementation.
        draft.expect("network", #"{"type": "Network?", "real": "LiveNetwork"}"#)
        draft.expectFinding(line: 4, "'.onArg' on the Factory 'logger' at run time is not mapped", form: "variant")
    }

    @Test func registrationsInPreviewsAreThePreviewVariant() {
        let draft = Drafting(
            """
            extension Container { var api: Factory<API> { self { LiveAPI() }.singleton } }
            #Preview {
                let _ = Container.shared.api.register { PreviewAPI() }
                ContentView()
            }
            """)
        draft.expect("api", #"{"type": "API", "real": "LiveAPI", "variants": {"preview": "PreviewAPI"}}"#)
    }

    @Test func factoryOnesStaticCallsAndForwardingPropertiesAreDependencies() {
        let draft = Drafting(
            """
            extension Container {
                static let network = Factory(scope: .shared) { Network() }
                static let api = Factory<API> { API(network: Container.network(), log: logger) }
                static let cache = Factory<Cache> {
                    let repositories = RepositoryContainer.shared
                    return Cache(store: repositories.store())
                }
            }
            extension RepositoryContainer { var store: Factory<Store> { self { Store() } } }
            extension ToolsContainer { var logger: Factory<Logger> { self { Logger() } } }
            extension Container { static var logger: Logger { ToolsContainer.shared.logger() } }
            """)
        draft.expect("network", #"{"type": "Network", "real": "Network", "lifetime": "weak"}"#)
        draft.expect("api", #"{"type": "API", "real": {"type": "API", "dependencies": ["network", "log: logger"]}, "lifetime": "transient"}"#)
        draft.expect("cache", #"{"type": "Cache", "real": {"type": "Cache", "dependencies": ["store"]}, "lifetime": "transient"}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func anAliasKeepsItsDeclaredType() {
        let draft = Drafting(
            """
            extension Container {
                var implementsAB: Factory<ServiceAB> { self { ServiceAB() }.singleton }
                var aService: Factory<AServiceType> { self { self.implementsAB() } }
            }
            """)
        draft.expect("aService", #"{"alias": "implementsAB", "type": "AServiceType"}"#)
        draft.expectChecksClean()
    }

    @Test func aProtocolsRequirementRegistersNothing() {
        let draft = Drafting("protocol ServiceProviding { var api: Factory<APIClient> { get } }")
        #expect(draft.services.isEmpty)
        draft.expectNoFindings()
    }

    @Test func aFallbackInAnArgumentIsReported() {
        let draft = Drafting(
            "container.register(Cache.self) { r in Cache(store: r.resolve(Store.self) ?? MemoryStore()) }.inObjectScope(.container)")
        draft.expectFinding(line: 1, "a fallback, 'r.resolve(Store.self) ?? MemoryStore()', is passed", form: "\"fallback\"")
    }
}

/// What a construction's callee may be.
@Suite struct CalleeFormsTests {
    @Test func aGenericTypesInitializerAndAMemberOfAValue() {
        let draft = Drafting(
            """
            extension Container {
                var box: Factory<Box<Int>> { self { Box<Int>.init(value: 1) } }
                var loader: Factory<LoadFunction> { self { NetworkLoader(path: "/api").load } }
            }
            """)
        draft.expect("box", #"{"type": "Box<Int>", "real": {"type": "Box<Int>", "dependencies": ["value: 1"]}, "lifetime": "transient"}"#)
        draft.expectFinding(line: 3, "returns 'NetworkLoader(path: \"/api\").load'", form: "\"factory\"")
    }
}
