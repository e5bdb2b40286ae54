#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#elseif canImport(WinSDK)
import WinSDK
#endif

/// The platform's plainest mutex, allocated once so its address never moves.
///
/// Foundation's `NSLock` would do, but the runtime library stays free of Foundation so that
/// server apps pay nothing for it.
final class Lock: @unchecked Sendable {
    #if canImport(os)
    private let mutex: UnsafeMutablePointer<os_unfair_lock>
    #elseif canImport(WinSDK)
    private let mutex: UnsafeMutablePointer<SRWLOCK>
    #else
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    init() {
        mutex = .allocate(capacity: 1)
        #if canImport(os)
        mutex.initialize(to: os_unfair_lock())
        #elseif canImport(WinSDK)
        InitializeSRWLock(mutex)
        #else
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(os) && !canImport(WinSDK)
        pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() {
        #if canImport(os)
        os_unfair_lock_lock(mutex)
        #elseif canImport(WinSDK)
        AcquireSRWLockExclusive(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    func unlock() {
        #if canImport(os)
        os_unfair_lock_unlock(mutex)
        #elseif canImport(WinSDK)
        ReleaseSRWLockExclusive(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
