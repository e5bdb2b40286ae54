import Foundation
import PersonalOSCore
import PersonalOSKit
import ServiceGraph
import Testing

@Suite("Remote config")
struct RemoteConfigTests {
    static let configURL = URL(string: "https://fixtures.invalid/remote-config.json")!

    /// The flags of the bundled SampleData/remote-config.json.
    static let bundled = RemoteConfig(greeting: "Good morning! Here is your day at a glance.", headlineCount: 2, showWatchlist: true)

    // MARK: Parsing

    @Test("every flag is read; unknown keys are ignored")
    func parsesEveryFlag() throws {
        let json = #"{"greeting": "  Hi there  ", "headlineCount": 5, "showWatchlist": false, "experiment": "b"}"#
        let config = try RemoteConfig.parse(Data(json.utf8), source: Self.configURL)
        #expect(config == RemoteConfig(greeting: "Hi there", headlineCount: 5, showWatchlist: false))
    }

    @Test("a flag left out or null keeps its default")
    func missingFlagsKeepDefaults() throws {
        #expect(try RemoteConfig.parse(Data("{}".utf8), source: Self.configURL) == .defaults)
        let config = try RemoteConfig.parse(Data(#"{"headlineCount": 0.0, "greeting": null}"#.utf8), source: Self.configURL)
        #expect(config == RemoteConfig(greeting: RemoteConfig.defaults.greeting, headlineCount: 0, showWatchlist: true))
    }

    @Test(
        "a broken config is a DataFormatError naming the flag",
        arguments: [
            (#"{"headlineCount": "2"}"#, #""headlineCount": expected a number"#),
            (#"{"headlineCount": 2.5}"#, #""headlineCount" is 2.5, expected a whole number from 0 to 10"#),
            (#"{"showWatchlist": 1}"#, #""showWatchlist": expected true or false"#),
            (#"{"greeting": 3}"#, #""greeting": expected a string"#),
            (#"{"greeting": "   "}"#, #""greeting" is empty"#),
            (#"{"headlineCount": 11}"#, #""headlineCount" is 11, expected a whole number from 0 to 10"#),
            (#"{"headlineCount": -1}"#, #""headlineCount" is -1, expected a whole number from 0 to 10"#),
            (#"{"headlineCount": 1e300}"#, #""headlineCount" is 1"#),
            ("[1, 2]", "top level: expected a JSON object"),
            ("not json", "not valid JSON"),
        ])
    func brokenConfig(json: String, reason: String) throws {
        let error = try #require(throws: DataFormatError.self) {
            try RemoteConfig.parse(Data(json.utf8), source: Self.configURL)
        }
        #expect(error.format == "remote config")
        #expect(error.source == Self.configURL)
        #expect(error.reason.contains(reason), "\(error.reason)")
    }

    // MARK: The service

    @Test("RemoteConfigService fetches and reads the config through the network service while it is built")
    func serviceFetchesThroughNetwork() async throws {
        let network = MockNetworkService()
        network.stub(Self.configURL, text: #"{"greeting": "Served", "headlineCount": 1, "showWatchlist": false}"#)
        let logger = MockLogger()

        let service = try await RemoteConfigService(network: network, logger: logger, source: Self.configURL)

        #expect(service.config == RemoteConfig(greeting: "Served", headlineCount: 1, showWatchlist: false))
        #expect(service.source == Self.configURL)
        #expect(network.requests == [NetworkRequest(url: Self.configURL, headers: ["Accept": "application/json"])])
        #expect(logger.messages(at: .debug) == [#"remote config remote-config.json: greeting="Served" headlineCount=1 showWatchlist=false"#])
    }

    @Test("RemoteConfigService fails to build when the config cannot be fetched or read")
    func serviceFailures() async throws {
        let network = MockNetworkService()
        await #expect(throws: NetworkError.unreachable(Self.configURL, reason: "MockNetworkService has no response for this URL")) {
            _ = try await RemoteConfigService(network: network, logger: MockLogger(), source: Self.configURL)
        }
        network.stub(Self.configURL, text: #"{"headlineCount": 99}"#)
        await #expect(throws: DataFormatError.self) {
            _ = try await RemoteConfigService(network: network, logger: MockLogger(), source: Self.configURL)
        }
    }

    @Test("RemoteConfigService reads the bundled config through the real network service's file support")
    func serviceReadsBundledFile() async throws {
        let service = try await RemoteConfigService(network: URLSessionNetworkService(logger: MockLogger()), logger: MockLogger())
        #expect(service.source == SampleData.remoteConfig)
        #expect(service.config == Self.bundled)
    }

    // MARK: Warm-up, through the generated component

    @Test("prod's warmUp() builds the remote config and only what it needs, once, and makes the features' components")
    func prodWarmUp() async throws {
        let observer = RecordingObserver()
        let component = ProdComponent(apiKey: Fixtures.apiKey, observer: observer)
        #expect(observer.events.isEmpty)

        try await component.warmUp()

        // No feature module has an eager service, so warm-up makes none of their components.
        #expect(observer.created == ["logger", "network", "remoteConfig"])
        let first = try await component.remoteConfig
        let second = try await component.remoteConfig
        #expect(first === second)
        #expect(first is RemoteConfigService)
        #expect(first.config == Self.bundled)
        // Reading it after warm-up built nothing more.
        #expect(observer.created == ["logger", "network", "remoteConfig"])
        #expect(component.usedFallbacks.isEmpty)
    }

    @Test("dev's warmUp() builds the mock, with its fixed flags")
    func devWarmUp() async throws {
        let observer = RecordingObserver()
        let component = DevComponent(apiKey: Fixtures.apiKey, observer: observer)
        try await component.warmUp()
        #expect(observer.created == ["remoteConfig"])
        let config = try await component.remoteConfig
        #expect(config is MockRemoteConfigService)
        #expect(config.config == MockRemoteConfigService.sampleConfig)
        #expect(observer.created == ["remoteConfig"])
    }

    @Test("a remote config given to TestComponent is the one warm-up leaves in place")
    func testComponentReplacement() async throws {
        let replacement = MockRemoteConfigService(config: RemoteConfig(greeting: "Test", headlineCount: 0, showWatchlist: false))
        let observer = RecordingObserver()
        let component = TestComponent(remoteConfig: replacement, observer: observer)
        try await component.warmUp()
        #expect(try await component.remoteConfig === replacement)
        #expect(!observer.created.contains("remoteConfig"))
    }
}
