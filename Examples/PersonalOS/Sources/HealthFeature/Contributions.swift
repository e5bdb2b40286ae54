import PersonalOSCore

extension StaticSettingsSection {
    /// The Health feature's section of the app's settings.
    static let health = StaticSettingsSection(title: "Health", rows: ["Source: Apple Health export", "Daily goal: 10,000 steps"])
}

extension ScreenLinkHandler {
    /// `personalos://health` opens the steps screen.
    static let steps = ScreenLinkHandler(screen: "Steps")
}
