import Foundation
import ModuleTestsCatalog
import ModuleTestsScreens
import ServiceGraph
import TestSupport
import Testing

/// An app composing a feature module of the same package, through the plugin, run for real and
/// under the thread sanitizer in CI: the module's component and its singletons are made once
/// however many threads ask first, each session gets its own cart from the module's session
/// scope, shutdown reaches the module, and a test replaces what the module provides.
@Suite struct ModuleTests {
    @Test func aProvidedSingletonIsBuiltOnceWhenManyThreadsAskFirst() {
        for _ in 0..<20 {
            let log = ConstructionLog()
            let app = ProdComponent(log: log)
            let seen = IdentitySet()
            runConcurrently(threads: 8) { _ in seen.insert(app.catalog) }
            #expect(seen.count == 1)
            #expect(log.builds(of: "catalog") == 1)
            #expect(log.builds(of: "index") == 1)
            // The module read the app's clock through its requirements, once.
            #expect(log.builds(of: "clock") == 1)
        }
    }

    @Test func eachSessionGetsItsOwnCartFromTheModulesScope() {
        let log = ConstructionLog()
        let app = makeAppComponent(for: .prod, log: log)
        let carts = IdentitySet()
        let catalogs = IdentitySet()
        // Kept alive until the end, so no cart's address is reused by another.
        let sessions = Retained()
        runConcurrently(threads: 64) { index in
            let session = app.makeSessionComponent(user: "user\(index)")
            let checkout = session.checkout
            #expect(checkout.cart === session.cart)
            #expect(checkout.cart.user == "user\(index)")
            carts.insert(checkout.cart)
            catalogs.insert(checkout.catalog)
            sessions.keep(session)
        }
        #expect(carts.count == 64)
        #expect(catalogs.count == 1)
        #expect(log.builds(of: "catalog") == 1)
    }

    /// The module contributes to the app's `tab` scope, made under `launch`, which the module
    /// does not declare: its tab components are made from its app component.
    @Test func aModulesScopeMadeUnderAScopeOnlyTheAppDeclares() {
        let app = ProdComponent(log: ConstructionLog())
        let tab = app.makeLaunchComponent().makeTabComponent(url: "https://example.com")
        #expect(tab.tabPage.url == "https://example.com")
        #expect(tab.tabPage.catalog === app.catalog)
        #expect(tab.tabPage === tab.tabPage)
    }

    @Test func shuttingTheAppDownShutsTheModulesSingletonsDown() async throws {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        _ = app.catalog
        try await app.shutdown()
        try await app.shutdown()
        #expect(log.shutdowns == ["catalog"])
    }

    @Test func aTestReplacesWhatTheModuleProvides() {
        let log = ConstructionLog()
        let stub = Catalog(stubNamed: "stub", log: log)
        let app = TestComponent(log: log, catalog: stub)
        let session = app.makeSessionComponent(user: "tester")
        // The app's services receive the replacement; the module's own cart keeps the module's.
        #expect(app.catalog === stub)
        #expect(session.checkout.catalog === stub)
        #expect(session.cart.catalog !== stub)
    }
}

/// Objects kept alive, from many threads.
private final class Retained: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) { lock.withLock { objects.append(object) } }

    @Test func aModuleReadsARequirementThroughAProviderAndAMemberMeetsOne() {
        let app = ProdComponent(log: ConstructionLog())
        // The app's rules depend on the module's price book, whose provider reads them back.
        #expect(app.priceBook.label(for: "apple") == "5 EUR")
        #expect((app.pricing as? ShopPricing)?.priceBook === app.priceBook)
    }

    /// A main-actor module in this thread-safe app: its screen is a main-actor service here, read
    /// by the app's main-actor router, and the module reads the app's requirements on the main actor.
    @MainActor @Test func aMainActorModuleComposesIntoAThreadSafeApp() async throws {
        let log = ConstructionLog()
        let app = ProdComponent(log: log)
        // warmUp, off the main actor, builds the module's eager screen.
        try await app.warmUp()
        #expect(log.builds(of: "shelf") == 1)
        app.shelf.selection = "apples"
        #expect(app.router.shelf === app.shelf && app.router.shelf.selection == "apples")
        #expect(app.shelf.catalog === app.catalog)
        try await app.shutdown()
        #expect(log.shutdowns.contains("shelf"))
    }
}
