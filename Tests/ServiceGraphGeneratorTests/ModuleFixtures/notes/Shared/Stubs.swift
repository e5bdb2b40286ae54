public protocol Logging: Sendable {
    func log(_ message: String)
}

public final class HTTPClient: Sendable {
    public let host: String
    public init(host: String) { self.host = host }
}
