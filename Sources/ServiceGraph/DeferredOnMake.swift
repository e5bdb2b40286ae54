/// A thread-safe component's `onMake` calls from the first that reads a main-actor service on:
/// they run on the main actor once it is free after the component's initializer. `shutdown()`
/// settles them before anything else: calls that have started are waited for, calls that have
/// not started never run. So an `onShutdown` call never runs before the `onMake` call it undoes,
/// and nothing is built for the component once its shutdown has begun.
final class DeferredOnMake: @unchecked Sendable {
    private enum State {
        /// Waiting for the main actor.
        case waiting
        /// Running on the main actor; the shutdowns that wait for them to end.
        case running([CheckedContinuation<Void, Never>])
        /// Run, or never to run.
        case ended
    }

    private let lock = Lock()
    // Guarded by `lock`.
    private var state = State.waiting

    /// Runs `calls` on the main actor when it is free, unless `settle()` comes first.
    func schedule(_ calls: @escaping @MainActor @Sendable () -> Void) {
        Task { @MainActor in
            guard self.begin() else { return }
            calls()
            self.end()
        }
    }

    /// True if the calls may run now: no shutdown has begun.
    private func begin() -> Bool {
        lock.withLock {
            guard case .waiting = state else { return false }
            state = .running([])
            return true
        }
    }

    private func end() {
        let waiters = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            // After `begin()` set `.running`, which only this leaves (`settle()` adds a waiter to it).
            guard case .running(let waiters) = state else { return [] }
            state = .ended
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// For `shutdown()`: the calls will not start after this returns, and have ended if they started.
    func settle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let mustWait = lock.withLock { () -> Bool in
                switch state {
                case .waiting, .ended:
                    state = .ended
                    return false
                case .running(let waiters):
                    state = .running(waiters + [continuation])
                    return true
                }
            }
            if !mustWait { continuation.resume() }
        }
    }
}
