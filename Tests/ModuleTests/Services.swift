import ModuleTestsCatalog
import ModuleTestsScreens
import TestSupport

final class ShopClock: CatalogClock {
    init(log: ConstructionLog) { log.didBuild("clock") }
}

final class Shop: Sendable {
    let currencyCode = "EUR"
}

final class ShopPricing: PricingRules {
    let priceBook: PriceBook
    init(priceBook: PriceBook) { self.priceBook = priceBook }
    func price(of item: String) -> Int { item.count }
}

/// Not Sendable: it lives on the main actor.
@MainActor final class Router {
    let shelf: ShelfScreen
    init(shelf: ShelfScreen) { self.shelf = shelf }
}

final class Checkout: Sendable {
    let cart: Cart
    let catalog: Catalog
    init(cart: Cart, catalog: Catalog) {
        self.cart = cart
        self.catalog = catalog
    }
}
