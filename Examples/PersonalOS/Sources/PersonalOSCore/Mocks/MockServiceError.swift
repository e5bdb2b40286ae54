import Foundation

/// An error for configuring mocks to fail, e.g.
/// `MockNewsService(headlinesResult: .failure(MockServiceError("feed offline")))`.
public struct MockServiceError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    public let message: String

    public init(_ message: String = "mock failure") {
        self.message = message
    }

    public var description: String { message }
    public var errorDescription: String? { message }
}

/// Reads the fixed dates of the mocks' sample data.
package func mockDate(_ iso8601: String) -> Date {
    ISO8601DateFormatter().date(from: iso8601) ?? Date(timeIntervalSince1970: 0)
}
