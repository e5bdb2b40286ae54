// The types services.json names: app-wide services, a signed-in account's, and a
// conversation's, which reads both.
import ServiceGraph

protocol Logging: Sendable {
    func log(_ message: String)
}

struct ConsoleLogger: Logging {
    func log(_ message: String) { print("[log] \(message)") }
}

struct SilentLogger: Logging {
    func log(_ message: String) {}
}

final class HTTPClient: Sendable {
    let logger: any Logging
    init(logger: any Logging) { self.logger = logger }
}

struct User: Sendable {
    var name: String
}

/// One per signed-in user: its own services, each built once for this account.
final class Mailbox: Sendable {
    let user: User
    let http: HTTPClient
    init(user: User, http: HTTPClient) {
        self.user = user
        self.http = http
    }
}

/// Unsent drafts: flushed when the account is shut down at sign-out.
final class Drafts: Shutdownable {
    let user: User
    let logger: any Logging
    init(user: User, logger: any Logging) {
        self.user = user
        self.logger = logger
    }
    func shutdown() async throws {
        print("saved \(user.name)'s drafts")
    }
}

/// Owns the account component from sign-in to sign-out. The component holds it weakly
/// (`"reference": "weak"`), so the two do not keep each other alive. On the main actor, as
/// an app's session controller would be, so it is `Sendable` without locks.
@MainActor final class Session {
    private(set) var account: (any AccountComponent)?

    func signIn(_ user: User, app: any AppComponent) {
        account = app.makeAccountComponent(user: user, session: self)
    }

    func signOut() async throws {
        try await account?.shutdown()
        account = nil
    }
}

final class ThreadViewModel: Sendable {
    let threadID: Int
    let mailbox: Mailbox
    init(threadID: Int, mailbox: Mailbox, drafts: Drafts) {
        self.threadID = threadID
        self.mailbox = mailbox
    }
}

/// For tests: remembers what was logged.
final class RecordingLogger: Logging, @unchecked Sendable {
    private(set) var messages: [String] = []
    func log(_ message: String) { messages.append(message) }
}
