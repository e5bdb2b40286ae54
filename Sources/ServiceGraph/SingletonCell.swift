/// Holds one singleton of a component: built on first access, exactly once, however many
/// threads ask for it at the same moment, and the same instance for every caller after that.
///
/// The instance is shared by every thread that uses the component, so it must be `Sendable`;
/// a service that is not belongs on an actor (`"isolation": "MainActor"`).
///
/// Each cell has its own lock, held while the service is built. A service's dependencies are
/// other cells, so locks are always taken along the dependency graph, which the generator has
/// checked to be acyclic: two threads building overlapping parts of a diamond-shaped graph
/// can wait for each other but never deadlock.
public final class SingletonCell<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var instance: Value?

    /// An empty cell; the first call to `value(orMake:)` builds the service.
    public init() {}

    /// A cell that already holds `preset` when it is not nil (a `TestComponent` override).
    public init(preset: Value?) {
        instance = preset
    }

    /// The instance, built by `make` if this is the first access.
    public func value(orMake make: () throws -> Value) rethrows -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let instance {
            return instance
        }
        let made = try make()
        instance = made
        return made
    }
}

/// A value fixed when a component is created: an input, or a `TestComponent`'s replacement
/// for a transient service.
///
/// It never changes after initialisation, so sharing it between threads is safe.
public final class FixedValue<Value: Sendable>: @unchecked Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
