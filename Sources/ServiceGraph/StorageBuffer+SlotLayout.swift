import ServiceGraphAtomics

/// The slot layout and its state word: where each slot keeps its state, construction stamp,
/// name and instance, and how a built instance is written, read and destroyed.
extension StorageBuffer {
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
    func builtPayload<T>(_ slot: ServiceSlot, _ type: T.Type) -> UnsafeMutableRawPointer? {
        guard let table = withUnsafeMutablePointerToElements({ servicegraph_load_acquire($0) }) else {
            return nil
        }
        let state = (table + slot.index &* Self.slotStride).assumingMemoryBound(to: UInt.self)
        guard servicegraph_word_load_acquire(state) == Self.tag(T.self) else { return nil }
        return table + (slot.index &* Self.slotStride &+ Self.payloadOffset)
    }

    /// `builtPayload` for a slot that is usually empty (a transient's, which holds only a test's
    /// replacement; one read by `existing`): an empty slot is told apart before `T`'s metadata is
    /// asked for, so a component nothing replaces never makes a protocol type's metadata there.
    @inlinable @inline(__always)
    func replacementPayload<T>(_ slot: ServiceSlot, _ type: T.Type) -> UnsafeMutableRawPointer? {
        guard let table = withUnsafeMutablePointerToElements({ servicegraph_load_acquire($0) }) else {
            return nil
        }
        let state = (table + slot.index &* Self.slotStride).assumingMemoryBound(to: UInt.self)
        let current = servicegraph_word_load_acquire(state)
        guard current != Self.empty, current == Self.tag(T.self) else { return nil }
        return table + (slot.index &* Self.slotStride &+ Self.payloadOffset)
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

    /// Destroys every built instance in the slot table, then frees it.
    static func destroyTable(_ table: UnsafeMutableRawPointer, count: Int) {
        for index in 0..<count {
            destroySlot(table + index &* slotStride)
        }
        table.deallocate()
    }

    private static func destroySlot(_ slot: UnsafeMutableRawPointer) {
        let state = slot.load(as: UInt.self)
        // Published: `constructed` never outlives the build of its wired cycle.
        guard state > constructed else { return }
        let type = unsafeBitCast(Int(bitPattern: state), to: Any.Type.self)
        destroyRecord(slot, type)
    }

    /// Destroys the name and the instance of the built slot that starts at `slot`, which holds a `T`.
    static func destroyRecord<T>(_ slot: UnsafeMutableRawPointer, _ type: T.Type) {
        (slot + nameOffset).assumingMemoryBound(to: String.self).deinitialize(count: 1)
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
    func stateWordIfTable(_ slot: ServiceSlot, _ name: String) -> UnsafeMutablePointer<UInt>? {
        withUnsafeMutablePointers { header, elements in
            guard let table = servicegraph_load_acquire(elements) else { return nil }
            precondition(
                UInt(bitPattern: slot.index) < UInt(bitPattern: header.pointee.count),
                "service '\(name)' has slot \(slot), out of its storage's range")
            return (table + slot.index &* Self.slotStride).assumingMemoryBound(to: UInt.self)
        }
    }

    /// The state word of `slot`, creating the table on the first use of any slot.
    @usableFromInline
    func stateWord(_ slot: ServiceSlot, _ name: String) -> UnsafeMutablePointer<UInt> {
        let table = withUnsafeMutablePointers { header, elements -> UnsafeMutableRawPointer in
            precondition(
                slot.index >= 0 && slot.index < header.pointee.count,
                "service '\(name)' has slot \(slot), out of its storage's range 0..<\(header.pointee.count)")
            if let existing = servicegraph_load_acquire(elements) { return existing }
            // Uninitialized memory, from `malloc` underneath (zeroed memory, `calloc`, skips
            // glibc's per-thread caches): only the state words need zeroing.
            let count = Swift.max(header.pointee.count, 1)
            let made = UnsafeMutableRawPointer.allocate(byteCount: count &* Self.slotStride, alignment: 8)
            for index in 0..<count {
                (made + index &* Self.slotStride).initializeMemory(as: UInt.self, repeating: 0, count: 1)
            }
            if servicegraph_compare_exchange(elements, nil, made) { return made }
            made.deallocate()
            return servicegraph_load_acquire(elements)!
        }
        return (table + slot.index &* Self.slotStride).bindMemory(to: UInt.self, capacity: 1)
    }
}
