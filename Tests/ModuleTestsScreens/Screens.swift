import ModuleTestsCatalog
import ServiceGraph
import TestSupport

// A main-actor feature module for ModuleTests: screens with main-actor state, composed by a
// thread-safe app.

/// A screen of the catalog: isolated to the main actor with state of its own, like a view controller.
@MainActor public final class ShelfScreen: Shutdownable {
    public let catalog: Catalog
    let log: ConstructionLog
    /// Changed by the screen as it is used: a main-actor object's state, not Sendable.
    public var selection: String?

    init(catalog: Catalog, log: ConstructionLog) {
        self.catalog = catalog
        self.log = log
        log.didBuild("shelf")
    }

    public func shutdown() async throws { log.didShutDown("shelf") }
}
