import Foundation
import GitHubFeature
import PersonalOSCore
import PersonalOSKit
import Testing

@Suite("Repository detail (assisted factory)")
struct RepositoryDetailTests {
    @Test("makeRepositoryDetail passes the name, the account's repositories and the app's analytics")
    func factoryPassesNameAndServices() async throws {
        let recorder = RecordingAnalyticsTracker()
        let component = TestComponent(consoleTracker: recorder)
        let account = TestAccountComponent(parent: component, session: AccountSession())
        let github = try #require(account.repositories as? MockGitHubService)

        let detail = account.makeRepositoryDetail(repositoryName: "swift-budget")
        #expect(detail.repositoryName == "swift-budget")
        let text = await detail.load()

        #expect(
            text == """
                Repository swift-budget
                  Envelope budgeting from bank CSV exports
                  Swift, 1,208 stars, updated 2026-11-12
                  https://github.com/sample-user/swift-budget

                """)
        #expect(github.calls == [.recentRepositories(limit: RepositoryDetailViewModel.searchLimit)])
        #expect(recorder.events.map(\.description) == ["repositoryDetailViewed repository=swift-budget result=found"])
        // Every tracker of the collection got it, not only the replaced one.
        let fileTracker = try #require(component.fileTracker as? RecordingAnalyticsTracker)
        #expect(fileTracker.eventNames == ["repositoryDetailViewed"])
    }

    @Test("each call makes a new view model for its own repository")
    func eachCallHasItsOwnName() async {
        let account = Fixtures.account(of: DevComponent(apiKey: Fixtures.apiKey))
        let first = account.makeRepositoryDetail(repositoryName: "dotfiles")
        let second = account.makeRepositoryDetail(repositoryName: "blog")
        #expect(first.repositoryName == "dotfiles")
        #expect(second.repositoryName == "blog")
        #expect(await first.load().hasPrefix("Repository dotfiles\n  zsh, tmux and neovim configuration\n"))
        #expect(await second.load().contains("TypeScript, 4 stars, updated 2026-09-30"))
    }

    @Test("names match without regard to case, shown as GitHub spells them")
    func caseInsensitive() async {
        let text = await Fixtures.account().makeRepositoryDetail(repositoryName: "Habit-Tracker").load()
        #expect(text.hasPrefix("Repository habit-tracker\n"))
    }

    @Test("a repository that is not among the recent ones is reported, and tracked as notFound")
    func notFound() async {
        let recorder = RecordingAnalyticsTracker()
        let account = Fixtures.account(of: TestComponent(analytics: [recorder]))
        let text = await account.makeRepositoryDetail(repositoryName: "no-such-repo").load()
        #expect(text == "Repository no-such-repo\n  not among the 100 most recently updated repositories\n")
        #expect(recorder.events.first?.properties == ["repository": "no-such-repo", "result": "notFound"])
    }

    @Test("a GitHub failure is part of the text, and tracked as unavailable")
    func githubFails() async throws {
        let recorder = RecordingAnalyticsTracker()
        let account = TestAccountComponent(parent: TestComponent(analytics: [recorder]), session: AccountSession())
        let github = try #require(account.repositories as? MockGitHubService)
        github.repositoriesResult = .failure(MockServiceError("rate limited"))
        let text = await account.makeRepositoryDetail(repositoryName: "dotfiles").load()
        #expect(text == "Repository dotfiles\n  unavailable: rate limited\n")
        #expect(recorder.events.first?.properties["result"] == "unavailable")
    }
}
