import ServiceGraphAtomics

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
            if let table = elements.pointee { Self.destroyTable(table, count: header.pointee.count) }
            Parking(elements + 2).destroy()
        }
    }

    // MARK: - Lifetimes
    //
    // The work behind `ServiceStorage`'s entry points, which document them: there `T` is
    // `Sendable` unless the entry point is isolated to the main actor; here it need not be.

    /// The singleton in `slot`, built by `make` on first use.
    @inlinable
    func singleton<T, E: Error>(_ slot: ServiceSlot, _ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: true, make)
    }

    /// The singleton in `slot`, built by `make`, or by `fallback` when `make` throws.
    @inlinable
    func singleton<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try build(slot, name, constructing: false) { () throws(E) -> T in
            try construct(name, make, fallback: fallback)
        }
    }

    /// The weak service in `slot`: a `WeakCell`'s instance while anyone keeps it, or a replacement.
    @usableFromInline
    func weak<T: AnyObject, E: Error>(_ slot: ServiceSlot, _ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        let cell: WeakCell<T> = cellOrReplacement(slot, name)
        do {
            return try cell.value { () throws -> T in try construct(name, make) }
        } catch {
            throw Self.rethrown(error, as: E.self, building: name)
        }
    }

    /// A transient service: the replacement in `slot` if a test stored one, else `make`'s result.
    @inlinable
    func transient<T, E: Error>(_ slot: ServiceSlot, _ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        if let payload = replacementPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try construct(name, make)
    }

    /// `transient(_:_:_:)` for an asynchronous construction, in the caller's isolation.
    @inlinable
    func transient<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        if let payload = replacementPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        return try await constructAsync(name, make)
    }

    // MARK: - Replacements

    /// Stores `replacement` in `slot`, as that service's instance, in place of an earlier
    /// replacement (nil: removes it). A test component's initializer and its `Replacements` call
    /// it before the component exists, when nothing is built. `T` is the service type; the
    /// accessor of the slot passes the same type as `as:`. A replacement is never built,
    /// observed or shut down.
    @usableFromInline
    func replace<T>(_ slot: ServiceSlot, _ name: String, with replacement: T?) {
        if let state = stateWordIfTable(slot, name), servicegraph_word_load_acquire(state) != Self.empty {
            removeReplacement(state, slot, name, T.self)
        }
        guard let replacement else { return }
        let state = stateWord(slot, name)
        Self.write(replacement, to: UnsafeMutableRawPointer(state) + Self.payloadOffset)
        Self.initializeRecord(of: state, name: name, stamp: 0)
        servicegraph_word_store_release(state, Self.tag(T.self))
    }

    /// Empties the slot whose state word is `state`, which holds a replacement: a value of the
    /// service type never stamped (a built singleton is stamped when it is stored).
    private func removeReplacement<T>(_ state: UnsafeMutablePointer<UInt>, _ slot: ServiceSlot, _ name: String, _ type: T.Type) {
        let slotStart = UnsafeMutableRawPointer(state)
        precondition(
            servicegraph_word_load_acquire(state) == Self.tag(T.self)
                && (slotStart + Self.stampOffset).load(as: UInt.self) == 0,
            "service '\(name)' (slot \(slot)) is replaced after its first use")
        Self.destroyRecord(slotStart, T.self)
        servicegraph_word_store_release(state, Self.empty)
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

    func withLock<Result>(_ body: (UnsafeMutablePointer<ServiceStorageHeader>) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointers { header, elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            return try body(header)
        }
    }
}
