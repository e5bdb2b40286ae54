// The lines personalos prints to show which implementation each service is bound to. Reading
// a service here builds it, as any first use would.
import PersonalOSKit

func implementation(of service: Any) -> String {
    String(describing: type(of: service))
}

/// The app's services, one `(name, implementation)` pair each; `remoteConfig` is the instance
/// `warmUp()` built.
func appBindings(of component: any AppComponent, remoteConfig: any RemoteConfigServiceProtocol) -> [(String, String)] {
    // Built before `usedFallbacks` is read, so the list says whether it fell back.
    let assistant = component.assistant
    return [
        ("logger", implementation(of: component.logger)),
        ("secureStorage", implementation(of: component.secureStorage)),
        ("network", implementation(of: component.network)),
        ("apiClient", implementation(of: component.apiClient)),
        ("remoteConfig", implementation(of: remoteConfig) + " (eager: fetched by warmUp())"),
        (
            "assistant",
            implementation(of: assistant)
                + (component.usedFallbacks.contains("assistant") ? " (fallback: the real one could not be built)" : "")
        ),
        ("documentsStorage", implementation(of: component.documentsStorage)),
        ("cacheStorage", implementation(of: component.cacheStorage)),
        (
            "fileStorage",
            component.fileStorage === component.documentsStorage
                ? "alias of documentsStorage (the same instance)" : implementation(of: component.fileStorage)
        ),
        ("consoleTracker", implementation(of: component.consoleTracker)),
        ("fileTracker", implementation(of: component.fileTracker)),
        ("analytics", "[" + component.analytics.map(implementation(of:)).joined(separator: ", ") + "]"),
        ("health", implementation(of: component.health)),
        ("news", implementation(of: component.news)),
        ("stocks", implementation(of: component.stocks)),
    ]
}

/// The signed-in account's services, built by its own component (on the main actor, where its
/// dashboard model lives).
@MainActor
func accountBindings(of account: any AccountComponent) -> [(String, String)] {
    [
        (
            "gitHubClient",
            implementation(of: account.gitHubClient)
                + (account.user.token == nil ? " (no stored token: public data only)" : " (with the stored token)")
        ),
        ("repositories", implementation(of: account.repositories)),
        ("drafts", implementation(of: account.drafts) + " (saved at sign-out)"),
        ("dashboard", implementation(of: account.dashboard) + " (a new one per access)"),
        ("dashboardModel", implementation(of: account.dashboardModel) + " (on the main actor)"),
        (
            "dashboardCoordinator",
            implementation(of: account.dashboardCoordinator)
                + " (on the main actor, keeps a view of the account)"
        ),
        (
            "repositoryDetail",
            implementation(of: account.makeRepositoryDetail(repositoryName: ""))
                + " (makeRepositoryDetail(repositoryName:), a new one per call)"
        ),
    ]
}

/// `bindings` as an indented table, names aligned.
func printBindings(_ bindings: [(String, String)]) {
    let nameWidth = bindings.map(\.0.count).max() ?? 0
    for (name, type) in bindings {
        print("  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(type)")
    }
}
