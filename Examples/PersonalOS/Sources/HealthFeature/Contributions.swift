import PersonalOSCore

/// The Health feature's section of the app's settings, with a row for the developer tools when the
/// app has them (its optional requirement `developerTools` is nil otherwise).
struct HealthSettingsSection: SettingsSection {
    let title = "Health"
    let rows: [String]

    init(developerTools: (any DeveloperTools)?) {
        rows =
            ["Source: Apple Health export", "Daily goal: 10,000 steps"]
            + (developerTools.map { ["Developer tools: \($0.summary)"] } ?? [])
    }
}

extension ScreenLinkHandler {
    /// `personalos://health` opens the steps screen.
    static let steps = ScreenLinkHandler(screen: "Steps")
}
