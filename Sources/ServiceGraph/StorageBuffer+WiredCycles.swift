import ServiceGraphAtomics

/// Wired cycles: singletons that a property or a method call of one of them needs (a
/// coordinator that builds its router, whose delegate is the coordinator). The generator has
/// checked that their arguments alone make no cycle, so each can be built first, and wired
/// after, once every member it needs exists.
///
/// Every member is built through `cycleMember`, under the storage's cycle lock: one thread at a
/// time builds members, re-entering the lock as the members' constructions and wirings read one
/// another. A member built but not wired yet is in the `constructed` state: the thread holding
/// the lock reads it (that is how the cycle closes), every other thread waits for the lock. When
/// the outermost member build of the holding thread has built its member, the pending wirings
/// run in construction order (each may build further members), then every member built is
/// published, in construction order, and the lock is released: no other thread ever receives
/// a member before it is wired.
///
/// No deadlock: a singleton that is not a member never reads a member whose cycle reaches it
/// (it would be in the cycle), so no thread holds a slot another waits for while it waits for
/// the lock.
extension StorageBuffer {
    /// The member of a wired cycle in `slot`: built by `make`, then wired by `wire`, with the
    /// other members it needs, before any thread but the builder receives it.
    func cycleMember<T>(_ slot: Int, _ name: String, _ make: () -> T, wire: @escaping (T) -> Void) -> T {
        if let payload = builtPayload(slot, T.self) {
            return Self.read(payload, T.self)
        }
        let isOutermost = acquireCycleLock()
        defer { releaseCycleLock() }
        let state = stateWord(slot)
        let payload = UnsafeMutableRawPointer(state) + Self.payloadOffset
        // Either built by this thread, further down its stack (`constructed`: the cycle closes
        // here), or published while this thread waited for the lock.
        guard servicegraph_word_load_acquire(state) == Self.empty else {
            return Self.read(payload, T.self)
        }
        let value: T = construct(name, make)
        Self.write(value, to: payload)
        servicegraph_word_store_release(state, Self.constructed)
        withPendingMembers { pending in
            pending.append(PendingMember(
                wire: { wire(value) },
                publish: { [self] in
                    Self.initializeRecord(of: state, name: name, stamp: nextStamp())
                    servicegraph_word_store_release(state, Self.tag(T.self))
                }))
        }
        if isOutermost { wireAndPublishPendingMembers() }
        return value
    }

    /// Runs the pending wirings in construction order (a wiring may add members), then
    /// publishes every member built, in the same order.
    private func wireAndPublishPendingMembers() {
        var next = 0
        while let member = withPendingMembers({ pending in next < pending.count ? pending[next] : nil }) {
            member.wire()
            next += 1
        }
        let built = withPendingMembers { pending in
            defer { pending = [] }
            return pending
        }
        for member in built { member.publish() }
    }

    /// Takes the cycle lock, waiting while another thread holds it; true for the holder's
    /// outermost take.
    private func acquireCycleLock() -> Bool {
        let me = currentThreadID()
        return withUnsafeMutablePointers { header, elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            while let owner = header.cycleLock.pointee.owner, owner != me {
                parking.wait()
            }
            header.cycleLock.pointee.owner = me
            header.cycleLock.pointee.depth += 1
            return header.cycleLock.pointee.depth == 1
        }
    }

    private func releaseCycleLock() {
        withUnsafeMutablePointers { header, elements in
            let parking = Parking(elements + 2)
            parking.lock()
            defer { parking.unlock() }
            header.cycleLock.pointee.depth -= 1
            if header.cycleLock.pointee.depth == 0 {
                header.cycleLock.pointee.owner = nil
                parking.broadcast()
            }
        }
    }

    /// The pending members, read and changed only by the thread holding the cycle lock.
    private func withPendingMembers<Result>(_ body: (inout [PendingMember]) -> Result) -> Result {
        withUnsafeMutablePointerToHeader { header in body(&header.pendingMembers.pointee) }
    }

    /// A slot's state while its member is built but not yet wired and published.
    @inlinable static var constructed: UInt { 3 }
}

/// The storage's cycle lock: the thread holding it, and how many times it took it. Guarded by
/// the storage's mutex.
struct CycleLock {
    var owner: UInt?
    var depth = 0
}

/// A member built by the holder of the cycle lock, not yet wired and published.
struct PendingMember {
    let wire: () -> Void
    let publish: () -> Void
}

