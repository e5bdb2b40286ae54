import Foundation
import GitHubFeature
import NewsFeature
import PersonalOSCore
import PersonalOSKit
import Testing

@Suite("Analytics")
struct AnalyticsTests {
    @Test("dev's analytics are its two recording trackers, console first")
    func devCollection() throws {
        let component = DevComponent(apiKey: Fixtures.apiKey)
        let analytics = component.analytics
        #expect(analytics.count == 2)
        #expect(analytics[0] === component.consoleTracker)
        #expect(analytics[1] === component.fileTracker)
        #expect(analytics[0] !== analytics[1])
        #expect(analytics.allSatisfy { $0 is RecordingAnalyticsTracker })
        // A singleton collection: the same trackers on every access.
        #expect(component.analytics[1] === analytics[1])
    }

    @Test(
        "staging's and prod's analytics are the console tracker then the file tracker",
        arguments: [
            AppEnvironment.staging, .prod,
        ])
    func realCollection(environment: AppEnvironment) {
        let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
        let analytics = component.analytics
        #expect(analytics.count == 2)
        #expect(analytics.first is ConsoleAnalyticsTracker)
        #expect(analytics.last is FileAnalyticsTracker)
        #expect(analytics.first === component.consoleTracker)
        #expect(analytics.last === component.fileTracker)
    }

    @Test("loading the dashboard tracks dashboardViewed through every tracker")
    func dashboardEventReachesEveryTracker() async throws {
        let component = DevComponent(apiKey: Fixtures.apiKey)
        _ = await Fixtures.account(of: component).dashboard.load()
        let trackers = try component.analytics.map { try #require($0 as? RecordingAnalyticsTracker) }
        #expect(trackers.count == 2)
        for tracker in trackers {
            #expect(tracker.eventNames == ["dashboardViewed"])
            #expect(tracker.events.first?.properties == ["unavailableSections": "0"])
        }
    }

    @Test("a tracker given to TestComponent takes its place in the collection and receives the events")
    func trackerOverride() async throws {
        let recorder = RecordingAnalyticsTracker()
        let component = TestComponent(fileTracker: recorder)
        let news = try #require(component.news as? MockNewsService)
        news.headlinesResult = .failure(MockServiceError("offline"))
        #expect(component.analytics.count == 2)
        #expect(component.analytics[1] === recorder)
        #expect(component.analytics[0] !== recorder)

        _ = await Fixtures.account(of: component).dashboard.load()

        #expect(recorder.events.map(\.description) == ["dashboardViewed unavailableSections=1"])
        let console = try #require(component.consoleTracker as? RecordingAnalyticsTracker)
        #expect(console.eventNames == ["dashboardViewed"])
    }

    @Test("a replaced analytics collection is the only one the dashboard reports to")
    func collectionOverride() async throws {
        let only = RecordingAnalyticsTracker()
        let component = TestComponent(analytics: [only])
        _ = await Fixtures.account(of: component).dashboard.load()
        #expect(only.eventNames == ["dashboardViewed"])
        let console = try #require(component.consoleTracker as? RecordingAnalyticsTracker)
        #expect(console.events.isEmpty)
    }

    @Test("ConsoleAnalyticsTracker logs each event at debug level only")
    func consoleTracker() {
        let logger = MockLogger()
        ConsoleAnalyticsTracker(logger: logger).track(.dashboardViewed(unavailableSections: 2))
        #expect(logger.calls == [.log(.debug, "analytics: dashboardViewed unavailableSections=2")])
    }

    @Test("FileAnalyticsTracker keeps events in memory and appends them as JSON lines, in one write, when flushed")
    func fileTracker() throws {
        let storage = InMemoryFileStorage()
        let logger = MockLogger()
        let tracker = FileAnalyticsTracker(storage: storage, logger: logger)
        let first = AnalyticsEvent.dashboardViewed(unavailableSections: 0, timestamp: Fixtures.date("2026-11-16T08:00:00Z"))
        let second = AnalyticsEvent.repositoryDetailViewed(
            repositoryName: "dotfiles", result: .found, timestamp: Fixtures.date("2026-11-16T08:01:00Z")
        )

        tracker.track(first)
        tracker.track(second)
        // Tracking is memory only.
        #expect(storage.calls.isEmpty)
        #expect(tracker.pendingEvents == [first, second])

        try tracker.flush()

        #expect(storage.calls == [.append(to: FileAnalyticsTracker.defaultFileName)])
        #expect(tracker.pendingEvents.isEmpty)
        #expect(logger.messages(at: .debug) == ["analytics: wrote 2 events to analytics.jsonl"])
        let text = try #require(storage.files[FileAnalyticsTracker.defaultFileName].flatMap { String(data: $0, encoding: .utf8) })
        #expect(
            text == """
                {"name":"dashboardViewed","properties":{"unavailableSections":"0"},"timestamp":"2026-11-16T08:00:00Z"}
                {"name":"repositoryDetailViewed","properties":{"repository":"dotfiles","result":"found"},"timestamp":"2026-11-16T08:01:00Z"}

                """)
        #expect(try tracker.recordedEvents() == [first, second])

        // A flush with nothing pending writes nothing; the next events are appended after the first.
        try tracker.flush()
        #expect(storage.calls.count == 2)  // the append, and recordedEvents()'s load
        let third = AnalyticsEvent(name: "appClosed", timestamp: Fixtures.date("2026-11-16T09:00:00Z"))
        tracker.track(third)
        try tracker.flush()
        #expect(try tracker.recordedEvents() == [first, second, third])
    }

    @Test("FileAnalyticsTracker never throws from track; a failed flush throws and keeps the events for the next one")
    func fileTrackerFailure() throws {
        let storage = InMemoryFileStorage(failure: MockServiceError("disk full"))
        let tracker = FileAnalyticsTracker(storage: storage, logger: MockLogger())
        let event = AnalyticsEvent.dashboardViewed(unavailableSections: 0, timestamp: Fixtures.date("2026-11-16T08:00:00Z"))
        tracker.track(event)
        #expect(storage.calls.isEmpty)

        #expect(throws: MockServiceError("disk full")) { try tracker.flush() }
        #expect(storage.calls == [.append(to: "analytics.jsonl")])
        #expect(tracker.pendingEvents == [event])

        // Once the storage works again, the next flush writes what the failed one could not.
        storage.failure = nil
        try tracker.flush()
        #expect(tracker.pendingEvents.isEmpty)
        #expect(try tracker.recordedEvents() == [event])
    }

    @Test("ConsoleAnalyticsTracker stays immediate: each event is logged as it is tracked")
    func consoleTrackerIsImmediate() {
        let logger = MockLogger()
        let tracker = ConsoleAnalyticsTracker(logger: logger)
        tracker.track(AnalyticsEvent(name: "first"))
        #expect(logger.messages == ["analytics: first"])
        tracker.track(AnalyticsEvent(name: "second"))
        #expect(logger.messages == ["analytics: first", "analytics: second"])
    }
}
