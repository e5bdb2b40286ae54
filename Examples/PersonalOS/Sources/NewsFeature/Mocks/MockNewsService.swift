import Foundation
import PersonalOSCore

/// A `NewsServiceProtocol` returning canned headlines, recording every call.
public final class MockNewsService: NewsServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case topHeadlines(limit: Int)
    }

    /// Five headlines, in ranking order.
    public static let sampleHeadlines: [Headline] = [
        Headline(
            title: "City council approves protected bike lanes on Harbor Street",
            link: URL(string: "https://news.example.com/local/harbor-street-bike-lanes"),
            published: mockDate("2026-11-16T07:45:00Z")
        ),
        Headline(
            title: "Chipmakers rally as data-center orders beat forecasts",
            link: URL(string: "https://news.example.com/markets/chipmakers-rally"),
            published: mockDate("2026-11-16T06:10:00Z")
        ),
        Headline(
            title: "Study links short evening walks to better sleep",
            link: URL(string: "https://news.example.com/health/evening-walks-sleep"),
            published: mockDate("2026-11-15T19:30:00Z")
        ),
        Headline(
            title: "Open-source maintainers weigh new funding model",
            link: URL(string: "https://news.example.com/tech/open-source-funding"),
            published: mockDate("2026-11-15T14:05:00Z")
        ),
        Headline(
            title: "First frost expected across the valley this weekend",
            link: URL(string: "https://news.example.com/weather/first-frost"),
            published: mockDate("2026-11-15T09:20:00Z")
        ),
    ]

    private let state: RecordedResult<Call, [Headline]>

    /// - Parameter headlinesResult: every headline (in ranking order), or the error to throw.
    public init(headlinesResult: Result<[Headline], any Error> = .success(MockNewsService.sampleHeadlines)) {
        state = RecordedResult(headlinesResult)
    }

    /// Every headline (in ranking order; `topHeadlines(limit:)` returns the first ones), or the error to throw.
    public var headlinesResult: Result<[Headline], any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func topHeadlines(limit: Int) async throws -> [Headline] {
        let result = state.record(.topHeadlines(limit: limit))
        return Array(try result.get().prefix(max(0, limit)))
    }
}
