import Foundation
import PersonalOSCore
import Testing

@testable import GitHubFeature

/// What GitHubFeature requires of the app and of the app's account, given by a test.
private final class Requirements: GitHubFeatureRequirements, GitHubFeatureAccountRequirements {
    let network: any NetworkService = MockNetworkService()
    let logger: any LoggingService = MockLogger()
    let documentsStorage: any FileStorageProtocol
    let user: GitHubUser
    let analytics: [any AnalyticsTracker] = []

    init(user: GitHubUser = .forTests, documentsStorage: any FileStorageProtocol = InMemoryFileStorage()) {
        self.user = user
        self.documentsStorage = documentsStorage
    }
}

/// GitHubFeature's own generated components, tested without the app: a feature's tests replace its
/// services in its `Test...Component`s (internal: hence `@testable import`).
@Suite("GitHubFeature components")
struct GitHubFeatureComponentTests {
    static let ada = GitHubUser(login: "ada", token: "ghp_ada")

    @Test("TestGitHubFeatureAccountComponent takes replacements, and builds the rest for the required user")
    func replacements() throws {
        let requirements = Requirements(user: Self.ada)
        let github = MockGitHubService()
        let account = TestGitHubFeatureAccountComponent(
            parent: TestGitHubFeatureComponent(requirements: requirements), requirements: requirements, repositories: github
        )
        #expect(account.repositories as? MockGitHubService === github)
        #expect(account.gitHubClient.user == Self.ada)
        #expect(account.drafts.fileName == "drafts-ada.json")
    }

    @Test("the account's shutdown saves the drafts it built to the documents storage it requires")
    func shutdownSavesDrafts() async throws {
        let storage = InMemoryFileStorage()
        let requirements = Requirements(user: Self.ada, documentsStorage: storage)
        let account = TestGitHubFeatureComponent(requirements: requirements).makeAccountComponent(requirements: requirements)
        try account.drafts.save(IssueDraft(repository: "dotfiles", title: "Tidy up"))

        try await account.shutdown()

        #expect(try DraftStore.saved(for: Self.ada, in: storage).map(\.title) == ["Tidy up"])
    }

    @Test("a replacement belongs to the test: the account's shutdown leaves it alone")
    func replacementIsNotShutDown() async throws {
        let storage = InMemoryFileStorage()
        let drafts = DraftStore(user: Self.ada, storage: storage, logger: MockLogger())
        let requirements = Requirements(user: Self.ada)
        let account = TestGitHubFeatureAccountComponent(
            parent: TestGitHubFeatureComponent(requirements: requirements), requirements: requirements, drafts: drafts
        )
        try account.drafts.save(IssueDraft(repository: "dotfiles", title: "Tidy up"))

        try await account.shutdown()

        #expect(storage.files.isEmpty)
        #expect(try drafts.drafts().map(\.title) == ["Tidy up"])
    }
}
