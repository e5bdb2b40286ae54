import AssistantFeature
import Foundation
import PersonalOSCore

/// The state of the dashboard screen, as a UI would observe it: built once per signed-in account on
/// the main actor (services.json isolates `dashboardModel` to it), refreshed on demand.
@MainActor
public final class DashboardModel {
    /// The display flags `refresh()` applies: greeting, headline count, watchlist on or off.
    /// Defaults to `RemoteConfig.defaults`; the app sets it from the remote config after warm-up.
    public var config: RemoteConfig
    /// What the screen shows: the greeting, the dashboard and the briefing, as plain text.
    public private(set) var text = "Not loaded yet.\n"
    /// The dashboard of the last refresh.
    public private(set) var dashboard: Dashboard?
    /// The briefing of the last refresh, or `nil` when there was none or it failed.
    public private(set) var briefing: String?
    /// Why the last refresh has no briefing, if the assistant failed.
    public private(set) var briefingFailure: String?
    /// When the last refresh finished.
    public private(set) var lastRefresh: Date?
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// How many refreshes have finished and updated the state.
    public private(set) var refreshCount = 0

    private let loader: DashboardLoader
    private let assistant: any AssistantServiceProtocol
    // Weak: the session owns the account component that owns this model.
    private weak var session: AccountSession?
    private let now: @Sendable () -> Date
    /// Counts the refreshes started, so only the latest one updates the state.
    private var generation = 0

    /// - Parameters:
    ///   - dashboard: loads the dashboard on each refresh.
    ///   - assistant: writes the briefing on each refresh.
    ///   - session: the session that signed the account in, which `signOut()` signs out.
    ///   - now: the clock that stamps `lastRefresh`.
    public init(
        dashboard: DashboardLoader,
        assistant: any AssistantServiceProtocol,
        session: AccountSession? = nil,
        config: RemoteConfig = .defaults,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        loader = dashboard
        self.assistant = assistant
        self.session = session
        self.config = config
        self.now = now
    }

    /// Who writes the briefing (`offline assistant`, ...).
    public var assistantName: String { assistant.name }

    /// The screen's "Sign out" button: signs the account out through its session (which shuts the
    /// account down, saving its drafts). Does nothing once the session is gone.
    public func signOut() async throws {
        try await session?.signOut()
    }

    /// Loads the dashboard with `config`'s flags, then asks the assistant for a briefing on it,
    /// and updates the state. Never throws: a failing section or briefing is part of the text.
    /// When refreshes overlap, only the one started last updates the state.
    public func refresh() async {
        generation += 1
        let current = generation
        let config = self.config
        isRefreshing = true
        let dashboard = await loader.load(headlineCount: config.headlineCount, showWatchlist: config.showWatchlist)
        var briefing: String?
        var failure: String?
        do {
            briefing = try await assistant.briefing(for: dashboard)
        } catch {
            failure = explanation(of: error)
        }
        guard current == generation else { return }
        self.dashboard = dashboard
        self.briefing = briefing
        briefingFailure = failure
        text = Self.render(
            greeting: config.greeting, dashboard: dashboard, assistant: assistant.name,
            briefing: briefing, failure: failure)
        lastRefresh = now()
        refreshCount += 1
        isRefreshing = false
    }

    /// The screen as text: the greeting, the dashboard, then the briefing wrapped to 80 columns.
    static func render(greeting: String, dashboard: Dashboard, assistant: String, briefing: String?, failure: String?) -> String {
        var lines = [greeting, ""]
        lines.append(dashboard.render().trimmingCharacters(in: .newlines))
        lines += ["", "Briefing (\(assistant))"]
        if let briefing {
            lines += wrap(briefing, width: 78).map { "  " + $0 }
        } else {
            lines.append("  unavailable: \(failure ?? "no briefing")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` split into lines of at most `width` characters, at spaces (a longer word gets a line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
