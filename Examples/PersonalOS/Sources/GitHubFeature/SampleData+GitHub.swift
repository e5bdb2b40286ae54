import Foundation
import PersonalOSCore

extension SampleData {
    /// A GitHub REST `GET /users/{user}/repos` response, bundled with GitHubFeature.
    public static var gitHubRepositories: URL { url(forResource: "repos", withExtension: "json", in: .module) }
}
