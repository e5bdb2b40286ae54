// Measurement 5: two threads reading the same warm singleton at the same time.

import Benchmark
import ResolutionServices

func registerContentionBenchmarks(_ warm: WarmSystems) {
    func identity(_ system: System, _ scalingFactor: BenchmarkScalingFactor = .mega) -> (String, Benchmark.Configuration) {
        benchmarkIdentity(.contentionOnTwoThreads, system, scalingFactor: scalingFactor)
    }

    var (name, configuration) = identity(.generatedThreadSafe)
    let component = warm.generated
    Benchmark(name, configuration: configuration) { benchmark in
        measureConcurrentReads(benchmark) { reads in
            for _ in 0..<reads {
                blackHole(component.logger)
            }
        }
    }

    (name, configuration) = identity(.handWritten)
    let composition = warm.handWritten
    Benchmark(name, configuration: configuration) { benchmark in
        measureConcurrentReads(benchmark) { reads in
            for _ in 0..<reads {
                blackHole(composition.logger)
            }
        }
    }

    (name, configuration) = identity(.storedLet)
    let stored = warm.stored
    Benchmark(name, configuration: configuration) { benchmark in
        measureConcurrentReads(benchmark) { reads in
            for _ in 0..<reads {
                blackHole(stored.logger)
            }
        }
    }

    (name, configuration) = identity(.swinjectSynchronized, .kilo)
    let synchronized = warm.swinjectSynchronized
    Benchmark(name, configuration: configuration) { benchmark in
        measureConcurrentReads(benchmark) { reads in
            for _ in 0..<reads {
                blackHole(synchronized.resolver.resolve((any EventLogger).self)!)
            }
        }
    }

    (name, configuration) = identity(.swiftDependencies, .kilo)
    let reader = warm.dependencies
    Benchmark(name, configuration: configuration) { benchmark in
        measureConcurrentReads(benchmark) { reads in
            for _ in 0..<reads {
                blackHole(reader.logger)
            }
        }
    }
}
