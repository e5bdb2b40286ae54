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

/// Forms from the second round of real apps: each mapped, or reported where it is.
@Suite struct SecondRoundFormsTests {
    @Test func implementsIsWhatCodeAsksForThatSupertype() {
        let draft = Drafting(
            """
            container.register(SystemKeyboard.self) { _ in SystemKeyboard() }.inObjectScope(.container).implements(KeyboardObserver.self)
            container.register(Panel.self) { r in Panel(observer: r ~> KeyboardObserver.self) }.inObjectScope(.container)
            """)
        // `observer`, the label, is the component's own name: named by its type instead.
        draft.expect("panel", #"{"type": "Panel", "real": {"type": "Panel", "dependencies": ["observer: keyboardObserver"]}}"#)
        draft.expect("keyboardObserver", #"{"alias": "systemKeyboard", "type": "any KeyboardObserver"}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func severalMocksOfOneServiceAreSaid() {
        let draft = Drafting(
            """
            extension Container { var api: Factory<API> { self { LiveAPI() } } }
            func setupMocks() { Container.shared.api.register { MockAPI(0) } }
            enum Stubs { static func install() { Container.shared.api.register { StubAPI() } } }
            """)
        draft.expectFinding(.choice, line: 2, "another implementation of api for the same environment", form: "variants")
    }

    @Test func aRegistrationUnderARunTimeConditionIsReported() {
        let draft = Drafting(
            """
            if !ProcessInfo.processInfo.arguments.contains("-uitest") {
                locator.register(LiveAPI() as any API, for: (any API).self)
            } else {
                locator.register(StubAPI() as any API, for: (any API).self)
            }
            """)
        // The draft keeps the last, and says both where they are.
        draft.expectFinding(.choice, line: 2, "registered again", form: "variant")
        draft.expectFinding(line: 4, "registered under a condition the manifest does not read", form: "variant")
    }

    @Test func factoryShorthandResolvingAndKeyPathRegistrations() {
        let draft = Drafting(
            """
            extension Container { var api: Factory<API> { self { LiveAPI() } } }
            #Preview { let _ = Container.shared.api { PreviewAPI() } }
            func setUp() {
                register { SimpleService() }
                container.register(\\.service3) { MockService() }
            }
            """)
        draft.expect("api", #"{"type": "API", "real": "LiveAPI", "variants": {"preview": "PreviewAPI"}, "lifetime": "transient"}"#)
        draft.expectFinding(line: 4, "a registration whose type Swift infers", form: "by hand")
        draft.expectFinding(line: 5, "a registration whose type Swift infers", form: "by hand")
    }

    @Test func helpersCalledFromAutoRegisterRegisterTheApps() {
        let draft = Drafting(
            """
            extension Container: AutoRegistering {
                public func autoRegister() { networkSetup() }
                func networkSetup() { network.register { CommonNetwork() } }
                var network: Factory<Network> { self { Network() } }
            }
            """)
        draft.expect("network", #"{"type": "Network", "real": "CommonNetwork", "lifetime": "transient"}"#)
    }

    @Test func resolverInferredResolutionsAndArgumentsThroughTheOperator() {
        let draft = Drafting(
            """
            container.register(UserStore.self) { _ in UserStore(network: resolve()) }.inObjectScope(.container)
            container.register(Screen.self) { r in Screen(detail: r ~> (Detail.self, argument: "y")) }.inObjectScope(.container)
            """)
        draft.expectFinding(line: 1, "'resolve()' resolves a type Swift infers", form: "by name")
        draft.expectFinding(line: 2, "resolves with arguments inside a registration", form: "assisted factory")
    }

    @Test func overloadsByArgumentsAreTwoServices() {
        let draft = Drafting(
            """
            container.register(DetailModel.self) { (r, movie: Movie) in DetailModel(movie: movie) }
            container.register(DetailModel.self) { (r, id: Int, title: String) in DetailModel(id: id, title: title) }
            """)
        #expect(draft.services["detailModel"] != nil && draft.services["detailModel2"] != nil)
        draft.expectFinding(.choice, line: 2, "named 'detailModel2'", form: "rename")
    }

    @Test func guardLetResolutionsAreDependencies() {
        let draft = Drafting(
            """
            container.register(Interactor.self) { r in
                guard let repository = r.resolve(Repository.self) else { fatalError("no repository") }
                return Interactor(repository: repository)
            }.inObjectScope(.container)
            container.register(Repository.self) { _ in Repository() }.inObjectScope(.container)
            """)
        draft.expect("interactor", #"{"type": "Interactor", "real": {"type": "Interactor", "dependencies": ["repository"]}}"#)
        draft.expectNoFindings()
    }

    @Test func privateTypesAndCallsThatAreNotRegistrations() {
        let draft = Drafting(
            """
            private final class Common: Service {}
            extension Container { var common: Factory<Service> { self { Common() }.singleton } }
            notificationProvider.register(in: application)
            tableView.register(cellType: SearchCell.self)
            rootViewController.dismiss(animated: true) { print("done") }
            extension Container { var rootViewController: Factory<UIViewController> { self { UIViewController() } } }
            """)
        draft.expectFinding(line: 2, "Common is private to its file", form: "internal")
        #expect(Set(draft.services.keys) == ["common", "rootViewController"])
        #expect(draft.result.findings.count == 1)
    }

    @Test func aMemberOfATypeIsNotAServiceOfTheSameName() {
        let draft = Drafting(
            """
            final class AppContainer {
                static let shared = AppContainer()
                lazy var realm = Realm()
                lazy var quotes = QuotesViewModel(realm: .shared, theme: Theme.shared)
            }
            """)
        draft.expect(
            "quotes", #"{"type": "QuotesViewModel", "real": {"type": "QuotesViewModel", "dependencies": ["realm: .shared", "theme: Theme.shared"]}}"#)
        draft.expectNoFindings()
    }

    @Test func aFileThatDoesNotParseIsReported() {
        let draft = Drafting("container.register(A.self) { _ in A( }\ncontainer.register(B.self) { _ in B() }")
        draft.expectFinding(line: 1, column: 38, "this file does not parse here", form: "fix the Swift")
        draft.expect("b", #"{"type": "B", "real": "B", "lifetime": "transient"}"#)
    }
}

/// `any` where a protocol declared in the files read is used as a type inside another.
@Suite struct ExistentialTypesTests {
    @Test func protocolsInsideOtherTypes() {
        let protocols: Set<String> = ["Network", "Review"]
        #expect(TypeText.serviceType("Network?", protocols: protocols) == "(any Network)?")
        #expect(TypeText.serviceType("[Network]", protocols: protocols) == "[any Network]")
        #expect(TypeText.serviceType("[String: Network]", protocols: protocols) == "[String: any Network]")
        #expect(TypeText.serviceType("Array<Review>", protocols: protocols) == "Array<any Review>")
        #expect(TypeText.serviceType("Box<Network>", protocols: protocols) == "Box<Network>")
        #expect(TypeText.serviceType("any Network", protocols: protocols) == "any Network")
        #expect(TypeText.serviceType("some Network", protocols: protocols) == "some Network")
        #expect(TypeText.serviceType("Network & Review", protocols: protocols) == "Network & Review")
        #expect(TypeText.serviceType("(Network) -> Review", protocols: protocols) == "(any Network) -> any Review")
    }

    @Test func aParametersTypeToo() {
        let draft = Drafting(
            """
            protocol Review {}
            container.register(Screen.self) { (r, review: Review?) in Screen(review: review) }
            """)
        #expect(draft.result.manifest.contains(#"{"name": "review", "type": "(any Review)?"}"#))
    }
}

/// What the code review found, each a case the tool once got wrong.
@Suite struct ReviewFormsTests {
    @Test func numbersAreJSONNumbers() {
        let draft = Drafting(
            """
            container.register(Int.self, name: "limit") { _ in 1_000 }
            container.register(Int.self, name: "mask") { _ in 0xFF }
            """)
        let config = draft.root["config"] as? [String: [String: Any]]
        #expect(config?["limit"]?["value"] as? Int == 1000)
        #expect(config?["mask"]?["value"] as? Int == 255)
        draft.expectChecksClean()
    }

    @Test func testableImportsAndFilesThatRegisterNothingGiveNoImports() {
        let draft = Drafting([
            "App/Services.swift": "import Foundation\ncontainer.register(API.self) { _ in API() }.inObjectScope(.container)",
            "AppTests/APITests.swift": "@testable import MyApp\nimport XCTest\nfinal class APITests: XCTestCase {}",
            "App/View.swift": "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"x\") } }",
        ])
        #expect(draft.root["imports"] as? [String] == ["Foundation"])
    }

    @Test func functionTypesKeepTheirParentheses() {
        #expect(TypeText.withoutParentheses("(Int) -> (String)") == "(Int) -> (String)")
        #expect(TypeText.withoutParentheses("((any P))") == "any P")
    }

    @Test func aLocatorRegistrationByAFactoryKeepsItsEntry() {
        let draft = Drafting("ServiceLocator.shared.register(APIClient.live())")
        #expect(draft.services.count == 1)
        draft.expectFinding(line: 1, "the type of", form: "\"type\"")
    }

    @Test func aLocalHidesAMemberOfTheSameName() {
        let draft = Drafting(
            """
            final class AppContainer {
                lazy var store = Store()
                lazy var router: Router = {
                    let store = MockStore()
                    let router = Router(store: store)
                    return router
                }()
            }
            """)
        draft.expect("router", #"{"type": "Router", "real": {"type": "Router", "dependencies": ["store: MockStore()"]}}"#)
    }

    @Test func aLocalCallOnSomethingNamedFactoryIsNotAFactory() {
        let draft = Drafting("func show() { let controller = Factory.makeViewController(); present(controller) }")
        #expect(draft.services.isEmpty)
        draft.expectNoFindings()
    }

    @Test func aProjectNamedLikeATestIsNotATestTarget() {
        let draft = Drafting(["SpeedTest/Sources/Assembly.swift": "container.register(API.self) { _ in API() }.inObjectScope(.container)"])
        draft.expect("api", #"{"type": "API", "real": "API"}"#)
    }

    @Test func namesFromNamesThatAreNotIdentifiersAndFromPrepositions() {
        let draft = Drafting(
            """
            container.register(String.self, name: "api-host") { _ in "example.com" }
            container.register(Profile.self) { r in Profile(for: r ~> Session.self) }.inObjectScope(.container)
            container.register(Session.self) { _ in Session() }.inObjectScope(.container)
            """)
        #expect((draft.root["config"] as? [String: Any])?["apiHost"] != nil)
        draft.expect("session", #"{"type": "Session", "real": "Session"}"#)
    }

    @Test func anExtensionOfAFrameworksContextIsNotAContainer() {
        let draft = Drafting(
            """
            extension NSManagedObjectContext {
                func makeChildContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }
            }
            """)
        #expect(draft.services.isEmpty)
    }

    @Test func aCustomScopeIsReportedWhereItIsWritten() {
        let draft = Drafting("container.register(Cart.self) { _ in Cart() }.inObjectScope(.session)")
        draft.expectFinding(line: 1, column: 61, "the custom scope '.session'", form: "\"scopes\"")
    }

    @Test func aMockOfAnAliasIsReported() {
        let draft = Drafting([
            "App.swift": """
            container.register(FileStore.self) { r in r ~> DocumentStore.self }
            container.register(DocumentStore.self) { _ in DocumentStore() }.inObjectScope(.container)
            """,
            "AppTests/Stubs.swift": "container.register(FileStore.self) { _ in InMemoryFileStore() }.inObjectScope(.container)",
        ])
        draft.expectFinding(line: 1, "this mock of fileStore is left out: the entry is an alias", form: "\"mock\"")
    }

    @Test func aStatementIsReportedOnce() {
        let draft = Drafting(
            """
            container.register(Router.self) { r in
                let router = Router()
                router.attach(r.resolve(Presenter.self, argument: 1)!)
                return router
            }.inObjectScope(.container)
            """)
        #expect(draft.result.findings.map(\.message).count == 1, "\(draft.result.findings.map(\.message))")
        draft.expectFinding(line: 3, "resolves with arguments", form: "assisted factory")
    }
}
