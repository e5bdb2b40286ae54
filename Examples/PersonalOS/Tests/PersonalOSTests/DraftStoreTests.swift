import Foundation
import GitHubFeature
import PersonalOSCore
import Testing

@Suite("Draft store")
struct DraftStoreTests {
    static let ada = GitHubUser(login: "ada", token: nil)

    @Test("keeps one draft per repository, sorted by repository, in memory until flushed")
    func oneDraftPerRepository() throws {
        let storage = InMemoryFileStorage()
        let drafts = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        try drafts.save(IssueDraft(repository: "zebra", title: "First"))
        try drafts.save(IssueDraft(repository: "alpha", title: "Second"))
        try drafts.save(IssueDraft(repository: "zebra", title: "Third", body: "replaces the first"))

        #expect(
            try drafts.drafts() == [
                IssueDraft(repository: "alpha", title: "Second"),
                IssueDraft(repository: "zebra", title: "Third", body: "replaces the first"),
            ])
        #expect(storage.files.isEmpty)

        try drafts.flush()
        #expect(try DraftStore.saved(for: Self.ada, in: storage).map(\.title) == ["Second", "Third"])
    }

    @Test("shutdown saves the drafts and forgets them; the next store of the same account reads them back")
    func shutdownSavesAndClears() async throws {
        let storage = InMemoryFileStorage()
        let first = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        try first.save(IssueDraft(repository: "dotfiles", title: "Tidy up"))

        try await first.shutdown()
        #expect(storage.calls.contains(.save(named: "drafts-ada.json")))
        storage.reset()

        let next = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        #expect(try next.drafts().map(\.title) == ["Tidy up"])
        #expect(storage.calls == [.load(named: "drafts-ada.json")])
        // Another account's store sees none of them.
        let other = DraftStore(user: GitHubUser(login: "bob", token: nil), storage: storage, logger: MockLogger())
        #expect(try other.drafts().isEmpty)
    }

    @Test("a store that changed nothing writes nothing")
    func unchangedWritesNothing() async throws {
        let storage = InMemoryFileStorage()
        let drafts = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        #expect(try drafts.drafts().isEmpty)
        try await drafts.shutdown()
        #expect(storage.calls == [.load(named: "drafts-ada.json")])
    }

    @Test("a failed save keeps the drafts in memory and throws the storage's error")
    func failedSaveKeepsDrafts() async throws {
        let storage = InMemoryFileStorage()
        let drafts = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        try drafts.save(IssueDraft(repository: "dotfiles", title: "Tidy up"))
        storage.failure = MockServiceError("disk full")

        await #expect(throws: MockServiceError("disk full")) { try await drafts.shutdown() }

        storage.failure = nil
        #expect(try drafts.drafts().map(\.title) == ["Tidy up"])
        try await drafts.shutdown()
        #expect(try DraftStore.saved(for: Self.ada, in: storage).map(\.title) == ["Tidy up"])
    }
}
