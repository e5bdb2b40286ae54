/// An input held weakly: a scope component's back-reference to the object that owns it (a
/// session controller, a view model), so that the owner and the component do not keep each
/// other alive. Reading it gives nil once the owner is gone.
///
/// Swift's weak references are safe to read from any thread; the `Sendable` requirement is what
/// makes a thread-safe component refuse an owner that is not.
public final class WeakReference<Value: AnyObject & Sendable>: @unchecked Sendable {
    public private(set) weak var value: Value?

    public init(_ value: Value) {
        self.value = value
    }
}

/// An input held unowned: like `WeakReference`, for an owner that always outlives the
/// component; reading it after the owner is gone stops the program.
public final class UnownedReference<Value: AnyObject & Sendable>: @unchecked Sendable {
    public unowned let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
