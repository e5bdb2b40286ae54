import Foundation

/// Starts `threads` threads that all run `body` as close to the same moment as possible,
/// and returns when every one has finished.
public func runConcurrently(threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let ready = DispatchGroup()
    let finished = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<threads {
        ready.enter()
        finished.enter()
        let thread = Thread {
            ready.leave()
            start.wait()
            body(index)
            finished.leave()
        }
        thread.start()
    }
    ready.wait()
    for _ in 0..<threads { start.signal() }
    finished.wait()
}

/// A thread-safe count.
public final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    public init() {}

    public func increment() {
        lock.withLock { count += 1 }
    }

    public var value: Int { lock.withLock { count } }
}

/// The distinct objects seen, by identity.
public final class IdentitySet: @unchecked Sendable {
    private let lock = NSLock()
    private var identifiers: Set<ObjectIdentifier> = []

    public init() {}

    public func insert(_ object: AnyObject) {
        lock.withLock { _ = identifiers.insert(ObjectIdentifier(object)) }
    }

    public var count: Int { lock.withLock { identifiers.count } }
}

/// What a component built and shut down, by service name: services under test report to the
/// log they are given (an input), so each test has its own.
public final class ConstructionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [String: Int] = [:]
    private var shutDown: [String] = []

    public init() {}

    public func didBuild(_ name: String) { lock.withLock { built[name, default: 0] += 1 } }
    public func didShutDown(_ name: String) { lock.withLock { shutDown.append(name) } }

    /// How many times `name` was built.
    public func builds(of name: String) -> Int { lock.withLock { built[name] ?? 0 } }
    /// What was shut down, in order.
    public var shutdowns: [String] { lock.withLock { shutDown } }
}

/// `work`'s result, computed on a thread of its own while the caller awaits: waiting for a child
/// process blocks a thread, and Swift concurrency's cooperative pool has one per core, so a test
/// that blocked one would starve every other test (time-limited ones fail on a busy machine).
public func offTheCooperativePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Lets every task already waiting for the main actor run (a thread-safe component's deferred
/// `onMake` calls, for instance).
public func drainMainActor() async {
    for _ in 0..<20 {
        await MainActor.run {}
        await Task.yield()
    }
}
