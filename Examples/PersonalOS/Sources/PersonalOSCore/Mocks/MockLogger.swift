import Foundation

/// A `LoggingService` that records every message instead of printing it.
public final class MockLogger: LoggingService, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case log(LogLevel, String)
    }

    private let lock = NSLock()
    private var recorded: [Call] = []

    public init() {}

    /// Every call, oldest first.
    public var calls: [Call] {
        lock.locked { recorded }
    }

    /// Every message logged, oldest first.
    public var messages: [String] {
        calls.map { call in
            switch call {
            case .log(_, let message): message
            }
        }
    }

    /// The messages logged at `level`, oldest first.
    public func messages(at level: LogLevel) -> [String] {
        calls.compactMap { if case .log(level, let message) = $0 { message } else { nil } }
    }

    /// Forgets every recorded call.
    public func reset() {
        lock.locked { recorded.removeAll() }
    }

    public func log(_ level: LogLevel, _ message: String) {
        lock.locked { recorded.append(.log(level, message)) }
    }
}
