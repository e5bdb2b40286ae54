import MainActorAppSync

// A UIKit-style app: view controllers, view models and stores on the main actor (as
// UIViewController is), and plain classes that are not Sendable. None of them is Sendable
// except by main-actor isolation.

/// Like `UserDefaults` on Linux: a class that is not Sendable.
final class SettingsDefaults {
    var values: [String: String] = [:]
}

/// Not Sendable: mutable, no isolation.
final class DateTextFormatter {
    var style = "short"
    func text(_ day: Int) -> String { "day \(day) (\(style))" }
}

@MainActor class MessageStore {
    var messages: [Int: String] = [1: "hello", 2: "lunch?"]
    init() {}
}

@MainActor final class DiskMessageStore: MessageStore {
    let defaults: SettingsDefaults
    init(defaults: SettingsDefaults) {
        self.defaults = defaults
        super.init()
    }
}

@MainActor final class InMemoryMessageStore: MessageStore {}

@MainActor final class InboxViewModel {
    let store: MessageStore
    let formatter: DateTextFormatter
    init(messageStore: MessageStore, formatter: DateTextFormatter) {
        store = messageStore
        self.formatter = formatter
    }
}

/// Stands in for `UIViewController`.
@MainActor class ViewController {
    init() {}
    var title: String { "" }
}

@MainActor final class InboxViewController: ViewController {
    let model: InboxViewModel
    let showMessage: (Int) -> MessageViewController
    init(model: InboxViewModel, showMessage: @escaping (Int) -> MessageViewController) {
        self.model = model
        self.showMessage = showMessage
    }
    override var title: String { "Inbox" }
}

@MainActor final class MessageViewController: ViewController {
    let messageID: Int
    let store: MessageStore
    init(messageID: Int, messageStore: MessageStore, formatter: DateTextFormatter) {
        self.messageID = messageID
        store = messageStore
    }
    override var title: String { store.messages[messageID] ?? "?" }
}

/// Its delegate is the tab controller that shows it: a back-reference, through a provider.
@MainActor final class SettingsViewController: ViewController {
    let defaults: SettingsDefaults
    private let delegate: () -> TabController
    init(defaults: SettingsDefaults, delegate: @escaping () -> TabController) {
        self.defaults = defaults
        self.delegate = delegate
    }
    var tabController: TabController { delegate() }
    override var title: String { "Settings" }
}

@MainActor final class TabController: ViewController {
    let inbox: InboxViewController
    let settings: SettingsViewController
    init(inboxController: InboxViewController, settingsController: SettingsViewController) {
        inbox = inboxController
        settings = settingsController
    }
}

@MainActor final class EditingSession {
    let store: MessageStore
    init(messageStore: MessageStore) { store = messageStore }
}

// MARK: - Built asynchronously on the main actor

/// How many sessions a component opened, and how many more openings are to fail.
@MainActor final class SessionAttempts {
    var constructions = 0
    var failuresToCome = 0
}

/// Opens asynchronously and may fail.
@MainActor final class AccountSession {
    /// Changed on the main actor: this is not a Sendable type.
    var user = "ada"

    init(attempts: SessionAttempts) async throws {
        attempts.constructions += 1
        await Task.yield()
        if attempts.failuresToCome > 0 {
            attempts.failuresToCome -= 1
            throw SessionUnavailable()
        }
    }
}

struct SessionUnavailable: Error {}

@MainActor final class AppCoordinator {
    let session: AccountSession
    let tabs: TabController
    init(accountSession: AccountSession, tabs: TabController) {
        session = accountSession
        self.tabs = tabs
    }
}

extension String {
    /// The account of `TestComponent`.
    static let testAccount = "test-account"
}

/// A thread-safe service of this main-actor app (`"isolation": "nonisolated"`), which the
/// thread-safe sync module requires.
final class HTTPSyncTransport: SyncTransport {
    let endpoint: String
    init(accountID: String) { endpoint = "https://sync.example.com/" + accountID }
}
