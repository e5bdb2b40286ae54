import Foundation

/// A `NetworkService` that answers from canned responses, recording every request.
///
/// Responses are matched by exact URL. A request for a URL without a response gets
/// `fallback` if one is set, and otherwise fails with `NetworkError.unreachable`
/// naming the URL: the mock never touches the disk or the network.
public final class MockNetworkService: NetworkService, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case data(for: NetworkRequest)
    }

    private let lock = NSLock()
    private var storedResponses: [URL: Result<Data, any Error>]
    private var storedFallback: Result<Data, any Error>?
    private var recorded: [Call] = []

    public init(responses: [URL: Result<Data, any Error>] = [:], fallback: Result<Data, any Error>? = nil) {
        storedResponses = responses
        storedFallback = fallback
    }

    /// The response for each URL.
    public var responses: [URL: Result<Data, any Error>] {
        get { lock.locked { storedResponses } }
        set { lock.locked { storedResponses = newValue } }
    }

    /// The response for URLs not in `responses`; `nil` makes them fail.
    public var fallback: Result<Data, any Error>? {
        get { lock.locked { storedFallback } }
        set { lock.locked { storedFallback = newValue } }
    }

    /// Answers requests for `url` with `data`.
    public func stub(_ url: URL, data: Data) {
        lock.locked { storedResponses[url] = .success(data) }
    }

    /// Answers requests for `url` with `text`, UTF-8 encoded.
    public func stub(_ url: URL, text: String) {
        stub(url, data: Data(text.utf8))
    }

    /// Fails requests for `url` with `error`.
    public func stub(_ url: URL, error: any Error) {
        lock.locked { storedResponses[url] = .failure(error) }
    }

    /// Every call, oldest first.
    public var calls: [Call] {
        lock.locked { recorded }
    }

    /// Every request, oldest first.
    public var requests: [NetworkRequest] {
        calls.map { call in
            switch call {
            case .data(let request): request
            }
        }
    }

    /// Forgets every recorded call (the responses stay).
    public func reset() {
        lock.locked { recorded.removeAll() }
    }

    public func data(for request: NetworkRequest) async throws -> Data {
        let response = lock.locked { () -> Result<Data, any Error>? in
            recorded.append(.data(for: request))
            return storedResponses[request.url] ?? storedFallback
        }
        guard let response else {
            throw NetworkError.unreachable(request.url, reason: "MockNetworkService has no response for this URL")
        }
        return try response.get()
    }
}
