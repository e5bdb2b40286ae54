import Shared
import Sync

public final class SearchIndex: Sendable {
    public let source: String
    init(syncEngine: any SyncEngine, logger: any Logging) {
        source = syncEngine.name
        logger.log("search index built")
    }
}
