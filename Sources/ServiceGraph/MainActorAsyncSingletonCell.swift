/// Holds one singleton of the main actor whose construction is asynchronous (a coordinator built
/// from an async object): started once, however many main-actor tasks ask at the same moment,
/// and awaited by all of them, as `AsyncSingletonCell` does for a thread-safe one.
///
/// Everything happens on the main actor, so there is no lock, and the value need not be
/// `Sendable`. The construction runs in a task of its own, so cancelling one waiter cancels
/// nothing; a failed construction is forgotten and the next access starts a new one.
@MainActor
public final class MainActorAsyncSingletonCell<Value>: ComponentCell {
    /// Carries the value out of its construction task, which runs on the main actor as every
    /// reader does: the value never leaves the main actor.
    private struct MainActorValue: @unchecked Sendable {
        let value: Value
    }

    private enum State {
        case empty
        case building(Task<MainActorValue, any Error>, attempt: Int)
        case built(Value)
    }

    private var state = State.empty
    private var attempts = 0

    public nonisolated init() {}

    /// The instance: the one built, the one under construction, or one `make` begins building.
    func value(orMake make: @escaping @MainActor @Sendable () async throws -> Value) async throws -> Value {
        let construction: Task<MainActorValue, any Error>
        let attempt: Int
        switch state {
        case .built(let value):
            return value
        case .building(let current, let number):
            (construction, attempt) = (current, number)
        case .empty:
            attempts += 1
            attempt = attempts
            construction = Task { @MainActor in MainActorValue(value: try await make()) }
            state = .building(construction, attempt: attempt)
        }
        do {
            let value = try await construction.value.value
            if case .building(_, let current) = state, current == attempt { state = .built(value) }
            return value
        } catch {
            // Forget the failed attempt (unless a newer one already replaced it) so the next access retries.
            if case .building(_, let current) = state, current == attempt { state = .empty }
            throw error
        }
    }
}
