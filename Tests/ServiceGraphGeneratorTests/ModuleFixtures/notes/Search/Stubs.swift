import Shared
import Sync

public final class SearchIndex: Sendable {
    public let source: String
    init(syncEngine: any SyncEngine, logger: any Logging, debugLog: (any Logging)?) {
        source = syncEngine.name
        logger.log("search index built")
        debugLog?.log("search queries are logged")
    }
}

struct SearchCommand: Command {
    let title = "Search notes"
}

struct SearchLinkHandler: LinkHandler {
    func open() -> String { "search results" }
}
