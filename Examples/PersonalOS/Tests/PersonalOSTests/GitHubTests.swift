import Foundation
import GitHubFeature
import PersonalOSCore
import Testing

/// The signed-in account's GitHub pieces on their own: the user, the client that carries their
/// token, and the real repositories service, fed fixture data through a `MockNetworkService`.
@Suite("GitHub user, client and repositories")
struct GitHubTests {
    static let user = GitHubUser(login: "someone", token: "ghp_abc123")

    /// The real repositories service for `user`, reading `source` from `network`.
    func repositories(user: GitHubUser = user, network: MockNetworkService, source: URL = Fixtures.reposURL) -> GitHubService {
        GitHubService(client: GitHubClient(user: user, network: network, logger: MockLogger()), logger: MockLogger(), source: source)
    }

    // MARK: The user

    @Test("signing in reads the token from secure storage; an empty one counts as none")
    func signingInReadsToken() {
        let tokens = InMemorySecureStorage(secrets: [GitHubUser.tokenKey: "ghp_stored"])
        let logger = MockLogger()
        #expect(GitHubUser.signingIn(login: "ada", tokens: tokens, logger: logger) == GitHubUser(login: "ada", token: "ghp_stored"))
        #expect(tokens.calls == [.secret(forKey: "github.token")])
        tokens.secrets = [GitHubUser.tokenKey: ""]
        #expect(GitHubUser.signingIn(login: "ada", tokens: tokens, logger: logger).token == nil)
        #expect(GitHubUser.signingIn(login: "ada", tokens: InMemorySecureStorage(), logger: logger).token == nil)
        #expect(logger.calls.isEmpty)
    }

    @Test("a failing storage signs the user in without a token, and the log says why")
    func signingInWithoutStorage() {
        let tokens = InMemorySecureStorage(secrets: [GitHubUser.tokenKey: "ghp_stored"], failure: MockServiceError("keychain locked"))
        let logger = MockLogger()
        let user = GitHubUser.signingIn(login: "ada", tokens: tokens, logger: logger)
        #expect(user == GitHubUser(login: "ada", token: nil))
        #expect(logger.messages(at: .warning) == ["GitHub token unavailable, signing ada in without it: keychain locked"])
    }

    @Test("printing a user shows the login, never the token")
    func descriptionHidesToken() {
        #expect("\(Self.user)" == "@someone")
        #expect(!String(reflecting: Self.user).contains("ghp_abc123"))
    }

    // MARK: The client

    @Test("the client sends the user's token as a Bearer Authorization header, with GitHub's media type")
    func clientSendsToken() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: Fixtures.repos)
        _ = try await repositories(network: network).recentRepositories(limit: 3)

        let request = try #require(network.requests.first)
        #expect(network.requests.count == 1)
        #expect(request.headers["Authorization"] == "Bearer ghp_abc123")
        #expect(request.headers["Accept"] == "application/vnd.github+json")
    }

    @Test("a user without a token sends no Authorization header")
    func clientWithoutToken() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: Fixtures.repos)
        _ = try await repositories(user: GitHubUser(login: "someone", token: nil), network: network).recentRepositories(limit: 3)
        #expect(network.requests.first?.headers["Authorization"] == nil)
    }

    @Test(
        "the token never travels over plain http, and a file needs none",
        arguments: [
            "http://127.0.0.1:9/users/someone/repos", "file:///tmp/personalos-fixture-repos.json",
        ])
    func clientKeepsTokenOffInsecureSources(source: String) async throws {
        let url = try #require(URL(string: source))
        let network = MockNetworkService()
        network.stub(url, text: Fixtures.repos)
        #expect(try await repositories(network: network, source: url).recentRepositories(limit: 3).count == 3)
        #expect(network.requests.first?.headers["Authorization"] == nil)
    }

    // MARK: The repositories

    @Test("GitHubService decodes repositories, most recently updated first")
    func githubDecodesRepositories() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: Fixtures.repos)

        let repositories = try await repositories(network: network).recentRepositories(limit: 3)

        #expect(
            repositories == [
                Repository(
                    name: "gamma", stars: 0, updatedAt: Fixtures.date("2026-03-03T18:45:10Z"), language: "Go",
                    description: "Third", url: URL(string: "https://github.com/someone/gamma")),
                Repository(
                    name: "beta", stars: 1_500, updatedAt: Fixtures.date("2026-03-02T09:30:00Z"), language: nil,
                    description: nil, url: URL(string: "https://github.com/someone/beta")),
                Repository(
                    name: "alpha", stars: 5, updatedAt: Fixtures.date("2026-02-01T10:00:00Z"), language: "Swift",
                    description: "First", url: URL(string: "https://github.com/someone/alpha")),
            ])
    }

    @Test("GitHubService reports an error object where a list was expected")
    func githubRejectsErrorPayload() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: #"{"message": "Not Found", "documentation_url": "https://docs.github.com/rest"}"#)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await repositories(network: network).recentRepositories(limit: 3)
            })
        #expect(error.format == "GitHub repository list")
        #expect(error.reason.hasPrefix("top level: "), "\(error.reason)")
    }

    @Test("GitHubService names the field that is missing")
    func githubMissingField() async throws {
        let network = MockNetworkService()
        network.stub(Fixtures.reposURL, text: #"[{"name": "x", "updated_at": "2026-03-01T00:00:00Z"}]"#)
        let error = try #require(
            await #expect(throws: DataFormatError.self) {
                try await repositories(network: network).recentRepositories(limit: 3)
            })
        #expect(error.reason == "[0]: missing \"stargazers_count\"")
    }
}
