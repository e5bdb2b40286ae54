import Foundation
import ServiceGraph
import Testing
import TestSupport

@Suite struct SingletonCellTests {
    final class Service: Sendable {}

    @Test func buildsExactlyOnceWhenManyThreadsAskFirstAtTheSameMoment() {
        for _ in 0..<20 {
            let cell = SingletonCell<Service>()
            let builds = Counter()
            let seen = IdentitySet()
            runConcurrently(threads: 8) { _ in
                let service = cell.value {
                    builds.increment()
                    // Slow construction keeps the others waiting at the cell, where a race would show.
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
        let cell = SingletonCell<Service>()
        let first = cell.value { Service() }
        let second = cell.value { Issue.record("built twice"); return Service() }
        #expect(first === second)
    }

    @Test func presetCellNeverBuilds() {
        let preset = Service()
        let cell = SingletonCell<Service>(preset: preset)
        #expect(cell.value { Issue.record("built despite preset"); return Service() } === preset)
        let empty = SingletonCell<Service>(preset: nil)
        #expect(empty.value { Service() } !== preset)
    }

    @Test func aFailedBuildIsNotCached() {
        struct Failure: Error {}
        let cell = SingletonCell<Service>()
        #expect(throws: Failure.self) { try cell.value { throw Failure() } }
        let built = Service()
        #expect(cell.value { built } === built)
    }

    @Test func optionalValuesAreCachedEvenWhenNil() {
        let cell = SingletonCell<Service?>()
        let builds = Counter()
        for _ in 0..<3 {
            _ = cell.value { builds.increment(); return nil }
        }
        #expect(builds.value == 1)
    }

    /// top -> (left, right) -> bottom, each behind its own cell, with threads entering at every
    /// node at once: per-cell locks taken along an acyclic graph cannot deadlock.
    @Test(.timeLimit(.minutes(1)))
    func diamondUnderContentionNeitherDeadlocksNorBuildsTwice() {
        for _ in 0..<20 {
            let builds = Counter()
            let bottom = SingletonCell<Service>()
            let left = SingletonCell<Service>()
            let right = SingletonCell<Service>()
            let top = SingletonCell<Service>()
            let makeBottom: @Sendable () -> Service = {
                bottom.value { builds.increment(); usleep(500); return Service() }
            }
            let makeLeft: @Sendable () -> Service = {
                left.value { _ = makeBottom(); builds.increment(); return Service() }
            }
            let makeRight: @Sendable () -> Service = {
                right.value { _ = makeBottom(); builds.increment(); return Service() }
            }
            let makeTop: @Sendable () -> Service = {
                top.value { _ = makeLeft(); _ = makeRight(); builds.increment(); return Service() }
            }
            let entries = [makeTop, makeLeft, makeRight, makeBottom]
            runConcurrently(threads: 8) { index in _ = entries[index % entries.count]() }
            #expect(builds.value == 4)
        }
    }

    @Test func fixedValueHoldsItsValue() {
        let service = Service()
        #expect(FixedValue(service).value === service)
        #expect(FixedValue<Service?>(nil).value == nil)
    }
}
