import Foundation
import ServiceGraph

final class Logger: Sendable {
    let id = UUID()
}

protocol Network: Sendable {
    var name: String { get }
}

final class HTTPNetwork: Network {
    let host: String
    init(host: String) { self.host = host }
    var name: String { "http(\(host))" }
}

final class FakeNetwork: Network {
    var name: String { "fake" }
}

struct User: Sendable {
    var name: String
    static let preview = User(name: "preview")
}

final class Session: Sendable {}

final class Window: Sendable {}

protocol Store: AnyObject, Sendable {}

final class AccountAPI: Sendable {
    let network: any Network
    let user: User
    let pageSize: Int
    init(network: any Network, user: User, pageSize: Int) {
        self.network = network
        self.user = user
        self.pageSize = pageSize
    }
}

final class Drafts: Store, Shutdownable {
    let api: AccountAPI
    let logger: Logger
    let hadSession: Bool
    init(api: AccountAPI, logger: Logger, session: Session?) {
        self.api = api
        self.logger = logger
        hadSession = session != nil
    }
    func shutdown() async throws {
        print("drafts of \(api.user.name) shut down")
    }
}

final class Report: Sendable {
    let user: User
    init(user: User) { self.user = user }
}

extension String {
    static let previewConversation = "conversation-preview"
}

final class ConversationThread: Store {
    let id: String
    let api: AccountAPI
    let logger: Logger
    let window: Window
    init(id: String, api: AccountAPI, logger: Logger, window: Window) {
        self.id = id
        self.api = api
        self.logger = logger
        self.window = window
    }
}

final class Reply: Sendable {
    let text: String
    let thread: ConversationThread
    let drafts: Drafts
    init(text: String, thread: ConversationThread, drafts: Drafts) {
        self.text = text
        self.thread = thread
        self.drafts = drafts
    }
}

final class Composer: Sendable {
    let makeReply: @Sendable (String) -> Reply
    init(makeReply: @escaping @Sendable (String) -> Reply) { self.makeReply = makeReply }
}

protocol AvatarStore: Sendable {
    var name: String { get }
}

struct AvatarUnavailable: Error {}

/// Fails offline, as a real remote store would: its fallback is used.
final class RemoteAvatarStore: AvatarStore {
    init(network: any Network, user: User) async throws { throw AvatarUnavailable() }
    var name: String { "remote" }
}

final class BlankAvatarStore: AvatarStore {
    var name: String { "blank" }
}

@MainActor final class BadgeModel {
    let user: User
    init(user: User) { self.user = user }
}

/// A function type under another name: the generated code cannot tell it from a struct's name.
typealias EventHandler = @Sendable (String) -> Void

enum EventHandlers {
    static let ignore: EventHandler = { _ in }
}

final class SignOut: Sendable {
    let report: EventHandler
    let onSignOut: EventHandler
    init(report: @escaping EventHandler, onSignOut: @escaping EventHandler) {
        self.report = report
        self.onSignOut = onSignOut
    }
    func callAsFunction() {
        report("signing out")
        onSignOut("signed out")
    }
}

/// Makes accounts through its `scope(account)` maker, whose function-typed input it declares `@escaping`.
final class AccountDirectory: Sendable {
    let makeAccount: @Sendable (User, Session, @escaping EventHandler) -> any AccountComponent
    init(makeAccount: @escaping @Sendable (User, Session, @escaping EventHandler) -> any AccountComponent) {
        self.makeAccount = makeAccount
    }
}
