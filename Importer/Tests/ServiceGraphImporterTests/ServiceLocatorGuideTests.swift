import Testing

@testable import ServiceGraphImporter

/// Each row of the service-locator guide's table ("What replaces what",
/// MigratingFromServiceLocators.md), written as a hand-rolled locator's code, imported, and the
/// draft checked by the generator.
@Suite struct ServiceLocatorGuideTests {
    /// The guide's locator itself: its lock and dictionary are plumbing, not services.
    static let locator = """
        final class ServiceLocator {
            static let shared = ServiceLocator()
            private let lock = NSLock()
            private var services: [ObjectIdentifier: Any] = [:]
            func register<T>(_ service: T, for type: T.Type) { lock.withLock { services[ObjectIdentifier(type)] = service } }
            func resolve<T>(_ type: T.Type = T.self) -> T { services[ObjectIdentifier(type)] as! T }
            func reset() { lock.withLock { services.removeAll() } }
        }
        """

    @Test func registrationsAtLaunchAreServices() {
        let draft = Drafting([
            "ServiceLocator.swift": Self.locator,
            "Launch.swift": """
            protocol Logging {}
            func registerServices() {
                let locator = ServiceLocator.shared
                locator.register(ConsoleLogger() as any Logging, for: (any Logging).self)
                locator.register(RecipeStore(), for: RecipeStore.self)
            }
            """,
        ])
        #expect(draft.services.count == 2)
        draft.expect("logging", #"{"type": "any Logging", "real": "ConsoleLogger"}"#)
        draft.expect("recipeStore", #"{"type": "RecipeStore", "real": "RecipeStore"}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func resolvingAndInjectedPropertiesAreUsesNotServices() {
        let draft = Drafting(
            """
            @propertyWrapper struct Injected<Service> { var wrappedValue: Service { ServiceLocator.shared.resolve() } }
            final class RecipeList {
                @Injected var store: RecipeStore
                func load() { let api = ServiceLocator.shared.resolve(RecipeAPI.self) }
            }
            """)
        #expect(draft.services.isEmpty)
        draft.expectNoFindings()
    }

    @Test func aServiceNeverRegisteredIsReportedNotAFatalErrorAtRunTime() {
        let draft = Drafting(
            """
            locator.register(Favorites.self, scope: .singleton) { Favorites(store: locator.resolve(RecipeStore.self)) }
            """)
        draft.expectFinding(line: 1, "asks for RecipeStore, which no registration provides", form: "declare 'store'")
        #expect(draft.result.diagnostics.contains { $0.severity == .error && $0.message.contains("'store'") })
    }

    @Test func registrationOrderDoesNotMatter() {
        let draft = Drafting(
            """
            container.register(UseCase.self, scope: .factory) { UseCase(repository: container.resolve(Repository.self)) }
            container.register(Repository.self, scope: .singleton) { Repository(api: container.resolve(APIClient.self)) }
            container.register(APIClient.self, scope: .singleton) { APIClient() }
            """)
        draft.expect("useCase", #"{"type": "UseCase", "real": {"type": "UseCase", "dependencies": ["repository"]}, "lifetime": "transient"}"#)
        draft.expect("repository", #"{"type": "Repository", "real": {"type": "Repository", "dependencies": ["api"]}}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func debugRegistrationsAreMocks() {
        let draft = Drafting(
            """
            protocol RecipeAPI {}
            #if DEBUG
            locator.register(SampleRecipeAPI() as any RecipeAPI, for: (any RecipeAPI).self)
            #else
            locator.register(LiveRecipeAPI(baseURL: "https://recipes.example.com") as any RecipeAPI, for: (any RecipeAPI).self)
            #endif
            """)
        draft.expect(
            "recipeAPI",
            #"{"type": "any RecipeAPI", "real": {"type": "LiveRecipeAPI", "dependencies": ["baseURL: \"https://recipes.example.com\""]}, "mock": "SampleRecipeAPI"}"#
        )
        draft.expectChecksClean()
    }

    @Test func hardCodedValuesAreWrittenOutOrConfig() {
        let draft = Drafting(
            """
            registry.register(String.self, name: "apiHost") { _ in "recipes.example.com" }
            registry.register(Client.self) { r in
                Client(host: r.resolve(String.self, name: "apiHost")!, key: Constants.apiKey, interval: .minutes(20))
            }.inObjectScope(.container)
            """)
        draft.expect(
            "client",
            #"{"type": "Client", "real": {"type": "Client", "dependencies": ["host: apiHost", "key: Constants.apiKey", "interval: .minutes(20)"]}}"#)
        draft.expectChecksClean()
    }

    @Test func mocksRegisteredInSetUpAreTheMock() {
        let draft = Drafting([
            "Launch.swift": "ServiceLocator.shared.register(UserDefaultsFavorites(), for: Favorites.self)",
            "FavoritesTests.swift": """
            final class FavoritesTests: XCTestCase {
                override func setUp() { ServiceLocator.shared.register(InMemoryFavorites(), for: Favorites.self) }
                override func tearDown() { ServiceLocator.shared.reset() }
            }
            """,
        ])
        draft.expect("favorites", #"{"type": "Favorites", "real": "UserDefaultsFavorites", "mock": "InMemoryFavorites"}"#)
        draft.expectChecksClean()
    }

    @Test func theLocatorsLockIsNotAService() {
        let draft = Drafting(Self.locator)
        #expect(draft.services.isEmpty)
        #expect(draft.root["inputs"] == nil)
    }

    @Test func theLocatorPassedToAnObjectIsAView() {
        let draft = Drafting(
            "locator.register(FeedScreen.self, scope: .factory) { FeedScreen(dependencies: ServiceLocator.shared) }")
        draft.expectFinding(line: 1, "the container itself is passed ('ServiceLocator.shared')", form: "a view")
    }

    @Test func aDelegateSetAfterConstructionIsAProperty() {
        let draft = Drafting(
            """
            locator.register(Router.self, scope: .singleton) {
                let router = Router()
                router.delegate = locator.resolve(Coordinator.self)
                router.attach(locator.resolve(Presenter.self))
                return router
            }
            locator.register(Coordinator.self, scope: .singleton) { Coordinator() }
            locator.register(Presenter.self, scope: .singleton) { Presenter() }
            """)
        draft.expect(
            "router",
            #"{"type": "Router", "real": {"type": "Router", "properties": ["delegate: coordinator"], "calls": [{"method": "attach", "dependencies": ["_: presenter"]}]}}"#
        )
        draft.expectChecksClean()
    }

    @Test func aStoryboardViewControllerIsAFactoryWithProperties() {
        let draft = Drafting(
            """
            locator.register(FeedViewController.self, scope: .factory) {
                let controller = Storyboards.feed()
                controller.store = locator.resolve(RecipeStore.self)
                return controller
            }
            locator.register(RecipeStore.self, scope: .singleton) { RecipeStore() }
            """)
        draft.expect(
            "feedViewController",
            #"{"type": "FeedViewController", "real": {"factory": "Storyboards.feed", "dependencies": [], "properties": ["store: recipeStore"]}, "lifetime": "transient"}"#
        )
        draft.expectChecksClean()
    }

    @Test func aManagerMakingChildContainersIsReportedAsAScopeMaker() {
        let draft = Drafting(
            "locator.register(TabManager.self, scope: .singleton) { TabManager(makeTab: { TabContainer() }) }")
        draft.expectFinding(line: 1, "a closure is passed as an argument", form: "scope(child)")
    }

    @Test func argumentsAtResolveTimeAreParameters() {
        let draft = Drafting(
            """
            locator.register(DetailViewModel.self, scope: .factory) { (id: String) in
                DetailViewModel(id: id, store: locator.resolve(RecipeStore.self))
            }
            locator.register(RecipeStore.self, scope: .singleton) { RecipeStore() }
            """)
        draft.expect(
            "detailViewModel",
            #"{"type": "DetailViewModel", "real": {"type": "DetailViewModel", "dependencies": ["id", "store"]}, "parameters": [{"name": "id", "type": "String"}]}"#
        )
        // Named by the label that receives it.
        draft.expect("store", #"{"type": "RecipeStore", "real": "RecipeStore"}"#)
        draft.expectChecksClean()
    }

    @Test func valuesReadOffAnotherServiceAreDerived() {
        let draft = Drafting(
            """
            locator.register(Profile.self, scope: .singleton) { Profile(userID: locator.resolve(User.self).id, host: Constants.apiHost) }
            locator.register(User.self, scope: .singleton) { User() }
            """)
        draft.expect(
            "profile", #"{"type": "Profile", "real": {"type": "Profile", "dependencies": ["userID: user.id", "host: Constants.apiHost"]}}"#)
        draft.expectChecksClean()
    }

    @Test func aServiceThatIsAMemberOfAnotherIsAnAliasWithAType() {
        let draft = Drafting(
            """
            protocol APIService {}
            locator.register((any APIService).self, scope: .singleton) { locator.resolve(Session.self).apiService }
            locator.register(Session.self, scope: .singleton) { Session() }
            """)
        draft.expect("apiService", #"{"alias": "session.apiService", "type": "any APIService"}"#)
        draft.expectChecksClean()
    }

    @Test func aSessionResetAtSignOutLeavesTheRegistrationsAsTheyAre() {
        let draft = Drafting(
            """
            locator.register(Session.self, scope: .singleton) { Session() }
            func signOut() {
                ServiceLocator.shared.reset()
                locator.register(Session.self, scope: .singleton) { Session() }
            }
            """)
        #expect(Array(draft.services.keys) == ["session"])
        // The second registration, at sign-out, is said: the manifest's form is a scope.
        draft.expectFinding(.choice, line: 1, "session is registered again", form: "one entry per service")
    }
}
