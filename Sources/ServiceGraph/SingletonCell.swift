import ServiceGraphAtomics

/// Holds one singleton of a component: built on first access, exactly once, however many
/// threads ask for it at the same moment, and the same instance for every caller after that.
///
/// The instance is shared by every thread that uses the component, so it must be `Sendable`;
/// a service that is not belongs on an actor (`"isolation": "MainActor"`).
///
/// Construction happens under the cell's own lock. A service's dependencies are other cells,
/// so locks are always taken along the dependency graph, which the generator has checked to be
/// acyclic: two threads building overlapping parts of a diamond-shaped graph can wait for each
/// other but never deadlock.
///
/// Once built, the instance is published with a release store and read with an acquire load,
/// so a warm read takes no lock: one load and a copy of the instance.
public final class SingletonCell<Value: Sendable>: ComponentCell, @unchecked Sendable {
    /// Null until the instance is built; then its storage, which never changes again.
    /// Read and written atomically.
    @usableFromInline let published: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let lock = Lock()

    /// An empty cell; the first call to `value(orMake:)` builds the service.
    public init() {
        published = .allocate(capacity: 1)
        published.initialize(to: nil)
    }

    /// A cell that already holds `preset` when it is not nil (a `TestComponent` override).
    public convenience init(preset: Value?) {
        self.init()
        if let preset {
            publish(preset)
        }
    }

    deinit {
        if let storage = published.pointee?.assumingMemoryBound(to: Value.self) {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
        published.deallocate()
    }

    /// The instance, built by `make` if this is the first access.
    @inlinable
    public func value(orMake make: () throws -> Value) rethrows -> Value {
        if let built = builtInstance {
            return built
        }
        return try valueBuiltUnderLock(make)
    }

    /// The published instance, or nil while none is built.
    @inlinable
    var builtInstance: Value? {
        servicegraph_load_acquire(published).map { $0.assumingMemoryBound(to: Value.self).pointee }
    }

    @usableFromInline
    func valueBuiltUnderLock(_ make: () throws -> Value) rethrows -> Value {
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have built it while this one waited for the lock.
        if let built = builtInstance {
            return built
        }
        let made = try make()
        publish(made)
        return made
    }

    private func publish(_ instance: Value) {
        let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        storage.initialize(to: instance)
        servicegraph_store_release(published, UnsafeMutableRawPointer(storage))
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
