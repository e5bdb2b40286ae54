import Foundation

extension NSLock {
    /// Runs `body` while holding the lock.
    ///
    /// Foundation's own `withLock` needs macOS 14 / iOS 17 on Apple platforms,
    /// newer than this package's minimums, so the mocks use this instead.
    package func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
