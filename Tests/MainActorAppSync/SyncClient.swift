/// A thread-safe module's service, composed by a main-actor app that meets its requirements with
/// its config value, its input and a service it declares `nonisolated`.
public final class SyncClient: Sendable {
    public let appGroup: String
    public let accountID: String
    public let transport: any SyncTransport
    init(appGroup: String, accountID: String, transport: any SyncTransport) {
        self.appGroup = appGroup
        self.accountID = accountID
        self.transport = transport
    }
}

/// How the sync client reaches its server: any thread may use it.
public protocol SyncTransport: Sendable {
    var endpoint: String { get }
}
