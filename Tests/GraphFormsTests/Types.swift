import Foundation
import TestSupport

enum Constants {
    static let apiHost = "api.example.com"
}

struct PageSize: Sendable, Equatable {
    var count: Int
    static let standard = PageSize(count: 50)
    static let compact = PageSize(count: 5)
}

struct User: Sendable {
    var id: String
}

struct Session: Sendable {
    var user: User
    static let preview = Session(user: User(id: "preview"))
}

/// Owns the router; the router's delegate is the coordinator: a cycle a provider breaks.
final class Coordinator: Sendable {
    let router: Router
    init(router: Router, log: ConstructionLog) {
        self.router = router
        Thread.sleep(forTimeInterval: 0.01)  // so that concurrent first reads overlap
        log.didBuild("coordinator")
    }
}

final class Router: Sendable {
    private let delegate: @Sendable () -> Coordinator
    init(delegate: @escaping @Sendable () -> Coordinator, log: ConstructionLog) {
        self.delegate = delegate
        Thread.sleep(forTimeInterval: 0.01)
        log.didBuild("router")
    }
    var coordinator: Coordinator { delegate() }
}

protocol Store: Sendable {
    var kind: String { get }
}

struct DiskStore: Store { var kind: String { "disk" } }
struct MemoryStore: Store { var kind: String { "memory" } }
struct SharedStore: Store { var kind: String { "shared" } }

final class Client: Sendable {
    let host: String
    let userID: String
    let pageSize: PageSize
    let storeKind: String
    init(host: String, userID: String, pageSize: PageSize, storeKind: String) {
        self.host = host
        self.userID = userID
        self.pageSize = pageSize
        self.storeKind = storeKind
    }
}

/// Passed the component as the narrow view of what it reads.
final class FeedScreen: Sendable {
    let dependencies: any FeedDependencies
    init(dependencies: any FeedDependencies) { self.dependencies = dependencies }
}
