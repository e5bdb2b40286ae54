import ServiceGraphAtomics

/// The state protocol of a slot: one thread builds, the others wait on the storage's condition
/// until the instance is published (or the build is abandoned), then read it without a lock.
extension StorageBuffer {
    /// The `T` in `slot`, built by `make` unless built or being built by another thread (then
    /// waits for it): through `construct` (observer, error wrapping) when `constructing`, else
    /// directly. A `kept` instance (a singleton, a module's component) gets the next
    /// construction stamp, so `shutdown()` finds it; a cell gets none. Specialised for each
    /// stored type, not inlined into each accessor; everything it calls on the way to `make` is
    /// inlined into it.
    @inlinable @inline(never)
    func build<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, constructing: Bool, kept: Bool = true, _ make: () throws(E) -> T
    ) throws(E) -> T {
        let state = stateWordIfTable(slot, name) ?? stateWord(slot, name)
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
            precondition(
                current != Self.constructed,
                "service '\(name)' (slot \(slot)) is a wired cycle's member, read outside its cycle")
            Self.typeMismatch(slot, name, stored: current, requested: T.self)
        }
    }

    /// The cell of type `Cell` in `slot`, created on first use (no observer, no shutdown).
    func cellOrReplacement<Cell: ComponentCell>(_ slot: ServiceSlot, _ name: String) -> Cell {
        build(slot, name, constructing: false, kept: false) { Cell() }
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
    static func typeMismatch<T>(_ slot: ServiceSlot, _ name: String, stored: UInt, requested: T.Type) -> Never {
        let storedType = unsafeBitCast(Int(bitPattern: stored), to: Any.Type.self)
        fatalError("service '\(name)' (slot \(slot)) holds a \(storedType), not a \(T.self)")
    }
}
