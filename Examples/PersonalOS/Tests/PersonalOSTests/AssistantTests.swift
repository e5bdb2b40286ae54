import AssistantFeature
import Foundation
import HealthFeature
import PersonalOSCore
import PersonalOSKit
import ServiceGraph
import StocksFeature
import Testing

/// A key the remote assistant accepts: `sk-` and 24 allowed characters.
private let assistantKey = "sk-fixture_0123456789-ABCDEF"

@Suite("Assistant")
struct AssistantTests {
    // MARK: The key rule

    @Test(
        "the remote assistant accepts only assistant keys",
        arguments: [
            ("", AssistantUnavailable.Reason?.some(.missingKey)),
            (APIKey.developmentDefault, .developmentKey),
            (APIKey.forTests, .developmentKey),
            ("fixture-api-key-0001", .notAnAssistantKey),
            ("SK-0123456789abcdefghij", .notAnAssistantKey),
            ("sk-0123456789abcdefghi", .keyTooShort),
            ("sk-0123456789abcdefghi!", .invalidCharacters),
            ("sk-0123456789 abcdefghij", .invalidCharacters),
            ("sk-0123456789abcdefghij", nil),
            (assistantKey, nil),
        ])
    func keyRule(key: String, expected: AssistantUnavailable.Reason?) throws {
        if let expected {
            #expect(throws: AssistantUnavailable(expected)) {
                try RemoteAssistantService(apiClient: MockPersonalOSAPIClient(apiKey: key), apiKey: key)
            }
        } else {
            let assistant = try RemoteAssistantService(apiClient: MockPersonalOSAPIClient(apiKey: key), apiKey: key)
            #expect(assistant.name == "remote assistant")
        }
    }

    @Test("AssistantUnavailable says what is wrong and what a key looks like")
    func unavailableDescription() {
        #expect(
            AssistantUnavailable(.developmentKey).description == "remote assistant unavailable: the API key is the built-in "
                + "development key (an assistant key is sk- followed by at least 20 letters, digits, '-' or '_'; set PERSONALOS_API_KEY)")
    }

    // MARK: The fallback, through the generated component

    @Test("prod falls back to the offline assistant when the real one throws, records it and tells the observer")
    func prodFallsBack() throws {
        let observer = RecordingObserver()
        let component = ProdComponent(apiKey: APIKey.developmentDefault, observer: observer)
        #expect(component.usedFallbacks.isEmpty)

        let assistant = component.assistant

        #expect(assistant is OfflineAssistantService)
        #expect(component.usedFallbacks == ["assistant"])
        // The assistant is AssistantFeature's; it reads the app's API client through the module's requirements.
        #expect(
            observer.events == [
                "willCreate assistant", "willCreate apiClient", "willCreate network", "willCreate logger",
                "didCreate logger", "didCreate network", "didCreate apiClient",
                "didFail assistant", "didFallBack assistant", "willCreate assistant", "didCreate assistant",
            ])
        let fallBack = try #require(observer.errors.last)
        #expect(fallBack.event == "didFallBack assistant")
        let error = try #require(fallBack.error as? ServiceConstructionError)
        #expect(error.path == ["assistant"])
        #expect(error.underlying as? AssistantUnavailable == AssistantUnavailable(.developmentKey))

        // The fallback is the singleton from then on: no second attempt, no second record.
        #expect(component.assistant is OfflineAssistantService)
        #expect(component.usedFallbacks == ["assistant"])
        #expect(observer.events.filter { $0 == "didFallBack assistant" }.count == 1)
    }

    @Test(
        "with an assistant key, staging and prod build the remote assistant and use no fallback",
        arguments: [
            AppEnvironment.staging, .prod,
        ])
    func realAssistantWithAssistantKey(environment: AppEnvironment) {
        let observer = RecordingObserver()
        let component = makeAppComponent(for: environment, apiKey: assistantKey, observer: observer)
        #expect(component.assistant is RemoteAssistantService)
        #expect(component.usedFallbacks.isEmpty)
        #expect(!observer.events.contains { $0.hasPrefix("didFallBack") || $0.hasPrefix("didFail") })
    }

    @Test("dev uses the mock assistant, which never needs the fallback")
    func devUsesMock() {
        let component = DevComponent(apiKey: APIKey.developmentDefault)
        #expect(component.assistant is MockAssistantService)
        #expect(component.usedFallbacks.isEmpty)
    }

    // MARK: The implementations

    @Test("the remote assistant asks the API for the briefing, through the API client")
    func remoteBriefing() async throws {
        let client = MockPersonalOSAPIClient(apiKey: assistantKey, dataResult: .success(Data(#"{"briefing": " Busy day ahead. "}"#.utf8)))
        let assistant = try RemoteAssistantService(apiClient: client, apiKey: assistantKey)
        let dashboard = await Fixtures.account().dashboard.load()

        #expect(try await assistant.briefing(for: dashboard) == "Busy day ahead.")
        #expect(client.calls == [.data(for: RemoteAssistantService.briefingPath)])
    }

    @Test("an answer without a briefing is a DataFormatError; an API failure is passed on")
    func remoteBriefingFailures() async throws {
        let dashboard = await Fixtures.account().dashboard.load()
        let client = MockPersonalOSAPIClient(apiKey: assistantKey, dataResult: .success(Data(#"{"text": "hi"}"#.utf8)))
        let assistant = try RemoteAssistantService(apiClient: client, apiKey: assistantKey)
        let error = try await #require(throws: DataFormatError.self) { try await assistant.briefing(for: dashboard) }
        #expect(error.format == "assistant briefing")
        #expect(error.source.absoluteString == "https://api.test.invalid/v1/assistant/briefing")

        client.dataResult = .failure(MockServiceError("API down"))
        await #expect(throws: MockServiceError("API down")) { try await assistant.briefing(for: dashboard) }
    }

    @Test("the offline assistant briefs on steps, the top headline and the biggest mover")
    func offlineBriefing() async {
        // The mocks' week: 8,129 steps today against an 8,535 average; AAPL moved most (+1.11%).
        let dashboard = await Fixtures.account().dashboard.load()
        let briefing = await OfflineAssistantService().briefing(for: dashboard)
        #expect(
            briefing == "You walked 8,129 steps on 2026-11-16, 406 fewer than your 7-day average of 8,535. "
                + "Top story: \"City council approves protected bike lanes on Harbor Street\". "
                + "The biggest mover on your watchlist is AAPL, up 1.11% to 228.91.")
    }

    @Test("the offline assistant follows the data: more steps, a falling stock, missing and hidden sections")
    func offlineBriefingVariants() async {
        let days = [("2026-03-01", 1_000), ("2026-03-02", 3_000)].map { DailySteps(day: Fixtures.day($0.0), steps: $0.1) }
        let falling = StockQuote(
            symbol: "MSFT", day: Fixtures.day("2026-03-02"), close: Fixtures.decimal("90"),
            previousClose: Fixtures.decimal("100"))
        let rising = StockQuote(
            symbol: "AAPL", day: Fixtures.day("2026-03-02"), close: Fixtures.decimal("105"),
            previousClose: Fixtures.decimal("100"))
        let dashboard = Dashboard(
            steps: .available(StepsSummary(recentDays: days)),
            headlines: .available([]),
            watchlist: .available(WatchlistSummary(quotes: [rising, falling], missingSymbols: [])),
            repositories: .unavailable(reason: "offline")
        )
        #expect(
            OfflineAssistantService.compose(for: dashboard) == "You walked 3,000 steps on 2026-03-02, 1,000 more than "
                + "your 2-day average of 2,000. There are no headlines. The biggest mover on your watchlist is MSFT, down 10.00% to 90.00.")

        let sparse = Dashboard(
            steps: .unavailable(reason: "no export"),
            headlines: .unavailable(reason: "feed offline"),
            watchlist: .hidden,
            repositories: .available([])
        )
        #expect(OfflineAssistantService.compose(for: sparse) == "Your step count is unavailable right now. The news is unavailable right now.")

        let empty = Dashboard(steps: .hidden, headlines: .hidden, watchlist: .hidden, repositories: .hidden)
        #expect(OfflineAssistantService.compose(for: empty) == "Nothing to report.")
    }

    @Test("the mock assistant records the dashboards it briefs on and can be told to fail")
    func mockAssistant() async throws {
        let assistant = MockAssistantService()
        let dashboard = await Fixtures.account().dashboard.load()
        #expect(try await assistant.briefing(for: dashboard) == MockAssistantService.sampleBriefing)
        #expect(assistant.calls == [.briefing(for: dashboard)])
        assistant.briefingResult = .failure(MockServiceError("no model"))
        await #expect(throws: MockServiceError("no model")) { try await assistant.briefing(for: dashboard) }
        #expect(assistant.calls.count == 2)
        assistant.reset()
        #expect(assistant.calls.isEmpty)
    }
}
