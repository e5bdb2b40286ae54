import Foundation

/// An `AnalyticsTracker` that keeps every event in memory.
public final class RecordingAnalyticsTracker: AnalyticsTracker, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    public init() {}

    /// Every event tracked, oldest first.
    public var events: [AnalyticsEvent] {
        lock.locked { recorded }
    }

    /// The names of every event tracked, oldest first.
    public var eventNames: [String] {
        events.map(\.name)
    }

    /// Forgets every event.
    public func reset() {
        lock.locked { recorded.removeAll() }
    }

    public func track(_ event: AnalyticsEvent) {
        lock.locked { recorded.append(event) }
    }
}
