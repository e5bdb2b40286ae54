import Foundation
import PersonalOSCore

/// The detail of one of the user's repositories, looked up by name among the most recently
/// updated ones. Made per use with `makeRepositoryDetail(repositoryName:)`.
public struct RepositoryDetailViewModel: Sendable {
    /// How many recent repositories are searched for the name.
    public static let searchLimit = 100

    /// The repository to show (matched without regard to case, as GitHub does).
    public let repositoryName: String
    private let github: any GitHubServiceProtocol
    private let analytics: [any AnalyticsTracker]

    public init(repositoryName: String, github: any GitHubServiceProtocol, analytics: [any AnalyticsTracker]) {
        self.repositoryName = repositoryName
        self.github = github
        self.analytics = analytics
    }

    /// The repository, or `nil` when it is not among the `searchLimit` most recent ones.
    /// Throws what `github` throws.
    public func repository() async throws -> Repository? {
        let repositories = try await github.recentRepositories(limit: Self.searchLimit)
        return repositories.first { $0.name == repositoryName }
            ?? repositories.first { $0.name.lowercased() == repositoryName.lowercased() }
    }

    /// The detail as plain text (dates in UTC), and a `repositoryDetailViewed` event to every
    /// tracker. Never throws: a failure is part of the text.
    public func load() async -> String {
        let result: AnalyticsEvent.RepositoryDetailResult
        var lines = ["Repository \(repositoryName)"]
        do {
            if let repository = try await repository() {
                result = .found
                lines = ["Repository \(repository.name)"] + Self.details(of: repository).map { "  " + $0 }
            } else {
                result = .notFound
                lines.append("  not among the \(Self.searchLimit) most recently updated repositories")
            }
        } catch {
            result = .unavailable
            lines.append("  unavailable: \(explanation(of: error))")
        }
        analytics.track(.repositoryDetailViewed(repositoryName: repositoryName, result: result))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func details(of repository: Repository) -> [String] {
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        let stars = repository.stars == 1 ? "1 star" : "\(Formatting.grouped(repository.stars)) stars"
        var lines: [String] = []
        if let description = repository.description, !description.isEmpty {
            lines.append(description)
        }
        lines.append("\(repository.language ?? "no language"), \(stars), updated \(day.string(from: repository.updatedAt))")
        if let url = repository.url {
            lines.append(url.absoluteString)
        }
        return lines
    }
}
