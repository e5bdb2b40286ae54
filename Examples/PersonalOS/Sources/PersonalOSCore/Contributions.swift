/// What the app gathers from its features instead of listing them: each feature's services.json
/// contributes its settings section, its deep-link handler and the capabilities it needs
/// (`"contributes": {"to": ...}`), and the app module's manifest declares the collections
/// (`"collects"`). Adding a feature edits only the feature.

/// A section of the settings screen, in the order the contributions give.
public protocol SettingsSection: Sendable {
    var title: String { get }
    var rows: [String] { get }
}

/// Opens the screen a `personalos://` link names: one handler per path.
public protocol DeepLinkHandler: Sendable {
    /// What opening the link with `query` shows.
    func open(query: [String: String]) -> String
}

/// What the app must be entitled to for a feature to work. Several features may need the same one.
public enum AppCapability: String, Hashable, Sendable, CaseIterable {
    case backgroundFetch
    case healthKit
    case keychain
}

/// Tools a developer build offers (sample data reloads, logs): the app has them in dev only, and
/// a feature that can use them declares an optional requirement, so it reads nil elsewhere.
public protocol DeveloperTools: Sendable {
    /// One line about what they offer.
    var summary: String { get }
}

/// A settings section of fixed rows, which is all most features need.
public struct StaticSettingsSection: SettingsSection {
    public let title: String
    public let rows: [String]

    public init(title: String, rows: [String]) {
        self.title = title
        self.rows = rows
    }
}

/// A deep link that opens one screen, echoing the query it was given.
public struct ScreenLinkHandler: DeepLinkHandler {
    public let screen: String

    public init(screen: String) {
        self.screen = screen
    }

    public func open(query: [String: String]) -> String {
        let details = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return details.isEmpty ? screen : "\(screen) (\(details.joined(separator: ", ")))"
    }
}
