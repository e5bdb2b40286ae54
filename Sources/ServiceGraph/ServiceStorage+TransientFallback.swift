/// Transients and assisted factories with a fallback: built by `make`, or by `fallback` when
/// `make` throws (the observer's `didFallBack` is told and the service is listed in
/// `usedFallbacks`). Each call builds anew; the accessor throws only what `fallback` throws.
extension ServiceStorage {
    public func transient<T, E: Error>(
        _ name: String, _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        try buffer.construct(name, make, fallback: fallback)
    }

    public func transient<T, E: Error>(
        _ name: String, isolation: isolated (any Actor)? = #isolation, _ make: () async throws -> T,
        fallback: () async throws(E) -> T
    ) async throws(E) -> T {
        do {
            return try await buffer.constructAsync(name, make)
        } catch {
            buffer.fellBack(name, after: error)
            return try await buffer.constructAsync(name, fallback)
        }
    }

    /// The replacement in `slot` (a `TestComponent`'s), if any; else as above.
    public func transient<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type, _ make: () throws -> T, fallback: () throws(E) -> T
    ) throws(E) -> T {
        if let payload = buffer.replacementPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        return try transient(name, make, fallback: fallback)
    }

    public func transient<T, E: Error>(
        _ slot: ServiceSlot, _ name: String, as type: T.Type, isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws -> T, fallback: () async throws(E) -> T
    ) async throws(E) -> T {
        if let payload = buffer.replacementPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        return try await transient(name, make, fallback: fallback)
    }
}
