/// Calling an implementation: the observer told before and after, a failure wrapped with the
/// service's name, a fallback built and recorded.
extension StorageBuffer {
    @inlinable
    var hasObserver: Bool {
        withUnsafeMutablePointerToHeader { $0.pointee.hasObserver }
    }

    /// `make()`, or `fallback()` when it throws (recorded in `usedFallbacks`, the observer told).
    @inlinable
    func construct<T, E: Error>(_ name: String, _ make: () throws -> T, fallback: () throws(E) -> T) throws(E) -> T {
        do {
            return try construct(name, make)
        } catch {
            fellBack(name, after: error)
            return try construct(name, fallback)
        }
    }

    /// `make()`, with the observer told and a failure wrapped in `ServiceConstructionError`.
    @inlinable @inline(__always)
    func construct<T, E: Error>(_ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        if hasObserver {
            return try constructObserved(name, make)
        }
        do {
            return try make()
        } catch {
            throw Self.wrapped(error, building: name)
        }
    }

    @usableFromInline
    func constructObserved<T, E: Error>(_ name: String, _ make: () throws(E) -> T) throws(E) -> T {
        let observer = withUnsafeMutablePointerToHeader { $0.pointee.observer }!
        observer.willCreate(service: name)
        let start = ContinuousClock.now
        do {
            let value = try make()
            observer.didCreate(service: name, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer.didFail(service: name, error: error)
            throw Self.wrapped(error, building: name)
        }
    }

    @inlinable
    func constructAsync<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws(E) -> T {
        let observer = withUnsafeMutablePointerToHeader { $0.pointee.observer }
        observer?.willCreate(service: name)
        let start = ContinuousClock.now
        do {
            let value = try await make()
            observer?.didCreate(service: name, duration: ContinuousClock.now - start)
            return value
        } catch {
            observer?.didFail(service: name, error: error)
            throw Self.wrapped(error, building: name)
        }
    }

    /// `constructAsync` for an async singleton: keeps the instance for `shutdown()` too. It runs
    /// in its caller's isolation, so a main-actor singleton's value stays on the main actor.
    func constructAsyncSingleton<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws(E) -> T
    ) async throws -> T {
        let value: T = try await constructAsync(name, make)
        keepAsyncSingleton(value, name)
        return value
    }

    /// `constructAsyncSingleton` that builds `fallback` when `make` throws.
    func constructAsyncSingleton<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> T, fallback: () async throws(E) -> T
    ) async throws -> T {
        do {
            return try await constructAsyncSingleton(name, make)
        } catch {
            fellBack(name, after: error)
            return try await constructAsyncSingleton(name, fallback)
        }
    }

    /// `error` with `service` added to the front of its path, as an `E` (`any Error` or
    /// `Never`, what the generated closures throw; any other `E` is passed through unwrapped).
    @usableFromInline
    static func wrapped<E: Error>(_ error: E, building service: String) -> E {
        let wrapped: ServiceConstructionError
        if let dependencyError = error as? ServiceConstructionError {
            wrapped = ServiceConstructionError(path: [service] + dependencyError.path, underlying: dependencyError.underlying)
        } else {
            wrapped = ServiceConstructionError(path: [service], underlying: error)
        }
        return (wrapped as any Error) as? E ?? error
    }

    static func rethrown<E: Error>(_ error: any Error, as type: E.Type, building name: String) -> E {
        guard let typed = error as? E else {
            fatalError("building service '\(name)', a construction declared to throw \(E.self) threw \(error)")
        }
        return typed
    }

    /// Records that `service`'s implementation threw `error` and its fallback is being built.
    @usableFromInline
    func fellBack(_ service: String, after error: any Error) {
        withLock { header in header.fallbacks.pointee.append(service) }
        withUnsafeMutablePointerToHeader { $0.pointee.observer }?.didFallBack(service: service, error: error)
    }
}
