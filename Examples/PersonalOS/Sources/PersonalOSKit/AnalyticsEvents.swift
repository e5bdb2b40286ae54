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
}
