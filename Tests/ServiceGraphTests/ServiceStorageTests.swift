import Foundation
import ServiceGraph
import TestSupport
import Testing

@Suite struct ServiceStorageTests {
    protocol Named: AnyObject, Sendable {}
    final class Service: Named {}
    struct Failure: Error {}

    final class Closable: Named, Shutdownable {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
        }
        func shutdown() async throws { log.append("shutdown \(name)") }
    }

    /// A thread-safe list of events.
    final class Log: @unchecked Sendable, ComponentObserver {
        private let lock = NSLock()
        private var entries: [String] = []
        var all: [String] { lock.withLock { entries } }
        func append(_ entry: String) { lock.withLock { entries.append(entry) } }
        func willCreate(service: String) { append("will \(service)") }
        func didCreate(service: String, duration: Duration) { append("did \(service)") }
        func didFail(service: String, error: any Error) { append("fail \(service)") }
        func didFallBack(service: String, error: any Error) { append("fallback \(service)") }
    }

    // MARK: - Exactly once, in parallel, retried

    @Test func buildsExactlyOnceWhenManyThreadsAskFirstAtTheSameMoment() {
        for _ in 0..<20 {
            let storage = ServiceStorage(count: 3)
            let builds = Counter()
            let seen = IdentitySet()
            runConcurrently(threads: 8) { _ in
                let service = storage.singleton(1, "service") { () -> Service in
                    builds.increment()
                    // A slow construction keeps the others parked, where a race would show.
                    usleep(2_000)
                    return Service()
                }
                seen.insert(service)
            }
            #expect(builds.value == 1)
            #expect(seen.count == 1)
        }
    }

    @Test func laterAccessesReturnTheSameInstanceWithoutBuilding() {
        let storage = ServiceStorage(count: 1)
        let first = storage.singleton(0, "service") { Service() }
        let second = storage.singleton(0, "service") { () -> Service in
            Issue.record("built twice")
            return Service()
        }
        #expect(first === second)
    }

    @Test func valuesLargerThanASlotAreBoxed() {
        struct Large: Sendable, Equatable {
            var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7
            let name: String
        }
        let storage = ServiceStorage(count: 2)
        let builds = Counter()
        for _ in 0..<3 {
            let large = storage.singleton(1, "large") { () -> Large in
                builds.increment()
                return Large(name: "large")
            }
            #expect(large == Large(name: "large"))
        }
        let existential = storage.singleton(0, "any") { () -> any Sendable in 42 }
        #expect(existential as? Int == 42)
        #expect(builds.value == 1)
    }

    @Test func independentSlotsBuildInParallel() {
        // Each construction waits until both are under way: with one lock for all construction,
        // the second would never start and the first would time out.
        let storage = ServiceStorage(count: 2)
        let started = DispatchGroup()
        started.enter()
        started.enter()
        let overlapped = Counter()
        runConcurrently(threads: 2) { index in
            _ = storage.singleton(ServiceSlot(index), "service\(index)") { () -> Service in
                started.leave()
                if started.wait(timeout: .now() + 5) == .success { overlapped.increment() }
                return Service()
            }
        }
        #expect(overlapped.value == 2)
    }

    @Test func aFailedBuildIsRetriedOnTheNextAccess() throws {
        let storage = ServiceStorage(count: 1)
        let attempts = Counter()
        #expect(throws: ServiceConstructionError.self) {
            try storage.singleton(0, "flaky") { () throws -> Service in
                attempts.increment()
                throw Failure()
            }
        }
        let built = Service()
        let service = try storage.singleton(0, "flaky") { () throws -> Service in
            attempts.increment()
            return built
        }
        #expect(service === built)
        #expect(attempts.value == 2)
    }

    @Test(.timeLimit(.minutes(1)))
    func threadsWaitingForAFailedBuildRetryItThemselves() {
        for _ in 0..<20 {
            let storage = ServiceStorage(count: 1)
            let attempts = Counter()
            let successes = Counter()
            let seen = IdentitySet()
            runConcurrently(threads: 6) { _ in
                let service = try? storage.singleton(0, "flaky") { () throws -> Service in
                    attempts.increment()
                    usleep(1_000)
                    // The first attempt fails while the others are parked on it.
                    if attempts.value == 1 { throw Failure() }
                    return Service()
                }
                if let service {
                    successes.increment()
                    seen.insert(service)
                }
            }
            #expect(attempts.value == 2)
            #expect(successes.value == 5)
            #expect(seen.count == 1)
        }
    }

    @Test func failuresNameThePathToTheFailingService() {
        let storage = ServiceStorage(count: 2)
        do {
            _ = try storage.singleton(0, "top") { () throws -> Service in
                _ = try storage.singleton(1, "bottom") { () throws -> Service in throw Failure() }
                return Service()
            }
            Issue.record("did not throw")
        } catch {
            let failure = error as? ServiceConstructionError
            #expect(failure?.path == ["top", "bottom"])
            #expect(failure?.underlying is Failure)
        }
    }

    /// top -> (left, right) -> bottom, with threads entering at every node at once.
    @Test(.timeLimit(.minutes(1)))
    func diamondUnderContentionNeitherDeadlocksNorBuildsTwice() {
        for _ in 0..<50 {
            let storage = ServiceStorage(count: 4)
            let builds = Counter()
            let bottom: @Sendable () -> Service = {
                storage.singleton(3, "bottom") {
                    builds.increment(); usleep(300); return Service()
                }
            }
            let left: @Sendable () -> Service = {
                storage.singleton(1, "left") {
                    _ = bottom(); builds.increment(); return Service()
                }
            }
            let right: @Sendable () -> Service = {
                storage.singleton(2, "right") {
                    _ = bottom(); builds.increment(); return Service()
                }
            }
            let top: @Sendable () -> Service = {
                storage.singleton(0, "top") {
                    _ = left(); _ = right(); builds.increment(); return Service()
                }
            }
            let entries = [top, left, right, bottom]
            runConcurrently(threads: 8) { index in _ = entries[index % entries.count]() }
            #expect(builds.value == 4)
        }
    }

    // MARK: - Lifecycle

    @Test func observerAndShutdownFollowConstructionOrder() async throws {
        let log = Log()
        let storage = ServiceStorage(count: 3, observer: log)
        let top = storage.singleton(2, "top") { () -> Closable in
            _ = storage.singleton(0, "plain") { Service() }
            _ = storage.singleton(1, "closable") { Closable("closable", log: log) }
            return Closable("top", log: log)
        }
        _ = storage.transient("handler") { Service() }
        #expect(top.name == "top")
        // Every kept singleton is stamped, the plain one too: whether one is `Shutdownable` is
        // asked only at shutdown.
        #expect(storage.shutdownMark == 3)
        try await storage.shutdown()
        #expect(
            log.all == [
                "will top", "will plain", "did plain", "will closable", "did closable", "did top",
                "will handler", "did handler",
                "shutdown top", "shutdown closable",
            ])
        // Each once.
        try await storage.shutdown()
        #expect(log.all.count == 10)
    }

    @Test func shutdownIsDetectedThroughAnExistential() async throws {
        let log = Log()
        let storage = ServiceStorage(count: 1)
        _ = storage.singleton(0, "named", as: (any Named).self) { Closable("named", log: log) }
        try await storage.shutdown()
        #expect(log.all == ["shutdown named"])
    }

    @Test func shutdownDetectionIsPerDynamicTypeNotPerStoredType() async throws {
        // The same stored type (an existential, or a class with subclasses) holds instances that
        // do and do not conform: the answer cached for one must not be used for the other.
        class Base: @unchecked Sendable {}
        final class ClosableSub: Base, Shutdownable, @unchecked Sendable {
            let log: Log
            init(log: Log) { self.log = log }
            func shutdown() async throws { log.append("shutdown sub") }
        }
        let log = Log()
        let storage = ServiceStorage(count: 4)
        _ = storage.singleton(0, "plain", as: (any Named).self) { Service() }
        _ = storage.singleton(1, "closable", as: (any Named).self) { Closable("closable", log: log) }
        _ = storage.singleton(2, "base", as: Base.self) { Base() }
        _ = storage.singleton(3, "sub", as: Base.self) { ClosableSub(log: log) }
        try await storage.shutdown()
        #expect(log.all == ["shutdown sub", "shutdown closable"])
    }

    @Test func shutDownAfterAMarkUndoesOnlyLaterSingletons() async {
        let log = Log()
        let storage = ServiceStorage(count: 2)
        _ = storage.singleton(0, "first") { Closable("first", log: log) }
        let mark = storage.shutdownMark
        _ = storage.singleton(1, "second") { Closable("second", log: log) }
        let failures = await storage.shutDown(after: mark)
        #expect(failures.isEmpty)
        #expect(log.all == ["shutdown second"])
    }

    @Test func aThrowingImplementationFallsBackAndIsListed() {
        let log = Log()
        let storage = ServiceStorage(count: 1, observer: log)
        let builds = Counter()
        for _ in 0..<2 {
            let service = storage.singleton(0, "sync", as: (any Named).self) { () throws -> any Named in
                builds.increment()
                throw Failure()
            } fallback: {
                Service()
            }
            #expect(service is Service)
        }
        #expect(builds.value == 1)
        #expect(storage.usedFallbacks == ["sync"])
        #expect(log.all == ["will sync", "fail sync", "fallback sync", "will sync", "did sync"])
    }

    // MARK: - Replacements

    @Test func replacementsAreReturnedAndNeverBuilt() {
        let storage = ServiceStorage(count: 3)
        let replacement = Service()
        storage.replace(0, "first", with: replacement as (any Named)?)
        storage.replace(1, "second", with: nil as (any Named)?)
        storage.replace(2, "third", with: replacement as Service?)
        let singleton = storage.singleton(0, "singleton", as: (any Named).self) { () -> any Named in
            Issue.record("built despite replacement")
            return Service()
        }
        #expect(singleton === replacement)
        let built = storage.singleton(1, "notReplaced", as: (any Named).self) { Service() }
        #expect(built !== replacement)
        let transient = storage.transient(2, "transient", as: Service.self) { Service() }
        #expect(transient === replacement)
    }

    @Test func transientsWithoutReplacementAreNewEachTime() {
        let storage = ServiceStorage(count: 1)
        let first = storage.transient(0, "transient", as: Service.self) { Service() }
        let second = storage.transient(0, "transient", as: Service.self) { Service() }
        #expect(first !== second)
    }

    // MARK: - Weak, async, main actor

    @Test func weakServicesLiveWhileSomeoneKeepsThem() {
        let storage = ServiceStorage(count: 2)
        let builds = Counter()
        var kept: Service? = storage.weak(0, "session") {
            builds.increment(); return Service()
        }
        let again = storage.weak(0, "session") {
            builds.increment(); return Service()
        }
        #expect(kept === again)
        let identifier = kept.map(ObjectIdentifier.init)
        kept = nil
        _ = identifier
        _ = storage.weak(0, "session") {
            builds.increment(); return Service()
        }
        #expect(builds.value == 1 || builds.value == 2)

        let replacement = Service()
        storage.replace(1, "replaced", with: replacement)
        #expect(storage.weak(1, "replaced") { Service() } === replacement)
    }

    /// A test component's `Replacements` reads back what it set, and a service set twice (or set to
    /// nil) before the component exists keeps the last value.
    @Test func aReplacementCanBeReadBackReplacedAgainAndRemovedBeforeTheComponentExists() {
        let storage = ServiceStorage(count: 2)
        #expect(storage.replacement(0, as: Service.self) == nil)
        let first = Service(), second = Service()
        storage.replace(0, "clock", with: first)
        #expect(storage.replacement(0, as: Service.self) === first)
        storage.replace(0, "clock", with: second)
        #expect(storage.replacement(0, as: Service.self) === second)
        storage.replace(1, "calendar", with: first)
        storage.replace(1, "calendar", with: nil as Service?)
        #expect(storage.replacement(1, as: Service.self) == nil)
        #expect(storage.singleton(0, "clock", as: Service.self) { Service() } === second)
        #expect(storage.singleton(1, "calendar", as: Service.self) { first } === first)
    }

    /// A misuse the generator never writes still stops the program with the service's name, not
    /// only its slot's number.
    @Test func aReplacementAfterTheFirstUseStopsTheProgramNamingTheService() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let storage = ServiceStorage(count: 1)
            _ = storage.singleton(0, "clock", as: Service.self) { Service() }
            storage.replace(0, "clock", with: Service())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("service 'clock' (slot 0) is replaced after its first use"), "\(message)")
    }

    @Test func asyncSingletonsBuildOnceAndRetryAfterAFailure() async throws {
        let storage = ServiceStorage(count: 2)
        let builds = Counter()
        let services = try await withThrowingTaskGroup(of: Service.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await storage.asyncSingleton(0, "remote") { () async throws -> Service in
                        builds.increment()
                        try await Task.sleep(for: .milliseconds(5))
                        return Service()
                    }
                }
            }
            return try await group.reduce(into: [Service]()) { $0.append($1) }
        }
        #expect(builds.value == 1)
        #expect(Set(services.map(ObjectIdentifier.init)).count == 1)

        let attempts = Counter()
        await #expect(throws: ServiceConstructionError.self) {
            try await storage.asyncSingleton(1, "flaky") { () async throws -> Service in
                attempts.increment()
                throw Failure()
            }
        }
        let service = await storage.asyncSingleton(1, "flaky") { () async -> Service in
            attempts.increment()
            return Service()
        }
        #expect(await storage.asyncSingleton(1, "flaky") { Service() } === service)
        #expect(attempts.value == 2)
    }

    @Test @MainActor func mainActorSingletonsHoldNonSendableValues() {
        final class State {
            var count = 0
        }
        let storage = ServiceStorage(count: 1)
        let first = storage.mainActorSingleton(0, "state") { State() }
        first.count += 1
        let second = storage.mainActorSingleton(0, "state") { State() }
        #expect(second.count == 1)
    }

    @Test func everySlotHoldsItsInstanceAndReleasesItWithTheStorage() {
        // The table is allocated uninitialised on first use, with only the state words zeroed:
        // every slot, first to last, holds its instance (inline or boxed), rebuilds nothing and
        // releases it with the storage; a replacement is stored before any other use.
        final class Tracked: Sendable {
            let index: Int
            let released: Counter
            init(_ index: Int, _ released: Counter) {
                self.index = index
                self.released = released
            }
            deinit { released.increment() }
        }
        struct Large: Sendable {
            var a = 1, b = 2, c = 3, d = 4, e = 5
            let tracked: Tracked
        }
        for count in [1, 2, 3, 16, 17, 40] {
            let released = Counter()
            let builds = Counter()
            do {
                let storage = ServiceStorage(count: count)
                storage.replace(ServiceSlot(count - 1), "last", with: Tracked(-1, released) as Tracked?)
                for round in 0..<2 {
                    for slot in 0..<(count - 1) {
                        if slot % 2 == 0 {
                            let value = storage.singleton(ServiceSlot(slot), "s\(slot)") { () -> Tracked in
                                builds.increment()
                                return Tracked(slot, released)
                            }
                            #expect(value.index == slot)
                        } else {
                            let value = storage.singleton(ServiceSlot(slot), "s\(slot)") { () -> Large in
                                builds.increment()
                                return Large(tracked: Tracked(slot, released))
                            }
                            #expect(value.tracked.index == slot && value.e == 5)
                        }
                    }
                    let replaced = storage.singleton(ServiceSlot(count - 1), "r", as: Tracked.self) { () -> Tracked in
                        Issue.record("a replacement was built")
                        return Tracked(0, released)
                    }
                    #expect(replaced.index == -1, "count \(count), round \(round)")
                }
                #expect(builds.value == count - 1, "count \(count)")
                #expect(released.value == 0, "count \(count)")
            }
            #expect(released.value == count, "count \(count): every instance released with the storage")
        }
    }

    @Test func manyThreadsBuildEverySlotOnceWhileTheTableIsCreated() {
        // Every thread may race to create the table: one wins, the others free theirs.
        for count in [1, 17] {
            for _ in 0..<20 {
                let storage = ServiceStorage(count: count)
                let builds = Counter()
                runConcurrently(threads: 4) { _ in
                    for slot in 0..<count {
                        _ = storage.singleton(ServiceSlot(slot), "s\(slot)") { () -> Service in
                            builds.increment()
                            return Service()
                        }
                    }
                }
                #expect(builds.value == count)
            }
        }
    }

    @Test func creatingAStorageIsIndependentOfItsSize() {
        // Nothing per service until first use: a huge count costs nothing until a slot is used.
        let storage = ServiceStorage(count: 10_000_000)
        _ = storage
    }
}
