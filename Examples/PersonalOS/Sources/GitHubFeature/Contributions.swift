import PersonalOSCore

extension StaticSettingsSection {
    /// The GitHub feature's section of the app's settings.
    static let gitHub = StaticSettingsSection(title: "GitHub", rows: ["Account: signed in at launch", "Drafts: saved at sign-out"])
}

extension ScreenLinkHandler {
    /// `personalos://github` opens the account's repositories.
    static let repositories = ScreenLinkHandler(screen: "Recent repositories")
}
