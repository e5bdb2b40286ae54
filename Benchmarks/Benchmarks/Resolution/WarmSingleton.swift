// Measurement 1: reading a singleton that is already built.

import Benchmark
import MainActorGraph
import ResolutionServices

func registerWarmSingletonBenchmarks(_ warm: WarmSystems) {
    func identity(_ system: System, _ scalingFactor: BenchmarkScalingFactor = .mega) -> (String, Benchmark.Configuration) {
        benchmarkIdentity(.warmSingleton, system, scalingFactor: scalingFactor)
    }

    var (name, configuration) = identity(.generatedThreadSafe)
    Benchmark(name, configuration: configuration) { benchmark in
        let component = warm.generated
        for _ in benchmark.scaledIterations {
            blackHole(component.logger)
        }
    }

    // The benchmark body does not run on the main actor, so this closure is `@MainActor`: the
    // harness awaits it, it hops to the main actor once per sample, and the measurement starts
    // only after the hop.
    (name, configuration) = identity(.generatedMainActor)
    Benchmark(name, configuration: configuration) { @MainActor benchmark async in
        let component = MainActorSystems.warm
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(component.logger)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.handWritten)
    Benchmark(name, configuration: configuration) { benchmark in
        let composition = warm.handWritten
        for _ in benchmark.scaledIterations {
            blackHole(composition.logger)
        }
    }

    (name, configuration) = identity(.storedLet)
    Benchmark(name, configuration: configuration) { benchmark in
        let stored = warm.stored
        for _ in benchmark.scaledIterations {
            blackHole(stored.logger)
        }
    }

    (name, configuration) = identity(.lazilyStored)
    Benchmark(name, configuration: configuration) { benchmark in
        let lazilyStored = warm.lazilyStored
        for _ in benchmark.scaledIterations {
            blackHole(lazilyStored.logger)
        }
    }

    (name, configuration) = identity(.swinject, .kilo)
    Benchmark(name, configuration: configuration) { benchmark in
        let container = warm.swinject
        for _ in benchmark.scaledIterations {
            blackHole(container.resolve((any EventLogger).self)!)
        }
    }

    (name, configuration) = identity(.swinjectSynchronized, .kilo)
    Benchmark(name, configuration: configuration) { benchmark in
        let resolver = warm.swinjectSynchronized.resolver
        for _ in benchmark.scaledIterations {
            blackHole(resolver.resolve((any EventLogger).self)!)
        }
    }

    (name, configuration) = identity(.swiftDependencies, .kilo)
    Benchmark(name, configuration: configuration) { benchmark in
        let reader = warm.dependencies
        for _ in benchmark.scaledIterations {
            blackHole(reader.logger)
        }
    }
}
