import Foundation
import GitHubFeature
import HealthFeature
import NewsFeature
import PersonalOSCore
import PersonalOSKit
import StocksFeature
import Testing

@Suite("URLSessionNetworkService")
struct NetworkTests {
    @Test("reads a bundled file: URL from disk")
    func readsBundledFile() async throws {
        let network = URLSessionNetworkService(logger: MockLogger())
        let data = try await network.data(from: SampleData.newsFeed)
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains("<rss version=\"2.0\""))
    }

    @Test("every bundled sample file exists")
    func sampleFilesExist() {
        for url in [
            SampleData.healthExport, SampleData.gitHubRepositories, SampleData.newsFeed, SampleData.stockPrices,
            SampleData.remoteConfig,
        ] {
            #expect(url.isFileURL)
            #expect(FileManager.default.fileExists(atPath: url.path), "missing \(url.path)")
        }
    }

    @Test("a missing file is a fileNotFound error naming the path")
    func missingFile() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("personalos-missing-\(UUID().uuidString).xml")
        let logger = MockLogger()
        let network = URLSessionNetworkService(logger: logger)
        let error = try #require(
            await #expect(throws: NetworkError.self) {
                try await network.data(from: url)
            })
        #expect(error == .fileNotFound(url))
        #expect(error.description == "could not read \(url.path): no such file")
        #expect(logger.messages(at: .debug).last == error.description)
    }

    @Test("a directory is not readable as a file")
    func directoryIsUnreadable() async throws {
        let url = FileManager.default.temporaryDirectory
        let error = try #require(
            await #expect(throws: NetworkError.self) {
                try await URLSessionNetworkService(logger: MockLogger()).data(from: url)
            })
        #expect(error == .fileUnreadable(url, reason: "is a directory"))
    }

    @Test("an unsupported scheme fails before any I/O")
    func unsupportedScheme() async throws {
        let url = try #require(URL(string: "ftp://127.0.0.1/prices.csv"))
        let error = try #require(
            await #expect(throws: NetworkError.self) {
                try await URLSessionNetworkService(logger: MockLogger()).data(from: url)
            })
        #expect(error == .unsupportedScheme(url))
        #expect(error.description.contains("unsupported URL scheme \"ftp\""))
    }

    @Test("an unreachable loopback port is a clear error, not a crash")
    func unreachableLoopback() async throws {
        // Port 9 (discard) on the loopback interface: nothing listens there, and the
        // request never leaves the machine.
        let url = try #require(URL(string: "http://127.0.0.1:9/"))
        let logger = MockLogger()
        let network = URLSessionNetworkService(logger: logger, timeout: 10)
        let error = try #require(
            await #expect(throws: NetworkError.self) {
                try await network.data(from: url)
            })
        guard case .unreachable(let failedURL, let reason) = error else {
            Issue.record("expected .unreachable, got \(error)")
            return
        }
        #expect(failedURL == url)
        #expect(!reason.isEmpty)
        #expect(error.description == "could not reach http://127.0.0.1:9/: \(reason)")
        #expect(error.localizedDescription == error.description)
        #expect(logger.messages(at: .debug).last == error.description)
    }

    @Test("the dashboard shows an unreachable source as unavailable")
    func unreachableSourceMakesSectionUnavailable() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/feed.xml"))
        let logger = MockLogger()
        let network = URLSessionNetworkService(logger: logger, timeout: 10)
        let news = RSSNewsService(network: network, logger: logger, feed: url)
        // The real news service with the dashboard's other sections from mocks.
        let loader = DashboardLoader(
            health: MockHealthService(), github: MockGitHubService(), news: news, stocks: MockStockPriceService(), logger: logger
        )
        let dashboard = await loader.load()
        let reason = try #require(dashboard.headlines.unavailableReason)
        #expect(reason.hasPrefix("could not reach http://127.0.0.1:9/feed.xml: "))
        #expect(dashboard.steps.value != nil)
    }
}
