import ServiceGraphAtomics

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#elseif canImport(WinSDK)
import ucrt
import WinSDK
#endif

/// The object behind a `ServiceStorage`: its header, then one word for the slot table, one for
/// the construction counter (see `StorageBuffer+Shutdown.swift`), and the words of the mutex and
/// condition.
@usableFromInline
final class StorageBuffer: ManagedBuffer<ServiceStorageHeader, UnsafeMutableRawPointer?> {
    /// The storage of a component with `count` services (slots `0..<count`).
    @usableFromInline
    static func make(count: Int, observer: (any ComponentObserver)?) -> StorageBuffer {
        let buffer = create(minimumCapacity: 2 + Parking.words) { _ in
            ServiceStorageHeader(count: count, observer: observer)
        }
        let storage = unsafeDowncast(buffer, to: StorageBuffer.self)
        storage.withUnsafeMutablePointerToElements { elements in
            elements.initialize(repeating: nil, count: 2)
            Parking(elements + 2).initialize()
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            if let table = elements.pointee {
                for index in 0..<header.pointee.count {
                    Self.destroySlot(table + index &* Self.slotStride)
                }
                free(table)
            }
            Parking(elements + 2).destroy()
        }
    }

    // MARK: - Singletons

    /// The singleton in `slot`, built by `make` on first use. `T` is the type stored in the
    /// slot: inferred from `make` (the implementation type) unless `as:` names it.
    ///
    /// `E` is what `make` throws: `Never` for a construction that cannot fail, so the accessor
    /// does not throw either, or `any Error`, wrapped in `ServiceConstructionError`.
    @inlinable
    func singleton<T: Sendable, E: Error>(
        _ slot: Int, _ name: String, _ make: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: true, make)
    }

    /// The singleton in `slot`, built by `make`, or by `fallback` when `make` throws: the error is
    /// reported to the observer's `didFallBack` and the service is listed in `usedFallbacks`.
    /// The fallback is stored and kept like any instance. Both constructions must produce `T`,
    /// so `as:` (the service type) is required. Throws only what `fallback` throws.
    @inlinable
    func singleton<T: Sendable, E: Error>(
        _ slot: Int, _ name: String,
        _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: false) { () throws(E) -> T in
            try construct(name, make, fallback: fallback)
        }
    }

    /// `singleton(_:_:as:_:)` for a service isolated to the main actor, whose instance need not
    /// be `Sendable`. Only main-actor code reads or builds the slot.
    @inlinable @MainActor
    func mainActorSingleton<T, E: Error>(
        _ slot: Int, _ name: String, _ make: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: true, make)
    }

    /// `singleton(_:_:as:_:fallback:)` for a service isolated to the main actor.
    @inlinable @MainActor
    func mainActorSingleton<T, E: Error>(
        _ slot: Int, _ name: String,
        _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: false) { () throws(E) -> T in
            try construct(name, make, fallback: fallback)
        }
    }

    /// A service of the weak lifetime in `slot`: the same instance while anyone keeps it, a new
    /// one (built by `make`, not registered for shutdown) after it has been released. The slot
    /// holds a `WeakCell` (created on first use) or a replacement, which is kept strongly.
    @usableFromInline
    func weak<T: AnyObject, E: Error>(
        _ slot: Int, _ name: String, _ make: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        let cell: WeakCell<T> = cellOrReplacement(slot)
        do {
            return try cell.value { () throws -> T in try construct(name, make) }
        } catch {
            throw Self.rethrown(error, as: E.self)
        }
    }

    // MARK: - Transients

    /// A service the component hands out but does not keep (transient, assisted): `make`'s
    /// result, with the observer told and failures wrapped.

    /// A transient service of a `TestComponent`: the replacement stored in `slot` if there is
    /// one, else `make`'s result. Pass the service type as `as:`, the type of the replacement.
    @inlinable
    func transient<T, E: Error>(
        _ slot: Int, _ name: String, _ make: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try construct(name, make)
    }


    @inlinable
    func transient<T, E: Error>(
        _ slot: Int, _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try await constructAsync(name, make)
    }

    // MARK: - Replacements

    /// Stores `replacement` (when it is not nil) in `slot`, as that service's instance: a
    /// `TestComponent`'s initializer calls it once per replaced service, before the component
    /// is used. `T` is the service type; the accessor of the slot passes the same type as `as:`.
    /// A replacement is never built, observed or shut down.
    @usableFromInline
    func replace<T>(_ slot: Int, with replacement: T?) {
        guard let replacement else { return }
        let state = stateWord(slot)
        precondition(servicegraph_word_load_acquire(state) == Self.empty,
                     "slot \(slot) is replaced after its first use or twice")
        Self.write(replacement, to: UnsafeMutableRawPointer(state) + Self.payloadOffset)
        Self.initializeRecord(of: state, name: "", stamp: 0)
        servicegraph_word_store_release(state, Self.tag(T.self))
    }

    // MARK: - Lifecycle

    /// Set at creation and never changed, so read without the lock.
    var observer: (any ComponentObserver)? {
        withUnsafeMutablePointerToHeader { $0.pointee.observer }
    }

    /// The services that fell back to their fallback implementation, in the order it happened.
    @usableFromInline
    var usedFallbacks: [String] {
        withLock { header in header.fallbacks.pointee }
    }

    // MARK: - Slot layout

    /// A slot: the state word, the construction stamp (see `StorageBuffer+Shutdown.swift`), the
    /// service's name (two words), then five words for the instance (or a pointer to its box).
    @inlinable static var slotStride: Int { 72 }
    @inlinable static var stampOffset: Int { 8 }
    @inlinable static var nameOffset: Int { 16 }
    @inlinable static var payloadOffset: Int { 32 }
    @inlinable static var payloadCapacity: Int { 40 }
    @inlinable static var empty: UInt { 0 }
    @inlinable static var building: UInt { 1 }
    @inlinable static var buildingWithWaiters: UInt { 2 }

    /// The state of a slot holding a `T`: the address of `T`'s metadata, never 0, 1 or 2.
    @inlinable @inline(__always)
    static func tag<T>(_ type: T.Type) -> UInt {
        UInt(bitPattern: unsafeBitCast(type as Any.Type, to: Int.self))
    }

    @inlinable @inline(__always)
    static func storesInline<T>(_ type: T.Type) -> Bool {
        MemoryLayout<T>.size <= payloadCapacity && MemoryLayout<T>.alignment <= 8
    }

    /// The payload of `slot` if it holds a built `T`; nil while the table or the slot is empty.
    @inlinable @inline(__always)
    func builtPayload<T>(_ slot: Int, _ type: T.Type) -> UnsafeMutableRawPointer? {
        guard let table = withUnsafeMutablePointerToElements({ servicegraph_load_acquire($0) }) else {
            return nil
        }
        let state = (table + slot &* Self.slotStride).assumingMemoryBound(to: UInt.self)
        guard servicegraph_word_load_acquire(state) == Self.tag(T.self) else { return nil }
        return table + (slot &* Self.slotStride &+ Self.payloadOffset)
    }

    @inlinable @inline(__always)
    static func read<T>(_ payload: UnsafeMutableRawPointer, _ type: T.Type) -> T {
        if storesInline(T.self) {
            return payload.assumingMemoryBound(to: T.self).pointee
        }
        return payload.load(as: UnsafeMutablePointer<T>.self).pointee
    }

    @inlinable
    static func write<T>(_ value: T, to payload: UnsafeMutableRawPointer) {
        if storesInline(T.self) {
            payload.initializeMemory(as: T.self, to: value)
        } else {
            let box = UnsafeMutablePointer<T>.allocate(capacity: 1)
            box.initialize(to: value)
            payload.initializeMemory(as: UnsafeMutablePointer<T>.self, to: box)
        }
    }

    /// Writes the stamp and name of the slot whose state word is `state`, before it is published.
    @inlinable @inline(__always)
    static func initializeRecord(of state: UnsafeMutablePointer<UInt>, name: String, stamp: UInt) {
        let slot = UnsafeMutableRawPointer(state)
        servicegraph_word_store_release((slot + stampOffset).assumingMemoryBound(to: UInt.self), stamp)
        (slot + nameOffset).initializeMemory(as: String.self, to: name)
    }

    private static func destroySlot(_ slot: UnsafeMutableRawPointer) {
        let state = slot.load(as: UInt.self)
        // Published: `constructed` never outlives the build of its wired cycle.
        guard state > constructed else { return }
        (slot + nameOffset).assumingMemoryBound(to: String.self).deinitialize(count: 1)
        let type = unsafeBitCast(Int(bitPattern: state), to: Any.Type.self)
        destroyPayload(type, slot + payloadOffset)
    }

    private static func destroyPayload<T>(_ type: T.Type, _ payload: UnsafeMutableRawPointer) {
        if storesInline(T.self) {
            payload.assumingMemoryBound(to: T.self).deinitialize(count: 1)
        } else {
            let box = payload.load(as: UnsafeMutablePointer<T>.self)
            box.deinitialize(count: 1)
            box.deallocate()
        }
    }

    /// The state word of `slot` if the table exists, checking the slot's range: `build`'s fast
    /// path, inlined; nil before the first use of any slot.
    @inlinable @inline(__always)
    func stateWordIfTable(_ slot: Int) -> UnsafeMutablePointer<UInt>? {
        withUnsafeMutablePointers { header, elements in
            guard let table = servicegraph_load_acquire(elements) else { return nil }
            precondition(UInt(bitPattern: slot) < UInt(bitPattern: header.pointee.count),
                         "slot out of range")
            return (table + slot &* Self.slotStride).assumingMemoryBound(to: UInt.self)
        }
    }

    /// The state word of `slot`, creating the table on the first use of any slot.
    @usableFromInline
    func stateWord(_ slot: Int) -> UnsafeMutablePointer<UInt> {
        let table = withUnsafeMutablePointers { header, elements -> UnsafeMutableRawPointer in
            precondition(slot >= 0 && slot < header.pointee.count,
                         "slot \(slot) out of range 0..<\(header.pointee.count)")
            if let existing = servicegraph_load_acquire(elements) { return existing }
            // `malloc` rather than `calloc`, which skips glibc's per-thread caches; only the
            // state words need zeroing.
            let count = Swift.max(header.pointee.count, 1)
            let made = malloc(count &* Self.slotStride)!
            for index in 0..<count {
                (made + index &* Self.slotStride).initializeMemory(as: UInt.self, repeating: 0, count: 1)
            }
            if servicegraph_compare_exchange(elements, nil, made) { return made }
            free(made)
            return servicegraph_load_acquire(elements)!
        }
        return (table + slot &* Self.slotStride).bindMemory(to: UInt.self, capacity: 1)
    }

    // MARK: - Building

    /// The `T` in `slot`, built by `make` unless built or being built by another thread (then
    /// waits for it): through `construct` (observer, error wrapping) when `constructing`, else
    /// directly. A `kept` instance (a singleton, a module's component) gets the next
    /// construction stamp, so `shutdown()` finds it; a cell gets none. Specialised for each
    /// stored type, not inlined into each accessor; everything it calls on the way to `make` is
    /// inlined into it.
    @inlinable @inline(never)
    func build<T, E: Error>(
        _ slot: Int, _ name: String, constructing: Bool, kept: Bool = true, _ make: () throws(E) -> T
    ) throws(E) -> T {
        let state = stateWordIfTable(slot) ?? stateWord(slot)
        let payload = UnsafeMutableRawPointer(state) + Self.payloadOffset
        let tag = Self.tag(T.self)
        while true {
            let current = servicegraph_word_load_acquire(state)
            if current == tag {
                return Self.read(payload, T.self)
            }
            if current == Self.empty {
                guard servicegraph_word_compare_exchange(state, Self.empty, Self.building) else { continue }
                let value: T
                do {
                    // `construct(name, make)` here rather than in a closure around `make`: one
                    // indirect call less per build.
                    value = constructing ? try construct(name, make) : try make()
                } catch {
                    abandon(state)
                    throw error
                }
                Self.write(value, to: payload)
                Self.initializeRecord(of: state, name: name, stamp: kept ? nextStamp() : 0)
                publish(state, tag)
                return value
            }
            if current <= Self.buildingWithWaiters {
                waitWhileBuilding(state)
                continue
            }
            precondition(current != Self.constructed, "slot \(slot) is a wired cycle's member, read outside its cycle")
            Self.typeMismatch(slot, stored: current, requested: T.self)
        }
    }

    /// The cell of type `Cell` in `slot`, created on first use (no observer, no shutdown).
    func cellOrReplacement<Cell: ComponentCell>(_ slot: Int) -> Cell {
        build(slot, "", constructing: false, kept: false) { Cell() }
    }

    /// Publishes the built value's type; wakes the threads waiting for the slot, if any.
    @inlinable @inline(__always)
    func publish(_ state: UnsafeMutablePointer<UInt>, _ tag: UInt) {
        if servicegraph_word_exchange(state, tag) == Self.buildingWithWaiters {
            wakeWaiters()
        }
    }

    /// Empties a slot whose construction failed, so the next access builds again.
    @usableFromInline
    func abandon(_ state: UnsafeMutablePointer<UInt>) {
        if servicegraph_word_exchange(state, Self.empty) == Self.buildingWithWaiters {
            wakeWaiters()
        }
    }

    /// Parks the calling thread until the slot is no longer being built.
    @usableFromInline
    func waitWhileBuilding(_ state: UnsafeMutablePointer<UInt>) {
        withUnsafeMutablePointerToElements { elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            while true {
                let current = servicegraph_word_load_acquire(state)
                if current == Self.building {
                    // Tell the builder someone waits; re-examine if the state moved meanwhile.
                    guard servicegraph_word_compare_exchange(state, Self.building, Self.buildingWithWaiters) else {
                        continue
                    }
                } else if current != Self.buildingWithWaiters {
                    return
                }
                parking.wait()
            }
        }
    }

    @usableFromInline
    func wakeWaiters() {
        withUnsafeMutablePointerToElements { elements in
            let parking = Parking(elements + 2)
            parking.lock()
            parking.broadcast()
            parking.unlock()
        }
    }

    @usableFromInline
    static func typeMismatch<T>(_ slot: Int, stored: UInt, requested: T.Type) -> Never {
        let storedType = unsafeBitCast(Int(bitPattern: stored), to: Any.Type.self)
        fatalError("slot \(slot) holds a \(storedType), not a \(T.self)")
    }

    // MARK: - Constructing

    @inlinable
    var hasObserver: Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.hasObserver }
    }

    /// `make()`, or `fallback()` when it throws (recorded in `usedFallbacks`, the observer told).
    @inlinable
    func construct<T, E: Error>(_ name: String, _ make: () throws -> T, fallback: () throws(E) -> T) throws(E) -> T {
        do {
            return try construct(name, make)
        } catch {
            fellBack(name, after: error)
            return try construct(name, fallback)
        }
    }

    /// `make()`, with the observer told and a failure wrapped in `ServiceConstructionError`.
    @inlinable @inline(__always)
    func construct<T, E: Error>(_ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        if hasObserver {
            return try constructObserved(name, make)
        }
        do {
            return try make()
        } catch {
            throw Self.wrapped(error, building: name)
        }
    }

    @usableFromInline
    func constructObserved<T, E: Error>(_ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        let observer = withUnsafeMutablePointerToHeader { $0.pointee.observer }!
        observer.willCreate(service: name)
        let start = ContinuousClock.now
        do {
            let value = try make()
            observer.didCreate(service: name, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer.didFail(service: name, error: error)
            throw Self.wrapped(error, building: name)
        }
    }

    @inlinable
    func constructAsync<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        let observer = withUnsafeMutablePointerToHeader { $0.pointee.observer }
        observer?.willCreate(service: name)
        let start = ContinuousClock.now
        do {
            let value = try await make()
            observer?.didCreate(service: name, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer?.didFail(service: name, error: error)
            throw Self.wrapped(error, building: name)
        }
    }

    /// `constructAsync` for an async singleton: keeps the instance for `shutdown()` too. It runs
    /// in its caller's isolation, so a main-actor singleton's value stays on the main actor.
    func constructAsyncSingleton<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws -> T {
        let value: T = try await constructAsync(name, make)
        keepAsyncSingleton(value, name)
        return value
    }

    /// `constructAsyncSingleton` that builds `fallback` when `make` throws.
    func constructAsyncSingleton<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> T, fallback: () async throws(E) -> T
    ) async throws -> T {
        do {
            return try await constructAsyncSingleton(name, make)
        } catch {
            fellBack(name, after: error)
            return try await constructAsyncSingleton(name, fallback)
        }
    }

    /// `error` with `service` added to the front of its path, as an `E` (`any Error` or
    /// `Never`, what the generated closures throw; any other `E` is passed through unwrapped).
    @usableFromInline
    static func wrapped<E: Error>(_ error: E, building service: String) -> E {
        let wrapped: ServiceConstructionError
        if let dependencyError = error as? ServiceConstructionError {
            wrapped = ServiceConstructionError(path: [service] + dependencyError.path, underlying: dependencyError.underlying)
        } else {
            wrapped = ServiceConstructionError(path: [service], underlying: error)
        }
        return (wrapped as any Error) as? E ?? error
    }

    static func rethrown<E: Error>(_ error: any Error, as type: E.Type) -> E {
        guard let typed = error as? E else {
            fatalError("a construction declared to throw \(E.self) threw \(error)")
        }
        return typed
    }

    /// Records that `service`'s implementation threw `error` and its fallback is being built.
    @usableFromInline
    func fellBack(_ service: String, after error: any Error) {
        withLock { header in header.fallbacks.pointee.append(service) }
        withUnsafeMutablePointerToHeader { $0.pointee.observer }?.didFallBack(service: service, error: error)
    }

    func withLock<Result>(_ body: (UnsafeMutablePointer<ServiceStorageHeader>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { header, elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            return try body(header)
        }
    }
}

/// What a `ServiceStorage` keeps besides its slots. Read only by the storage itself.
@usableFromInline
struct ServiceStorageHeader {
    @usableFromInline let count: Int
    @usableFromInline let hasObserver: Bool
    @usableFromInline let observer: (any ComponentObserver)?
    // Guarded by the storage's mutex.
    var asyncSingletons: [KeptInstance] = []
    var fallbacks: [String] = []
    var children = ChildStorages()
    var wiredCycles: [Int: WiredCycle] = [:]

    init(count: Int, observer: (any ComponentObserver)?) {
        self.count = count
        self.observer = observer
        hasObserver = observer != nil
    }
}

/// The header's mutable fields, each through its own address. They change under the mutex
/// while the other fields are read without it, and a change through `pointee` is an access to
/// the whole header, which would overlap those unlocked reads.
extension UnsafeMutablePointer where Pointee == ServiceStorageHeader {
    /// Guarded by the storage's mutex.
    var asyncSingletons: UnsafeMutablePointer<[KeptInstance]> { pointer(to: \.asyncSingletons)! }

    /// Guarded by the storage's mutex.
    var children: UnsafeMutablePointer<ChildStorages> { pointer(to: \.children)! }

    /// Guarded by the storage's mutex.
    var wiredCycles: UnsafeMutablePointer<[Int: WiredCycle]> { pointer(to: \.wiredCycles)! }

    /// Guarded by the storage's mutex.
    var fallbacks: UnsafeMutablePointer<[String]> { pointer(to: \.fallbacks)! }
}

/// The mutex and condition of a storage, in its tail words: taken to register a shutdown or a
/// fallback, and by threads that wait for a slot another thread is building (the rare path).
struct Parking {
    #if os(Windows)
    typealias Mutex = SRWLOCK
    typealias Condition = CONDITION_VARIABLE
    #else
    typealias Mutex = pthread_mutex_t
    typealias Condition = pthread_cond_t
    #endif

    /// The words the mutex and the condition take.
    static var words: Int {
        (MemoryLayout<Mutex>.stride + 7) / 8 + (MemoryLayout<Condition>.stride + 7) / 8
    }

    let mutex: UnsafeMutablePointer<Mutex>
    let condition: UnsafeMutablePointer<Condition>

    init(_ words: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        let raw = UnsafeMutableRawPointer(words)
        mutex = raw.assumingMemoryBound(to: Mutex.self)
        condition = (raw + (MemoryLayout<Mutex>.stride + 7) / 8 * 8).assumingMemoryBound(to: Condition.self)
    }

    func initialize() {
        let raw = UnsafeMutableRawPointer(mutex)
        #if os(Windows)
        raw.bindMemory(to: Mutex.self, capacity: 1)
        UnsafeMutableRawPointer(condition).bindMemory(to: Condition.self, capacity: 1)
        InitializeSRWLock(mutex)
        InitializeConditionVariable(condition)
        #else
        raw.bindMemory(to: Mutex.self, capacity: 1)
        UnsafeMutableRawPointer(condition).bindMemory(to: Condition.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        #endif
    }

    func destroy() {
        #if !os(Windows)
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        #endif
    }

    func lock() {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    func unlock() {
        #if os(Windows)
        ReleaseSRWLockExclusive(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Waits for a broadcast (or wakes spuriously), with the mutex held before and after.
    func wait() {
        #if os(Windows)
        _ = SleepConditionVariableSRW(condition, mutex, INFINITE, 0)
        #else
        pthread_cond_wait(condition, mutex)
        #endif
    }

    func broadcast() {
        #if os(Windows)
        WakeAllConditionVariable(condition)
        #else
        pthread_cond_broadcast(condition)
        #endif
    }
}

/// The calling thread's identity, to tell the holder of the cycle lock from the others.
func currentThreadID() -> UInt {
    #if canImport(WinSDK)
    return UInt(GetCurrentThreadId())
    #elseif canImport(Glibc)
    return UInt(pthread_self())
    #elseif canImport(Bionic)
    return UInt(bitPattern: pthread_self())
    #else
    // A pointer on Darwin and Musl.
    return UInt(bitPattern: Int(bitPattern: pthread_self()))
    #endif
}
