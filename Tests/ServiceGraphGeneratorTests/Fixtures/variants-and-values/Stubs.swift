// Values named in code, members of a dependency, and implementations beyond real and mock: an
// app extension (a widget) binds its own storage and no analytics.
import Foundation

enum AppConstants {
    static let apiURL = URL(string: "https://api.example.com")!
    static let localURL = URL(string: "http://localhost:8080")!
    static let widgetRetries = 1
}

struct User: Sendable {
    var id: String
    static let preview = User(id: "preview")
}

protocol Storage: Sendable {
    var name: String { get }
}

struct DiskStorage: Storage { var name: String { "disk" } }
struct MemoryStorage: Storage { var name: String { "memory" } }
struct SharedContainerStorage: Storage { var name: String { "shared container" } }

final class Client: Sendable {
    let url: URL
    let userID: String
    let retries: Int
    let storageName: String
    init(url: URL, userID: String, retries: Int, name: String) {
        self.url = url
        self.userID = userID
        self.retries = retries
        storageName = name
    }
}

protocol Analytics: Sendable {
    var kind: String { get }
}

struct RemoteAnalytics: Analytics { var kind: String { "remote" } }
struct NoAnalytics: Analytics { var kind: String { "none" } }

enum Backoff: Sendable {
    case none
    case exponential(base: Double)
}

struct PollInterval: Sendable {
    var seconds: Int
    static func seconds(_ seconds: Int) -> PollInterval { PollInterval(seconds: seconds) }
}

final class Poller: Sendable {
    let every: PollInterval
    let backoff: Backoff
    let label: String
    let limit: Int?
    init(every: PollInterval, _ backoff: Backoff, label: String, limit: Int?) {
        (self.every, self.backoff, self.label, self.limit) = (every, backoff, label, limit)
    }
}
