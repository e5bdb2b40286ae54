import ServiceGraph
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
}
