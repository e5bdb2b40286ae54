import Foundation

/// Where the PersonalOS API key comes from, and how it is shown.
public enum APIKey {
    /// The environment variable the app reads the key from at launch.
    public static let environmentVariable = "PERSONALOS_API_KEY"
    /// The key used when the environment variable is unset or empty. Not a secret: the
    /// sample's APIs do not exist, and the app never sends a request with it.
    public static let developmentDefault = "dev-key-not-secret"
    /// The app's `TestComponent`'s key when a test passes none (PersonalOSKit's services.json `testDefault`).
    public static let forTests = "test-key-not-secret"

    /// The key in `environment` (normally `ProcessInfo.processInfo.environment`), or
    /// `developmentDefault` when it is unset or empty.
    public static func resolve(from environment: [String: String]) -> String {
        if let key = environment[environmentVariable], !key.isEmpty {
            return key
        }
        return developmentDefault
    }

    /// `key` safe to print: its first and last four characters around an ellipsis
    /// (`dev-…cret`), or only an ellipsis for a key too short to show any of it.
    public static func masked(_ key: String) -> String {
        guard key.count >= 12 else { return "…" }
        return "\(key.prefix(4))…\(key.suffix(4))"
    }
}

/// Why a PersonalOS API request could not be built.
public enum PersonalOSAPIError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The configured base URL is not an absolute http(s) URL without query or fragment.
    case invalidBaseURL(String, reason: String)
    /// The base URL is plain http to a host other than this machine: the key would travel unencrypted.
    case insecureBaseURL(String)
    /// A path may only hold letters, digits and `/ . _ -`, and no `..` segment.
    case invalidPath(String)
    /// The API key is empty.
    case missingAPIKey

    public var description: String {
        switch self {
        case .invalidBaseURL(let url, let reason):
            "invalid PersonalOS API base URL \"\(url)\": \(reason)"
        case .insecureBaseURL(let url):
            "refusing to send the API key to \(url) over plain http (use https, or http only to 127.0.0.1 or localhost)"
        case .invalidPath(let path):
            "invalid PersonalOS API path \"\(path)\": use letters, digits, '/', '.', '_' or '-', without '..'"
        case .missingAPIKey:
            "no PersonalOS API key (set \(APIKey.environmentVariable))"
        }
    }

    public var errorDescription: String? { description }
}

/// The PersonalOS API: authenticated requests under a configured base URL.
public protocol PersonalOSAPIClientProtocol: Sendable {
    /// The base URL requests are built against, as configured (`apiBaseURL`).
    var baseURL: String { get }
    /// The API key, masked for display (`dev-…cret`).
    var maskedAPIKey: String { get }
    /// A GET request for `path` under the base URL, carrying `Authorization: Bearer <key>`.
    /// Builds only: nothing is sent.
    func request(for path: String) throws -> NetworkRequest
    /// Sends `request(for: path)` and returns the response body.
    func data(for path: String) async throws -> Data
}

/// Builds PersonalOS API requests and sends them through a `NetworkService`.
///
/// The key is only ever attached to https requests, or to plain http ones to this machine
/// (`127.0.0.1`, `localhost`, `::1`), as local test servers use.
public struct PersonalOSAPIClient: PersonalOSAPIClientProtocol {
    public let baseURL: String
    private let apiKey: String
    private let network: any NetworkService

    /// - Parameters:
    ///   - baseURL: an absolute http(s) URL, possibly with a path prefix (`https://host/api`).
    ///     It is checked when a request is built, so a bad one fails that request, not the app.
    ///   - apiKey: sent as `Authorization: Bearer <apiKey>`.
    public init(baseURL: String, apiKey: String, network: any NetworkService) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.network = network
    }

    public var maskedAPIKey: String { APIKey.masked(apiKey) }

    public func request(for path: String) throws -> NetworkRequest {
        try Self.request(for: path, baseURL: baseURL, apiKey: apiKey)
    }

    public func data(for path: String) async throws -> Data {
        try await network.data(for: request(for: path))
    }

    /// The request `PersonalOSAPIClient` builds; shared with `MockPersonalOSAPIClient`.
    static func request(for path: String, baseURL: String, apiKey: String) throws -> NetworkRequest {
        let base = try validatedBase(baseURL)
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-")
        guard !segments.isEmpty, path.allSatisfy(allowed.contains),
            !segments.contains(where: { $0 == ".." || $0 == "." })
        else {
            throw PersonalOSAPIError.invalidPath(path)
        }
        guard !apiKey.isEmpty else { throw PersonalOSAPIError.missingAPIKey }
        let trimmedBase = base.hasSuffix("/") ? String(base.dropLast()) : base
        guard let url = URL(string: trimmedBase + "/" + segments.joined(separator: "/")) else {
            throw PersonalOSAPIError.invalidPath(path)
        }
        return NetworkRequest(
            url: url,
            headers: [
                "Authorization": "Bearer \(apiKey)",
                "Accept": "application/json",
                "User-Agent": "PersonalOS",
            ])
    }

    /// `baseURL` once checked to be an absolute http(s) URL that may carry the key.
    private static func validatedBase(_ baseURL: String) throws -> String {
        guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased() else {
            throw PersonalOSAPIError.invalidBaseURL(baseURL, reason: "not an absolute URL")
        }
        guard scheme == "https" || scheme == "http" else {
            throw PersonalOSAPIError.invalidBaseURL(baseURL, reason: "the scheme must be https or http")
        }
        guard let host = url.host, !host.isEmpty else {
            throw PersonalOSAPIError.invalidBaseURL(baseURL, reason: "no host")
        }
        guard url.query == nil, url.fragment == nil, url.user == nil, url.password == nil else {
            throw PersonalOSAPIError.invalidBaseURL(baseURL, reason: "no query, fragment or credentials allowed")
        }
        if scheme == "http", !["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) {
            throw PersonalOSAPIError.insecureBaseURL(baseURL)
        }
        return baseURL
    }
}
