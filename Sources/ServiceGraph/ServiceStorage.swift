import ServiceGraphAtomics

/// Everything a component keeps about its services, in one object: a table of slots, one per
/// service, each holding its built instance; the observer; the singletons to shut down; the
/// services that fell back. Generated accessors make one call to it each:
///
///     public var network: any NetworkService {
///         _storage.singleton(2, "network") { URLSessionNetworkService(logger: logger, tokens: keychain) }
///     }
///
/// **Slots.** Creating the storage allocates nothing per service: the table of slots is
/// allocated on the first use of any service, with its state words zeroed. Each slot is a state
/// word followed by the instance itself, stored inline when it fits in five words (a class
/// reference, any existential) and otherwise in one box. The state word is `0` (empty), `1`
/// (being built), `2` (being built, with threads waiting) or, once built, the type of the
/// stored value.
///
/// **Building.** The first thread to ask for a slot takes it with one compare-and-swap (empty to
/// building), builds the service with no lock held, stores it and publishes it with one release
/// store of its type. Independent services therefore build in parallel (as `warmUp()` does), and
/// a service is built exactly once however many threads ask at the same moment: the others
/// park on the storage's one condition until the builder publishes or gives up. Threads only
/// wait along dependency edges, which the generator has checked to be acyclic, so overlapping
/// builds of a diamond-shaped graph never deadlock. A construction that throws leaves the slot
/// empty: the next access (or a parked waiter) builds again.
///
/// **Reading.** A warm read is two acquire loads (the table, the slot's state), a comparison of
/// the state with the requested type, and a copy of the instance: no lock, no reference
/// counting other than the instance's own.
///
/// **Types.** Each slot is always asked for with the same type, which `as:` names. A
/// `TestComponent` passes the service type (`as: (any LoggingService).self`), the type its
/// replacements are stored with; the other components pass, for a singleton built by one
/// initializer, the type it builds (`as: ConsoleLogger.self`): a class's metadata is already
/// there, while a protocol type's is made on first use by demangling its name, which an app's
/// launch would pay once per service. Since the state word records the stored type, a slot
/// asked for with another type stops the program rather than reinterpreting memory.
///
/// **Lifecycle.** Each singleton is stamped with its construction order when it is stored;
/// `shutdown()` asks each, newest first, whether it is `Shutdownable`. Building a service
/// performs no dynamic cast or conformance lookup: an app's launch pays none. Observer callbacks
/// run on the building thread around the construction. Failures are wrapped in
/// `ServiceConstructionError`, with the path of services that needed the failing one.
public struct ServiceStorage: @unchecked Sendable {
    // A struct around the buffer because `ManagedBuffer` is explicitly not `Sendable`; the
    // buffer synchronises everything it holds (see the type's documentation).
    @usableFromInline let buffer: StorageBuffer

    /// The storage of a component with `count` services (slots `0..<count`). Allocates the
    /// buffer (header, mutex, condition) and nothing per service.
    public init(count: Int, observer: (any ComponentObserver)? = nil) {
        buffer = StorageBuffer.make(count: count, observer: observer)
    }

    // MARK: - Singletons

    /// The component of a composed module in `slot`, made by `make` on first use and kept, and
    /// shut down with this storage's singletons, but not reported to the observer: it is not a
    /// service, and the module's own services report to the observer the component is given.
    @inlinable
    public func module<T: Sendable>(_ slot: ServiceSlot, _ name: String, as type: T.Type, _ make: () -> T) -> T {
        if let payload = buffer.builtPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        return buffer.build(slot, name, constructing: false, make)
    }

    /// The instance in `slot` if it has been built or replaced; nil otherwise, and nothing is built.
    /// A composing component reads its modules' components this way to gather their fallbacks.
    @inlinable
    public func existing<T: Sendable>(_ slot: ServiceSlot, as type: T.Type) -> T? {
        buffer.replacementPayload(slot, T.self).map { StorageBuffer.read($0, T.self) }
    }

    /// `existing(_:as:)` for a main-actor component, whose values need not be `Sendable`.
    @inlinable @MainActor
    public func mainActorExisting<T>(_ slot: ServiceSlot, as type: T.Type) -> T? {
        buffer.replacementPayload(slot, T.self).map { StorageBuffer.read($0, T.self) }
    }

    /// The singleton in `slot`, built by `make` on first use. `T` is the type stored in the
    /// slot: inferred from `make` (the implementation type) unless `as:` names it.
    ///
    /// `E` is what `make` throws: `Never` for a construction that cannot fail, so the accessor
    /// does not throw either, or `any Error`, thrown wrapped in `ServiceConstructionError`.
    @inlinable
    public func singleton<T: Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, _ make: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.singleton(slot, name, make)
    }

    /// The singleton in `slot`, built by `make`, or by `fallback` when `make` throws: the error is
    /// reported to the observer's `didFallBack` and the service is listed in `usedFallbacks`.
    /// The fallback instance is kept like any other. Both constructions must produce `T`, so
    /// `as:` (the service type) is required. Throws only what `fallback` throws.
    @inlinable
    public func singleton<T: Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type,
        _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.singleton(slot, name, make, fallback: fallback)
    }

    /// `singleton(_:_:as:_:)` for a service isolated to the main actor, whose instance need not
    /// be `Sendable`. Only main-actor code reads or builds the slot.
    @inlinable @MainActor
    public func mainActorSingleton<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, _ make: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.singleton(slot, name, make)
    }

    /// `singleton(_:_:as:_:fallback:)` for a service isolated to the main actor.
    @inlinable @MainActor
    public func mainActorSingleton<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type,
        _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.singleton(slot, name, make, fallback: fallback)
    }

    /// A service of the weak lifetime in `slot`: the same instance while anyone keeps it, a new
    /// one (built by `make`, observed, never registered for shutdown) once it has been released.
    /// The slot holds a `WeakCell` (created on first use) or a replacement, kept strongly.
    public func weak<T: AnyObject & Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, _ make: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.weak(slot, name, make)
    }

    /// `weak(_:_:as:_:)` for a service isolated to the main actor, whose instance need not be
    /// `Sendable`. Only main-actor code reads or builds the slot.
    @MainActor
    public func mainActorWeak<T: AnyObject, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, _ make: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.weak(slot, name, make)
    }

    // MARK: - Wired cycles

    /// A singleton in wired cycle `cycle`, a cycle closed by properties or calls: built by
    /// `make` under the cycle's lock, with the cycle's other members, and published only once
    /// they are all wired (see `StorageBuffer+WiredCycles.swift`). `cycle` tells the storage's
    /// cycles apart; the generator passes the slot of the cycle's first member.
    public func cycleMember<T: Sendable>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, cycle: ServiceSlot, _ make: () -> T
    ) -> T {
        buffer.cycleMember(slot, name, cycle: cycle) { (make(), wire: nil) }
    }

    /// `cycleMember` for a member that is wired: `make` returns the instance, as the service
    /// type, and what sets its properties and calls its methods, run once every member exists.
    public func wiredCycleMember<T: Sendable>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, cycle: ServiceSlot, _ make: () -> (T, wire: () -> Void)
    ) -> T {
        buffer.cycleMember(slot, name, cycle: cycle) {
            let (value, wire) = make(); return (value, wire)
        }
    }

    /// `cycleMember` for a service isolated to the main actor.
    @MainActor
    public func mainActorCycleMember<T>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, cycle: ServiceSlot, _ make: () -> T
    ) -> T {
        buffer.cycleMember(slot, name, cycle: cycle) { (make(), wire: nil) }
    }

    /// `wiredCycleMember` for a service isolated to the main actor.
    @MainActor
    public func mainActorWiredCycleMember<T>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, cycle: ServiceSlot, _ make: () -> (T, wire: () -> Void)
    ) -> T {
        buffer.cycleMember(slot, name, cycle: cycle) {
            let (value, wire) = make(); return (value, wire)
        }
    }

    // MARK: - Transients

    /// A service the component hands out but does not keep (transient, assisted): `make`'s
    /// result, with the observer told and a failure wrapped.
    @inlinable
    public func transient<T, E: Error>(_ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        try buffer.construct(name, make)
    }

    /// The same for an asynchronous construction, run in the caller's isolation (a main-actor
    /// component's stays on the main actor), so `make` need not be `Sendable`.
    @inlinable
    public func transient<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        try await buffer.constructAsync(name, make)
    }

    /// A transient service of a `TestComponent`: the replacement stored in `slot`, if any, else
    /// `make`'s result. Pass the service type as `as:`, the type the replacement is stored with.
    @inlinable
    public func transient<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, _ make: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.transient(slot, name, make)
    }

    @inlinable
    public func transient<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self, isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        try await buffer.transient(slot, name, make)
    }

    // MARK: - Replacements

    /// Stores `replacement` in `slot` as that service's instance, in place of an earlier one
    /// (nil removes it). A test component's initializer and its `Replacements` call it before the
    /// component exists. `T` is the service type; the slot's accessor passes the same type as
    /// `as:`. A replacement is never built, observed or shut down.
    public func replace<T>(_ slot: ServiceSlot, _ name: String, with replacement: T?) {
        buffer.replace(slot, name, with: replacement)
    }

    /// The replacement in `slot`, if a test has put one there: what a test component's
    /// `Replacements` reads back, before the component exists (in whatever isolation the test
    /// runs, so `T` need not be `Sendable`).
    public func replacement<T>(_ slot: ServiceSlot, as type: T.Type) -> T? {
        buffer.replacementPayload(slot, T.self).map { StorageBuffer.read($0, T.self) }
    }

    // MARK: - Lifecycle

    /// The observer given at creation; a scope's component passes its parent's on to its own.
    public var observer: (any ComponentObserver)? { buffer.observer }

    /// The services that fell back to their fallback implementation, in the order it happened.
    public var usedFallbacks: [String] { buffer.usedFallbacks }

    /// The construction stamp of the newest singleton; `warmUp()` notes it to undo only its own work.
    public var shutdownMark: Int { buffer.shutdownMark }

    /// Records `child`, the storage of a component just made from this one's component (of scope
    /// `scope`), so that `shutdown()` shuts it down first while it lives. Stops the program if
    /// this storage has shut down. A scope's generated initializer calls it.
    public func adopt(_ child: ServiceStorage, scope: StaticString) {
        buffer.adopt(child.buffer, scope: scope)
    }

    /// Makes `shutdown()` run `calls` first, once, before the children and singletons shut down,
    /// whoever shuts this storage down (its component, or its parent's), every caller waiting for
    /// them: a scope's `onShutdown` calls. The generated initializer of a scope that has some sets
    /// them, capturing its component weakly (a component released without `shutdown()` runs none).
    public func setOnShutdown(_ calls: @escaping @Sendable () async -> Void) {
        buffer.setOnShutdown(calls)
    }

    /// Runs `calls` on the main actor as soon as it is free, unless `shutdown()` has begun by
    /// then; `shutdown()` waits for calls that have started before it runs anything else. A
    /// thread-safe scope's generated initializer passes its `onMake` calls from the first that
    /// reads a main-actor service on, capturing its component weakly: a component released before
    /// the main actor is free runs none of them, so it binds nothing that would need unbinding.
    public func runOnMainActorAfterMake(_ calls: @escaping @MainActor @Sendable () -> Void) {
        buffer.runOnMainActorAfterMake(calls)
    }

    /// Shuts down the live components made from this one's component, newest first (each its
    /// own children first), then every singleton built so far that is `Shutdownable`, once
    /// each, in reverse order of construction (so dependents before their dependencies), going
    /// on past failures and throwing them all. No component can be made from this one's after.
    public func shutdown() async throws {
        try await buffer.shutdown()
    }

    /// Shuts down the `Shutdownable` singletons built after `mark`, newest first; returns the failures.
    @discardableResult
    public func shutDown(after mark: Int) async -> [(service: String, error: any Error)] {
        await buffer.shutDown(after: mark)
    }
}
