import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What to fetch: a URL and the HTTP headers to send with it (ignored for `file:` URLs).
public struct NetworkRequest: Sendable, Hashable, CustomStringConvertible {
    public var url: URL
    public var headers: [String: String]

    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }

    public var description: String {
        headers.isEmpty ? "GET \(url.absoluteString)" : "GET \(url.absoluteString) \(headers.keys.sorted())"
    }
}

/// Fetches data from http(s) and file URLs.
public protocol NetworkService: Sendable {
    /// The body of the response to `request`.
    ///
    /// Implementations throw `NetworkError` (or, for test doubles, whatever they were told to).
    func data(for request: NetworkRequest) async throws -> Data
}

extension NetworkService {
    /// The body found at `url`, fetched without extra headers.
    public func data(from url: URL) async throws -> Data {
        try await data(for: NetworkRequest(url: url))
    }
}

/// Why a fetch failed. Every description names the URL and the reason.
public enum NetworkError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Only `file`, `http` and `https` URLs are supported.
    case unsupportedScheme(URL)
    /// A `file:` URL names nothing on disk.
    case fileNotFound(URL)
    /// A `file:` URL exists but cannot be read.
    case fileUnreadable(URL, reason: String)
    /// The server could not be reached, or the connection failed before a response arrived.
    case unreachable(URL, reason: String)
    /// The server answered with a status code outside 200...299.
    case badStatus(URL, statusCode: Int)
    /// The response was not an HTTP response.
    case invalidResponse(URL)

    /// The URL that failed.
    public var url: URL {
        switch self {
        case .unsupportedScheme(let url), .fileNotFound(let url), .fileUnreadable(let url, _),
            .unreachable(let url, _), .badStatus(let url, _), .invalidResponse(let url):
            url
        }
    }

    public var description: String {
        switch self {
        case .unsupportedScheme(let url):
            "cannot fetch \(url.absoluteString): unsupported URL scheme \"\(url.scheme ?? "")\" (expected file, http or https)"
        case .fileNotFound(let url):
            "could not read \(url.path): no such file"
        case .fileUnreadable(let url, let reason):
            "could not read \(url.path): \(reason)"
        case .unreachable(let url, let reason):
            "could not reach \(url.absoluteString): \(reason)"
        case .badStatus(let url, let statusCode):
            "\(url.absoluteString) answered HTTP \(statusCode) (\(HTTPURLResponse.localizedString(forStatusCode: statusCode)))"
        case .invalidResponse(let url):
            "\(url.absoluteString) did not answer with an HTTP response"
        }
    }

    public var errorDescription: String? { description }
}

/// Reads `file:` URLs from disk and fetches `http`/`https` URLs with `URLSession`.
///
/// Never crashes on a bad URL or an unreachable host: every failure is thrown as a
/// `NetworkError` that names the URL and the reason.
public struct URLSessionNetworkService: NetworkService {
    private let logger: any LoggingService
    private let session: URLSession
    /// Seconds to wait for an http(s) response before giving up (the app's services.json's `requestTimeout`).
    public let timeout: TimeInterval

    /// - Parameters:
    ///   - session: the session used for http(s) requests.
    ///   - timeout: seconds to wait for an http(s) response before giving up.
    public init(logger: any LoggingService, session: URLSession = .shared, timeout: TimeInterval = 20) {
        self.logger = logger
        self.session = session
        self.timeout = timeout
    }

    public func data(for request: NetworkRequest) async throws -> Data {
        let url = request.url
        do {
            switch url.scheme?.lowercased() {
            case "file":
                return try readFile(at: url)
            case "http", "https":
                return try await fetch(request)
            default:
                throw NetworkError.unsupportedScheme(url)
            }
        } catch let error as NetworkError {
            // Debug only: the caller decides how serious a failure is, and logs it if so.
            logger.debug(error.description)
            throw error
        }
    }

    private func readFile(at url: URL) throws -> Data {
        logger.debug("reading \(url.path)")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw NetworkError.fileNotFound(url)
        }
        guard !isDirectory.boolValue else {
            throw NetworkError.fileUnreadable(url, reason: "is a directory")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw NetworkError.fileUnreadable(url, reason: "permission denied")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw NetworkError.fileUnreadable(url, reason: error.localizedDescription)
        }
    }

    private func fetch(_ request: NetworkRequest) async throws -> Data {
        let url = request.url
        logger.debug("GET \(url.absoluteString)")
        let urlRequest = urlRequest(for: request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw NetworkError.unreachable(url, reason: Self.reason(for: error))
        } catch is CancellationError {
            throw NetworkError.unreachable(url, reason: "the request was cancelled")
        } catch {
            throw NetworkError.unreachable(url, reason: error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw NetworkError.invalidResponse(url)
        }
        guard (200...299).contains(http.statusCode) else {
            throw NetworkError.badStatus(url, statusCode: http.statusCode)
        }
        logger.debug("GET \(url.absoluteString): HTTP \(http.statusCode), \(data.count) bytes")
        return data
    }

    /// The `URLRequest` sent for an http(s) `request`: its URL and headers, and `timeout`.
    public func urlRequest(for request: NetworkRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, timeoutInterval: timeout)
        for (field, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: field)
        }
        return urlRequest
    }

    /// A short, human explanation of a `URLError`.
    static func reason(for error: URLError) -> String {
        switch error.code {
        case .cannotConnectToHost: "connection refused"
        case .timedOut: "timed out"
        case .cannotFindHost, .dnsLookupFailed: "host not found"
        case .notConnectedToInternet: "not connected to the internet"
        case .networkConnectionLost: "the connection was lost"
        case .cancelled: "the request was cancelled"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            "secure connection failed (\(error.localizedDescription))"
        case .badURL, .unsupportedURL: "invalid URL"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: "too many or broken redirects"
        default: error.localizedDescription
        }
    }
}
