final class Log: Sendable {
    let name = "log"
    init() {}
}

protocol RouterDelegate: AnyObject, Sendable {}

final class Coordinator: RouterDelegate, @unchecked Sendable {
    let router: Router
    init(router: Router, log: Log) { self.router = router }
}

final class Router: @unchecked Sendable {
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
    private(set) var router: Router?
    private(set) var isStarted = false
    init() {}
    func attach(router: Router, _ store: Store) { self.router = router }
    func start() { isStarted = true }
}
