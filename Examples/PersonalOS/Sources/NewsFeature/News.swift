import Foundation
import PersonalOSCore

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One news headline.
public struct Headline: Sendable, Hashable {
    public let title: String
    public let link: URL?
    /// When it was published; `nil` if the feed does not say.
    public let published: Date?

    public init(title: String, link: URL?, published: Date?) {
        self.title = title
        self.link = link
        self.published = published
    }
}

/// Top headlines.
public protocol NewsServiceProtocol: Sendable {
    /// Up to `limit` headlines, in the order the source ranks them.
    func topHeadlines(limit: Int) async throws -> [Headline]
}

/// Reads headlines from an RSS 2.0 feed: the `title`, `link` and `pubDate` of each `<item>`,
/// in feed order.
public struct RSSNewsService: NewsServiceProtocol {
    private let network: any NetworkService
    private let logger: any LoggingService
    /// The feed: the bundled sample unless told otherwise (any http(s) RSS URL goes live).
    public let feed: URL

    public init(network: any NetworkService, logger: any LoggingService, feed: URL = SampleData.newsFeed) {
        self.network = network
        self.logger = logger
        self.feed = feed
    }

    public func topHeadlines(limit: Int) async throws -> [Headline] {
        let data = try await network.data(for: NetworkRequest(url: feed, headers: ["Accept": "application/rss+xml, application/xml"]))
        let headlines = try Self.parseFeed(data, source: feed)
        logger.debug("RSS \(feed.lastPathComponent): \(headlines.count) items")
        return Array(headlines.prefix(max(0, limit)))
    }

    /// Every item of the feed in `data` that has a title, in feed order.
    static func parseFeed(_ data: Data, source: URL) throws -> [Headline] {
        let delegate = RSSParserDelegate()
        if let problem = XMLDocumentReader.parse(data, with: delegate) {
            throw DataFormatError(format: "RSS feed", source: source, reason: problem)
        }
        let dates = RFC822DateParser()
        return delegate.items.compactMap { item in
            let title = item.title.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !title.isEmpty else { return nil }
            let link = item.link.trimmingCharacters(in: .whitespacesAndNewlines)
            return Headline(
                title: title,
                link: link.isEmpty ? nil : URL(string: link),
                published: dates.date(from: item.pubDate.trimmingCharacters(in: .whitespacesAndNewlines))
            )
        }
    }
}

/// Collects `<item>` fields while `XMLParser` walks a feed. Lives for one parse only.
private final class RSSParserDelegate: XMLDocumentDelegate {
    struct Item {
        var title = ""
        var link = ""
        var pubDate = ""
    }

    var items: [Item] = []
    private var current: Item?
    /// The element names from the root down to the one being read.
    private var path: [String] = []

    init() {
        super.init(expectedRoot: "rss")
    }

    override func start(_ element: String, attributes: [String: String], parser: XMLParser) {
        path.append(element)
        if element == "item" {
            current = Item()
        }
    }

    override func end(_ element: String) {
        if element == "item", let item = current {
            items.append(item)
            current = nil
        }
        if !path.isEmpty {
            path.removeLast()
        }
    }

    /// Adds text to the item field being read, if the parser is directly inside one.
    override func text(_ text: String) {
        guard current != nil, path.count >= 2, path[path.count - 2] == "item" else { return }
        switch path[path.count - 1] {
        case "title": current?.title += text
        case "link": current?.link += text
        case "pubDate": current?.pubDate += text
        default: break
        }
    }
}

/// Parses RSS `pubDate`s: RFC 822 dates such as `Mon, 16 Nov 2026 08:30:00 +0000` or
/// `Mon, 16 Nov 2026 08:30:00 GMT`, with or without the weekday or seconds.
struct RFC822DateParser {
    private let formatters: [DateFormatter]

    init() {
        formatters = [
            "EEE, d MMM yyyy HH:mm:ss Z",
            "EEE, d MMM yyyy HH:mm:ss zzz",
            "d MMM yyyy HH:mm:ss Z",
            "d MMM yyyy HH:mm:ss zzz",
            "EEE, d MMM yyyy HH:mm Z",
            "EEE, d MMM yyyy HH:mm zzz",
        ].map { format in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            return formatter
        }
    }

    func date(from text: String) -> Date? {
        guard !text.isEmpty else { return nil }
        for formatter in formatters {
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }
}
