import Foundation

/// How important a log message is.
public enum LogLevel: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    case debug
    case info
    case warning
    case error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }
}

/// Writes diagnostic messages.
public protocol LoggingService: Sendable {
    /// Records `message` at `level`.
    func log(_ level: LogLevel, _ message: String)
}

extension LoggingService {
    public func debug(_ message: String) { log(.debug, message) }
    public func info(_ message: String) { log(.info, message) }
    public func warning(_ message: String) { log(.warning, message) }
    public func error(_ message: String) { log(.error, message) }
}

/// Writes log lines to standard error, so they never mix with a command's output.
///
/// Each line looks like `2026-11-22T10:15:03Z personalos warning: message`.
public struct ConsoleLogger: LoggingService {
    /// Messages below this level are dropped.
    public let minimumLevel: LogLevel
    /// Written at the start of every line, after the timestamp.
    public let label: String

    public init(minimumLevel: LogLevel = .info, label: String = "personalos") {
        self.minimumLevel = minimumLevel
        self.label = label
    }

    public func log(_ level: LogLevel, _ message: String) {
        guard level >= minimumLevel else { return }
        let timestamp = Date().formatted(.iso8601)
        let line = "\(timestamp) \(label) \(level): \(message)\n"
        // One write per line: concurrent callers never interleave within a line.
        FileHandle.standardError.write(Data(line.utf8))
    }
}
