import Foundation
import PersonalOSCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The number of steps taken on one day.
public struct DailySteps: Sendable, Hashable {
    public let day: CalendarDay
    public let steps: Int

    public init(day: CalendarDay, steps: Int) {
        self.day = day
        self.steps = steps
    }
}

/// Daily step counts.
public protocol HealthServiceProtocol: Sendable {
    /// The step totals of the most recent `lastDays` days that have data, oldest first.
    func dailySteps(lastDays: Int) async throws -> [DailySteps]
}

extension HealthServiceProtocol {
    /// "Today's steps": the total of the most recent day in the data, or `nil` if there is none.
    public func todaysSteps() async throws -> DailySteps? {
        try await dailySteps(lastDays: 1).last
    }
}

/// Reads step counts from an Apple Health export (`export.xml`, from Health → profile →
/// Export All Health Data), summing every `HKQuantityTypeIdentifierStepCount` record
/// per day of its start date.
///
/// Unlike the Health app, this does not de-duplicate steps counted by two devices at once
/// (say an iPhone and a Watch); the bundled sample has one step source.
public struct HealthExportService: HealthServiceProtocol {
    /// The `HKQuantityTypeIdentifier` of step records.
    public static let stepCountType = "HKQuantityTypeIdentifierStepCount"

    private let network: any NetworkService
    private let logger: any LoggingService
    /// Where the export is read from: the bundled sample unless told otherwise.
    public let source: URL

    public init(network: any NetworkService, logger: any LoggingService, source: URL = SampleData.healthExport) {
        self.network = network
        self.logger = logger
        self.source = source
    }

    public func dailySteps(lastDays: Int) async throws -> [DailySteps] {
        let data = try await network.data(from: source)
        let all = try Self.parseDailySteps(data, source: source)
        logger.debug("health export \(source.lastPathComponent): \(all.count) days of steps")
        return Array(all.suffix(max(0, lastDays)))
    }

    /// Every day with step records in `data`, oldest first.
    static func parseDailySteps(_ data: Data, source: URL) throws -> [DailySteps] {
        let delegate = HealthExportParserDelegate()
        if let problem = XMLDocumentReader.parse(data, with: delegate) {
            throw DataFormatError(format: "Apple Health export", source: source, reason: problem)
        }
        return delegate.totals
            .map { DailySteps(day: $0.key, steps: Int($0.value.rounded())) }
            .sorted { $0.day < $1.day }
    }
}

/// Collects step totals while `XMLParser` walks an export. Lives for one parse only.
private final class HealthExportParserDelegate: XMLDocumentDelegate {
    var totals: [CalendarDay: Double] = [:]

    init() {
        super.init(expectedRoot: "HealthData")
    }

    override func start(_ element: String, attributes: [String: String], parser: XMLParser) {
        guard element == "Record", attributes["type"] == HealthExportService.stepCountType else { return }
        guard let start = attributes["startDate"], let day = CalendarDay(parsing: start) else {
            fail("step record without a valid startDate", parser: parser)
            return
        }
        guard let text = attributes["value"], let value = Double(text), value.isFinite, value >= 0 else {
            fail("step record with invalid value \"\(attributes["value"] ?? "")\"", parser: parser)
            return
        }
        totals[day, default: 0] += value
    }
}
