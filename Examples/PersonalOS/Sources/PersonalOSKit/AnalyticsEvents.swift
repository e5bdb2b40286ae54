import Foundation
import PersonalOSCore

// The app's own analytics events: the screens PersonalOSKit shows.
extension AnalyticsEvent {
    /// The dashboard was loaded and shown; `unavailableSections` of its sections failed.
    public static func dashboardViewed(unavailableSections: Int, timestamp: Date = Date()) -> AnalyticsEvent {
        AnalyticsEvent(
            name: "dashboardViewed",
            properties: ["unavailableSections": String(unavailableSections)],
            timestamp: timestamp
        )
    }

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
