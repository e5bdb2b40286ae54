import Foundation
import GitHubFeature
import PersonalOSCore

/// Who is signed in: owns the signed-in account's component from `signIn(_:to:)` to `signOut()`.
///
/// The app component does not keep the accounts made from it, so something must: this session.
/// The account component holds its session back only weakly (services.json's `session` input is
/// `"reference": "weak"`): the screen models it builds can sign out through it
/// (`DashboardModel.signOut()`) without keeping it, and releasing the session releases the account.
public final class AccountSession: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var current: (any AccountComponent)?

    public init() {}

    /// The signed-in account's component, or `nil` when no one is signed in.
    public var account: (any AccountComponent)? {
        lock.locked { current }
    }

    /// Signs `user` in: signs out whoever was signed in, then makes `user`'s account component
    /// from `app` (of `app`'s environment; it builds nothing yet) and keeps it. Throws what signing
    /// the previous account out throws, leaving no one signed in.
    @discardableResult
    public func signIn(_ user: GitHubUser, to app: any AppComponent) async throws -> any AccountComponent {
        try await signOut()
        let account = app.makeAccountComponent(user: user, session: self)
        lock.locked { current = account }
        return account
    }

    /// Signs out: lets go of the account's component and shuts down the singletons it built
    /// (saving its drafts), and only those: the app's services are not the account's to stop.
    /// Does nothing when no one is signed in. Throws what the account's shutdown throws.
    public func signOut() async throws {
        let account = lock.locked {
            defer { current = nil }
            return current
        }
        try await account?.shutdown()
    }
}
