#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Bionic)
import Bionic
#elseif canImport(WinSDK)
import ucrt
import WinSDK
#endif

/// The one platform mutex (and condition) of the runtime. A storage keeps one in its tail words:
/// taken to register a shutdown or a fallback, and by threads that wait for a slot another thread
/// is building (the rare path). A `Lock` keeps one in memory of its own.
struct Parking {
    #if os(Windows)
    typealias Mutex = SRWLOCK
    typealias Condition = CONDITION_VARIABLE
    #else
    typealias Mutex = pthread_mutex_t
    typealias Condition = pthread_cond_t
    #endif

    /// The words the mutex and the condition take.
    static var words: Int {
        (MemoryLayout<Mutex>.stride + 7) / 8 + (MemoryLayout<Condition>.stride + 7) / 8
    }

    let mutex: UnsafeMutablePointer<Mutex>
    let condition: UnsafeMutablePointer<Condition>

    init(_ words: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        let raw = UnsafeMutableRawPointer(words)
        mutex = raw.assumingMemoryBound(to: Mutex.self)
        condition = (raw + (MemoryLayout<Mutex>.stride + 7) / 8 * 8).assumingMemoryBound(to: Condition.self)
    }

    func initialize() {
        let raw = UnsafeMutableRawPointer(mutex)
        #if os(Windows)
        raw.bindMemory(to: Mutex.self, capacity: 1)
        UnsafeMutableRawPointer(condition).bindMemory(to: Condition.self, capacity: 1)
        InitializeSRWLock(mutex)
        InitializeConditionVariable(condition)
        #else
        raw.bindMemory(to: Mutex.self, capacity: 1)
        UnsafeMutableRawPointer(condition).bindMemory(to: Condition.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        #endif
    }

    func destroy() {
        #if !os(Windows)
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        #endif
    }

    func lock() {
        #if os(Windows)
        AcquireSRWLockExclusive(mutex)
        #else
        pthread_mutex_lock(mutex)
        #endif
    }

    func unlock() {
        #if os(Windows)
        ReleaseSRWLockExclusive(mutex)
        #else
        pthread_mutex_unlock(mutex)
        #endif
    }

    /// Waits for a broadcast (or wakes spuriously), with the mutex held before and after.
    func wait() {
        #if os(Windows)
        _ = SleepConditionVariableSRW(condition, mutex, INFINITE, 0)
        #else
        pthread_cond_wait(condition, mutex)
        #endif
    }

    func broadcast() {
        #if os(Windows)
        WakeAllConditionVariable(condition)
        #else
        pthread_cond_broadcast(condition)
        #endif
    }
}

/// A mutex allocated once so its address never moves, for the cells that guard their state
/// with one (weak and async singletons).
///
/// Foundation's `NSLock` would do, but the runtime library stays free of Foundation so that
/// server apps pay nothing for it.
final class Lock: @unchecked Sendable {
    private let words: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var parking: Parking { Parking(words) }

    init() {
        words = .allocate(capacity: Parking.words)
        words.initialize(repeating: nil, count: Parking.words)
        Parking(words).initialize()
    }

    deinit {
        parking.destroy()
        words.deallocate()
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        parking.lock()
        defer { parking.unlock() }
        return try body()
    }
}

/// The calling thread's identity, to tell the holder of the cycle lock from the others.
func currentThreadID() -> UInt {
    #if canImport(WinSDK)
    return UInt(GetCurrentThreadId())
    #elseif canImport(Glibc)
    return UInt(pthread_self())
    #elseif canImport(Bionic)
    return UInt(bitPattern: pthread_self())
    #else
    // A pointer on Darwin and Musl.
    return UInt(bitPattern: Int(bitPattern: pthread_self()))
    #endif
}
