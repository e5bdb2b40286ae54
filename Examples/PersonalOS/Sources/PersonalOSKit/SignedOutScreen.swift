import GitHubFeature

/// The screen that says goodbye at sign-out, still on screen after it (a dismissal animating).
/// A transient that only app code holds: the `AccountSummary` it receives is the account's
/// component itself, which it keeps alive for as long as it is shown, so reading it after
/// sign-out still works (see "Ownership" in the Scopes guide).
public final class SignedOutScreen: Sendable {
    private let account: any AccountSummary

    public init(account: any AccountSummary) {
        self.account = account
    }

    /// "Signed out of GitHub: ada."
    public var message: String { "Signed out of GitHub: \(account.user.login)." }
}
