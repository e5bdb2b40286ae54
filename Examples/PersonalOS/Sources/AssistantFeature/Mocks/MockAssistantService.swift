import Foundation
import HealthFeature
import NewsFeature
import PersonalOSCore
import StocksFeature

/// An `AssistantServiceProtocol` answering with a canned briefing, recording every call.
public final class MockAssistantService: AssistantServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        /// A briefing on these sections (what the assistant reads of its source).
        case briefing(
            steps: DashboardSection<StepsSummary>,
            headlines: DashboardSection<[Headline]>,
            watchlist: DashboardSection<WatchlistSummary>
        )

        /// The call that briefs on `source`: `.briefing(for: dashboard)`.
        public static func briefing(for source: some BriefingSource) -> Call {
            .briefing(steps: source.steps, headlines: source.headlines, watchlist: source.watchlist)
        }
    }

    /// What the mock answers unless told otherwise.
    public static let sampleBriefing = "A steady week: more steps than usual, markets mixed, nothing urgent."

    public let name = "mock assistant"
    private let state: RecordedResult<Call, String>

    /// - Parameter briefingResult: the briefing to return, or the error to throw.
    public init(briefingResult: Result<String, any Error> = .success(MockAssistantService.sampleBriefing)) {
        state = RecordedResult(briefingResult)
    }

    /// The briefing to return, or the error to throw.
    public var briefingResult: Result<String, any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func briefing(for dashboard: some BriefingSource) async throws -> String {
        try state.record(.briefing(for: dashboard)).get()
    }
}
