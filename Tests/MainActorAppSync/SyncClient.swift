/// A thread-safe module's service, composed by a main-actor app that meets its requirements with
/// its config value and input.
public final class SyncClient: Sendable {
    public let appGroup: String
    public let accountID: String
    init(appGroup: String, accountID: String) {
        self.appGroup = appGroup
        self.accountID = accountID
    }
}
