// The same services as swift-dependencies dependencies: each key's live value is one shared
// instance, read through `@Dependency` as a feature model would.

import Dependencies
import ResolutionServices

private enum EventLoggerKey: DependencyKey {
    static let liveValue: any EventLogger = BufferedEventLogger()
}

private enum SettingsStoreKey: DependencyKey {
    static let liveValue: any SettingsStore = InMemorySettingsStore()
}

private enum HTTPClientKey: DependencyKey {
    static let liveValue: any HTTPClient = LoopbackHTTPClient()
}

extension DependencyValues {
    var eventLogger: any EventLogger {
        get { self[EventLoggerKey.self] }
        set { self[EventLoggerKey.self] = newValue }
    }

    var settingsStore: any SettingsStore {
        get { self[SettingsStoreKey.self] }
        set { self[SettingsStoreKey.self] = newValue }
    }

    var httpClient: any HTTPClient {
        get { self[HTTPClientKey.self] }
        set { self[HTTPClientKey.self] = newValue }
    }
}

/// A long-lived reader, like a feature model holding its dependencies.
struct DependencyReader: Sendable {
    @Dependency(\.eventLogger) var logger
    @Dependency(\.settingsStore) var settings
    @Dependency(\.httpClient) var http

    /// swift-dependencies has no transient lifetime: the honest equivalent is reading the three
    /// dependencies and calling the initializer, which is what a model does to make one.
    var requestHandler: RequestHandler {
        RequestHandler(logger: logger, settings: settings, http: http)
    }
}
