import Foundation
import PersonalOSCore

/// The GitHub user signed in to PersonalOS: who they are, and the token their requests carry.
///
/// The `user` input of the app's `account` scope (PersonalOSKit's services.json), which this module's
/// `account` scope requires: each account component is made for one.
/// Printing it shows the login only, never the token.
public struct GitHubUser: Sendable, Hashable, CustomStringConvertible {
    /// The `SecureStorage` key of the personal access token.
    public static let tokenKey = "github.token"
    /// The owner of the repositories bundled with the sample (`SampleData.gitHubRepositories`),
    /// whom the app signs in as.
    public static let sampleLogin = "personalos-sample"
    /// The app's `TestAccountComponent`'s user when a test passes none (PersonalOSKit's services.json `testDefault`).
    public static let forTests = GitHubUser(login: "test-user", token: "ghp_test_token_not_secret")

    public let login: String
    /// Sent as `Authorization: Bearer <token>` (over https only); `nil` for public data only.
    public let token: String?

    public init(login: String, token: String?) {
        self.login = login
        self.token = token
    }

    /// `@login`.
    public var description: String { "@\(login)" }

    /// `login` with the token `tokens` keeps under `tokenKey`, if any. A storage that fails
    /// signs the user in without a token (public repositories need none), and says why in `logger`.
    public static func signingIn(login: String, tokens: any SecureStorage, logger: any LoggingService) -> GitHubUser {
        do {
            let token = try tokens.secret(forKey: tokenKey)
            return GitHubUser(login: login, token: token?.isEmpty == true ? nil : token)
        } catch {
            logger.warning("GitHub token unavailable, signing \(login) in without it: \(explanation(of: error))")
            return GitHubUser(login: login, token: nil)
        }
    }
}
