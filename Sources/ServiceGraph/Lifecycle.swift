/// A service that needs to release resources when its component shuts down: flush buffers,
/// close connections. `shutdown()` on the component calls it once, dependents before their
/// dependencies.
public protocol Shutdownable: Sendable {
    func shutdown() async throws
}

/// Receives a component's construction events, to log creation order, measure start-up cost
/// per service or spot slow and failing services. Called on the thread that builds the service.
public protocol ComponentObserver: Sendable {
    func willCreate(service: String)
    func didCreate(service: String, duration: Duration)
    func didFail(service: String, error: any Error)
    /// `service`'s implementation threw `error`, and its fallback was used instead.
    func didFallBack(service: String, error: any Error)
}

extension ComponentObserver {
    public func willCreate(service: String) {}
    public func didCreate(service: String, duration: Duration) {}
    public func didFail(service: String, error: any Error) {}
    public func didFallBack(service: String, error: any Error) {}
}

/// A service that could not be built, with the chain of services that needed it.
public struct ServiceConstructionError: Error, CustomStringConvertible {
    /// From the service that was asked for down to the one whose construction failed:
    /// `["dashboard", "aiService"]`.
    public var path: [String]
    /// What the failing implementation threw.
    public var underlying: any Error

    public init(path: [String], underlying: any Error) {
        self.path = path
        self.underlying = underlying
    }

    /// The service whose construction failed.
    public var service: String { path.last ?? "" }

    public var description: String {
        "could not build '\(service)'"
            + (path.count > 1 ? " (needed by \(path.dropLast().joined(separator: " -> ")))" : "")
            + ": \(underlying)"
    }
}

/// The services that failed to shut down, each with its error.
public struct ShutdownError: Error, CustomStringConvertible {
    public var failures: [(service: String, error: any Error)]

    public var description: String {
        "shutdown failed for " + failures.map { "'\($0.service)' (\($0.error))" }.joined(separator: ", ")
    }
}
