// The services of the back-reference matrix: each holder keeps one kind of back-reference to
// its component (a view, a provider, an assisted factory's function) and reads through it.

final class Target: Sendable {
    init() {}
}

final class Item: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

/// Something that can hold a back-reference and read through it.
protocol BackReferenceHolder: AnyObject, Sendable {
    /// Reads through the reference: the object it leads to.
    func readThrough() -> AnyObject
}

final class AppViewHolder: BackReferenceHolder {
    let reference: any AppView
    init(reference: any AppView) { self.reference = reference }
    func readThrough() -> AnyObject { reference.target }
}

final class SessionViewHolder: BackReferenceHolder {
    let reference: any SessionView
    init(reference: any SessionView) { self.reference = reference }
    func readThrough() -> AnyObject { reference.sessionTarget }
}

final class ProviderHolder: BackReferenceHolder {
    let reference: @Sendable () -> Target
    init(reference: @escaping @Sendable () -> Target) { self.reference = reference }
    func readThrough() -> AnyObject { reference() }
}

final class FactoryHolder: BackReferenceHolder {
    let reference: @Sendable (Int) -> Item
    init(reference: @escaping @Sendable (Int) -> Item) { self.reference = reference }
    func readThrough() -> AnyObject { reference(7) }
}

/// A session's owner, typed as a class-bound protocol, as delegates are.
protocol SessionOwner: AnyObject, Sendable {}

final class OwnerObject: SessionOwner {}
