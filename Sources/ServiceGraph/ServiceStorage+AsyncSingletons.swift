/// The singletons whose construction is asynchronous, thread-safe or on the main actor: started
/// once however many tasks ask at the same moment and awaited by all of them, in a task of its
/// own so that cancelling one waiter cancels nothing. A failed construction is forgotten: the
/// next access starts a new one.
extension ServiceStorage {
    /// The singleton in `slot`, built by `make` on first use. The slot holds an
    /// `AsyncSingletonCell` (created on first use) or a replacement of type `T`.
    public func asyncSingleton<T: Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self,
        _ make: @escaping @Sendable () async throws(E) -> T
    ) async throws(E) -> T {
        try await asyncValue(slot, name, failing: E.self) { [self] in try await buffer.constructAsyncSingleton(name, make) }
    }

    /// `asyncSingleton(_:_:as:_:)` with a fallback, built when `make` throws.
    public func asyncSingleton<T: Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type,
        _ make: @escaping @Sendable () async throws -> T,
        fallback: @escaping @Sendable () async throws(E) -> T
    ) async throws(E) -> T {
        try await asyncValue(slot, name, failing: E.self) { [self] in
            try await buffer.constructAsyncSingleton(name, make, fallback: fallback)
        }
    }

    /// `asyncSingleton(_:_:as:_:)` for a service isolated to the main actor (a coordinator built
    /// from an async object): built on the main actor, where its value stays, so it need not be
    /// `Sendable`. The slot holds a `MainActorAsyncSingletonCell` or a replacement of type `T`.
    @MainActor
    public func mainActorAsyncSingleton<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type = T.self,
        _ make: @escaping @MainActor @Sendable () async throws(E) -> T
    ) async throws(E) -> T {
        try await mainActorAsyncValue(slot, name, failing: E.self) { @MainActor [self] in
            try await buffer.constructAsyncSingleton(name, make)
        }
    }

    /// `mainActorAsyncSingleton(_:_:as:_:)` with a fallback, built when `make` throws.
    @MainActor
    public func mainActorAsyncSingleton<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type,
        _ make: @escaping @MainActor @Sendable () async throws -> T,
        fallback: @escaping @MainActor @Sendable () async throws(E) -> T
    ) async throws(E) -> T {
        try await mainActorAsyncValue(slot, name, failing: E.self) { @MainActor [self] in
            try await buffer.constructAsyncSingleton(name, make, fallback: fallback)
        }
    }

    /// The instance in `slot`: a replacement, the one built, or the one `construct` builds,
    /// with what it throws as the accessor's `E`.
    private func asyncValue<T: Sendable, E: Error>(
        _ slot: ServiceSlot, _ name: String, failing: E.Type, _ construct: @escaping @Sendable () async throws -> T
    ) async throws(E) -> T {
        if let payload = buffer.builtPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        let cell: AsyncSingletonCell<T, any Error> = buffer.cellOrReplacement(slot, name)
        do {
            return try await cell.value(orMake: construct)
        } catch {
            throw StorageBuffer.rethrown(error, as: E.self, building: name)
        }
    }

    /// `asyncValue(_:_:failing:_:)` on the main actor.
    @MainActor
    private func mainActorAsyncValue<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, failing: E.Type, _ construct: @escaping @MainActor @Sendable () async throws -> T
    ) async throws(E) -> T {
        if let payload = buffer.builtPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        let cell: MainActorAsyncSingletonCell<T> = buffer.cellOrReplacement(slot, name)
        do {
            return try await cell.value(orMake: construct)
        } catch {
            throw StorageBuffer.rethrown(error, as: E.self, building: name)
        }
    }
}
