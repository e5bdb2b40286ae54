import Testing

@testable import ServiceGraphImporter

/// Hand-written containers and registries, best effort: properties, makers, inputs, and the
/// async registry of one of the codebases the project started from.
@Suite struct HandWrittenContainerTests {
    @Test func aContainersPropertiesAreServices() {
        let draft = Drafting(
            """
            protocol Clock {}
            final class AppContainer {
                let apiKey: String
                private let lock = NSLock()
                lazy var store: Store = Store(key: apiKey, clock: clock)
                lazy var clock: any Clock = SystemClock()
                let formatter = Formatter()
                var screen: Screen { Screen(store: store) }
                lazy var router: Router = {
                    let router = Router()
                    router.delegate = self.store
                    return router
                }()
                func makeEditor(documentID: String) -> Editor { Editor(id: documentID, store: self.store) }
                static let shared = AppContainer(apiKey: "")
                init(apiKey: String) { self.apiKey = apiKey }
            }
            """)
        #expect((draft.root["inputs"] as? [String: Any])?["apiKey"] as? [String: String] == ["type": "String"])
        draft.expect("store", #"{"type": "Store", "real": {"type": "Store", "dependencies": ["key: apiKey", "clock"]}}"#)
        draft.expect("clock", #"{"type": "any Clock", "real": "SystemClock"}"#)
        draft.expect("formatter", #"{"type": "Formatter", "real": "Formatter"}"#)
        draft.expectFinding(.choice, line: 7, "'formatter' and the other services AppContainer builds when it is made", form: "\"eager\": true")
        draft.expect("screen", #"{"type": "Screen", "real": {"type": "Screen", "dependencies": ["store"]}, "lifetime": "transient"}"#)
        draft.expect("router", #"{"type": "Router", "real": {"type": "Router", "properties": ["delegate: store"]}}"#)
        draft.expect(
            "editor",
            #"{"type": "Editor", "real": {"type": "Editor", "dependencies": ["id: documentID", "store"]}, "parameters": [{"name": "documentID", "type": "String"}]}"#
        )
        #expect(draft.services["lock"] == nil && draft.services["shared"] == nil)
        draft.expectChecksClean()
    }

    @Test func anAsyncRegistryWithLocalResolutions() {
        // The shape of one of the seed codebases' ServiceRegistry: factories that await what they need.
        let draft = Drafting(
            """
            protocol APIKeyManagerProtocol {}
            protocol AIServiceProtocol {}
            struct ServiceConfigurator {
                static func configure() async throws {
                    let registry = ServiceRegistry.shared
                    registry.registerFactory(KeychainWrapper.self) { KeychainWrapper.shared }
                    registry.registerFactory(APIKeyManagerProtocol.self) {
                        let keychain = try await registry.resolve(KeychainWrapper.self)
                        return DefaultAPIKeyService(keychain: keychain)
                    }
                    registry.registerFactory(LLMOrchestrator.self) {
                        let apiKeyManager = try await registry.resolve(APIKeyManagerProtocol.self)
                        return await LLMOrchestrator(apiKeyManager: apiKeyManager)
                    }
                    registry.registerFactory(AIServiceProtocol.self) {
                        let orchestrator = try await registry.resolve(LLMOrchestrator.self)
                        let service = await DefaultAIService(llmOrchestrator: orchestrator)
                        do {
                            try await service.configure()
                            return service
                        } catch {
                            return OfflineAIService()
                        }
                    }
                }
            }
            """)
        draft.expect("keychain", #"{"type": "KeychainWrapper", "real": {"factory": "KeychainWrapper.shared"}}"#)
        draft.expect(
            "apiKeyManager",
            #"{"type": "any APIKeyManagerProtocol", "real": {"type": "DefaultAPIKeyService", "dependencies": ["keychain"]}}"#)
        draft.expect(
            "llmOrchestrator",
            #"{"type": "LLMOrchestrator", "real": {"type": "LLMOrchestrator", "dependencies": ["apiKeyManager"], "async": true}}"#)
        draft.expectFinding(line: 18, "runs code the manifest cannot say: 'do {'", form: "\"fallback\"")
        draft.expectFinding(.choice, line: 6, "default lifetime is not written here", form: "\"lifetime\": \"transient\"")
    }

    @Test func aTypeNamedLikeAContainerThatBuildsNothingIsNotOne() {
        let draft = Drafting(
            """
            final class ImageContainer {
                var images: [String: Image] = [:]
                var onChange: (() -> Void)? = nil
                let limit = 20
                func image(named name: String) -> Image? { images[name] }
            }
            struct SettingsContainer: View {
                var body: some View { VStack { Text("Settings") } }
            }
            """)
        #expect(draft.services.isEmpty)
        draft.expectNoFindings()
    }

    @Test func servicesSetByTheInitializerAreServices() {
        let draft = Drafting(
            """
            final class ServiceContainer {
                let api: APIClient
                let store: Store
                let configuration: Configuration
                init(configuration: Configuration) {
                    let api = LiveAPIClient(host: configuration.host)
                    self.api = api
                    self.store = Store(api: api)
                    self.configuration = configuration
                }
            }
            """)
        draft.expect(
            "api", #"{"type": "APIClient", "real": {"type": "LiveAPIClient", "dependencies": ["host: configuration.host"]}}"#)
        draft.expect("store", #"{"type": "Store", "real": {"type": "Store", "dependencies": ["api"]}}"#)
        #expect((draft.root["inputs"] as? [String: Any])?["configuration"] != nil)
        draft.expectFinding(.choice, line: 6, "'api' and the other services ServiceContainer builds", form: "eager")
        draft.expectChecksClean()
    }

    @Test func aConvenienceInitializerThatBuildsEveryService() {
        // A composition root: a memberwise initializer, and a convenience one that builds each
        // service in a `let`, some kept by no property, and hands them over.
        let draft = Drafting(
            """
            public class ServiceContainer {
                let errorReporter: ErrorReporter
                let settings: SettingsStore
                let sync: SyncService
                init(errorReporter: ErrorReporter, settings: SettingsStore, sync: SyncService) {
                    self.errorReporter = errorReporter
                    self.settings = settings
                    self.sync = sync
                }
                public convenience init(errorReporter: ErrorReporter) {
                    let settings = DefaultSettingsStore(defaults: UserDefaults(suiteName: "group.example")!)
                    let database = Database(errorReporter: errorReporter)
                    let sync = DefaultSyncService(settings: settings, database: database, vault: settings.vault())
                    self.init(errorReporter: errorReporter, settings: settings, sync: sync)
                }
            }
            """)
        #expect((draft.root["inputs"] as? [String: Any])?.keys.sorted() == ["errorReporter"])
        draft.expect(
            "settings",
            #"{"type": "SettingsStore", "real": {"type": "DefaultSettingsStore", "dependencies": ["defaults: UserDefaults(suiteName: \"group.example\")!"]}}"#)
        draft.expect("database", #"{"type": "Database", "real": {"type": "Database", "dependencies": ["errorReporter"]}}"#)
        draft.expect(
            "sync",
            #"{"type": "SyncService", "real": {"type": "DefaultSyncService", "dependencies": ["settings", "database", "vault: settings.vault()"]}}"#)
        #expect(draft.result.findings.count == 1)
        // Code kept as written that a manifest value cannot say is the check's to point at.
        let errors = draft.result.diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.count == 2 && errors.allSatisfy { $0.contains("is not a value") }, "\(errors)")
    }

    @Test func extensionsAndStaticMembersOfAContainerAreRead() {
        let draft = Drafting([
            "AppContainer.swift": """
            final class AppContainer {
                static let shared = AppContainer()
                lazy var logger = Logger()
            }
            """,
            "AppContainer+Screens.swift": """
            extension AppContainer {
                var api: APIClient { APIClient(logger: logger) }
                func makeDetail(id: String) -> Detail { Detail(id: id, api: api) }
            }
            enum AppServices {
                static let clock = SystemClock()
                static let scheduler: Scheduler = .main
            }
            """,
        ])
        #expect(Set(draft.services.keys) == ["logger", "api", "detail", "clock", "scheduler"])
        draft.expect("api", #"{"type": "APIClient", "real": {"type": "APIClient", "dependencies": ["logger"]}, "lifetime": "transient"}"#)
        draft.expect("scheduler", #"{"type": "Scheduler", "real": {"factory": "Scheduler.main"}}"#)
        draft.expectChecksClean()
    }

    @Test func aContainerPassingItselfIsAView() {
        let draft = Drafting(
            """
            final class AppContainer {
                lazy var store = Store()
                func makeSettingsModel() -> SettingsModel { SettingsModel(container: self) }
            }
            """)
        draft.expectFinding(line: 3, "the container itself is passed ('self')", form: "a view")
        #expect(!draft.result.manifest.contains("container: self"))
    }

    @Test func aContainersStateIsNotAService() {
        let draft = Drafting(
            """
            final class AppDependencies {
                private var cache: [String: Any] = [:]
                var showingPaywall = false
                var onReset: (() -> Void)?
                lazy var store = Store()
            }
            """)
        #expect(Array(draft.services.keys) == ["store"])
        #expect(draft.root["inputs"] == nil)
        draft.expect("store", #"{"type": "Store", "real": "Store"}"#)
    }
}

/// What every style shares: a service registered only for tests is reported.
@Suite struct RegisteredOnlyForTestsTests {
    @Test func aServiceWithOnlyAMockSaysSo() {
        let draft = Drafting([
            "FeedTests.swift": """
            final class FeedTests: XCTestCase {
                func testFeed() { container.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container) }
            }
            """
        ])
        draft.expectFinding(line: 2, "registered only for tests, debug builds or a variant", form: "\"real\"")
        #expect((draft.services["clock"] as? [String: Any])?["mock"] as? String == "FixedClock")
        #expect(draft.result.diagnostics.contains { $0.severity == .error && $0.message.contains("'real'") })
    }
}

/// Hand-written containers' forms from the second round of real apps.
@Suite struct ContainerFormsTests {
    @Test func debugBranchesAreTheMock() {
        let draft = Drafting(
            """
            final class AppContainer {
                let api: APIClient
                #if DEBUG
                lazy var clock: Clock = FixedClock()
                #else
                lazy var clock: Clock = SystemClock()
                #endif
                init() {
                    #if DEBUG
                    api = MockAPIClient()
                    #else
                    api = LiveAPIClient()
                    #endif
                }
            }
            """)
        draft.expect("api", #"{"type": "APIClient", "real": "LiveAPIClient", "mock": "MockAPIClient"}"#)
        draft.expect("clock", #"{"type": "Clock", "real": "SystemClock", "mock": "FixedClock"}"#)
        draft.expectChecksClean()
    }

    @Test func makeMethodsThatReturnAPropertyAndCallsToMakeMethods() {
        let draft = Drafting(
            """
            final class DependencyContainer {
                let authClient: AuthClient
                lazy var store = Store()
                init(authClient: AuthClient) { self.authClient = authClient }
                func makeAuthClient() -> AuthClient { authClient }
                func makeStore() -> Store { store }
                func makeLogger() -> Logger { Logger() }
                func makeProfile() -> Profile { Profile(auth: makeAuthClient(), store: self.makeStore(), logger: makeLogger()) }
                func makeDetail(id: String) -> Detail { Detail(id: id) }
                func makeDetail(item: Item) -> Detail { Detail(id: item.id) }
            }
            """)
        #expect((draft.root["inputs"] as? [String: Any])?.keys.sorted() == ["authClient"])
        draft.expect("store", #"{"type": "Store", "real": "Store"}"#)
        draft.expect("logger", #"{"type": "Logger", "real": "Logger", "lifetime": "transient"}"#)
        draft.expect(
            "profile",
            #"{"type": "Profile", "real": {"type": "Profile", "dependencies": ["auth: authClient", "store", "logger"]}, "lifetime": "transient"}"#)
        // Overloads stay two services; the second's name is said.
        #expect(draft.services["detail"] != nil && draft.services["detail2"] != nil)
        draft.expectFinding(.choice, line: 10, "named 'detail2'", form: "rename")
    }

    @Test func anEnvironmentsTestValueIsNotAService() {
        let draft = Drafting(
            """
            public struct ServerEnvironment {
                public var database: DatabaseClient
                public var mailgun: MailgunClient
            }
            extension ServerEnvironment {
                public static let testValue = Self(database: .testValue, mailgun: .testValue)
            }
            """)
        #expect(draft.services.isEmpty && draft.root["inputs"] == nil)
    }

    @Test func registrationsInATestTargetAreMocks() {
        let draft = Drafting([
            "App/Container+Services.swift": "extension Container { var clock: Factory<Clock> { self { SystemClock() } } }",
            "AppTests/Container+Fakes.swift": "extension Container { var fakeSession: Factory<Session> { self { FakeSession() } } }",
        ])
        draft.expectFinding(line: 1, "fakeSession is registered only for tests", form: "\"real\"")
    }
}
