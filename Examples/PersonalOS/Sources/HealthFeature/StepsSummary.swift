/// The step counts of the last few days that have data.
public struct StepsSummary: Sendable, Hashable {
    /// Oldest first.
    public let recentDays: [DailySteps]

    public init(recentDays: [DailySteps]) {
        self.recentDays = recentDays
    }

    /// "Today": the most recent day in the data.
    public var today: DailySteps? { recentDays.last }

    public var total: Int { recentDays.reduce(0) { $0 + $1.steps } }

    /// The mean steps per day, rounded; `nil` without data.
    public var dailyAverage: Int? {
        recentDays.isEmpty ? nil : Int((Double(total) / Double(recentDays.count)).rounded())
    }
}
