// Measurement 3: the first resolution of the last of ten chained singletons, from a component or
// container that has built nothing yet. The fresh instances are made before the measurement and
// released after it, so only the resolution is timed.

import Benchmark
import MainActorGraph
import ResolutionGraph
import ResolutionServices
import Swinject

func registerColdChainBenchmarks() {
    func identity(_ system: System) -> (String, Benchmark.Configuration) {
        benchmarkIdentity(.coldTenDeepChain, system, scalingFactor: .kilo)
    }

    var (name, configuration) = identity(.generatedThreadSafe)
    Benchmark(name, configuration: configuration) { benchmark in
        let components = benchmark.scaledIterations.map { _ in ResolutionGraph.ProdComponent() }
        benchmark.startMeasurement()
        for component in components {
            blackHole(component.level9)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.generatedMainActor)
    Benchmark(name, configuration: configuration) { @MainActor benchmark async in
        let components = benchmark.scaledIterations.map { _ in MainActorGraph.ProdComponent() }
        benchmark.startMeasurement()
        for component in components {
            blackHole(component.level9)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.handWritten)
    Benchmark(name, configuration: configuration) { benchmark in
        let compositions = benchmark.scaledIterations.map { _ in HandWrittenComposition() }
        benchmark.startMeasurement()
        for composition in compositions {
            blackHole(composition.level9)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.swinject)
    Benchmark(name, configuration: configuration) { benchmark in
        let containers = benchmark.scaledIterations.map { _ in makeSwinjectResolutionContainer() }
        benchmark.startMeasurement()
        for container in containers {
            blackHole(container.resolve(ChainLevel9.self)!)
        }
        benchmark.stopMeasurement()
    }

    (name, configuration) = identity(.swinjectSynchronized)
    Benchmark(name, configuration: configuration) { benchmark in
        let resolvers = benchmark.scaledIterations.map { _ in
            SynchronizedSwinjectResolver(makeSwinjectResolutionContainer()).resolver
        }
        benchmark.startMeasurement()
        for resolver in resolvers {
            blackHole(resolver.resolve(ChainLevel9.self)!)
        }
        benchmark.stopMeasurement()
    }
}
