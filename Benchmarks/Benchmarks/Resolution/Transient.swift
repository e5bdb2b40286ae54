// Measurement 2: resolving a transient service built from three warm singletons.

import Benchmark
import MainActorGraph
import ResolutionServices

func registerTransientBenchmarks(_ warm: WarmSystems) {
    // A thousand allocations per sample already take far longer than reading the clock.
    func identity(_ system: System) -> (String, Benchmark.Configuration) {
        benchmarkIdentity(.transientWithThreeDependencies, system, scalingFactor: .kilo)
    }

    var (name, configuration) = identity(.generatedThreadSafe)
    Benchmark(name, configuration: configuration) { benchmark in
        let component = warm.generated
        for _ in benchmark.scaledIterations {
            blackHole(component.requestHandler)
        }
    }

    (name, configuration) = identity(.generatedMainActor)
    Benchmark(name, configuration: configuration) { @MainActor benchmark async in
        let component = MainActorSystems.warm
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(component.requestHandler)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.handWritten)
    Benchmark(name, configuration: configuration) { benchmark in
        let composition = warm.handWritten
        for _ in benchmark.scaledIterations {
            blackHole(composition.requestHandler)
        }
    }

    (name, configuration) = identity(.storedLet)
    Benchmark(name, configuration: configuration) { benchmark in
        let stored = warm.stored
        for _ in benchmark.scaledIterations {
            blackHole(stored.requestHandler)
        }
    }

    (name, configuration) = identity(.swinject)
    Benchmark(name, configuration: configuration) { benchmark in
        let container = warm.swinject
        for _ in benchmark.scaledIterations {
            blackHole(container.resolve(RequestHandler.self)!)
        }
    }

    (name, configuration) = identity(.swinjectSynchronized)
    Benchmark(name, configuration: configuration) { benchmark in
        let resolver = warm.swinjectSynchronized.resolver
        for _ in benchmark.scaledIterations {
            blackHole(resolver.resolve(RequestHandler.self)!)
        }
    }

    (name, configuration) = identity(.swiftDependencies)
    Benchmark(name, configuration: configuration) { benchmark in
        let reader = warm.dependencies
        for _ in benchmark.scaledIterations {
            blackHole(reader.requestHandler)
        }
    }
}
