/// How a scope's component holds the component it was made from.
///
/// Made by app code (`makeTabComponent(url:)`), or through the maker (`scope(tab)`) of a service
/// only app code holds, a child keeps its parent alive: whoever holds the child can read the
/// parent's services through it. Made through the maker of a service the parent keeps, the child
/// holds its parent weakly, so that the parent, the service and the children it keeps are freed
/// together. Reading the
/// parent after it is gone stops the program with a message naming the service that made the
/// child.
public struct ParentLink<Parent: AnyObject>: @unchecked Sendable {
    // Set once, before the link is shared; a weak reference is safe to read from any thread.
    private let owned: Parent?
    private weak var borrowed: Parent?
    /// The parent's service that made the child, which the parent keeps; nil when the child keeps
    /// its parent. A component made by a service of its own scope holds the parent as the
    /// component that made it does (see `ComponentEmitter+Constructions`).
    public let maker: StaticString?

    /// `service`: the parent's service that makes the child, or nil when app code does.
    public init(_ parent: Parent, madeBy service: StaticString?) {
        owned = service == nil ? parent : nil
        borrowed = service == nil ? nil : parent
        maker = service
    }

    /// The parent component.
    public var component: Parent {
        if let owned { return owned }
        guard let borrowed else {
            fatalError(
                "a component made by '\(maker ?? "")' read its parent after the parent was released. The parent keeps "
                    + "'\(maker ?? "")', which keeps the components it makes: release them with it.")
        }
        return borrowed
    }
}
