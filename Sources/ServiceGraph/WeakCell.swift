/// Holds a service of the weak lifetime: the same instance for every caller while anyone keeps
/// it, and a new one after it has been released.
///
/// Construction happens under the cell's lock, so concurrent first accesses build one instance.
/// The storage's entry points decide who may use it: any thread for a `Sendable` value, only
/// the main actor for one that is not.
public final class WeakCell<Value: AnyObject>: ComponentCell, @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private weak var instance: Value?

    public init() {}

    /// The live instance, or a new one built by `make` when there is none.
    public func value(orMake make: () throws -> Value) rethrows -> Value {
        try lock.withLock {
            if let instance { return instance }
            let made = try make()
            instance = made
            return made
        }
    }
}
