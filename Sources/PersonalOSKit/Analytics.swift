import Foundation

/// Something that happened in the app, as analytics trackers record it.
public struct AnalyticsEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened, such as `dashboardViewed`.
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

    /// The dashboard was loaded and shown; `unavailableSections` of its sections failed.
    public static func dashboardViewed(unavailableSections: Int, timestamp: Date = Date()) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "dashboardViewed",
            properties: ["unavailableSections": String(unavailableSections)],
            timestamp: timestamp
        )
    }

    /// What a repository detail showed.
    public enum RepositoryDetailResult: String, Sendable {
        case found
        case notFound
        case unavailable
    }

    /// The detail of `repositoryName` was shown.
    public static func repositoryDetailViewed(
        repositoryName: String,
        result: RepositoryDetailResult,
        timestamp: Date = Date()
    ) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "repositoryDetailViewed",
            properties: ["repository": repositoryName, "result": result.rawValue],
            timestamp: timestamp
        )
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

/// Appends each event as one line of JSON to a file of a `FileStorageProtocol`
/// (`{"name":"dashboardViewed","properties":{...},"timestamp":"2026-11-16T08:00:00Z"}`).
///
/// A failed write is logged as a warning when a logger is given, and otherwise dropped.
public final class FileAnalyticsTracker: AnalyticsTracker {
    /// The file events are appended to when no other is given.
    public static let defaultFileName = "analytics.jsonl"

    private let storage: any FileStorageProtocol
    private let logger: (any LoggingService)?
    /// The file in `storage` the events go to.
    public let fileName: String

    public init(storage: any FileStorageProtocol, logger: (any LoggingService)? = nil, fileName: String = FileAnalyticsTracker.defaultFileName) {
        self.storage = storage
        self.logger = logger
        self.fileName = fileName
    }

    public func track(_ event: AnalyticsEvent) {
        do {
            var line = try Self.encoder().encode(event)
            line.append(UInt8(ascii: "\n"))
            try storage.append(line, to: fileName)
        } catch {
            logger?.warning("analytics event \(event.name) not saved: \(explanation(of: error))")
        }
    }

    /// Every event in the file, oldest first (an empty list when there is no file yet).
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
