/// Holds one singleton whose construction is asynchronous: started once, however many tasks ask
/// for it at the same moment, and awaited by all of them (single flight).
///
/// The construction runs in a task of its own, so cancelling one waiter never cancels the work
/// the others are awaiting. A failed construction is not kept: the next access starts a new one.
public final class AsyncSingletonCell<Value: Sendable, Failure: Error>: ComponentCell, @unchecked Sendable {
    /// Awaits the construction under way.
    fileprivate typealias Waiter = @Sendable () async throws(Failure) -> Value

    private enum State {
        case empty
        case building(Waiter, attempt: Int)
        case built(Value)
    }

    private enum Next {
        case ready(Value)
        case wait(Waiter, attempt: Int)
    }

    private let lock = Lock()
    // Guarded by `lock`.
    private var state = State.empty
    private var attempts = 0

    public init() {}

    /// The instance: the one built, the one under construction, or one `start` begins building.
    fileprivate func value(start: () -> Waiter) async throws(Failure) -> Value {
        let next = lock.withLock { () -> Next in
            switch state {
            case .built(let value):
                return .ready(value)
            case .building(let waiter, let attempt):
                return .wait(waiter, attempt: attempt)
            case .empty:
                attempts += 1
                let waiter = start()
                state = .building(waiter, attempt: attempts)
                return .wait(waiter, attempt: attempts)
            }
        }
        let waiter: Waiter
        let attempt: Int
        switch next {
        case .ready(let value):
            return value
        case .wait(let current, let number):
            (waiter, attempt) = (current, number)
        }
        do throws(Failure) {
            let value = try await waiter()
            lock.withLock {
                if case .building(_, let current) = state, current == attempt { state = .built(value) }
            }
            return value
        } catch {
            // Forget the failed attempt (unless a newer one already replaced it) so the next access retries.
            lock.withLock {
                if case .building(_, let current) = state, current == attempt { state = .empty }
            }
            throw error
        }
    }
}

extension AsyncSingletonCell where Failure == any Error {
    /// The instance, built by `make` if no construction has succeeded or is under way.
    public func value(orMake make: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await value(start: {
            let construction = Task { try await make() }
            return { () async throws(any Error) -> Value in try await construction.value }
        })
    }
}
