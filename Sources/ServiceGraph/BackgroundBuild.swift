import Dispatch

/// Runs a synchronous construction on a Dispatch thread and awaits it.
///
/// `warmUp()` builds independent services in parallel. A synchronous initializer that blocks
/// (file I/O, a lock, a semaphore) would otherwise hold one of the few threads of Swift's
/// cooperative pool: on a busy pool the parallel branches would run one after another, and
/// other tasks would starve.
public func buildInBackground(_ work: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try work() })
        }
    }
}
