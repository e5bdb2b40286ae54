// A coordinator and its router, which refers back to it through a provider; screens that are
// passed the component as a narrow view of what they read.

final class Logger: Sendable {}

final class Network: Sendable {
    let host: String
    init(host: String, logger: Logger) { self.host = host }
}

/// Owns the router; the router's delegate is the coordinator.
final class Coordinator: Sendable {
    let router: Router
    init(router: Router, logger: Logger) { self.router = router }
}

/// Its delegate is resolved when first used, after both exist: a provider breaks the cycle.
final class Router: Sendable {
    private let delegate: @Sendable () -> Coordinator
    init(delegate: @escaping @Sendable () -> Coordinator) { self.delegate = delegate }
    var coordinator: Coordinator { delegate() }
}

final class FeedScreen: Sendable {
    let dependencies: any FeedDependencies
    init(dependencies: any FeedDependencies) { self.dependencies = dependencies }
    var title: String { "feed from \(dependencies.network.host)" }
}

final class Inbox: Sendable {
    let dependencies: any InboxDependencies
    let coordinator: @Sendable () -> Coordinator
    init(inboxDependencies: any InboxDependencies, coordinator: @escaping @Sendable () -> Coordinator) {
        dependencies = inboxDependencies
        self.coordinator = coordinator
    }
    var title: String { "inbox of \(dependencies.userID) at \(dependencies.apiHost)" }
}
