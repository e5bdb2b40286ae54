import Foundation

/// A `PersonalOSAPIClientProtocol` that builds requests as `PersonalOSAPIClient` does but
/// never sends them: `data(for:)` answers with `dataResult`. Records every call.
public final class MockPersonalOSAPIClient: PersonalOSAPIClientProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case request(for: String)
        case data(for: String)
    }

    public let baseURL: String
    private let apiKey: String
    private let state: RecordedResult<Call, Data>

    /// - Parameters:
    ///   - baseURL: what requests are built against.
    ///   - apiKey: sent in the requests' `Authorization` header.
    ///   - dataResult: the body `data(for:)` returns, or the error it throws.
    public init(
        baseURL: String = "https://api.test.invalid",
        apiKey: String = APIKey.forTests,
        dataResult: Result<Data, any Error> = .success(Data("{}".utf8))
    ) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        state = RecordedResult(dataResult)
    }

    /// The body `data(for:)` returns, or the error it throws.
    public var dataResult: Result<Data, any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public var maskedAPIKey: String { APIKey.masked(apiKey) }

    public func request(for path: String) throws -> NetworkRequest {
        _ = state.record(.request(for: path))
        return try PersonalOSAPIClient.request(for: path, baseURL: baseURL, apiKey: apiKey)
    }

    public func data(for path: String) async throws -> Data {
        let result = state.record(.data(for: path))
        // Fails like the real client on a bad path, base URL or key.
        _ = try PersonalOSAPIClient.request(for: path, baseURL: baseURL, apiKey: apiKey)
        return try result.get()
    }
}
