import AssistantFeature
import Foundation
import HealthFeature
import NewsFeature
import PersonalOSCore
import PersonalOSKit
import StocksFeature
import Testing

@Suite("Dashboard model")
@MainActor
struct DashboardModelTests {
    @Test("each account builds one model on the main actor, from its dashboard loader and the app's assistant")
    func builtOncePerAccount() {
        let app = TestComponent()
        let account = Fixtures.account(of: app)
        let model = account.dashboardModel
        #expect(account.dashboardModel === model)
        #expect(Fixtures.account(of: app).dashboardModel !== model)
        #expect(model.assistantName == "mock assistant")
        #expect(model.text == "Not loaded yet.\n")
        #expect(model.dashboard == nil)
        #expect(model.lastRefresh == nil)
        #expect(model.refreshCount == 0)
        #expect(model.config == .defaults)
    }

    @Test("refresh() loads the dashboard with the config's flags, asks the assistant, and updates the state")
    func refreshUpdatesState() async throws {
        let analytics = RecordingAnalyticsTracker()
        let component = TestComponent(analytics: [analytics])
        let news = try #require(component.news as? MockNewsService)
        let stocks = try #require(component.stocks as? MockStockPriceService)
        let assistant = try #require(component.assistant as? MockAssistantService)
        assistant.briefingResult = .success("Short and sweet.")
        let model = Fixtures.account(of: component).dashboardModel
        model.config = RemoteConfig(greeting: "Hi, tester.", headlineCount: 1, showWatchlist: false)
        let before = Date()

        await model.refresh()

        let dashboard = try #require(model.dashboard)
        #expect(news.calls == [.topHeadlines(limit: 1)])
        #expect(stocks.calls.isEmpty)
        #expect(dashboard.headlines.value == Array(MockNewsService.sampleHeadlines.prefix(1)))
        #expect(dashboard.watchlist == DashboardSection<WatchlistSummary>.hidden)
        #expect(dashboard.unavailableSections.isEmpty)
        #expect(assistant.calls == [.briefing(for: dashboard)])
        #expect(analytics.events.map(\.description) == ["dashboardViewed unavailableSections=0"])
        #expect(model.briefing == "Short and sweet.")
        #expect(model.briefingFailure == nil)
        #expect(model.refreshCount == 1)
        #expect(!model.isRefreshing)
        let lastRefresh = try #require(model.lastRefresh)
        #expect(lastRefresh >= before && lastRefresh <= Date())

        #expect(model.text.hasPrefix("Hi, tester.\n\nPersonalOS dashboard\n====================\n"))
        #expect(model.text.hasSuffix("\n\nBriefing (mock assistant)\n  Short and sweet.\n"))
        #expect(!model.text.contains("Watchlist"))
        let headlines = try #require(model.text.components(separatedBy: "Top headlines\n").last?.components(separatedBy: "\n\n").first)
        #expect(headlines.hasPrefix("  1. City council approves protected bike lanes on Harbor Street\n"))
        #expect(!headlines.contains("  2. "))
    }

    @Test("a second refresh applies the new config and replaces the state")
    func refreshAgain() async throws {
        let component = TestComponent()
        let news = try #require(component.news as? MockNewsService)
        let model = Fixtures.account(of: component).dashboardModel
        await model.refresh()
        #expect(model.dashboard?.headlines.value?.count == DashboardLoader.headlineCount)
        #expect(model.text.contains("Watchlist"))

        model.config.headlineCount = 5
        model.config.showWatchlist = false
        await model.refresh()

        #expect(news.calls == [.topHeadlines(limit: DashboardLoader.headlineCount), .topHeadlines(limit: 5)])
        #expect(model.dashboard?.headlines.value?.count == 5)
        #expect(!model.text.contains("Watchlist"))
        #expect(model.refreshCount == 2)
    }

    @Test("a failing assistant leaves the dashboard and says why the briefing is missing")
    func failingAssistant() async throws {
        let component = TestComponent()
        let assistant = try #require(component.assistant as? MockAssistantService)
        assistant.briefingResult = .failure(MockServiceError("assistant down"))
        let model = Fixtures.account(of: component).dashboardModel
        await model.refresh()
        #expect(model.dashboard?.steps.value?.today == MockHealthService.sampleDays.last)
        #expect(model.briefing == nil)
        #expect(model.briefingFailure == "assistant down")
        #expect(model.text.hasSuffix("Briefing (mock assistant)\n  unavailable: assistant down\n"))
    }

    @Test("with the offline assistant, the briefing is composed from the refreshed dashboard and wrapped")
    func offlineAssistantModel() async throws {
        let stamp = Fixtures.date("2026-11-16T08:00:00Z")
        let model = DashboardModel(dashboard: Fixtures.account().dashboard, assistant: OfflineAssistantService(), now: { stamp })
        await model.refresh()
        let dashboard = try #require(model.dashboard)
        let briefing = OfflineAssistantService.compose(for: dashboard)
        #expect(model.briefing == briefing)
        #expect(model.lastRefresh == stamp)
        #expect(model.assistantName == "offline assistant")
        let section = try #require(model.text.components(separatedBy: "Briefing (offline assistant)\n").last)
        let lines = section.split(separator: "\n").map(String.init)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.hasPrefix("  ") && $0.count <= 80 })
        #expect(lines.map { $0.dropFirst(2) }.joined(separator: " ") == briefing)
    }
}
