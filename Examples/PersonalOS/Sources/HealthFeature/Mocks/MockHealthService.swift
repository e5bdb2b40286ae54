import Foundation
import PersonalOSCore

/// A `HealthServiceProtocol` returning canned step counts, recording every call.
public final class MockHealthService: HealthServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case dailySteps(lastDays: Int)
    }

    /// A week of step counts, 2026-11-10 to 2026-11-16.
    public static let sampleDays: [DailySteps] = [
        (10, 6_842), (11, 9_317), (12, 4_205), (13, 11_068), (14, 7_733), (15, 12_451), (16, 8_129),
    ].compactMap { day, steps in
        CalendarDay(year: 2026, month: 11, day: day).map { DailySteps(day: $0, steps: steps) }
    }

    private let state: RecordedResult<Call, [DailySteps]>

    /// - Parameter dailyStepsResult: every day of data (oldest first), or the error to throw.
    public init(dailyStepsResult: Result<[DailySteps], any Error> = .success(MockHealthService.sampleDays)) {
        state = RecordedResult(dailyStepsResult)
    }

    /// Every day of data (oldest first; `dailySteps(lastDays:)` returns the last ones), or the error to throw.
    public var dailyStepsResult: Result<[DailySteps], any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func dailySteps(lastDays: Int) async throws -> [DailySteps] {
        let result = state.record(.dailySteps(lastDays: lastDays))
        return Array(try result.get().suffix(max(0, lastDays)))
    }
}
