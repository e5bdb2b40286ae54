import Foundation
import ServiceGraph
import Testing
import TestSupport

@Suite struct LazyCellsTests {
    /// A cell that counts how many of it were created and are still alive.
    final class CountedCell: ComponentCell, @unchecked Sendable {
        nonisolated(unsafe) static var tally: Counter?
        nonisolated(unsafe) static var deinits: Counter?

        init() { Self.tally?.increment() }
        deinit { Self.deinits?.increment() }
    }

    final class Service: Sendable {}

    @Test func noCellExistsUntilItsServiceIsFirstUsed() {
        let created = Counter()
        let released = Counter()
        CountedCell.tally = created
        CountedCell.deinits = released
        defer { CountedCell.tally = nil; CountedCell.deinits = nil }
        do {
            let cells = LazyCells(count: 1_000)
            #expect(created.value == 0)
            let first: CountedCell = cells.cell(7)
            let again: CountedCell = cells.cell(7)
            #expect(first === again)
            #expect(created.value == 1)
            let other: CountedCell = cells.cell(999)
            #expect(other !== first)
            #expect(created.value == 2)
        }
        // Releasing the component's cells releases every cell created, and only those.
        #expect(released.value == 2)
    }

    @Test func threadsRacingForTheFirstUseAllGetTheSameCell() {
        for _ in 0..<50 {
            let cells = LazyCells(count: 4)
            let seen = IdentitySet()
            runConcurrently(threads: 8) { _ in
                let cell: SingletonCell<Service> = cells.cell(2)
                seen.insert(cell)
            }
            #expect(seen.count == 1)
        }
    }

    /// Readers that find the instance published take no lock; this runs them while the first
    /// construction is still publishing, which the thread sanitizer checks in CI.
    @Test func lockFreeReadsSeeOneFullyBuiltInstance() {
        final class Built: Sendable {
            let payload: [Int]
            init() { payload = Array(0..<64) }
        }
        for _ in 0..<20 {
            let cells = LazyCells(count: 3)
            let builds = Counter()
            let seen = IdentitySet()
            runConcurrently(threads: 4) { _ in
                for _ in 0..<2_000 {
                    let cell: SingletonCell<Built> = cells.cell(1)
                    let built = cell.value { builds.increment(); return Built() }
                    precondition(built.payload.count == 64 && built.payload[63] == 63)
                    seen.insert(built)
                }
            }
            #expect(builds.value == 1)
            #expect(seen.count == 1)
        }
    }
}
