import AssistantFeature
import Foundation
import GitHubFeature
import HealthFeature
import NewsFeature
import PersonalOSCore
import StocksFeature

/// Everything the dashboard shows. Each section loaded (or failed) on its own.
///
/// The assistant briefs on it: it is AssistantFeature's `BriefingSource` (steps, headlines, watchlist).
public struct Dashboard: BriefingSource, Equatable {
    public let steps: DashboardSection<StepsSummary>
    public let headlines: DashboardSection<[Headline]>
    public let watchlist: DashboardSection<WatchlistSummary>
    public let repositories: DashboardSection<[Repository]>

    public init(
        steps: DashboardSection<StepsSummary>,
        headlines: DashboardSection<[Headline]>,
        watchlist: DashboardSection<WatchlistSummary>,
        repositories: DashboardSection<[Repository]>
    ) {
        self.steps = steps
        self.headlines = headlines
        self.watchlist = watchlist
        self.repositories = repositories
    }

    /// The reasons of the sections that failed to load, by section title.
    public var unavailableSections: [String: String] {
        var reasons: [String: String] = [:]
        reasons["Steps"] = steps.unavailableReason
        reasons["Top headlines"] = headlines.unavailableReason
        reasons["Watchlist"] = watchlist.unavailableReason
        reasons["Recent repositories"] = repositories.unavailableReason
        return reasons
    }

    /// The dashboard as plain text, one section after another (hidden ones left out). Dates are
    /// shown in UTC.
    public func render() -> String {
        var lines = ["PersonalOS dashboard", "===================="]
        func section<Value>(_ title: String, _ content: DashboardSection<Value>, body: (Value) -> [String]) {
            switch content {
            case .available(let value):
                lines += ["", title] + body(value).map { "  " + $0 }
            case .unavailable(let reason):
                lines += ["", title, "  unavailable: \(reason)"]
            case .hidden:
                break
            }
        }
        let timestamp = DateFormatter()
        timestamp.locale = Locale(identifier: "en_US_POSIX")
        timestamp.timeZone = TimeZone(identifier: "UTC")
        timestamp.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        let day = DateFormatter()
        day.locale = timestamp.locale
        day.timeZone = timestamp.timeZone
        day.dateFormat = "yyyy-MM-dd"

        section("Steps", steps) { summary in
            guard let today = summary.today, let average = summary.dailyAverage else {
                return ["no step data"]
            }
            return [
                "Today (\(today.day)): \(Formatting.grouped(today.steps)) steps",
                "Last \(summary.recentDays.count) days: \(Formatting.grouped(summary.total)) steps, \(Formatting.grouped(average)) a day on average",
            ]
        }
        section("Top headlines", headlines) { headlines in
            guard !headlines.isEmpty else { return ["no headlines"] }
            return headlines.enumerated().flatMap { index, headline in
                let details = [headline.published.map { timestamp.string(from: $0) }, headline.link?.absoluteString]
                    .compactMap { $0 }
                return ["\(index + 1). \(headline.title)"] + (details.isEmpty ? [] : ["   " + details.joined(separator: "  ")])
            }
        }
        section("Watchlist", watchlist) { watchlist in
            let width = (watchlist.quotes.map(\.symbol) + watchlist.missingSymbols).map(\.count).max() ?? 0
            var rows = watchlist.quotes.map { quote in
                var row = Self.padded(quote.symbol, width) + "  " + Self.leftPadded(Self.price(quote.close), 10)
                if let change = quote.change, let percent = quote.changePercent {
                    row += "  " + Self.leftPadded(Self.signedPrice(change), 8) + " (" + String(format: "%+.2f%%", percent) + ")"
                } else {
                    row += "  (no previous close)"
                }
                return row + "  close of \(quote.day)"
            }
            rows += watchlist.missingSymbols.map { Self.padded($0, width) + "  no data" }
            return rows.isEmpty ? ["empty watchlist"] : rows
        }
        section("Recent repositories", repositories) { repositories in
            guard !repositories.isEmpty else { return ["no repositories"] }
            return repositories.enumerated().map { index, repository in
                let stars = repository.stars == 1 ? "1 star" : "\(Formatting.grouped(repository.stars)) stars"
                let language = repository.language.map { "\($0), " } ?? ""
                return "\(index + 1). \(repository.name) (\(language)\(stars)), updated \(day.string(from: repository.updatedAt))"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func price(_ value: Decimal) -> String {
        String(format: "%.2f", NSDecimalNumber(decimal: value).doubleValue)
    }

    private static func signedPrice(_ value: Decimal) -> String {
        String(format: "%+.2f", NSDecimalNumber(decimal: value).doubleValue)
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func leftPadded(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// Gathers every section of the dashboard at once.
///
/// Sections load concurrently and independently: a section whose service throws
/// becomes `unavailable(reason:)` and the others still load. Each load is reported to every
/// analytics tracker as a `dashboardViewed` event.
public struct DashboardLoader: Sendable {
    /// The symbols shown when no watchlist is given.
    public static let defaultWatchlist = ["AAPL", "MSFT", "GOOGL", "AMZN"]
    /// How many days the steps section summarizes.
    public static let stepDays = 7
    /// How many headlines the dashboard shows unless `load(headlineCount:showWatchlist:)` is told
    /// otherwise (the remote config's `headlineCount`).
    public static let headlineCount = 3
    /// How many repositories the dashboard shows.
    public static let repositoryCount = 3

    private let health: any HealthServiceProtocol
    private let github: any GitHubServiceProtocol
    private let news: any NewsServiceProtocol
    private let stocks: any StockPriceServiceProtocol
    private let logger: any LoggingService
    private let analytics: [any AnalyticsTracker]
    /// The symbols of the watchlist section, in display order.
    public let watchlist: [String]

    public init(
        health: any HealthServiceProtocol,
        github: any GitHubServiceProtocol,
        news: any NewsServiceProtocol,
        stocks: any StockPriceServiceProtocol,
        logger: any LoggingService,
        analytics: [any AnalyticsTracker] = [],
        watchlist: [String] = DashboardLoader.defaultWatchlist
    ) {
        self.health = health
        self.github = github
        self.news = news
        self.stocks = stocks
        self.logger = logger
        self.analytics = analytics
        self.watchlist = watchlist
    }

    /// Loads every section concurrently, then tracks a `dashboardViewed` event through every
    /// analytics tracker. Never throws: failures become unavailable sections.
    ///
    /// - Parameters:
    ///   - headlineCount: how many top headlines to ask for (the remote config's `headlineCount`).
    ///   - showWatchlist: `false` leaves the watchlist `hidden`, without asking for any price.
    public func load(headlineCount: Int = DashboardLoader.headlineCount, showWatchlist: Bool = true) async -> Dashboard {
        async let steps = section("steps") {
            StepsSummary(recentDays: try await health.dailySteps(lastDays: Self.stepDays))
        }
        async let headlines = section("headlines") {
            try await news.topHeadlines(limit: max(0, headlineCount))
        }
        async let watchlist = watchlistSection(shown: showWatchlist)
        async let repositories = section("repositories") {
            try await github.recentRepositories(limit: Self.repositoryCount)
        }
        let dashboard = await Dashboard(steps: steps, headlines: headlines, watchlist: watchlist, repositories: repositories)
        analytics.track(.dashboardViewed(unavailableSections: dashboard.unavailableSections.count))
        return dashboard
    }

    private func watchlistSection(shown: Bool) async -> DashboardSection<WatchlistSummary> {
        guard shown else { return .hidden }
        return await section("watchlist") {
            let quotes = try await stocks.quotes(for: watchlist)
            let found = Set(quotes.map { $0.symbol.uppercased() })
            return WatchlistSummary(quotes: quotes, missingSymbols: watchlist.filter { !found.contains($0.uppercased()) })
        }
    }

    private func section<Value: Sendable>(
        _ name: String,
        _ load: () async throws -> Value
    ) async -> DashboardSection<Value> {
        do {
            return .available(try await load())
        } catch {
            let reason = explanation(of: error)
            logger.warning("dashboard \(name) unavailable: \(reason)")
            return .unavailable(reason: reason)
        }
    }
}
