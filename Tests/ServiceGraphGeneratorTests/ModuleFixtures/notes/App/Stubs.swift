import Search
import Shared
import Sync

final class PrintLogger: Logging {
    func log(_ message: String) { print("log:", message) }
}

final class HomeScreen: Sendable {
    let summary: String
    init(inbox: Inbox, searchIndex: SearchIndex) { summary = "\(inbox.title), searching \(searchIndex.source)" }
}

/// What a test of the app puts in place of the Sync module's engine.
final class FakeSyncEngine: SyncEngine {
    let name = "fake sync"
}

struct NewNoteCommand: Command {
    let title = "New note"
}

struct DebugMenuCommand: Command {
    let title = "Debug menu"
}

struct SettingsLinkHandler: LinkHandler {
    func open() -> String { "settings" }
}

/// What a test of the app puts in place of one module's contribution.
struct FakeCommand: Command {
    let title = "fake command"
}
