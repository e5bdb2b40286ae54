/// One part of a screen such as the dashboard: its content, why it could not be loaded, or hidden
/// (not loaded because the remote config turned it off).
public enum DashboardSection<Value: Sendable>: Sendable {
    case available(Value)
    case unavailable(reason: String)
    /// Turned off: neither loaded nor shown, and not counted as unavailable.
    case hidden

    /// The content, or `nil` when the section is unavailable or hidden.
    public var value: Value? {
        if case .available(let value) = self { value } else { nil }
    }

    /// Why the section is unavailable, or `nil` when it loaded.
    public var unavailableReason: String? {
        if case .unavailable(let reason) = self { reason } else { nil }
    }
}

extension DashboardSection: Equatable where Value: Equatable {}
