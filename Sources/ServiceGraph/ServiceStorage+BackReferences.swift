/// The back-reference objects a component keeps: one per view that services it keeps depend on,
/// in a slot after its services', and the `ComponentLiveness` they check.
extension ServiceStorage {
    /// The back-reference object in `slot`, made by `make` on first use and kept by this storage
    /// (so by the component), neither observed nor shut down: it is not a service.
    @inlinable
    public func backReference<T: AnyObject & Sendable>(_ slot: ServiceSlot, _ name: String, as type: T.Type, _ make: () -> T) -> T {
        if let payload = buffer.builtPayload(slot, T.self) {
            return StorageBuffer.read(payload, T.self)
        }
        return buffer.build(slot, name, constructing: false, kept: false, make)
    }

    /// This component's liveness, made on first use; what its back-reference objects check.
    public var liveness: ComponentLiveness {
        buffer.withLock { header in
            if let liveness = header.liveness.pointee { return liveness }
            let liveness = ComponentLiveness()
            header.liveness.pointee = liveness
            return liveness
        }
    }

    /// Tells the back-reference objects this component made that it is gone: the component's
    /// `deinit` calls it.
    public func componentReleased() {
        buffer.withLock { header in header.liveness.pointee }?.end()
    }
}
