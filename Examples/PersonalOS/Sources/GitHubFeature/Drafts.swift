import Foundation
import PersonalOSCore
import ServiceGraph

/// An issue the signed-in user is writing for one of their repositories, not sent yet.
public struct IssueDraft: Sendable, Hashable, Codable {
    public var repository: String
    public var title: String
    public var body: String

    public init(repository: String, title: String, body: String = "") {
        self.repository = repository
        self.title = title
        self.body = body
    }
}

/// One account's unsent issue drafts, at most one per repository.
///
/// One per account (this module's services.json's `account` scope), so one account never sees
/// another's drafts. They are kept in memory while the account is signed in; its component's
/// `shutdown()`, at sign-out, saves them to the app's documents storage in a file of the
/// account's own (`drafts-<login>.json`) and clears them from memory, so nothing of a signed-out
/// account stays behind. The next sign-in of the same account reads the file on first use.
public final class DraftStore: Shutdownable, @unchecked Sendable {
    /// Whose drafts these are.
    public let user: GitHubUser
    private let storage: any FileStorageProtocol
    private let logger: any LoggingService
    private let lock = NSLock()
    // Guarded by `lock`: the drafts by repository, read from `storage` on first use (nil before),
    // and whether they changed since.
    private var loaded: [String: IssueDraft]?
    private var changed = false

    public init(user: GitHubUser, storage: any FileStorageProtocol, logger: any LoggingService) {
        self.user = user
        self.storage = storage
        self.logger = logger
    }

    /// The file in the storage this account's drafts are saved to.
    public var fileName: String { Self.fileName(for: user) }

    /// `drafts-<login>.json`.
    public static func fileName(for user: GitHubUser) -> String {
        "drafts-\(user.login).json"
    }

    /// The drafts `storage` holds for `user`, by repository (none without a file).
    public static func saved(for user: GitHubUser, in storage: any FileStorageProtocol) throws -> [IssueDraft] {
        guard let data = try storage.load(named: fileName(for: user)) else { return [] }
        return try JSONDecoder().decode([IssueDraft].self, from: data)
    }

    /// Every draft, by repository. Throws when the saved drafts cannot be read.
    public func drafts() throws -> [IssueDraft] {
        try lock.locked { try current().values.sorted { $0.repository < $1.repository } }
    }

    /// Keeps `draft`, replacing the one for the same repository. Throws when the saved drafts
    /// cannot be read (so they are never overwritten unread).
    public func save(_ draft: IssueDraft) throws {
        try lock.locked {
            var drafts = try current()
            drafts[draft.repository] = draft
            loaded = drafts
            changed = true
        }
    }

    /// Writes the drafts to the account's file if they changed; on failure they stay in memory
    /// and the storage's error is thrown.
    public func flush() throws {
        try lock.locked {
            guard changed, let drafts = loaded else { return }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let sorted = drafts.values.sorted { $0.repository < $1.repository }
            try storage.save(try encoder.encode(sorted), named: fileName)
            changed = false
            logger.debug("drafts: saved \(sorted.count) to \(fileName)")
        }
    }

    /// Sign-out: saves the drafts, then forgets them. Called once by the account component's
    /// `shutdown()`; if saving fails, the drafts stay in memory and the error is thrown.
    public func shutdown() async throws {
        try flush()
        lock.locked { loaded = nil }
    }

    /// The drafts in memory, read from `storage` first if they were not yet. Call with `lock` held.
    private func current() throws -> [String: IssueDraft] {
        if let loaded { return loaded }
        let saved = try Self.saved(for: user, in: storage)
        let drafts = Dictionary(saved.map { ($0.repository, $0) }) { _, last in last }
        loaded = drafts
        return drafts
    }
}
