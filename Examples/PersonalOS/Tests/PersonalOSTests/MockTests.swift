import Foundation
import GitHubFeature
import HealthFeature
import NewsFeature
import PersonalOSCore
import StocksFeature
import Testing

@Suite("Mocks")
struct MockTests {
    @Test("MockLogger records every message with its level")
    func loggerRecords() {
        let logger = MockLogger()
        logger.info("starting")
        logger.warning("slow")
        logger.log(.error, "failed")
        #expect(logger.calls == [.log(.info, "starting"), .log(.warning, "slow"), .log(.error, "failed")])
        #expect(logger.messages == ["starting", "slow", "failed"])
        #expect(logger.messages(at: .warning) == ["slow"])
        logger.reset()
        #expect(logger.calls.isEmpty)
    }

    @Test("MockLogger is safe to use from many tasks at once")
    func loggerIsThreadSafe() async {
        let logger = MockLogger()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask { logger.debug("message \(index)") }
            }
        }
        #expect(logger.calls.count == 200)
        #expect(Set(logger.messages).count == 200)
    }

    @Test("InMemorySecureStorage records keys, never values, and can be told to fail")
    func inMemoryStorage() throws {
        let storage = InMemorySecureStorage(secrets: ["a": "1"])
        try storage.setSecret("2", forKey: "b")
        #expect(try storage.secret(forKey: "b") == "2")
        try storage.removeSecret(forKey: "a")
        #expect(storage.secrets == ["b": "2"])
        #expect(storage.calls == [.setSecret(forKey: "b"), .secret(forKey: "b"), .removeSecret(forKey: "a")])

        storage.failure = MockServiceError("locked")
        #expect(throws: MockServiceError("locked")) { try storage.secret(forKey: "b") }
        #expect(storage.calls.last == .secret(forKey: "b"))
    }

    @Test("MockNetworkService answers stubs, records requests and fails clearly otherwise")
    func mockNetwork() async throws {
        let known = try #require(URL(string: "https://fixtures.invalid/known"))
        let broken = try #require(URL(string: "https://fixtures.invalid/broken"))
        let unknown = try #require(URL(string: "https://fixtures.invalid/unknown"))
        let network = MockNetworkService()
        network.stub(known, text: "hello")
        network.stub(broken, error: MockServiceError("reset by peer"))

        #expect(try await network.data(for: NetworkRequest(url: known, headers: ["X-Test": "1"])) == Data("hello".utf8))
        await #expect(throws: MockServiceError("reset by peer")) { try await network.data(from: broken) }
        await #expect(throws: NetworkError.unreachable(unknown, reason: "MockNetworkService has no response for this URL")) {
            try await network.data(from: unknown)
        }
        #expect(
            network.requests == [
                NetworkRequest(url: known, headers: ["X-Test": "1"]),
                NetworkRequest(url: broken),
                NetworkRequest(url: unknown),
            ])

        network.fallback = .success(Data("anything".utf8))
        #expect(try await network.data(from: unknown) == Data("anything".utf8))
    }

    @Test("service mocks return their sample data, honour limits, and can be reconfigured")
    func serviceMocks() async throws {
        let health = MockHealthService()
        #expect(try await health.dailySteps(lastDays: 3) == Array(MockHealthService.sampleDays.suffix(3)))
        #expect(try await health.todaysSteps() == MockHealthService.sampleDays.last)
        #expect(health.calls == [.dailySteps(lastDays: 3), .dailySteps(lastDays: 1)])

        let github = MockGitHubService()
        #expect(try await github.recentRepositories(limit: 2) == Array(MockGitHubService.sampleRepositories.prefix(2)))
        github.repositoriesResult = .failure(MockServiceError("rate limited"))
        await #expect(throws: MockServiceError("rate limited")) { try await github.recentRepositories(limit: 2) }
        #expect(github.calls == [.recentRepositories(limit: 2), .recentRepositories(limit: 2)])

        let stocks = MockStockPriceService()
        #expect(try await stocks.quotes(for: ["nvda", "XYZ", "AAPL"]).map(\.symbol) == ["NVDA", "AAPL"])
        #expect(stocks.calls == [.quotes(for: ["nvda", "XYZ", "AAPL"])])

        let news = MockNewsService(headlinesResult: .success([]))
        #expect(try await news.topHeadlines(limit: 3).isEmpty)
        news.reset()
        #expect(news.calls.isEmpty)
    }

    @Test("sample data is complete")
    func sampleDataIsComplete() {
        // The samples are built from literals with failable parts; none may be dropped.
        #expect(MockHealthService.sampleDays.count == 7)
        #expect(MockStockPriceService.sampleQuotes.count == 5)
        #expect(MockGitHubService.sampleRepositories.count == 6)
        #expect(MockNewsService.sampleHeadlines.count == 5)
        #expect(MockGitHubService.sampleRepositories.map(\.updatedAt) == MockGitHubService.sampleRepositories.map(\.updatedAt).sorted(by: >))
        #expect(!MockGitHubService.sampleRepositories.contains { $0.updatedAt == Date(timeIntervalSince1970: 0) })
    }
}
