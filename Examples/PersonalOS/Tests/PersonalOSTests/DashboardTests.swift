import Foundation
import GitHubFeature
import HealthFeature
import NewsFeature
import PersonalOSCore
import PersonalOSKit
import StocksFeature
import Testing

/// Lets a caller through only once `expected` callers have arrived, or fails after `timeout`.
private actor Rendezvous {
    private let expected: Int
    private var arrived = 0

    init(expected: Int) {
        self.expected = expected
    }

    func arrive(timeout: Duration = .seconds(5)) async throws {
        arrived += 1
        let deadline = ContinuousClock.now + timeout
        while arrived < expected {
            guard ContinuousClock.now < deadline else {
                throw MockServiceError("only \(arrived) of \(expected) sections were loading at once")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

private struct WaitingHealth: HealthServiceProtocol {
    let rendezvous: Rendezvous
    func dailySteps(lastDays: Int) async throws -> [DailySteps] {
        try await rendezvous.arrive()
        return MockHealthService.sampleDays
    }
}

private struct WaitingGitHub: GitHubServiceProtocol {
    let rendezvous: Rendezvous
    func recentRepositories(limit: Int) async throws -> [Repository] {
        try await rendezvous.arrive()
        return Array(MockGitHubService.sampleRepositories.prefix(limit))
    }
}

private struct WaitingNews: NewsServiceProtocol {
    let rendezvous: Rendezvous
    func topHeadlines(limit: Int) async throws -> [Headline] {
        try await rendezvous.arrive()
        return Array(MockNewsService.sampleHeadlines.prefix(limit))
    }
}

private struct WaitingStocks: StockPriceServiceProtocol {
    let rendezvous: Rendezvous
    func quotes(for symbols: [String]) async throws -> [StockQuote] {
        try await rendezvous.arrive()
        return MockStockPriceService.sampleQuotes
    }
}

@Suite("Dashboard")
struct DashboardTests {
    @Test("the four sections load at the same time")
    func sectionsLoadConcurrently() async {
        // Each service waits until all four have been called: loading them one after
        // another would time the first one out and make its section unavailable.
        let rendezvous = Rendezvous(expected: 4)
        let loader = DashboardLoader(
            health: WaitingHealth(rendezvous: rendezvous),
            github: WaitingGitHub(rendezvous: rendezvous),
            news: WaitingNews(rendezvous: rendezvous),
            stocks: WaitingStocks(rendezvous: rendezvous),
            logger: MockLogger()
        )
        let dashboard = await loader.load()
        #expect(dashboard.unavailableSections.isEmpty)
    }

    @Test("render shows every section of the dev dashboard")
    func renderDevDashboard() async {
        let text = await Fixtures.account(of: makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)).dashboard.load().render()
        let expectedLines = [
            "Steps",
            "  Today (2026-11-16): 8,129 steps",
            "  Last 7 days: 59,745 steps, 8,535 a day on average",
            "Top headlines",
            "  1. City council approves protected bike lanes on Harbor Street",
            "     2026-11-16 07:45 UTC  https://news.example.com/local/harbor-street-bike-lanes",
            "  3. Study links short evening walks to better sleep",
            "Watchlist",
            "  MSFT       512.37     -2.65 (-0.51%)  close of 2026-11-13",
            "Recent repositories",
            "  1. habit-tracker (Swift, 342 stars), updated 2026-11-16",
            "  3. swift-budget (Swift, 1,208 stars), updated 2026-11-12",
        ]
        let lines = text.components(separatedBy: "\n")
        for line in expectedLines {
            #expect(lines.contains(line), "missing line: \(line)")
        }
        #expect(!text.contains("4. Open-source maintainers"), "only the top 3 headlines")
        #expect(!text.contains("unavailable"))
    }

    @Test("render handles empty sections and a quote without a previous close")
    func renderEmptyAndPartialData() {
        let quote = StockQuote(symbol: "IPO", day: Fixtures.day("2026-03-03"), close: 12, previousClose: nil)
        let dashboard = Dashboard(
            steps: .available(StepsSummary(recentDays: [])),
            headlines: .available([]),
            watchlist: .available(WatchlistSummary(quotes: [quote], missingSymbols: [])),
            repositories: .available([
                Repository(name: "solo", stars: 1, updatedAt: Fixtures.date("2026-03-01T23:59:00Z"), language: nil)
            ])
        )
        let text = dashboard.render()
        #expect(text.contains("  no step data"))
        #expect(text.contains("  no headlines"))
        #expect(text.contains("IPO       12.00  (no previous close)  close of 2026-03-03"))
        #expect(text.contains("1. solo (1 star), updated 2026-03-01"))
    }

    @Test("StockQuote computes change and percentage exactly")
    func quoteArithmetic() throws {
        let quote = StockQuote(
            symbol: "AAPL", day: Fixtures.day("2026-03-03"),
            close: Fixtures.decimal("190.07"), previousClose: Fixtures.decimal("188.84")
        )
        #expect(quote.change == Decimal(string: "1.23"))
        let percent = try #require(quote.changePercent)
        #expect(abs(percent - 0.651345) < 0.0001)
    }
}
