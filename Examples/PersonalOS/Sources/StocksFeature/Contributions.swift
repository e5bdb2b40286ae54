import PersonalOSCore

extension StaticSettingsSection {
    /// The Stocks feature's section of the app's settings.
    static let stocks = StaticSettingsSection(title: "Stocks", rows: ["Prices: daily closes (CSV)"])
}

extension ScreenLinkHandler {
    /// `personalos://stocks` opens the watchlist.
    static let watchlist = ScreenLinkHandler(screen: "Watchlist")
}
