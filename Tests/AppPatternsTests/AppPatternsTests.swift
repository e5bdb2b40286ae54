import ServiceGraph
import TestSupport
import Testing

/// Patterns of real apps (a messaging client, a browser) written in the manifest's own forms,
/// generated through the plugin.
@Suite struct AppPatternsTests {
    /// A thread-safe app names and lists its main-actor screens, and declares a scope's isolation
    /// once for all its services.
    @Test @MainActor func mainActorAliasesCollectionsAndScopes() {
        let app = DevComponent()
        #expect(app.startScreen === app.homeScreen)
        #expect(app.screens.map(\.title) == ["Home", "Settings"])
        let tab = app.tabs.open("https://example.com")
        #expect(tab.toolbar.page === tab.page && tab.toolbar.title == "https://example.com")
        #expect(app.history.all == ["https://example.com"])
    }

    /// A service made by a method of another service (`"factory": "timelineFactory.makeTimeline"`),
    /// which is bound per environment like any dependency; a property of another service.
    @Test func factoriesThatAreMethodsOfServices() {
        let app = ProdComponent()
        let room = app.makeRoomComponent(roomID: "r1")
        #expect(room.timeline.roomID == "r1" && !room.timeline.isPreview)
        #expect(app.lastVisit == "room:r1")
        let preview = DevComponent().makeRoomComponent(roomID: "r2")
        #expect(preview.timeline.isPreview)
    }

    /// A call that is awaited and can throw: the service is built asynchronously, and falls back
    /// when the call throws.
    @Test func awaitedThrowingCalls() async {
        let app = ProdComponent()
        app.history.record("lobby")
        #expect(await app.roomSummaries.rooms == ["lobby"])
        let offline = ProdComponent()
        offline.history.record("offline")
        #expect(await offline.roomSummaries.rooms == [])
        #expect(offline.usedFallbacks == ["roomSummaries"])
    }

    /// Values that read the graph: a config value inside a value (`.dataProtection(.named(appGroup))`),
    /// from a scope too (the app's config value and the scope's input), a free function's call, a
    /// metatype, a provider of a member path (read when called), and an async service inside a
    /// value, which makes building the service async.
    @Test func valuesThatReadTheGraph() async {
        let app = ProdComponent()
        #expect(app.vault.protection == .dataProtection(.named("group.com.example.app")))
        let room = app.makeRoomComponent(roomID: "r3")
        #expect(room.roomVault.protection == .dataProtection(.shared(group: "group.com.example.app", room: "r3")))
        #expect(app.about.sha == sdkGitSha() && app.about.flagNames == ["search", "sync"])
        let client = app.apiClient
        #expect(client.token() == "")
        app.accountManager.signIn(token: "t1")
        #expect(client.token() == "t1")
        #expect(await app.sealedVault.key == .derived(from: "s3cret", group: "group.com.example.app"))
    }

    /// An `init?` and a factory returning a `Result` feed the fallback like ones that throw.
    @Test func failableAndResultConstructionsFallBack() {
        let app = ProdComponent()
        #expect(app.secureStore.kind == "keychain" && app.syncClient.isOnline)
        #expect(app.usedFallbacks.isEmpty)
        let limited = ProdComponent()
        limited.history.record("no-keychain")
        limited.history.record("offline")
        #expect(limited.secureStore.kind == "memory" && !limited.syncClient.isOnline)
        #expect(Set(limited.usedFallbacks) == ["secureStore", "syncClient"])
    }

    /// A scope binds what it made into app services when its component is made, and unbinds it
    /// first when it shuts down, whether it or its parent is shut down.
    @Test func scopeLifecycleCalls() async throws {
        let app = ProdComponent()
        let ada = app.makeUserSessionComponent(userID: "ada")
        #expect(app.notifications.signedIn == "ada")
        // The main-actor screen is told on the main actor once it is free, before any shutdown.
        await drainMainActor()
        try await ada.shutdown()
        #expect(app.notifications.signedIn == nil)
        let bob = app.makeUserSessionComponent(userID: "bob")
        #expect(app.notifications.signedIn == "bob" && bob.session.userID == "bob")
        await drainMainActor()
        try await app.shutdown()
        #expect(app.notifications.signedIn == nil)
        // A main-actor screen of this thread-safe app, called on the main actor (after the
        // initializer, for onMake).
        #expect(await MainActor.run { app.homeScreen.signedInUsers } == ["ada", "bob"])
        #expect(await MainActor.run { app.homeScreen.signedOutUsers } == ["ada", "bob"])
    }

    /// A room opened inside a room: a component of the room's own scope, made by the room's
    /// service inside the room, reading the same parent scope's component.
    @Test func aScopeMadeFromItsOwnScope() {
        let app = DevComponent()
        let room = app.makeRoomComponent(roomID: "lobby")
        let thread = room.threads.open("lobby/thread")
        #expect(thread.timeline.roomID == "lobby/thread" && thread.timeline !== room.timeline)
        #expect(thread.parent === room.parent)
        #expect(thread.threads !== room.threads)
    }

    /// The room that made a room is its parent: shutting it down shuts the inner room down
    /// first, and the app's shutdown reaches the inner room through it.
    @Test func aRoomShutsDownTheRoomsMadeInsideIt() async throws {
        let app = ProdComponent()
        let room = app.makeRoomComponent(roomID: "lobby")
        _ = room.timeline
        let thread = room.threads.open("lobby/thread")
        _ = thread.timeline
        _ = thread.threads.open("lobby/thread/reply").timeline
        try await room.shutdown()
        #expect(app.history.all.filter { $0.hasPrefix("closed:") } == ["closed:lobby/thread/reply", "closed:lobby/thread", "closed:lobby"])
    }

    /// Made by a room that keeps its maker service, a room's inner room holds that room weakly
    /// (the room keeps it through the service) and the parent as the room does: made by app
    /// code, the outer room keeps the app alive, and so does the inner one, which is freed with
    /// them when nothing holds it.
    @Test func anInnerRoomHoldsItsParentAsItsMakerDoes() {
        weak var released: DevComponent?
        weak var outer: (any RoomComponent)?
        var thread: (any RoomComponent)?
        do {
            let app = DevComponent()
            released = app
            let room = app.makeRoomComponent(roomID: "lobby")
            outer = room
            thread = withExtendedLifetime(room) { room.threads.open("lobby/thread") }
        }
        #expect(thread?.timeline.roomID == "lobby/thread" && released != nil)
        // The outer room's service kept the inner room: nothing else kept the outer room.
        #expect(outer == nil)
        thread = nil
        #expect(released == nil)
    }
}
