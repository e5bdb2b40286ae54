import Foundation
import PersonalOSCore

extension SampleData {
    /// An RSS 2.0 feed of headlines, bundled with NewsFeature.
    public static var newsFeed: URL { url(forResource: "feed", withExtension: "xml", in: .module) }
}
