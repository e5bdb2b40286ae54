// The services the resolution benchmarks build. Each is a tiny class that keeps its dependencies,
// so constructing one costs an allocation and a few retains: what is measured is the container.

public protocol EventLogger: AnyObject, Sendable {}
public final class BufferedEventLogger: EventLogger {
    public init() {}
}

public protocol SettingsStore: AnyObject, Sendable {}
public final class InMemorySettingsStore: SettingsStore {
    public init() {}
}

public protocol HTTPClient: AnyObject, Sendable {}
public final class LoopbackHTTPClient: HTTPClient {
    public init() {}
}

/// The transient service: a new one per resolution, built from three singletons.
public final class RequestHandler: Sendable {
    public let logger: any EventLogger
    public let settings: any SettingsStore
    public let http: any HTTPClient

    public init(logger: any EventLogger, settings: any SettingsStore, http: any HTTPClient) {
        self.logger = logger
        self.settings = settings
        self.http = http
    }
}

// A chain of ten singletons: building `ChainLevel9` first builds every level below it.
public final class ChainLevel0: Sendable {
    public init() {}
}
public final class ChainLevel1: Sendable {
    public let previous: ChainLevel0
    public init(previous: ChainLevel0) { self.previous = previous }
}
public final class ChainLevel2: Sendable {
    public let previous: ChainLevel1
    public init(previous: ChainLevel1) { self.previous = previous }
}
public final class ChainLevel3: Sendable {
    public let previous: ChainLevel2
    public init(previous: ChainLevel2) { self.previous = previous }
}
public final class ChainLevel4: Sendable {
    public let previous: ChainLevel3
    public init(previous: ChainLevel3) { self.previous = previous }
}
public final class ChainLevel5: Sendable {
    public let previous: ChainLevel4
    public init(previous: ChainLevel4) { self.previous = previous }
}
public final class ChainLevel6: Sendable {
    public let previous: ChainLevel5
    public init(previous: ChainLevel5) { self.previous = previous }
}
public final class ChainLevel7: Sendable {
    public let previous: ChainLevel6
    public init(previous: ChainLevel6) { self.previous = previous }
}
public final class ChainLevel8: Sendable {
    public let previous: ChainLevel7
    public init(previous: ChainLevel7) { self.previous = previous }
}
public final class ChainLevel9: Sendable {
    public let previous: ChainLevel8
    public init(previous: ChainLevel8) { self.previous = previous }
}
