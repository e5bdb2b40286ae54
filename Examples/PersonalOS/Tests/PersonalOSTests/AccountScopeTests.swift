import Foundation
import GitHubFeature
import HealthFeature
import PersonalOSCore
import PersonalOSKit
import Testing

/// The identity of a service instance (every mock is a class).
private func identity(of service: Any) -> ObjectIdentifier {
    ObjectIdentifier(service as AnyObject)
}

/// The app's services.json's `account` scope (with GitHubFeature's): components made from the app's, one per signed-in account.
@Suite("Account components")
struct AccountScopeTests {
    static let ada = GitHubUser(login: "ada", token: "ghp_ada")
    static let bob = GitHubUser(login: "bob", token: "ghp_bob")

    @Test("an account is made in its app's environment, with that environment's bindings", arguments: AppEnvironment.allCases)
    func accountFollowsTheAppsEnvironment(_ environment: AppEnvironment) {
        let app = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
        let account = Fixtures.account(of: app, user: Self.ada)
        #expect(account.environment == environment)
        #expect(account.parent === app)
        #expect(account.user == Self.ada)
        let expectedClass = [
            "dev": "DevAccountComponent", "staging": "StagingAccountComponent",
            "prod": "ProdAccountComponent", "test": "TestAccountComponent",
        ][environment.rawValue]
        #expect(String(describing: type(of: account)) == expectedClass)
        if environment == .dev || environment == .test {
            #expect(account.repositories is MockGitHubService)
        } else {
            #expect(account.repositories is GitHubService)
        }
    }

    @Test("making an account builds nothing; its services report to the app's observer as they are built")
    func makingAnAccountBuildsNothing() {
        let observer = RecordingObserver()
        let app = TestComponent(observer: observer)
        let account = Fixtures.account(of: app)
        #expect(observer.events.isEmpty)

        _ = account.gitHubClient

        // The client is GitHubFeature's (the account makes that module's account component, which
        // is not a service, so the observer does not hear of it), and it needs the app's network and
        // logger, built in the app (once) on the way.
        #expect(observer.created == ["network", "logger", "gitHubClient"])
        _ = Fixtures.account(of: app).gitHubClient
        #expect(observer.created == ["network", "logger", "gitHubClient", "gitHubClient"])
    }

    @Test("each account has its own singletons, the same ones every time it is asked")
    func singletonsArePerAccount() {
        let app = DevComponent(apiKey: Fixtures.apiKey)
        let ada = Fixtures.account(of: app, user: Self.ada)
        let bob = Fixtures.account(of: app, user: Self.bob)

        #expect(ada.gitHubClient === ada.gitHubClient)
        #expect(identity(of: ada.repositories) == identity(of: ada.repositories))
        #expect(ada.drafts === ada.drafts)

        #expect(ada.gitHubClient !== bob.gitHubClient)
        #expect(identity(of: ada.repositories) != identity(of: bob.repositories))
        #expect(ada.drafts !== bob.drafts)
        // Each client carries its own account's token only.
        #expect(ada.gitHubClient.user == Self.ada)
        #expect(bob.gitHubClient.user == Self.bob)
        #expect(ada.drafts.fileName == "drafts-ada.json")
        #expect(bob.drafts.fileName == "drafts-bob.json")
    }

    @Test("accounts share the app's singletons: the app builds each once, whichever account asks")
    func accountsShareTheAppsServices() async {
        let app = DevComponent(apiKey: Fixtures.apiKey)
        let ada = Fixtures.account(of: app, user: Self.ada)
        let bob = Fixtures.account(of: app, user: Self.bob)
        _ = await ada.dashboard.load()
        _ = await bob.dashboard.load()
        // Both dashboards used the app's one health mock, and reported to its one tracker.
        let health = app.health as? MockHealthService
        #expect(health?.calls.count == 2)
        let tracker = app.consoleTracker as? RecordingAnalyticsTracker
        #expect(tracker?.eventNames == ["dashboardViewed", "dashboardViewed"])
    }

    @Test("an override in TestComponent reaches the account's services, in the app and in the features")
    func appOverrideFlowsIntoTheAccount() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: Fixtures.repos)
        let app = TestComponent(network: network)
        let account = Fixtures.account(of: app, user: GitHubUser(login: "someone", token: "ghp_fixture_token"))

        // The account's own client (GitHubFeature's), built on the app's (overridden) network with the account's token.
        let github = GitHubService(client: account.gitHubClient, logger: app.logger, source: Fixtures.reposURL)
        #expect(try await github.recentRepositories(limit: 3).map(\.name) == ["gamma", "beta", "alpha"])
        let request = try #require(network.requests.first)
        #expect(network.requests.count == 1)
        #expect(request.headers["Authorization"] == "Bearer ghp_fixture_token")

        // The account's dashboard reads the app's health service: HealthFeature's mock, configured here
        // (the app's TestComponent cannot replace a service a composed module provides).
        let health = try #require(app.health as? MockHealthService)
        health.dailyStepsResult = .success([DailySteps(day: Fixtures.day("2026-03-09"), steps: 12_345)])
        let dashboard = await account.dashboard.load()
        #expect(dashboard.steps.value?.today?.steps == 12_345)
        #expect(health.calls == [.dailySteps(lastDays: DashboardLoader.stepDays)])
    }

    @Test("TestAccountComponent gives the test user and GitHubFeature's mocks, which its services read")
    func testAccountComponentDefaults() async throws {
        let account = TestAccountComponent(parent: TestComponent(), session: AccountSession())
        let github = try #require(account.repositories as? MockGitHubService)
        github.repositoriesResult = .success([
            Repository(name: "only-one", stars: 7, updatedAt: Fixtures.date("2026-03-01T00:00:00Z"), language: "Swift")
        ])

        #expect(account.user == GitHubUser.forTests)
        #expect(identity(of: account.repositories) == identity(of: github))
        // What depends on the account's repositories gets the configured mock.
        let dashboard = await account.dashboard.load()
        #expect(dashboard.repositories.value?.map(\.name) == ["only-one"])
        #expect(await account.makeRepositoryDetail(repositoryName: "only-one").load().hasPrefix("Repository only-one\n"))
        #expect(
            github.calls == [
                .recentRepositories(limit: DashboardLoader.repositoryCount),
                .recentRepositories(limit: RepositoryDetailViewModel.searchLimit),
            ])
        // Built by GitHubFeature's account component for the account's own user.
        #expect(account.gitHubClient.user == GitHubUser.forTests)
        #expect(account.drafts.user == GitHubUser.forTests)
    }
}
