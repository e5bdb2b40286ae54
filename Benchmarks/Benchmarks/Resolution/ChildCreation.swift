// Measurement 9: creating a child component (the `account` scope, 100 services) of an app
// component that already exists, and dropping it, for apps of 10 and 1,000 services, generated
// and hand-written; then the same with one of the child's singletons read in between. Creating
// the child and releasing it are both timed: a child lives as long as, say, a signed-in session,
// and is made and dropped with it.

import Benchmark
import ScopeGraph10
import ScopeGraph1000

private struct ScopedApp {
    let appSize: Int
    let makeGeneratedChildMaker: (_ readingOneService: Bool) -> () -> AnyObject
    let makeHandWrittenChildMaker: (_ readingOneService: Bool) -> () -> AnyObject
    let resolveWithEachSystem: () -> Void

    /// "1,000 app services": the row's suffix in the results.
    var sizeLabel: String {
        appSize.formatted(.number.grouping(.automatic).locale(.init(identifier: "en_US"))) + " app services"
    }
}

func registerChildCreationBenchmarks() {
    let apps = [
        ScopedApp(
            appSize: 10,
            makeGeneratedChildMaker: ScopeGraph10Creation.generatedChildMaker,
            makeHandWrittenChildMaker: ScopeGraph10Creation.handWrittenChildMaker,
            resolveWithEachSystem: ScopeGraph10Creation.resolveWithEachSystem
        ),
        ScopedApp(
            appSize: 1_000,
            makeGeneratedChildMaker: ScopeGraph1000Creation.generatedChildMaker,
            makeHandWrittenChildMaker: ScopeGraph1000Creation.handWrittenChildMaker,
            resolveWithEachSystem: ScopeGraph1000Creation.resolveWithEachSystem
        ),
    ]
    let measurements: [(Measurement, readingOneService: Bool)] = [
        (.childCreation, false), (.childCreationReadingOneService, true),
    ]
    for app in apps {
        app.resolveWithEachSystem()
        for (measurement, readingOneService) in measurements {
            let rows: [(System, () -> AnyObject)] = [
                (.generatedThreadSafe, app.makeGeneratedChildMaker(readingOneService)),
                (.handWritten, app.makeHandWrittenChildMaker(readingOneService)),
            ]
            for (system, makeChild) in rows {
                let row = "\(system.rawValue), \(app.sizeLabel)"
                let (name, configuration) = benchmarkIdentity(measurement, row, scalingFactor: .kilo)
                Benchmark(name, configuration: configuration) { benchmark in
                    for _ in benchmark.scaledIterations {
                        // The child is released when blackHole returns, inside the timed loop.
                        blackHole(makeChild())
                    }
                }
            }
        }
    }
}
