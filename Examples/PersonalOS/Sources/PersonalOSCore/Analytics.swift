import Foundation
import ServiceGraph

/// Something that happened in the app, as analytics trackers record it.
public struct AnalyticsEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened, such as `dashboardViewed` (the app's events are in PersonalOSKit).
    public let name: String
    /// Details, as text.
    public let properties: [String: String]
    /// When it happened.
    public let timestamp: Date

    public init(name: String, properties: [String: String] = [:], timestamp: Date = Date()) {
        self.name = name
        self.properties = properties
        self.timestamp = timestamp
    }

    /// `name key=value ...`, properties sorted by key.
    public var description: String {
        ([name] + properties.keys.sorted().map { "\($0)=\(properties[$0] ?? "")" }).joined(separator: " ")
    }
}

/// Records analytics events. Tracking never throws: analytics must not break the app.
public protocol AnalyticsTracker: AnyObject, Sendable {
    func track(_ event: AnalyticsEvent)
}

extension Array where Element == any AnalyticsTracker {
    /// Sends `event` to every tracker, in order.
    public func track(_ event: AnalyticsEvent) {
        for tracker in self {
            tracker.track(event)
        }
    }
}

/// Logs each event at debug level (`analytics: dashboardViewed unavailableSections=0`).
public final class ConsoleAnalyticsTracker: AnalyticsTracker {
    private let logger: any LoggingService

    public init(logger: any LoggingService) {
        self.logger = logger
    }

    public func track(_ event: AnalyticsEvent) {
        logger.debug("analytics: \(event)")
    }
}

/// Keeps events in memory and writes them, one line of JSON each, at the end of a file of a
/// `FileStorageProtocol` when flushed
/// (`{"name":"dashboardViewed","properties":{...},"timestamp":"2026-11-16T08:00:00Z"}`).
///
/// `track(_:)` never touches the storage, so tracking costs no I/O. `flush()` writes every
/// pending event in one append; the component's `shutdown()` flushes it (it is `Shutdownable`),
/// so an app that shuts its component down loses nothing. A failed write keeps the events
/// pending, for the next flush, and throws.
public final class FileAnalyticsTracker: AnalyticsTracker, Shutdownable, @unchecked Sendable {
    /// The file events are appended to when no other is given.
    public static let defaultFileName = "analytics.jsonl"

    private let storage: any FileStorageProtocol
    private let logger: (any LoggingService)?
    /// The file in `storage` the events go to.
    public let fileName: String
    private let lock = NSLock()
    // Guarded by `lock`, which is also held while a flush writes, so flushes never interleave.
    private var pending: [AnalyticsEvent] = []

    public init(storage: any FileStorageProtocol, logger: (any LoggingService)? = nil, fileName: String = FileAnalyticsTracker.defaultFileName) {
        self.storage = storage
        self.logger = logger
        self.fileName = fileName
    }

    /// Keeps `event` until the next `flush()`.
    public func track(_ event: AnalyticsEvent) {
        lock.locked { pending.append(event) }
    }

    /// The events tracked since the last successful flush, oldest first.
    public var pendingEvents: [AnalyticsEvent] {
        lock.locked { pending }
    }

    /// Appends every pending event to the file, in one write, and forgets them. Does nothing
    /// when none is pending. On failure the events stay pending and the storage's error is thrown.
    public func flush() throws {
        try lock.locked {
            guard !pending.isEmpty else { return }
            let encoder = Self.encoder()
            var lines = Data()
            for event in pending {
                lines.append(try encoder.encode(event))
                lines.append(UInt8(ascii: "\n"))
            }
            try storage.append(lines, to: fileName)
            logger?.debug("analytics: wrote \(pending.count) event\(pending.count == 1 ? "" : "s") to \(fileName)")
            pending.removeAll()
        }
    }

    /// Flushes: called once by the component's `shutdown()`.
    public func shutdown() async throws {
        try flush()
    }

    /// Every event in the file, oldest first (an empty list when there is no file yet). Pending
    /// events are not in the file until flushed.
    public func recordedEvents() throws -> [AnalyticsEvent] {
        guard let data = try storage.load(named: fileName) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try data.split(separator: UInt8(ascii: "\n")).map { line in
            try decoder.decode(AnalyticsEvent.self, from: Data(line))
        }
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }
}
