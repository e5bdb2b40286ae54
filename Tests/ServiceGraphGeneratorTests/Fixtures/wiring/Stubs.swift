final class Log: Sendable {
    let name = "log"
    init() {}
}

protocol RouterDelegate: AnyObject, Sendable {}

final class Coordinator: RouterDelegate, @unchecked Sendable {
    let router: any Routing
    init(router: any Routing, log: Log) { self.router = router }

    static func standalone(log: Log) -> Coordinator { Coordinator(router: Router(log: log), log: log) }
}

protocol Routing: AnyObject, Sendable {
    var delegate: (any RouterDelegate)? { get }
}

final class Router: Routing, @unchecked Sendable {
    weak var delegate: (any RouterDelegate)?
    init(log: Log) {}
}

struct StoreUnavailable: Error {}

final class Store: Sendable {
    init() {}
    static func open() throws -> Store { Store() }
}

final class Presenter: @unchecked Sendable {
    var log: Log?
    var title = ""
    private(set) var router: (any Routing)?
    private(set) var isStarted = false
    init() {}
    func attach(router: any Routing, _ store: Store) { self.router = router }
    func start() { isStarted = true }
}

@MainActor
final class ScreenModel {
    static var built = 0
    init(log: Log) { Self.built += 1 }
}

/// Thread-safe, holding a provider of a main-actor service: a `@MainActor` function.
final class ScreenOpener: Sendable {
    let model: @MainActor @Sendable () -> ScreenModel
    init(model: @escaping @MainActor @Sendable () -> ScreenModel) { self.model = model }
}
