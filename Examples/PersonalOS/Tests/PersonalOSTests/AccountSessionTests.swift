import Foundation
import GitHubFeature
import PersonalOSCore
import PersonalOSKit
import Testing

/// Signing in and out: the session owns the account's component, which holds the session back
/// weakly; shutting an account down touches only what that account built.
@Suite("Account session")
struct AccountSessionTests {
    static let ada = GitHubUser(login: "ada", token: "ghp_ada")
    static let bob = GitHubUser(login: "bob", token: "ghp_bob")

    @Test("sign-in makes the account from the app and keeps it; sign-out lets it go")
    func signInAndOut() async throws {
        let app = TestComponent()
        let session = AccountSession()
        #expect(session.account == nil)

        let account = try await session.signIn(Self.ada, to: app)

        #expect(session.account === account)
        #expect(account.parent === app)
        #expect(account.user == Self.ada)
        #expect(account.session === session)
        try await session.signOut()
        #expect(session.account == nil)
        // Signing out again does nothing.
        try await session.signOut()
    }

    @Test("signing out shuts down that account's drafts only: saved and cleared; other accounts keep theirs")
    func signOutShutsDownOnlyThatAccount() async throws {
        let storage = InMemoryFileStorage()
        let app = TestComponent(documentsStorage: storage)
        let adaSession = AccountSession()
        let bobSession = AccountSession()
        let ada = try await adaSession.signIn(Self.ada, to: app)
        let bob = try await bobSession.signIn(Self.bob, to: app)
        let adaDraft = IssueDraft(repository: "dotfiles", title: "Ada's idea")
        let bobDraft = IssueDraft(repository: "blog", title: "Bob's idea")
        try ada.drafts.save(adaDraft)
        try bob.drafts.save(bobDraft)
        // Kept in memory while signed in.
        #expect(storage.files.isEmpty)

        try await adaSession.signOut()

        #expect(storage.files.keys.sorted() == ["drafts-ada.json"])
        #expect(try DraftStore.saved(for: Self.ada, in: storage) == [adaDraft])
        // Bob is still signed in: his drafts were neither saved nor cleared.
        #expect(bobSession.account === bob)
        #expect(try bob.drafts.drafts() == [bobDraft])
        // The app's singletons are the ones the accounts used.
        #expect(app.documentsStorage === storage)
    }

    @Test("signing an account out leaves the app's singletons running (prod's analytics still pending)")
    func signOutLeavesTheAppAlone() async throws {
        // Prod's file tracker is built by the app and Shutdownable: shutting the app down would flush it.
        let app = ProdComponent(apiKey: Fixtures.apiKey)
        let tracker = try #require(app.fileTracker as? FileAnalyticsTracker)
        let session = AccountSession()
        let account = try await session.signIn(Self.ada, to: app)
        _ = await account.dashboard.load()
        let pending = tracker.pendingEvents
        #expect(pending.map(\.name) == ["dashboardViewed"])

        try await session.signOut()

        #expect(tracker.pendingEvents == pending)
    }

    @Test("signing in while someone is signed in signs them out first")
    func signInReplacesTheAccount() async throws {
        let storage = InMemoryFileStorage()
        let app = TestComponent(documentsStorage: storage)
        let session = AccountSession()
        let ada = try await session.signIn(Self.ada, to: app)
        try ada.drafts.save(IssueDraft(repository: "dotfiles", title: "Ada's idea"))

        let bob = try await session.signIn(Self.bob, to: app)

        #expect(session.account === bob)
        #expect(try DraftStore.saved(for: Self.ada, in: storage).map(\.title) == ["Ada's idea"])
    }

    @Test("the session owns its account: releasing the session releases the account and its services")
    @MainActor
    func releasingTheSessionReleasesTheAccount() async throws {
        var session: AccountSession? = AccountSession()
        weak var account: (any AccountComponent)?
        weak var model: DashboardModel?
        do {
            let made = try await session?.signIn(Self.ada, to: TestComponent())
            // The model holds the session back; it must not keep it (or the account) alive.
            model = made?.dashboardModel
            _ = made?.drafts
            account = made
        }
        #expect(account != nil)
        #expect(model != nil)

        session = nil

        #expect(account == nil)
        #expect(model == nil)
    }

    @Test("signing out frees the account, though its dashboard coordinator, a singleton, keeps a view of it")
    @MainActor
    func signingOutFreesTheAccountAndItsCoordinator() async throws {
        let session = AccountSession()
        weak var account: (any AccountComponent)?
        weak var coordinator: DashboardCoordinator?
        do {
            let made = try await session.signIn(Self.ada, to: TestComponent())
            let leader = made.dashboardCoordinator
            #expect(leader === made.dashboardCoordinator)
            #expect(leader.title == "GitHub: \(Self.ada.login)")
            #expect(leader.dashboard === made.dashboardModel)
            account = made
            coordinator = leader
        }
        #expect(account != nil, "the session keeps the signed-in account")

        try await session.signOut()

        let (accountFreed, coordinatorFreed) = (account == nil, coordinator == nil)
        #expect(accountFreed)
        #expect(coordinatorFreed)
    }

    @Test("a screen only app code holds outlives sign-out: it keeps the account alive while it is shown")
    func aScreenOutlivesSignOut() async throws {
        let session = AccountSession()
        weak var account: (any AccountComponent)?
        var screen: SignedOutScreen?
        do {
            let made = try await session.signIn(Self.ada, to: TestComponent())
            account = made
            screen = made.signedOutScreen
        }
        try await session.signOut()

        let accountAlive = account != nil
        #expect(accountAlive, "the screen keeps the signed-out account's component")
        #expect(screen?.message == "Signed out of GitHub: \(Self.ada.login).")
        screen = nil
        let accountFreed = account == nil
        #expect(accountFreed, "the screen gone, nothing keeps the account")
    }

    @Test("the account does not keep its session: it only holds it weakly")
    func accountDoesNotKeepItsSession() {
        var session: AccountSession? = AccountSession()
        let account = TestComponent().makeAccountComponent(user: Self.ada, session: session!)
        #expect(account.session === session)

        session = nil

        #expect(account.session == nil)
    }

    @Test("the dashboard's sign-out goes through the session, while there is one")
    @MainActor
    func dashboardModelSignsOut() async throws {
        let storage = InMemoryFileStorage()
        let session = AccountSession()
        let account = try await session.signIn(Self.ada, to: TestComponent(documentsStorage: storage))
        try account.drafts.save(IssueDraft(repository: "dotfiles", title: "Ada's idea"))

        try await account.dashboardModel.signOut()

        #expect(session.account == nil)
        #expect(try DraftStore.saved(for: Self.ada, in: storage).map(\.title) == ["Ada's idea"])
        // An account whose session is gone has no one to sign out.
        let orphan = Fixtures.account(of: TestComponent(documentsStorage: storage), user: Self.bob)
        try orphan.drafts.save(IssueDraft(repository: "blog", title: "Bob's idea"))
        try await orphan.dashboardModel.signOut()
        #expect(storage.files.keys.sorted() == ["drafts-ada.json"])
    }
}
