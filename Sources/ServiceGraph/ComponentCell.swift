/// A cell a component's storage creates in a service's slot on first use (the weak and the
/// asynchronous lifetimes keep their state in one): every cell type has an empty initializer.
public protocol ComponentCell: AnyObject {
    init()
}
