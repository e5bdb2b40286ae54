import Foundation
import HealthFeature
import NewsFeature
import PersonalOSCore
import StocksFeature
import Testing

/// The real services, fed fixture documents through a `MockNetworkService`.
@Suite("Real services parsing fixture data")
struct ParserTests {
    // MARK: Apple Health export

    @Test("HealthExportService sums step records per day, ignoring other record types")
    func healthSumsStepsPerDay() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.healthURL, text: Fixtures.healthExport)
        let health = HealthExportService(network: network, logger: MockLogger(), source: Fixtures.healthURL)

        let days = try await health.dailySteps(lastDays: 7)

        #expect(
            days == [
                DailySteps(day: Fixtures.day("2026-03-01"), steps: 2_000),
                DailySteps(day: Fixtures.day("2026-03-02"), steps: 4_251),
                DailySteps(day: Fixtures.day("2026-03-03"), steps: 42),
            ])
        #expect(network.requests == [NetworkRequest(url: Fixtures.healthURL)])
    }

    @Test("HealthExportService returns only the most recent days, and today's steps")
    func healthRecentDays() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.healthURL, text: Fixtures.healthExport)
        let health = HealthExportService(network: network, logger: MockLogger(), source: Fixtures.healthURL)

        #expect(try await health.dailySteps(lastDays: 2).map(\.day) == [Fixtures.day("2026-03-02"), Fixtures.day("2026-03-03")])
        #expect(try await health.todaysSteps() == DailySteps(day: Fixtures.day("2026-03-03"), steps: 42))
        #expect(try await health.dailySteps(lastDays: 0).isEmpty)
        #expect(network.requests.count == 3)
    }

    @Test("HealthExportService reads the bundled sample export by default")
    func healthReadsBundledSample() async throws {
        let health = HealthExportService(network: URLSessionNetworkService(logger: MockLogger()), logger: MockLogger())
        #expect(health.source == SampleData.healthExport)
        let days = try await health.dailySteps(lastDays: 7)
        #expect(days.count == 7)
        #expect(days.first == DailySteps(day: Fixtures.day("2026-11-14"), steps: 13_513))
        // 2026-11-15 includes a walk that started at 23:41 local time.
        #expect(days[1] == DailySteps(day: Fixtures.day("2026-11-15"), steps: 11_304))
    }

    @Test(
        "HealthExportService rejects malformed exports with a clear error",
        arguments: [
            ("<HealthData><Record type=\"HKQuantityTypeIdentifierStepCount\"", "line 1"),
            ("<rss version=\"2.0\"><channel/></rss>", "expected <HealthData> as the root element, found <rss>"),
            (
                "<HealthData><Record type=\"HKQuantityTypeIdentifierStepCount\" startDate=\"2026-03-01 09:00:00 +0100\" value=\"many\"/></HealthData>",
                "invalid value \"many\""
            ),
            (
                "<HealthData><Record type=\"HKQuantityTypeIdentifierStepCount\" startDate=\"yesterday\" value=\"1\"/></HealthData>",
                "without a valid startDate"
            ),
            ("", "no XML element found"),
            ("just some text", "no XML element found"),
            (
                "<HealthData>\n<Record type=\"HKQuantityTypeIdentifierStepCount\" startDate=\"2026-03-01 09:00:00 +0100\" value=\"5\"/>\n",
                "the document ends before every element is closed"
            ),
            ("<HealthData>", "the document ends before every element is closed"),
            ("<a>", "no XML element found"),
        ]
    )
    func healthRejectsMalformedExports(document: String, expectedReason: String) async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.healthURL, text: document)
        let health = HealthExportService(network: network, logger: MockLogger(), source: Fixtures.healthURL)

        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await health.dailySteps(lastDays: 7)
            })
        #expect(error.source == Fixtures.healthURL)
        #expect(error.reason.contains(expectedReason), "\(error.reason)")
        #expect(error.description.hasPrefix("could not read Apple Health export https://fixtures.invalid/export.xml: "))
    }

    @Test("bytes that are not UTF-8 are an error, not a crash")
    func healthRejectsInvalidUTF8() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.healthURL, data: Data("<HealthData><Rec".utf8) + Data([0xFF, 0xFE, 0xFF]) + Data("ord/></HealthData>".utf8))
        let health = HealthExportService(network: network, logger: MockLogger(), source: Fixtures.healthURL)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await health.dailySteps(lastDays: 7)
            })
        #expect(error.reason == "not valid UTF-8 text")
    }

    // MARK: RSS

    @Test("RSSNewsService reads title, link and pubDate of each item, in feed order")
    func rssParsesItems() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.feedURL, text: Fixtures.feed)
        let news = RSSNewsService(network: network, logger: MockLogger(), feed: Fixtures.feedURL)

        let headlines = try await news.topHeadlines(limit: 10)

        #expect(
            headlines == [
                Headline(
                    title: "Rates & markets: a calm week", link: URL(string: "https://fixtures.invalid/rates"),
                    published: Fixtures.date("2026-03-03T08:15:00Z")),
                Headline(
                    title: "Parks & trails reopen", link: URL(string: "https://fixtures.invalid/parks"),
                    published: Fixtures.date("2026-03-02T17:00:00Z")),
                Headline(
                    title: "Late-night vote passes budget", link: nil,
                    published: Fixtures.date("2026-03-02T04:30:00Z")),
                Headline(title: "Undated brief", link: URL(string: "https://fixtures.invalid/brief"), published: nil),
            ])
        #expect(network.requests.map(\.url) == [Fixtures.feedURL])
    }

    @Test("RSSNewsService returns at most `limit` headlines")
    func rssLimit() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.feedURL, text: Fixtures.feed)
        let news = RSSNewsService(network: network, logger: MockLogger(), feed: Fixtures.feedURL)
        #expect(try await news.topHeadlines(limit: 2).map(\.title) == ["Rates & markets: a calm week", "Parks & trails reopen"])
    }

    @Test("RSSNewsService rejects an HTML page")
    func rssRejectsHTML() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.feedURL, text: "<html><head><title>Not a feed</title></head><body/></html>")
        let news = RSSNewsService(network: network, logger: MockLogger(), feed: Fixtures.feedURL)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await news.topHeadlines(limit: 3)
            })
        #expect(error.reason == "expected <rss> as the root element, found <html>")
    }

    @Test("RSSNewsService reports an undeclared HTML entity with its line")
    func rssRejectsUndeclaredEntity() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.feedURL, text: "<rss>\n<channel>\n<item><title>A&nbsp;B</title></item></channel></rss>")
        let news = RSSNewsService(network: network, logger: MockLogger(), feed: Fixtures.feedURL)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await news.topHeadlines(limit: 3)
            })
        #expect(error.reason.hasPrefix("line 3"), "\(error.reason)")
        #expect(error.reason.contains("undeclared entity"), "\(error.reason)")
    }

    // MARK: Prices CSV

    @Test("CSVStockPriceService computes the latest close and the change per symbol")
    func csvComputesQuotes() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.pricesURL, text: Fixtures.prices)
        let stocks = CSVStockPriceService(network: network, logger: MockLogger(), source: Fixtures.pricesURL)

        let quotes = try await stocks.quotes(for: ["msft", "AAPL", "TSLA", "IPO"])

        #expect(quotes.map(\.symbol) == ["MSFT", "AAPL", "IPO"])
        #expect(quotes[0].close == Decimal(string: "405.25"))
        #expect(quotes[0].change == Decimal(string: "-5.25"))
        #expect(
            quotes[1]
                == StockQuote(
                    symbol: "AAPL", day: Fixtures.day("2026-03-03"),
                    close: Fixtures.decimal("190.07"), previousClose: Fixtures.decimal("188.84")
                ))
        #expect(quotes[1].change == Decimal(string: "1.23"))
        #expect(quotes[2].previousClose == nil)
        #expect(quotes[2].change == nil)
        #expect(network.requests.map(\.url) == [Fixtures.pricesURL])
    }

    @Test(
        "CSVStockPriceService rejects malformed CSV with the line at fault",
        arguments: [
            ("date,symbol,close\n2026-03-03,AAPL,abc\n", "line 2: close \"abc\" is not a price"),
            ("date,symbol,close\n2026-03-03,AAPL\n", "line 2: expected at least 3 fields, found 2"),
            ("date,symbol,close\n\n03/03/2026,AAPL,1.00\n", "line 3: \"03/03/2026\" is not a yyyy-MM-dd date"),
            ("day,ticker,price\n2026-03-03,AAPL,1.00\n", "line 1: expected a header with date, symbol and close columns"),
            ("", "empty file"),
        ]
    )
    func csvRejectsMalformedRows(document: String, expectedReason: String) async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.pricesURL, text: document)
        let stocks = CSVStockPriceService(network: network, logger: MockLogger(), source: Fixtures.pricesURL)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await stocks.quotes(for: ["AAPL"])
            })
        #expect(error.reason.hasPrefix(expectedReason), "\(error.reason)")
    }

    // MARK: Network failures

    @Test("a network failure reaches the caller as the NetworkError naming the URL")
    func networkFailurePropagates() async throws {
        let network = MockNetworkService()
        let news = RSSNewsService(network: network, logger: MockLogger(), feed: Fixtures.feedURL)
        let error = try #require(
            await #expect(throws: NetworkError.self) {
                try await news.topHeadlines(limit: 3)
            })
        #expect(error.url == Fixtures.feedURL)
        #expect(error.description.hasPrefix("could not reach https://fixtures.invalid/feed.xml: "))
    }
}
