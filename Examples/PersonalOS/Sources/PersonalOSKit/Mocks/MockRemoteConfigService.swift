import Foundation

/// A `RemoteConfigServiceProtocol` with fixed flags, built without fetching anything.
public final class MockRemoteConfigService: RemoteConfigServiceProtocol {
    /// The flags of dev and of `TestComponent`: four headlines, the watchlist shown.
    public static let sampleConfig = RemoteConfig(
        greeting: "Hello from the mock remote config.",
        headlineCount: 4,
        showWatchlist: true
    )

    public let config: RemoteConfig

    public init(config: RemoteConfig = MockRemoteConfigService.sampleConfig) {
        self.config = config
    }
}
