import Foundation
import HealthFeature
import NewsFeature
import PersonalOSCore
import StocksFeature

/// What the assistant briefs on: the day's steps, headlines and watchlist, each a section that
/// loaded, failed or is hidden. The app's dashboard is one.
public protocol BriefingSource: Sendable {
    var steps: DashboardSection<StepsSummary> { get }
    var headlines: DashboardSection<[Headline]> { get }
    var watchlist: DashboardSection<WatchlistSummary> { get }
}

/// Writes a short briefing on the dashboard: a few sentences a person reads instead of the tables.
public protocol AssistantServiceProtocol: Sendable {
    /// Who writes the briefing, for display: `remote assistant`, `offline assistant`.
    var name: String { get }
    /// A briefing on `dashboard`, a few sentences on one line.
    func briefing(for dashboard: some BriefingSource) async throws -> String
}

/// Why the remote assistant cannot be used with the configured API key.
///
/// The remote assistant needs an assistant key: `sk-` followed by at least
/// `RemoteAssistantService.minimumSecretLength` letters, digits, `-` or `_`
/// (`sk-` + 20 such characters at least). The development and test default keys never qualify.
public struct AssistantUnavailable: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    public enum Reason: Equatable, Sendable {
        /// The key is empty.
        case missingKey
        /// The key is `APIKey.developmentDefault` or `APIKey.forTests`.
        case developmentKey
        /// The key does not start with `sk-`.
        case notAnAssistantKey
        /// The part after `sk-` is shorter than `minimumSecretLength`.
        case keyTooShort
        /// The part after `sk-` holds a character other than a letter, a digit, `-` or `_`.
        case invalidCharacters
    }

    public let reason: Reason

    public init(_ reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        let requirement =
            "an assistant key is \(RemoteAssistantService.keyPrefix) followed by at least "
            + "\(RemoteAssistantService.minimumSecretLength) letters, digits, '-' or '_'"
        let problem =
            switch reason {
            case .missingKey: "no API key is set"
            case .developmentKey: "the API key is the built-in development key"
            case .notAnAssistantKey: "the API key does not start with \(RemoteAssistantService.keyPrefix)"
            case .keyTooShort: "the API key is too short"
            case .invalidCharacters: "the API key holds characters other than letters, digits, '-' and '_'"
            }
        return "remote assistant unavailable: \(problem) (\(requirement); set \(APIKey.environmentVariable))"
    }

    public var errorDescription: String? { description }
}

/// Asks the PersonalOS API for the briefing (`GET v1/assistant/briefing`, answered with
/// `{"briefing": "..."}`); the API writes it from the account's own data, so the dashboard is
/// not sent.
///
/// Its initializer throws `AssistantUnavailable` unless the API key is an assistant key (see
/// there): services.json then builds `OfflineAssistantService` in its place. Building it sends
/// nothing; only `briefing(for:)` does.
public struct RemoteAssistantService: AssistantServiceProtocol {
    /// What every assistant key starts with.
    public static let keyPrefix = "sk-"
    /// The fewest characters an assistant key has after `keyPrefix`.
    public static let minimumSecretLength = 20
    /// The API path of the briefing.
    public static let briefingPath = "v1/assistant/briefing"

    private let apiClient: any PersonalOSAPIClientProtocol
    public let name = "remote assistant"

    /// - Parameters:
    ///   - apiClient: sends the request, with the key.
    ///   - apiKey: the key `apiClient` sends; only checked here.
    /// - Throws: `AssistantUnavailable` when `apiKey` is not an assistant key.
    public init(apiClient: any PersonalOSAPIClientProtocol, apiKey: String) throws {
        try Self.validate(apiKey: apiKey)
        self.apiClient = apiClient
    }

    /// Throws `AssistantUnavailable` unless `apiKey` is an assistant key.
    public static func validate(apiKey: String) throws {
        guard !apiKey.isEmpty else { throw AssistantUnavailable(.missingKey) }
        guard apiKey != APIKey.developmentDefault, apiKey != APIKey.forTests else {
            throw AssistantUnavailable(.developmentKey)
        }
        guard apiKey.hasPrefix(keyPrefix) else { throw AssistantUnavailable(.notAnAssistantKey) }
        let secret = apiKey.dropFirst(keyPrefix.count)
        guard secret.count >= minimumSecretLength else { throw AssistantUnavailable(.keyTooShort) }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        guard secret.allSatisfy(allowed.contains) else { throw AssistantUnavailable(.invalidCharacters) }
    }

    /// Throws what the API client throws, or a `DataFormatError` when the answer has no briefing.
    public func briefing(for dashboard: some BriefingSource) async throws -> String {
        let data = try await apiClient.data(for: Self.briefingPath)
        let source = URL(string: apiClient.baseURL + "/" + Self.briefingPath) ?? URL(fileURLWithPath: "/")
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw DataFormatError(format: "assistant briefing", source: source, reason: "expected {\"briefing\": \"...\"}")
        }
        let text = answer.briefing.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw DataFormatError(format: "assistant briefing", source: source, reason: "the briefing is empty")
        }
        return text
    }

    /// The API's answer: `{"briefing": "..."}`.
    private struct Answer: Decodable {
        let briefing: String
    }
}

/// Writes the briefing on this device from the dashboard itself: today's steps against the
/// average, the top headline and the biggest mover of the watchlist. Needs no key and no
/// network, so it is the assistant's fallback.
public struct OfflineAssistantService: AssistantServiceProtocol {
    public let name = "offline assistant"

    public init() {}

    public func briefing(for dashboard: some BriefingSource) async -> String {
        Self.compose(for: dashboard)
    }

    /// The briefing: one sentence per section that has something to say (a hidden section says
    /// nothing; an unavailable one says so).
    public static func compose(for dashboard: some BriefingSource) -> String {
        var sentences: [String] = []
        if let sentence = stepsSentence(dashboard.steps) { sentences.append(sentence) }
        if let sentence = headlineSentence(dashboard.headlines) { sentences.append(sentence) }
        if let sentence = moverSentence(dashboard.watchlist) { sentences.append(sentence) }
        return sentences.isEmpty ? "Nothing to report." : sentences.joined(separator: " ")
    }

    static func stepsSentence(_ section: DashboardSection<StepsSummary>) -> String? {
        switch section {
        case .hidden:
            return nil
        case .unavailable:
            return "Your step count is unavailable right now."
        case .available(let summary):
            guard let today = summary.today, let average = summary.dailyAverage else {
                return "There is no step data yet."
            }
            let walked = "You walked \(Formatting.grouped(today.steps)) steps on \(today.day)"
            guard summary.recentDays.count > 1 else { return walked + "." }
            let days = "your \(summary.recentDays.count)-day average of \(Formatting.grouped(average))"
            let difference = today.steps - average
            if difference > 0 {
                return walked + ", \(Formatting.grouped(difference)) more than \(days)."
            } else if difference < 0 {
                return walked + ", \(Formatting.grouped(-difference)) fewer than \(days)."
            }
            return walked + ", exactly \(days)."
        }
    }

    static func headlineSentence(_ section: DashboardSection<[Headline]>) -> String? {
        switch section {
        case .hidden:
            return nil
        case .unavailable:
            return "The news is unavailable right now."
        case .available(let headlines):
            guard let top = headlines.first else { return "There are no headlines." }
            let title = top.title.hasSuffix(".") ? String(top.title.dropLast()) : top.title
            return "Top story: \"\(title)\"."
        }
    }

    static func moverSentence(_ section: DashboardSection<WatchlistSummary>) -> String? {
        switch section {
        case .hidden:
            return nil
        case .unavailable:
            return "Watchlist prices are unavailable right now."
        case .available(let watchlist):
            let moves = watchlist.quotes.compactMap { quote in quote.changePercent.map { (quote, $0) } }
            guard let (quote, percent) = moves.max(by: { abs($0.1) < abs($1.1) }) else {
                return watchlist.quotes.isEmpty ? nil : "There are no earlier prices to compare the watchlist with."
            }
            guard percent != 0 else { return "Nothing on your watchlist moved." }
            let close = String(format: "%.2f", NSDecimalNumber(decimal: quote.close).doubleValue)
            let direction = percent > 0 ? "up" : "down"
            return "The biggest mover on your watchlist is \(quote.symbol), \(direction) "
                + String(format: "%.2f%%", abs(percent)) + " to \(close)."
        }
    }
}
