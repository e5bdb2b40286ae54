import Foundation
import PersonalOSCore

/// Sends GitHub requests as one signed-in user, through the app's network service.
///
/// One per account (this module's services.json's `account` scope): a client only ever knows
/// its own user's token, so no request of one account can carry another's, and signing out
/// drops the token with the client.
public final class GitHubClient: Sendable {
    /// The user whose token the requests carry.
    public let user: GitHubUser
    private let network: any NetworkService
    private let logger: any LoggingService

    public init(user: GitHubUser, network: any NetworkService, logger: any LoggingService) {
        self.user = user
        self.network = network
        self.logger = logger
    }

    /// The request for `url`: GitHub's JSON media type and API version, and
    /// `Authorization: Bearer <token>` when the user has a token and `url` is https. The token
    /// only ever travels encrypted: never over plain http, and a file needs none.
    public func request(for url: URL) -> NetworkRequest {
        var headers = [
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "PersonalOS",
        ]
        if let token = user.token, url.scheme?.lowercased() == "https" {
            headers["Authorization"] = "Bearer \(token)"
        }
        return NetworkRequest(url: url, headers: headers)
    }

    /// The body of `request(for: url)`'s response. Throws what the network service throws.
    public func data(from url: URL) async throws -> Data {
        let request = request(for: url)
        logger.debug("GitHub \(url.lastPathComponent) for \(user)\(request.headers["Authorization"] == nil ? "" : ", authenticated")")
        return try await network.data(for: request)
    }
}
