import Foundation
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

    @Test("staging's and prod's analytics are the console tracker then the file tracker", arguments: [
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
        _ = await component.dashboard.load()
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
        // TestComponent's arguments follow services.json's order: trackers before news.
        let component = TestComponent(fileTracker: recorder,
                                      news: MockNewsService(headlinesResult: .failure(MockServiceError("offline"))))
        #expect(component.analytics.count == 2)
        #expect(component.analytics[1] === recorder)
        #expect(component.analytics[0] !== recorder)

        _ = await component.dashboard.load()

        #expect(recorder.events.map(\.description) == ["dashboardViewed unavailableSections=1"])
        let console = try #require(component.consoleTracker as? RecordingAnalyticsTracker)
        #expect(console.eventNames == ["dashboardViewed"])
    }

    @Test("a replaced analytics collection is the only one the dashboard reports to")
    func collectionOverride() async throws {
        let only = RecordingAnalyticsTracker()
        let component = TestComponent(analytics: [only])
        _ = await component.dashboard.load()
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

    @Test("FileAnalyticsTracker appends one JSON line per event to its file")
    func fileTracker() throws {
        let storage = InMemoryFileStorage()
        let tracker = FileAnalyticsTracker(storage: storage)
        let first = AnalyticsEvent.dashboardViewed(unavailableSections: 0, timestamp: Fixtures.date("2026-11-16T08:00:00Z"))
        let second = AnalyticsEvent.repositoryDetailViewed(
            repositoryName: "dotfiles", result: .found, timestamp: Fixtures.date("2026-11-16T08:01:00Z")
        )

        tracker.track(first)
        tracker.track(second)

        let text = try #require(storage.files[FileAnalyticsTracker.defaultFileName].flatMap { String(data: $0, encoding: .utf8) })
        #expect(text == """
            {"name":"dashboardViewed","properties":{"unavailableSections":"0"},"timestamp":"2026-11-16T08:00:00Z"}
            {"name":"repositoryDetailViewed","properties":{"repository":"dotfiles","result":"found"},"timestamp":"2026-11-16T08:01:00Z"}

            """)
        #expect(try tracker.recordedEvents() == [first, second])
    }

    @Test("FileAnalyticsTracker never throws; a failed write is logged as a warning")
    func fileTrackerFailure() {
        let logger = MockLogger()
        let storage = InMemoryFileStorage(failure: MockServiceError("disk full"))
        FileAnalyticsTracker(storage: storage, logger: logger).track(.dashboardViewed(unavailableSections: 0))
        #expect(storage.calls == [.append(to: "analytics.jsonl")])
        #expect(logger.messages(at: .warning) == ["analytics event dashboardViewed not saved: disk full"])
    }
}
