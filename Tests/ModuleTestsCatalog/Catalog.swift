import ServiceGraph
import TestSupport

// A feature module for ModuleTests, with its own manifest: the catalog of a shop, and a cart
// per session.

public protocol CatalogClock: Sendable {}

final class CatalogIndex: Sendable {
    init(log: ConstructionLog) { log.didBuild("index") }
}

public final class Catalog: Shutdownable {
    let log: ConstructionLog
    public let name: String

    init(index: CatalogIndex, clock: any CatalogClock, log: ConstructionLog) {
        self.log = log
        name = "catalog"
        log.didBuild("catalog")
    }

    /// A stand-in for tests of the app, built without the module.
    public init(stubNamed name: String, log: ConstructionLog) {
        self.log = log
        self.name = name
    }

    public func shutdown() async throws { log.didShutDown(name) }
}

public protocol PricingRules: Sendable {
    func price(of item: String) -> Int
}

/// Built from a provider of a requirement: the app's rules, which depend on the book, are read
/// only when a price is asked for.
public final class PriceBook: Sendable {
    let rules: @Sendable () -> any PricingRules
    public let currency: String
    init(rules: @escaping @Sendable () -> any PricingRules, currency: String) {
        self.rules = rules
        self.currency = currency
    }
    public func label(for item: String) -> String { "\(rules().price(of: item)) \(currency)" }
}

public final class Cart: Sendable {
    public let user: String
    public let catalog: Catalog
    init(user: String, catalog: Catalog, log: ConstructionLog) {
        self.user = user
        self.catalog = catalog
        log.didBuild("cart")
    }
}

public final class TabPage: Sendable {
    public let url: String
    public let catalog: Catalog
    init(url: String, catalog: Catalog) {
        self.url = url
        self.catalog = catalog
    }
}
