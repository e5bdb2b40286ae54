import PersonalOSCore

/// The app's own first section of the settings screen: which API it talks to.
public struct AboutSettingsSection: SettingsSection {
    public let title = "About"
    public let rows: [String]

    public init(apiBaseURL: String) {
        rows = ["PersonalOS sample", "API: \(apiBaseURL)"]
    }
}

/// The sample's developer tools: the app has them in dev only (`"in": ["dev"]`).
public struct SampleDeveloperTools: DeveloperTools {
    public let summary = "reload sample data"

    public init() {}
}

extension StaticSettingsSection {
    /// Only in dev (its contribution says `"in": ["dev"]`): what a developer switches.
    static let developer = StaticSettingsSection(title: "Developer", rows: ["Mocks: on", "Trace: --trace"])
}

/// The settings screen: the sections the app and its features contribute, in their order.
public struct SettingsScreen: Sendable {
    public let sections: [any SettingsSection]

    public init(sections: [any SettingsSection]) {
        self.sections = sections
    }

    /// The section titles, in order: `About, Health, News, ...`.
    public var outline: String {
        sections.map(\.title).joined(separator: ", ")
    }
}

/// Opens `personalos://<path>?<query>` links with the handler the features contribute for the path.
public struct DeepLinkRouter: Sendable {
    public let handlers: [String: any DeepLinkHandler]
    let logger: any LoggingService

    public init(handlers: [String: any DeepLinkHandler], logger: any LoggingService) {
        self.handlers = handlers
        self.logger = logger
    }

    /// The paths it opens, sorted.
    public var paths: [String] { handlers.keys.sorted() }

    /// What opening `link` shows, or nil (logged) when no feature handles its path.
    public func open(_ link: String) -> String? {
        guard link.hasPrefix("personalos:/") else { return nil }
        let rest = link.dropFirst("personalos:/".count).drop { $0 == "/" }
        let parts = rest.split(separator: "?", maxSplits: 1)
        let path = "/" + (parts.first.map(String.init) ?? "")
        var query: [String: String] = [:]
        for pair in parts.dropFirst().first?.split(separator: "&") ?? [] {
            let field = pair.split(separator: "=", maxSplits: 1).map(String.init)
            query[field[0]] = field.count > 1 ? field[1] : ""
        }
        guard let handler = handlers[path] else {
            logger.warning("no screen for \(link)")
            return nil
        }
        return handler.open(query: query)
    }
}
