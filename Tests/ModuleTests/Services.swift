import ModuleTestsCatalog
import TestSupport

final class ShopClock: CatalogClock {
    init(log: ConstructionLog) { log.didBuild("clock") }
}

final class Checkout: Sendable {
    let cart: Cart
    let catalog: Catalog
    init(cart: Cart, catalog: Catalog) {
        self.cart = cart
        self.catalog = catalog
    }
}
