// Implementations whose effects differ between environments: the generated code must state in
// each component exactly the effects of that component's construction, with no needless `try`.
struct Unavailable: Error {}

protocol SecretStore: Sendable {}
final class KeychainStore: SecretStore {
    init() throws {}
}
final class MemorySecretStore: SecretStore {}

final class Session: Sendable {
    init(keychain: any SecretStore) throws {}
}

protocol Database: Sendable {}
final class SQLiteDatabase: Database {
    init() async throws {}
}
final class MemoryDatabase: Database {
    init() async {}
}

protocol Cache: Sendable {}
final class DiskCache: Cache {
    init() throws { throw Unavailable() }
}
final class MemoryCache: Cache {}

struct Request: Sendable {
    init(endpoint: String, session: Session) throws {}
    private init() {}
    static let offline = Request()
}

struct Report: Sendable {
    init(cache: any Cache, database: any Database) {}
}

final class Preferences: Sendable {
    init() {}
    init(keychain: any SecretStore) throws {}
}

/// `nonisolated`: built off the main actor even where types are main-actor by default.
nonisolated final class Timeline: Sendable {
    init() {}
    func load(from database: any Database) async throws {}
    func subscribe() async {}
    func validate() throws {}
    func reset() {}
}
