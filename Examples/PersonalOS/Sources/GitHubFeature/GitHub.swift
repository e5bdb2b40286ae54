import Foundation
import PersonalOSCore

/// A GitHub repository, as shown on the dashboard.
public struct Repository: Sendable, Hashable {
    public let name: String
    public let stars: Int
    public let updatedAt: Date
    /// The main language GitHub detected; `nil` for repositories without code.
    public let language: String?
    public let description: String?
    public let url: URL?

    public init(name: String, stars: Int, updatedAt: Date, language: String?, description: String? = nil, url: URL? = nil) {
        self.name = name
        self.stars = stars
        self.updatedAt = updatedAt
        self.language = language
        self.description = description
        self.url = url
    }
}

/// A GitHub account's repositories.
public protocol GitHubServiceProtocol: Sendable {
    /// Up to `limit` repositories, most recently updated first.
    func recentRepositories(limit: Int) async throws -> [Repository]
}

/// Decodes a GitHub REST `GET /users/{user}/repos` response, fetched by the signed-in
/// account's `GitHubClient` (which adds the user's token where it may travel).
public struct GitHubService: GitHubServiceProtocol {
    private let client: GitHubClient
    private let logger: any LoggingService
    /// Where the repository list is read from: the bundled sample unless told otherwise
    /// (for live data, `https://api.github.com/users/<user>/repos?sort=updated`).
    public let source: URL

    public init(client: GitHubClient, logger: any LoggingService, source: URL = SampleData.gitHubRepositories) {
        self.client = client
        self.logger = logger
        self.source = source
    }

    public func recentRepositories(limit: Int) async throws -> [Repository] {
        let data = try await client.data(from: source)
        let repositories = try Self.parseRepositories(data, source: source)
        logger.debug("GitHub \(source.lastPathComponent): \(repositories.count) repositories")
        return Array(repositories.prefix(max(0, limit)))
    }

    /// The repositories in `data`, most recently updated first.
    static func parseRepositories(_ data: Data, source: URL) throws -> [Repository] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let payload: [RepositoryPayload]
        do {
            payload = try decoder.decode([RepositoryPayload].self, from: data)
        } catch let error as DecodingError {
            throw DataFormatError(format: "GitHub repository list", source: source, reason: Self.describe(error))
        } catch {
            throw DataFormatError(format: "GitHub repository list", source: source, reason: explanation(of: error))
        }
        return
            payload
            .map {
                Repository(
                    name: $0.name,
                    stars: $0.stargazersCount,
                    updatedAt: $0.updatedAt,
                    language: $0.language,
                    description: $0.description,
                    url: $0.htmlURL
                )
            }
            .sorted { $0.updatedAt > $1.updatedAt }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "top level" : keys
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// The fields of GitHub's repository JSON that the dashboard uses.
private struct RepositoryPayload: Decodable {
    let name: String
    let stargazersCount: Int
    let updatedAt: Date
    let language: String?
    let description: String?
    let htmlURL: URL?

    enum CodingKeys: String, CodingKey {
        case name
        case stargazersCount = "stargazers_count"
        case updatedAt = "updated_at"
        case language
        case description
        case htmlURL = "html_url"
    }
}
