import Foundation
import PersonalOSCore
import PersonalOSKit
import Testing

@Suite("Shutdown")
struct ShutdownTests {
    @Test("prod's file tracker writes its events exactly when the component shuts down, and only once")
    func prodFlushesAnalyticsAtShutdown() async throws {
        let component = ProdComponent(apiKey: Fixtures.apiKey)
        let tracker = try #require(component.fileTracker as? FileAnalyticsTracker)
        // The file is shared with other runs: only the events of this run carry `marker`.
        let marker = UUID().uuidString
        func ownEvents() throws -> [AnalyticsEvent] {
            try tracker.recordedEvents().filter { $0.properties["run"] == marker }
        }
        let events = [
            AnalyticsEvent(name: "shutdownTest", properties: ["run": marker, "step": "1"], timestamp: Fixtures.date("2026-11-16T08:00:00Z")),
            AnalyticsEvent(name: "shutdownTest", properties: ["run": marker, "step": "2"], timestamp: Fixtures.date("2026-11-16T08:00:01Z")),
        ]
        for event in events {
            component.analytics.track(event)
        }
        #expect(try ownEvents().isEmpty)
        #expect(tracker.pendingEvents.filter { $0.properties["run"] == marker } == events)

        try await component.shutdown()

        #expect(try ownEvents() == events)
        #expect(tracker.pendingEvents.isEmpty)

        // A second shutdown does nothing: each service is shut down once.
        component.analytics.track(AnalyticsEvent(name: "afterShutdown", properties: ["run": marker]))
        try await component.shutdown()
        #expect(try ownEvents() == events)
        #expect(tracker.pendingEvents.map(\.name) == ["afterShutdown"])
    }

    @Test("a file tracker given to TestComponent belongs to the test: shutdown leaves it alone")
    func replacementIsNotFlushed() async throws {
        let storage = InMemoryFileStorage()
        let tracker = FileAnalyticsTracker(storage: storage)
        let component = TestComponent(fileTracker: tracker)
        _ = await Fixtures.account(of: component).dashboard.load()
        #expect(tracker.pendingEvents.map(\.name) == ["dashboardViewed"])

        try await component.shutdown()

        #expect(storage.calls.isEmpty)
        #expect(tracker.pendingEvents.count == 1)
        try await tracker.shutdown()
        #expect(storage.calls == [.append(to: FileAnalyticsTracker.defaultFileName)])
    }
}
