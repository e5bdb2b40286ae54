/// What a failable initializer or factory (`"failable": true`: an `init?`, or a factory that
/// returns an optional) throws when it returns nil, so that a fallback takes over, or the
/// service's construction fails like one that throws.
public struct ConstructionReturnedNil: Error, CustomStringConvertible {
    /// The service whose initializer or factory returned nil.
    public var service: String

    public init(service: String) {
        self.service = service
    }

    public var description: String {
        "'\(service)' was not built: its failable initializer or factory returned nil"
    }
}

/// The value a failable initializer or factory returned, or `ConstructionReturnedNil` for nil.
@inlinable
public func unwrapped<Value>(_ value: Value?, service: StaticString) throws -> Value {
    guard let value else { throw ConstructionReturnedNil(service: "\(service)") }
    return value
}
