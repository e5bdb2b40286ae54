import AssistantFeature
import Foundation
import GitHubFeature
import HealthFeature
import NewsFeature
import PersonalOSCore
import PersonalOSKit
import StocksFeature
import Testing

/// The identity of a service instance (every mock is a class).
private func identity(of service: Any) -> ObjectIdentifier {
    ObjectIdentifier(service as AnyObject)
}

@Suite("Generated components")
struct ComponentTests {
    @Test("makeAppComponent(for:apiKey:) returns a component for that environment, with that key", arguments: AppEnvironment.allCases)
    func componentMatchesEnvironment(_ environment: AppEnvironment) {
        let component = makeAppComponent(for: environment, apiKey: "key-for-\(environment.rawValue)")
        #expect(component.environment == environment)
        #expect(component.apiKey == "key-for-\(environment.rawValue)")
    }

    @Test("dev binds every service to its mock")
    func devUsesMocks() {
        let component = makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)
        #expect(component.logger is MockLogger)
        #expect(component.secureStorage is InMemorySecureStorage)
        #expect(component.network is MockNetworkService)
        #expect(component.health is MockHealthService)
        #expect(component.news is MockNewsService)
        #expect(component.stocks is MockStockPriceService)
        #expect(component.apiClient is MockPersonalOSAPIClient)
        #expect(component.documentsStorage is InMemoryFileStorage)
        #expect(component.cacheStorage is InMemoryFileStorage)
        #expect(component.consoleTracker is RecordingAnalyticsTracker)
        #expect(component.fileTracker is RecordingAnalyticsTracker)
        #expect(component.assistant is MockAssistantService)
    }

    @Test("prod binds every service to its real implementation")
    func prodUsesRealServices() {
        let component = makeAppComponent(for: .prod, apiKey: Fixtures.apiKey)
        #expect(component.logger is ConsoleLogger)
        #expect(component.secureStorage is FileSecureStorage)
        #expect(component.network is URLSessionNetworkService)
        #expect(component.health is HealthExportService)
        #expect(component.news is RSSNewsService)
        #expect(component.stocks is CSVStockPriceService)
        #expect(component.apiClient is PersonalOSAPIClient)
        #expect(component.documentsStorage is DirectoryFileStorage)
        #expect(component.cacheStorage is DirectoryFileStorage)
        #expect(component.consoleTracker is ConsoleAnalyticsTracker)
        #expect(component.fileTracker is FileAnalyticsTracker)
        // Fixtures.apiKey is not an assistant key: the real assistant throws, the fallback stands in.
        #expect(component.assistant is OfflineAssistantService)
        #expect(component.usedFallbacks == ["assistant"])
    }

    @Test("the remote config is the mock in dev and test, the real service in staging and prod", arguments: AppEnvironment.allCases)
    func remoteConfigBinding(environment: AppEnvironment) async throws {
        let config = try await makeAppComponent(for: environment, apiKey: Fixtures.apiKey).remoteConfig
        if environment == .dev || environment == .test {
            #expect(config is MockRemoteConfigService)
        } else {
            #expect(config is RemoteConfigService)
        }
    }

    @Test("staging is real except news, which NewsFeature's services.json binds to the mock")
    func stagingBindsNewsToMock() {
        let component = makeAppComponent(for: .staging, apiKey: Fixtures.apiKey)
        #expect(component.news is MockNewsService)
        #expect(component.logger is ConsoleLogger)
        #expect(component.secureStorage is FileSecureStorage)
        #expect(component.network is URLSessionNetworkService)
        #expect(component.health is HealthExportService)
        #expect(component.stocks is CSVStockPriceService)
        #expect(component.apiClient is PersonalOSAPIClient)
        #expect(component.documentsStorage is DirectoryFileStorage)
        #expect(component.fileTracker is FileAnalyticsTracker)
    }

    @Test("staging's dashboard gets staging's mock news")
    func stagingDashboardUsesMockNews() async {
        let dashboard = await Fixtures.account(of: makeAppComponent(for: .staging, apiKey: Fixtures.apiKey)).dashboard.load()
        #expect(dashboard.headlines.value == Array(MockNewsService.sampleHeadlines.prefix(DashboardLoader.headlineCount)))
        // The other sections come from the real services reading the bundled sample data.
        #expect(dashboard.steps.value?.today == DailySteps(day: Fixtures.day("2026-11-20"), steps: 11_055))
    }

    @Test("prod's dashboard reads the bundled sample data through the real services")
    func prodDashboardReadsSampleData() async {
        let dashboard = await Fixtures.account(of: makeAppComponent(for: .prod, apiKey: Fixtures.apiKey)).dashboard.load()
        #expect(dashboard.unavailableSections.isEmpty)
        #expect(dashboard.steps.value?.today == DailySteps(day: Fixtures.day("2026-11-20"), steps: 11_055))
        #expect(dashboard.steps.value?.total == 69_641)
        #expect(dashboard.headlines.value?.first?.title == "Regional rail line reopens after two-year rebuild")
        #expect(dashboard.headlines.value?[1].title == "Markets close higher as chip & cloud stocks lead gains")
        #expect(dashboard.repositories.value?.map(\.name) == ["dotfiles", "swift-budget", "habit-tracker"])
        let apple = dashboard.watchlist.value?.quotes.first
        #expect(apple?.symbol == "AAPL")
        #expect(apple?.close == Decimal(string: "225.92"))
        #expect(apple?.change == Decimal(string: "-2.21"))
        #expect(dashboard.watchlist.value?.missingSymbols == [])
    }

    @Test("a component creates each singleton once")
    func singletonsAreShared() {
        let component = makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)
        #expect(identity(of: component.logger) == identity(of: component.logger))
        #expect(identity(of: component.health) == identity(of: component.health))
        #expect(identity(of: component.network) == identity(of: component.network))
        // ...and two components do not share them.
        #expect(identity(of: component.health) != identity(of: makeAppComponent(for: .dev, apiKey: Fixtures.apiKey).health))
    }

    @Test("TestComponent gives mocks for everything not overridden")
    func testComponentDefaultsToMocks() {
        let component = TestComponent()
        #expect(component.environment == .test)
        #expect(component.logger is MockLogger)
        #expect(component.secureStorage is InMemorySecureStorage)
        #expect(component.network is MockNetworkService)
        #expect(component.health is MockHealthService)
        #expect(component.news is MockNewsService)
        #expect(component.stocks is MockStockPriceService)
        #expect(component.apiClient is MockPersonalOSAPIClient)
        #expect(component.documentsStorage is InMemoryFileStorage)
        #expect(component.cacheStorage is InMemoryFileStorage)
        #expect(component.consoleTracker is RecordingAnalyticsTracker)
        #expect(component.fileTracker is RecordingAnalyticsTracker)
        #expect(component.assistant is MockAssistantService)
        #expect(component.usedFallbacks.isEmpty)
    }

    @Test("the features' mocks, configured by a test, are the ones the account's dashboard calls")
    func configuredMocksRecordDashboardCalls() async throws {
        let logger = MockLogger()
        let component = TestComponent(logger: logger)
        let account = TestAccountComponent(parent: component, session: AccountSession())
        // The app's TestComponent cannot replace a service a composed module provides: the test
        // configures the mocks the feature modules made (their test bindings).
        let health = try #require(component.health as? MockHealthService)
        health.dailyStepsResult = .success([
            DailySteps(day: Fixtures.day("2026-03-01"), steps: 5_000),
            DailySteps(day: Fixtures.day("2026-03-02"), steps: 7_500),
        ])
        let github = try #require(account.repositories as? MockGitHubService)
        let news = try #require(component.news as? MockNewsService)
        let stocks = try #require(component.stocks as? MockStockPriceService)

        #expect(identity(of: component.health) == identity(of: health))
        let dashboard = await account.dashboard.load()

        #expect(health.calls == [.dailySteps(lastDays: DashboardLoader.stepDays)])
        #expect(github.calls == [.recentRepositories(limit: DashboardLoader.repositoryCount)])
        #expect(news.calls == [.topHeadlines(limit: DashboardLoader.headlineCount)])
        #expect(stocks.calls == [.quotes(for: DashboardLoader.defaultWatchlist)])
        #expect(logger.messages(at: .warning).isEmpty)

        let steps = try #require(dashboard.steps.value)
        #expect(steps.today == DailySteps(day: Fixtures.day("2026-03-02"), steps: 7_500))
        #expect(steps.dailyAverage == 6_250)
        #expect(dashboard.repositories.value?.count == DashboardLoader.repositoryCount)
    }

    @Test("a configured feature mock reaches the services that depend on it; the rest keep their sample data")
    func overrideFlowsToDependents() async throws {
        let component = TestComponent()
        let health = try #require(component.health as? MockHealthService)
        health.dailyStepsResult = .success([DailySteps(day: Fixtures.day("2026-03-09"), steps: 12_345)])

        let dashboard = await Fixtures.account(of: component).dashboard.load()

        #expect(dashboard.steps.value?.today?.steps == 12_345)
        #expect(health.calls == [.dailySteps(lastDays: DashboardLoader.stepDays)])
        #expect(dashboard.render().contains("Today (2026-03-09): 12,345 steps"))
        // Not configured: the default mock, with its sample data, made by NewsFeature's component.
        let news = try #require(component.news as? MockNewsService)
        #expect(news.calls == [.topHeadlines(limit: DashboardLoader.headlineCount)])
        #expect(dashboard.headlines.value == Array(MockNewsService.sampleHeadlines.prefix(DashboardLoader.headlineCount)))
    }

    @Test("a section whose service throws is unavailable; the others still load")
    func failingSectionIsUnavailable() async throws {
        let logger = MockLogger()
        let component = TestComponent(logger: logger)
        let news = try #require(component.news as? MockNewsService)
        news.headlinesResult = .failure(MockServiceError("feed offline"))

        let dashboard = await Fixtures.account(of: component).dashboard.load()

        #expect(dashboard.headlines.unavailableReason == "feed offline")
        #expect(dashboard.unavailableSections == ["Top headlines": "feed offline"])
        #expect(dashboard.steps.value?.today == MockHealthService.sampleDays.last)
        #expect(dashboard.watchlist.value?.quotes.map(\.symbol) == DashboardLoader.defaultWatchlist)
        #expect(dashboard.repositories.value?.first?.name == MockGitHubService.sampleRepositories.first?.name)
        #expect(news.calls == [.topHeadlines(limit: DashboardLoader.headlineCount)])
        #expect(logger.messages(at: .warning) == ["dashboard headlines unavailable: feed offline"])

        let text = dashboard.render()
        #expect(text.contains("Top headlines\n  unavailable: feed offline"))
        #expect(text.contains("Today (2026-11-16): 8,129 steps"))
    }

    @Test("every section can fail at once without failing the load")
    func everySectionFails() async throws {
        let error = MockServiceError("service down")
        let component = TestComponent()
        let account = TestAccountComponent(parent: component, session: AccountSession())
        let health = try #require(component.health as? MockHealthService)
        let news = try #require(component.news as? MockNewsService)
        let stocks = try #require(component.stocks as? MockStockPriceService)
        let github = try #require(account.repositories as? MockGitHubService)
        health.dailyStepsResult = .failure(error)
        news.headlinesResult = .failure(error)
        stocks.quotesResult = .failure(error)
        github.repositoriesResult = .failure(error)

        let dashboard = await account.dashboard.load()
        #expect(dashboard.unavailableSections.count == 4)
        #expect(dashboard.render().components(separatedBy: "unavailable: service down").count == 5)
    }

    @Test("a replacement dashboard loader is used as is")
    func dashboardOverride() async {
        let stocks = MockStockPriceService()
        let loader = DashboardLoader(
            health: MockHealthService(), github: MockGitHubService(), news: MockNewsService(),
            stocks: stocks, logger: MockLogger(), watchlist: ["NVDA", "TSLA"]
        )
        let account = TestAccountComponent(parent: TestComponent(), session: AccountSession(), dashboard: loader)
        let dashboard = await account.dashboard.load()
        #expect(stocks.calls == [.quotes(for: ["NVDA", "TSLA"])])
        #expect(dashboard.watchlist.value?.quotes.map(\.symbol) == ["NVDA"])
        #expect(dashboard.watchlist.value?.missingSymbols == ["TSLA"])
        #expect(dashboard.render().contains("TSLA  no data"))
    }
}
