import ServiceGraph
import Shared

public protocol SyncEngine: Sendable {
    var name: String { get }
}

final class ChangeLog: Sendable {}

final class RemoteSyncEngine: SyncEngine, Shutdownable {
    let logger: any Logging
    let name: String
    init(http: HTTPClient, changeLog: ChangeLog, logger: any Logging) {
        self.logger = logger
        name = "remote sync with \(http.host)"
    }
    func shutdown() async throws { logger.log("sync stopped") }
}

final class OfflineSyncEngine: SyncEngine {
    let name = "offline sync"
}

public final class Inbox: Sendable {
    public let title: String
    init(userID: String, syncEngine: any SyncEngine) { title = "\(userID)'s inbox (\(syncEngine.name))" }
}

public final class ConflictResolver: Sendable {
    public let noteID: String
    init(noteID: String, changeLog: ChangeLog) { self.noteID = noteID }
}

struct SyncNowCommand: Command {
    let title = "Sync now"
    let syncEngine: any SyncEngine
}

struct SyncLinkHandler: LinkHandler {
    func open() -> String { "sync settings" }
}

struct MarkAllReadCommand: Command {
    let title: String
    init(inbox: Inbox) { title = "Mark all read in \(inbox.title)" }
}
