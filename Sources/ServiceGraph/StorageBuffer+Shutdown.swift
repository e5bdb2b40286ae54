import ServiceGraphAtomics

/// Shutdown bookkeeping, kept off the construction path.
///
/// Building a service performs no type lookup: whether an instance is `Shutdownable` is asked
/// only when the component shuts down. Each kept instance (a singleton, a module's component)
/// gets a construction stamp when it is published, from a counter in the storage's tail words:
/// 1 for the first, then 2, 3, ... A synchronous singleton's stamp is stored in its slot beside
/// its name (one atomic add, no lock); an async singleton's slot holds its cell, so its instance
/// is listed with its stamp in the header, under the mutex. `shutDown(after:)` takes the
/// instances stamped after a mark, newest first, and casts each to `Shutdownable` there. The
/// first instance of each type pays the Swift runtime's conformance lookup then, once, instead
/// of at launch.
extension StorageBuffer {
    /// The next construction stamp: 1 for the first kept instance.
    @usableFromInline
    func nextStamp() -> UInt {
        withConstructionCounter { servicegraph_word_fetch_add($0, 1) &+ 1 }
    }

    /// The construction counter, the storage's second tail word.
    private func withConstructionCounter<Result>(_ body: (UnsafeMutablePointer<UInt>) -> Result) -> Result {
        withUnsafeMutablePointerToElements { elements in
            body(UnsafeMutableRawPointer(elements + 1).assumingMemoryBound(to: UInt.self))
        }
    }

    /// Keeps an async singleton's instance for `shutdown()`, with the next stamp.
    func keepAsyncSingleton<T>(_ value: T, _ name: String) {
        let stamp = nextStamp()
        withLock { header in
            header.asyncSingletons.pointee.append(KeptInstance(stamp: stamp, service: name, instance: value))
        }
    }

    /// The stamp of the newest kept instance; `warmUp()` notes it to undo only its own work.
    @usableFromInline
    var shutdownMark: Int {
        withConstructionCounter { Int(bitPattern: servicegraph_word_load_acquire($0)) }
    }

    /// Shuts down the live children made from this storage's component, newest first (each
    /// its own children first), then every kept singleton once, in reverse order of
    /// construction (so dependents before their dependencies), going on past failures and
    /// throwing them all. No child can be made from this storage's component afterwards.
    @usableFromInline
    func shutdown() async throws {
        // `onMake` calls deferred to the main actor never run from here on, and have ended if they started.
        await withLock { header in header.deferredOnMake.pointee }?.settle()
        // The component's own `onShutdown` calls first, run once, whoever shuts it down (its parent
        // too); a second caller waits for them as well.
        let calls = withLock { header in header.beforeShutdown.pointee?.start() }
        await calls?.value
        let children = withLock { header in header.children.pointee.shutDown() }
        var failures: [(service: String, error: any Error)] = []
        for child in children.reversed() {
            do {
                try await child.shutdown()
            } catch let error as ShutdownError {
                failures += error.failures
            } catch {
                failures.append(("a child component", error))
            }
        }
        failures += await shutDown(after: 0)
        if !failures.isEmpty { throw ShutdownError(failures: failures) }
    }

    /// Runs `calls` (the component's `onMake` calls from the first that reads a main-actor
    /// service on) on the main actor once it is free, unless `shutdown()` has begun by then.
    func runOnMainActorAfterMake(_ calls: @escaping @MainActor @Sendable () -> Void) {
        let deferred = DeferredOnMake()
        withLock { header in header.deferredOnMake.pointee = deferred }
        deferred.schedule(calls)
    }

    /// Sets what `shutdown()` runs first (the component's `onShutdown` calls).
    func setOnShutdown(_ calls: @escaping @Sendable () async -> Void) {
        withLock { header in header.beforeShutdown.pointee = .pending(calls) }
    }

    /// Records `child`, the storage of a component just made from this storage's component, so
    /// that `shutdown()` reaches it while it lives. Stops the program if this storage has shut
    /// down: its singletons are gone, and the child would read them.
    func adopt(_ child: StorageBuffer, scope: StaticString) {
        let adopted = withLock { header in header.children.pointee.adopt(child) }
        if !adopted {
            fatalError(
                "a '\(scope)' component was made after its parent shut down. A shut-down parent's singletons are "
                    + "gone: make children before shutting the parent down, or make a new parent.")
        }
    }

    /// Shuts down the `Shutdownable` instances stamped after `mark`, newest first; returns the
    /// failures. Each instance is taken once, whoever shuts down concurrently.
    @usableFromInline
    func shutDown(after mark: Int) async -> [(service: String, error: any Error)] {
        let mark = UInt(bitPattern: mark)
        var taken = takeSlots(stampedAfter: mark)
        taken += withLock { header -> [KeptInstance] in
            // The ones after `mark` last (in any order: the caller sorts by stamp), then taken.
            let split = header.asyncSingletons.pointee.partition { $0.stamp > mark }
            defer { header.asyncSingletons.pointee.removeSubrange(split...) }
            return Array(header.asyncSingletons.pointee[split...])
        }
        var failures: [(service: String, error: any Error)] = []
        for kept in taken.sorted(by: { $0.stamp > $1.stamp }) {
            guard let shutdownable = kept.instance as? any Shutdownable else { continue }
            do {
                try await shutdownable.shutdown()
            } catch {
                failures.append((kept.service, error))
            }
        }
        return failures
    }

    /// The instances of the slots stamped after `mark`, each slot's stamp cleared so that no
    /// other shutdown takes it again.
    private func takeSlots(stampedAfter mark: UInt) -> [KeptInstance] {
        withUnsafeMutablePointers { header, elements -> [KeptInstance] in
            guard let table = servicegraph_load_acquire(elements) else { return [] }
            var taken: [KeptInstance] = []
            for index in 0..<header.pointee.count {
                let slot = table + index &* Self.slotStride
                let state = servicegraph_word_load_acquire(slot.assumingMemoryBound(to: UInt.self))
                guard state > Self.constructed else { continue }
                let stampWord = (slot + Self.stampOffset).assumingMemoryBound(to: UInt.self)
                while true {
                    let stamp = servicegraph_word_load_acquire(stampWord)
                    guard stamp > mark else { break }
                    guard servicegraph_word_compare_exchange(stampWord, stamp, 0) else { continue }
                    let type = unsafeBitCast(Int(bitPattern: state), to: Any.Type.self)
                    taken.append(
                        KeptInstance(
                            stamp: stamp,
                            service: (slot + Self.nameOffset).load(as: String.self),
                            instance: Self.readAny(type, slot + Self.payloadOffset)))
                    break
                }
            }
            return taken
        }
    }

    /// The value of type `T` at `payload`, as `Any`; `T` is opened from the slot's state word.
    private static func readAny<T>(_ type: T.Type, _ payload: UnsafeMutableRawPointer) -> Any {
        read(payload, T.self)
    }
}

/// The live children of a storage, each held weakly, oldest first. Guarded by the storage's mutex.
struct ChildStorages {
    private var children: [WeakChild] = []
    /// When the list is this long, the released children are dropped: amortized O(1) per child
    /// made, however many a long-lived parent (a server's app component) makes.
    private var pruneAt = 16
    private var isShutDown = false

    private struct WeakChild {
        weak var storage: StorageBuffer?
    }

    /// Adds `child`; false once the parent has shut down.
    mutating func adopt(_ child: StorageBuffer) -> Bool {
        guard !isShutDown else { return false }
        if children.count >= pruneAt {
            children.removeAll { $0.storage == nil }
            pruneAt = Swift.max(16, children.count * 2)
        }
        children.append(WeakChild(storage: child))
        return true
    }

    /// The children still alive, oldest first; no child can be adopted afterwards.
    mutating func shutDown() -> [StorageBuffer] {
        isShutDown = true
        defer { children = [] }
        return children.compactMap(\.storage)
    }
}

/// An instance the storage keeps, for `shutdown()`: its construction stamp, its service's name.
struct KeptInstance {
    let stamp: UInt
    let service: String
    let instance: Any
}
