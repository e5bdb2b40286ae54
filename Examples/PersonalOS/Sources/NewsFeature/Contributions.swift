import PersonalOSCore

extension StaticSettingsSection {
    /// The News feature's section of the app's settings.
    static let news = StaticSettingsSection(title: "News", rows: ["Feed: top headlines (RSS)"])
}

extension ScreenLinkHandler {
    /// `personalos://news` opens the headlines.
    static let headlines = ScreenLinkHandler(screen: "Top headlines")
}
