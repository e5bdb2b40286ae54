import GitHubFeature

/// Leads the signed-in account's screens: shows the dashboard and names whose it is. A singleton
/// of the account's component, which keeps it, so the `DashboardScreens` view it receives does not
/// keep the component alive: signing out frees the account and the coordinator together. The
/// component keeps that view's object too, so the coordinator could hold it `unowned` as well.
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
