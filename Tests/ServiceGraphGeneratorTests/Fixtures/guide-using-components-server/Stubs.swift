// A small to-do server's services, and a router that hands each route the services it needs.
import Foundation
import ServiceGraph

/// A value shared between threads, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

final class Logger: Sendable {
    let level: String
    init(level: String) { self.level = level }
    func info(_ message: String) {
        if level == "debug" || level == "info" { print("[info] \(message)") }
    }
}

protocol Database: Sendable {
    func insert(_ title: String) -> Int
    func all() -> [String]
}

/// A connection pool to Postgres (kept in memory in this example).
final class PostgresDatabase: Database, Shutdownable {
    private let rows = Locked<[String]>([])
    private let metrics: Metrics
    private let logger: Logger

    init(url: String, poolSize: Int, metrics: Metrics, logger: Logger) {
        self.metrics = metrics
        self.logger = logger
        logger.info("database: opened a pool of \(poolSize) connections")
    }

    func insert(_ title: String) -> Int {
        metrics.countQuery()
        return rows.withLock {
            $0.append(title); return $0.count
        }
    }
    func all() -> [String] {
        metrics.countQuery()
        return rows.withLock { $0 }
    }
    func shutdown() async throws { logger.info("database: closed") }
}

final class InMemoryDatabase: Database, Shutdownable {
    private let rows = Locked<[String]>([])
    private let metrics: Metrics
    private let logger: Logger

    init(metrics: Metrics, logger: Logger) {
        self.metrics = metrics
        self.logger = logger
        logger.info("database: in memory")
    }

    func insert(_ title: String) -> Int {
        metrics.countQuery()
        return rows.withLock {
            $0.append(title); return $0.count
        }
    }
    func all() -> [String] {
        metrics.countQuery()
        return rows.withLock { $0 }
    }
    func shutdown() async throws { logger.info("database: discarded") }
}

final class TodoRepository: Sendable {
    let database: any Database
    init(database: any Database) { self.database = database }
    func add(_ title: String) -> Int { database.insert(title) }
    func list() -> [String] { database.all() }
}

final class Metrics: Shutdownable {
    private let counts = Locked((requests: 0, queries: 0))
    private let logger: Logger
    init(logger: Logger) { self.logger = logger }
    func countRequest() { counts.withLock { $0.requests += 1 } }
    func countQuery() { counts.withLock { $0.queries += 1 } }
    func shutdown() async throws {
        let (requests, queries) = counts.withLock { $0 }
        logger.info("metrics: flushed \(requests) requests, \(queries) queries")
    }
}

final class RequestLog: Sendable {
    let requestID: String
    let logger: Logger
    init(requestID: String, logger: Logger) {
        self.requestID = requestID
        self.logger = logger
    }
    func info(_ message: String) { logger.info("[\(requestID)] \(message)") }
}

struct Request: Sendable {
    var id: String
    var method: String
    var path: String
    var body: String = ""
}

struct Response: Sendable {
    var status: Int
    var body: String
}

/// Route handlers take the services they use, not the component.
enum TodoRoutes {
    static func create(_ request: Request, todos: TodoRepository, log: RequestLog) -> Response {
        let id = todos.add(request.body)
        log.info("created todo \(id)")
        return Response(status: 201, body: "\(id)")
    }

    static func list(_ request: Request, todos: TodoRepository) -> Response {
        Response(status: 200, body: todos.list().joined(separator: ", "))
    }
}

/// Holds the process's one component and gives each route what it needs.
struct Router: Sendable {
    let component: any AppComponent

    func handle(_ request: Request) -> Response {
        component.metrics.countRequest()
        switch (request.method, request.path) {
        case ("POST", "/todos"):
            return TodoRoutes.create(
                request, todos: component.todos,
                log: component.makeRequestLog(requestID: request.id))
        case ("GET", "/todos"):
            return TodoRoutes.list(request, todos: component.todos)
        default:
            return Response(status: 404, body: "not found")
        }
    }
}
