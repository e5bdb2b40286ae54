import ServiceGraphAtomics

/// Wired cycles: singletons that a property or a method call of one of them needs (a
/// coordinator that builds its router, whose delegate is the coordinator). The generator has
/// checked that their arguments alone make no cycle, so each can be built first, and wired
/// after, once every member it needs exists.
///
/// Every member is built through `cycleMember`, under its cycle's lock: one thread at a time
/// builds a cycle's members, re-entering the lock as their constructions and wirings read one
/// another. A member built but not wired yet is in the `constructed` state: the thread holding
/// the lock reads it (that is how the cycle closes), every other thread waits for the lock. When
/// the holder's outermost member build of the cycle has built its member, the pending wirings
/// run in construction order (each may build further members), then every member built is
/// published, in construction order, and the lock is released: no other thread ever receives
/// a member before it is wired.
///
/// No deadlock: each cycle has its own lock, and a singleton that is not a member never reads a
/// member of a cycle that reaches it (it would be in the cycle), so no thread holds a slot or a
/// lock that another waits for while it waits for a cycle's lock.
extension StorageBuffer {
    /// The member of wired cycle `cycle` in `slot`: built by `make`, which also gives how to
    /// wire it (nil when nothing is set on it), wired once every member it needs exists, and
    /// published with the cycle's other members before any thread but the builder receives it.
    func cycleMember<T>(_ slot: ServiceSlot, _ name: String, cycle: ServiceSlot, _ make: () -> (T, wire: (() -> Void)?)) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        let lock = wiredCycle(cycle)
        let isOutermost = acquire(lock)
        defer { release(lock) }
        let state = stateWord(slot, name)
        let payload = UnsafeMutableRawPointer(state) + Self.payloadOffset
        // Either built by this thread, further down its stack (`constructed`: the cycle closes
        // here), or published while this thread waited for the lock.
        guard servicegraph_word_load_acquire(state) == Self.empty else {
            return Self.read(payload, T.self)
        }
        let (value, wire) = construct(name, make)
        Self.write(value, to: payload)
        servicegraph_word_store_release(state, Self.constructed)
        lock.pending.append(
            PendingMember(
                wire: wire,
                publish: { [self] in
                    Self.initializeRecord(of: state, name: name, stamp: nextStamp())
                    servicegraph_word_store_release(state, Self.tag(T.self))
                }))
        if isOutermost { lock.wireAndPublishPendingMembers() }
        return value
    }

    /// The lock of cycle `cycle`, made on first use.
    private func wiredCycle(_ cycle: ServiceSlot) -> WiredCycle {
        withLock { header in
            if let existing = header.wiredCycles.pointee[cycle] { return existing }
            let made = WiredCycle()
            header.wiredCycles.pointee[cycle] = made
            return made
        }
    }

    /// Takes `cycle`'s lock, waiting while another thread holds it; true for the holder's
    /// outermost take.
    private func acquire(_ cycle: WiredCycle) -> Bool {
        let me = currentThreadID()
        return withUnsafeMutablePointerToElements { elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            while let owner = cycle.owner, owner != me {
                parking.wait()
            }
            cycle.owner = me
            cycle.depth += 1
            return cycle.depth == 1
        }
    }

    private func release(_ cycle: WiredCycle) {
        withUnsafeMutablePointerToElements { elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            cycle.depth -= 1
            if cycle.depth == 0 {
                cycle.owner = nil
                parking.broadcast()
            }
        }
    }

    /// A slot's state while its member is built but not yet wired and published.
    @inlinable static var constructed: UInt { 3 }
}

/// One wired cycle's lock, and the members built under it, not yet published.
final class WiredCycle: @unchecked Sendable {
    /// The thread holding the lock, and how many times it took it. Guarded by the storage's mutex.
    var owner: UInt?
    var depth = 0
    /// Members built by the holder, in construction order. Only the holder reads or changes it.
    var pending: [PendingMember] = []

    /// Runs the pending wirings in construction order (a wiring may add members), then
    /// publishes every member built, in the same order.
    func wireAndPublishPendingMembers() {
        var next = 0
        while next < pending.count {
            pending[next].wire?()
            next += 1
        }
        let built = pending
        pending = []
        for member in built { member.publish() }
    }
}

/// A member built by the holder of its cycle's lock, not yet wired and published.
struct PendingMember {
    let wire: (() -> Void)?
    let publish: () -> Void
}
