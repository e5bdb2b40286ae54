import ModuleTestsCatalog
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

final class Checkout: Sendable {
    let cart: Cart
    let catalog: Catalog
    init(cart: Cart, catalog: Catalog) {
        self.cart = cart
        self.catalog = catalog
    }
}
