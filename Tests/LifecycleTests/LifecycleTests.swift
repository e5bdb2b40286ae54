import Foundation
import ServiceGraph
import TestSupport
import Testing

/// Lifetimes, failures, warm-up, shutdown, isolation and observers of the component generated
/// from this folder's services.json.
@Suite struct LifecycleTests {
    // MARK: - Weak

    @Test func aWeakServiceIsSharedWhileHeldAndRebuiltAfterRelease() {
        let script = Script()
        let component = ProdComponent(script: script)
        var held: Session? = component.session
        #expect(component.session === held)
        #expect(script.count(of: "session") == 1)
        held = nil
        _ = held
        _ = component.session
        #expect(script.count(of: "session") == 2)
    }

    @Test(.timeLimit(.minutes(1)))
    func aWeakServiceIsBuiltOnceUnderConcurrentFirstAccess() {
        for _ in 0..<20 {
            let script = Script()
            let component = ProdComponent(script: script)
            let sessions = IdentitySet()
            // Each thread keeps its session until all have one, so the first stays alive.
            let keep = LockedList()
            runConcurrently(threads: 8) { _ in
                let session = component.session
                keep.append(session)
                sessions.insert(session)
            }
            #expect(sessions.count == 1)
            #expect(script.count(of: "session") == 1)
        }
    }

    // MARK: - Throwing

    @Test func aFailureIsNotCachedAndNamesThePath() throws {
        let script = Script()
        script.fail("flaky")
        let component = ProdComponent(script: script)
        let error = try #require(throws: ServiceConstructionError.self) { try component.flakyUser }
        #expect(error.path == ["flakyUser", "flaky"])
        #expect(error.underlying as? ScriptedFailure == ScriptedFailure(service: "flaky"))
        // The next access tries again, and succeeds.
        let user = try component.flakyUser
        #expect(try component.flakyUser === user)
        #expect(script.count(of: "flaky") == 1)
        // A transient that reads a throwing singleton throws too, and now shares it.
        #expect(try component.flakyRequest.flaky === user.flaky)
    }

    @Test func aFallbackIsUsedWhenTheImplementationThrowsAndIsRecorded() {
        let script = Script()
        script.fail("assistant")
        let observer = RecordingObserver()
        let component = ProdComponent(script: script, observer: observer)
        #expect(component.assistant.name == "offline")
        #expect(component.usedFallbacks == ["assistant"])
        #expect(observer.events.contains("fellBack assistant"))
        // The fallback is the singleton from then on.
        #expect(component.assistant.name == "offline")
        #expect(ProdComponent(script: Script()).assistant.name == "online")
    }

    // MARK: - Async

    @Test(.timeLimit(.minutes(1)))
    func anAsyncSingletonIsBuiltOnceForManyConcurrentTasks() async throws {
        for _ in 0..<10 {
            let script = Script()
            let component = ProdComponent(script: script)
            let configs = IdentitySet()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<50 {
                    group.addTask { configs.insert(try await component.remoteConfig) }
                }
                try await group.waitForAll()
            }
            #expect(configs.count == 1)
            #expect(script.count(of: "remoteConfig") == 1)
        }
    }

    @Test func aFailedAsyncConstructionIsRetriedOnTheNextAccess() async throws {
        let script = Script()
        script.fail("remoteConfig")
        let component = ProdComponent(script: script)
        await #expect(throws: ServiceConstructionError.self) { try await component.remoteConfig }
        let config = try await component.remoteConfig
        #expect(try await component.remoteConfig === config)
        #expect(script.count(of: "remoteConfig") == 1)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingOneWaiterDoesNotCancelTheConstructionOthersAwait() async throws {
        let script = Script(holdsRemoteConfig: true)
        let component = ProdComponent(script: script)
        let cancelled = Task { try await component.remoteConfig }
        let waiting = Task { try await component.remoteConfig }
        try await Task.sleep(for: .milliseconds(50))
        cancelled.cancel()
        script.remoteConfigGate.signal()
        let config = try await waiting.value
        #expect(try await cancelled.value === config)
        #expect(script.count(of: "remoteConfig") == 1)
    }

    // MARK: - Warm-up

    @Test(.timeLimit(.minutes(1)))
    func warmUpBuildsInDependencyOrderAndIndependentServicesInParallel() async throws {
        let script = Script(rendezvous: true)
        let component = ProdComponent(script: script)
        try await component.warmUp()
        let order = script.constructions
        #expect(Set(order) == ["remoteConfig", "database", "cache", "migrations", "store"])
        // `store` needs the others, so it comes last; `analytics` is not eager.
        #expect(order.last == "store")
        // database and cache each waited for the other to start: sequential building would time out.
        #expect(component.database.metCache)
        #expect(component.cache.metDatabase)
    }

    @Test func aFailingWarmUpShutsDownWhatItBuiltInReverseOrderAndNamesThePath() async throws {
        let script = Script()
        script.fail("migrations")
        let component = ProdComponent(script: script)
        let error = try await #require(throws: ServiceConstructionError.self) { try await component.warmUp() }
        #expect(error.path == ["migrations"] || error.path == ["store", "migrations"])
        #expect(error.service == "migrations")
        let built = script.constructions
        #expect(Set(built) == ["remoteConfig", "database", "cache"])
        // Exactly what it built, each once. These three were built in parallel, so no order among
        // them is defined; dependents before dependencies is shown by the sequential shutdown test.
        #expect(script.shutdowns.sorted() == built.sorted())
        // Nothing is shut down twice.
        try await component.shutdown()
        #expect(script.shutdowns.sorted() == built.sorted())
    }

    @Test func aStoreFailureNamesItsDependencyPath() async throws {
        let script = Script()
        script.fail("store")
        let component = ProdComponent(script: script)
        let error = try await #require(throws: ServiceConstructionError.self) { try await component.warmUp() }
        #expect(error.path == ["store"])
        #expect(script.shutdowns.sorted() == ["cache", "database", "migrations", "remoteConfig"])
    }

    // MARK: - Shutdown

    @Test func shutdownRunsInReverseConstructionOrderOnceEachAndReportsEveryFailure() async throws {
        let script = Script()
        script.failShutdown(of: "database")
        script.failShutdown(of: "analytics")
        let component = ProdComponent(script: script)
        _ = try component.store
        _ = component.analytics
        let built = script.constructions
        #expect(built == ["database", "cache", "migrations", "store", "analytics"])
        let error = try await #require(throws: ShutdownError.self) { try await component.shutdown() }
        #expect(error.failures.map(\.service) == ["analytics", "database"])
        // Dependents before their dependencies, and past the failures.
        #expect(script.shutdowns == ["analytics", "store", "migrations", "cache", "database"])
        try await component.shutdown()
        #expect(script.shutdowns.count == 5)
    }

    @Test func replacementsAreNotShutDownByTheComponent() async throws {
        let script = Script()
        let database = Database(script: script)
        let component = TestComponent(script: script, database: database)
        _ = component.analytics
        try await component.shutdown()
        #expect(script.shutdowns == ["analytics"])
    }

    // MARK: - Isolation and observation

    @Test @MainActor func aMainActorServiceIsBuiltOnceOnTheMainActor() {
        let script = Script()
        let component = ProdComponent(script: script)
        let model = component.model
        model.refreshes += 1
        #expect(component.model === model)
        #expect(component.model.refreshes == 1)
        #expect(model.assistantName == "online")
    }

    @Test func theObserverSeesEveryConstructionInOrderWithDurations() throws {
        let script = Script()
        script.fail("flaky")
        let observer = RecordingObserver()
        let component = ProdComponent(script: script, observer: observer)
        _ = try? component.flakyUser
        _ = try component.flakyUser
        #expect(
            observer.events == [
                "willCreate flakyUser", "willCreate flaky", "didFail flaky", "didFail flakyUser",
                "willCreate flakyUser", "willCreate flaky", "didCreate flaky", "didCreate flakyUser",
            ])
        #expect(observer.durations.allSatisfy { $0 >= .zero })
    }
}

/// Records what a component reports, in order.
final class RecordingObserver: ComponentObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var measured: [Duration] = []

    var events: [String] { lock.withLock { recorded } }
    var durations: [Duration] { lock.withLock { measured } }

    func willCreate(service: String) {
        lock.withLock { recorded.append("willCreate \(service)") }
    }

    func didCreate(service: String, duration: Duration) {
        lock.withLock {
            recorded.append("didCreate \(service)")
            measured.append(duration)
        }
    }

    func didFail(service: String, error: any Error) {
        lock.withLock { recorded.append("didFail \(service)") }
    }

    func didFallBack(service: String, error: any Error) {
        lock.withLock { recorded.append("fellBack \(service)") }
    }
}

/// Keeps objects alive until the test ends.
final class LockedList: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [AnyObject] = []

    func append(_ item: AnyObject) {
        lock.withLock { items.append(item) }
    }
}
