import Foundation
import PersonalOSCore

// GitHubFeature's analytics events: what its screens show.
extension AnalyticsEvent {
    /// What a repository detail showed.
    public enum RepositoryDetailResult: String, Sendable {
        case found
        case notFound
        case unavailable
    }

    /// The detail of `repositoryName` was shown.
    public static func repositoryDetailViewed(
        repositoryName: String,
        result: RepositoryDetailResult,
        timestamp: Date = Date()
    ) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "repositoryDetailViewed",
            properties: ["repository": repositoryName, "result": result.rawValue],
            timestamp: timestamp
        )
    }
}
