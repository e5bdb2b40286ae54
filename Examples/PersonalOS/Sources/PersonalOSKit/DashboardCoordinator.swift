import GitHubFeature

/// Leads the signed-in account's screens: shows the dashboard and names whose it is. A singleton
/// of the account's component that reads what it shows through the `DashboardScreens` view,
/// when it shows it: the view holds the component weakly, so keeping the coordinator does not
/// keep the account alive after sign-out.
@MainActor
public final class DashboardCoordinator {
    private let screens: any DashboardScreens

    public init(screens: any DashboardScreens) {
        self.screens = screens
    }

    /// The dashboard screen's state, made on first use.
    public var dashboard: DashboardModel { screens.dashboardModel }

    /// The title of the account's screens: "GitHub: ada".
    public var title: String { "GitHub: \(screens.user.login)" }
}
