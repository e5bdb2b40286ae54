// The floor: services built up front and kept in `let` properties, read with no laziness or lock.

import ResolutionServices

public final class StoredServices: Sendable {
    public let logger: any EventLogger
    public let settings: any SettingsStore
    public let http: any HTTPClient

    public init() {
        logger = BufferedEventLogger()
        settings = InMemorySettingsStore()
        http = LoopbackHTTPClient()
    }

    /// A new handler on every access, from the stored services.
    public var requestHandler: RequestHandler {
        RequestHandler(logger: logger, settings: settings, http: http)
    }
}
