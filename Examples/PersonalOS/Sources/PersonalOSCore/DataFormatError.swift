import Foundation

/// Data was fetched but is not in the expected format.
///
/// The description names the source and the problem, for example
/// `could not read RSS feed https://example.com/feed.xml: expected <rss> as the root element, found <html>`.
public struct DataFormatError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What was expected, such as "RSS feed" or "Apple Health export".
    public let format: String
    /// Where the data came from.
    public let source: URL
    /// What is wrong with it.
    public let reason: String

    public init(format: String, source: URL, reason: String) {
        self.format = format
        self.source = source
        self.reason = reason
    }

    public var description: String {
        "could not read \(format) \(source.absoluteString): \(reason)"
    }

    public var errorDescription: String? { description }
}

/// The best one-line explanation of `error`, for logs and "unavailable" sections.
package func explanation(of error: any Error) -> String {
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
        return description
    }
    return String(describing: error)
}
