/// What a component keeps about its services' lives: the observer it reports to, the
/// singletons it built that must be shut down (in construction order), and the services that
/// fell back to their fallback implementation.
///
/// Generated accessors build every service through it. For singletons they write
/// `let service = lifecycle.singleton("name") { ... }` with no type annotation, so the
/// implementation's own type picks the overload: one that conforms to `Shutdownable` is
/// registered for `shutdown()`.
public final class ComponentLifecycle: @unchecked Sendable {
    private let observer: (any ComponentObserver)?
    private let lock = Lock()
    // Guarded by `lock`.
    private var shutdownActions: [(service: String, action: @Sendable () async throws -> Void)] = []
    private var fallbacks: [String] = []

    public init(observer: (any ComponentObserver)?) {
        self.observer = observer
    }

    /// The services that fell back to their fallback implementation, in the order it happened.
    public var usedFallbacks: [String] {
        lock.withLock { fallbacks }
    }

    // MARK: - Building

    public func singleton<T>(_ service: String, _ make: () throws -> T) rethrows -> T {
        try create(service, make)
    }

    public func singleton<T: Shutdownable>(_ service: String, _ make: () throws -> T) rethrows -> T {
        let value = try create(service, make)
        registerShutdown(of: value, as: service)
        return value
    }

    public func singleton<T>(_ service: String, _ make: () async throws -> T) async rethrows -> T {
        try await create(service, make)
    }

    public func singleton<T: Shutdownable>(_ service: String, _ make: () async throws -> T) async rethrows -> T {
        let value = try await create(service, make)
        registerShutdown(of: value, as: service)
        return value
    }

    /// A service the component hands out but does not keep (transient, weak, assisted).
    public func transient<T>(_ service: String, _ make: () throws -> T) rethrows -> T {
        try create(service, make)
    }

    public func transient<T>(_ service: String, _ make: () async throws -> T) async rethrows -> T {
        try await create(service, make)
    }

    /// Records that `service`'s implementation threw `error` and its fallback is being built.
    public func fellBack(_ service: String, after error: any Error) {
        lock.withLock { fallbacks.append(service) }
        observer?.didFallBack(service: service, error: error)
    }

    private func create<T>(_ service: String, _ make: () throws -> T) rethrows -> T {
        guard let observer else {
            do { return try make() } catch { throw Self.constructionError(error, building: service) }
        }
        observer.willCreate(service: service)
        let start = ContinuousClock.now
        do {
            let value = try make()
            observer.didCreate(service: service, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer.didFail(service: service, error: error)
            throw Self.constructionError(error, building: service)
        }
    }

    private func create<T>(_ service: String, _ make: () async throws -> T) async rethrows -> T {
        guard let observer else {
            do { return try await make() } catch { throw Self.constructionError(error, building: service) }
        }
        observer.willCreate(service: service)
        let start = ContinuousClock.now
        do {
            let value = try await make()
            observer.didCreate(service: service, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer.didFail(service: service, error: error)
            throw Self.constructionError(error, building: service)
        }
    }

    /// `error` with `service` added to the front of its path.
    private static func constructionError(_ error: any Error, building service: String) -> ServiceConstructionError {
        if let dependencyError = error as? ServiceConstructionError {
            return ServiceConstructionError(path: [service] + dependencyError.path, underlying: dependencyError.underlying)
        }
        return ServiceConstructionError(path: [service], underlying: error)
    }

    // MARK: - Shutting down

    private func registerShutdown(of value: some Shutdownable, as service: String) {
        lock.withLock { shutdownActions.append((service, { try await value.shutdown() })) }
    }

    /// How many shutdown actions are registered; `warmUp()` notes it to undo only its own work.
    public var shutdownMark: Int {
        lock.withLock { shutdownActions.count }
    }

    /// Shuts down every registered singleton once, in reverse order of construction (so
    /// dependents before their dependencies), going on past failures and throwing them all.
    public func shutdown() async throws {
        let failures = await shutDown(after: 0)
        if !failures.isEmpty { throw ShutdownError(failures: failures) }
    }

    /// Shuts down the singletons registered after `mark`, newest first; returns the failures.
    @discardableResult
    public func shutDown(after mark: Int) async -> [(service: String, error: any Error)] {
        let actions = lock.withLock { () -> [(service: String, action: @Sendable () async throws -> Void)] in
            guard mark < shutdownActions.count else { return [] }
            let taken = Array(shutdownActions[mark...])
            shutdownActions.removeSubrange(mark...)
            return taken
        }
        var failures: [(service: String, error: any Error)] = []
        for (service, action) in actions.reversed() {
            do {
                try await action()
            } catch {
                failures.append((service, error))
            }
        }
        return failures
    }
}
