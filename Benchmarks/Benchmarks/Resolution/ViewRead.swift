// Measurement 1, through a view: reading the same warm singleton as a member of the view
// `LoggerView`, through what a service receives for it, against reading it from the component.
// Issue 31 asks that keeping a view, rather than the component, is not a performance decision, so
// the component read is measured again here, in the same run, as the baseline.

import Benchmark
import ResolutionGraph

func registerViewReadBenchmarks(_ warm: WarmSystems) {
    func identity(_ system: System) -> (String, Benchmark.Configuration) {
        benchmarkIdentity(.viewMemberRead, system, scalingFactor: .mega)
    }

    var (name, configuration) = identity(.generatedThreadSafe)
    Benchmark(name, configuration: configuration) { benchmark in
        let component = warm.generated
        for _ in benchmark.scaledIterations {
            blackHole(component.logger)
        }
    }

    // `viewHolder` is a singleton, so the component keeps it and gives it the view's back-reference
    // object: every read checks that the component is alive, then reads it without a retain.
    (name, configuration) = identity(.viewReference)
    Benchmark(name, configuration: configuration) { benchmark in
        let holder = warm.generated.viewHolder
        for _ in benchmark.scaledIterations {
            blackHole(holder.view.logger)
        }
    }

    // What a service only app code holds receives: the component itself, as `any LoggerView`.
    (name, configuration) = identity(.componentAsView)
    Benchmark(name, configuration: configuration) { benchmark in
        let view = opaqueView(warm.generated)
        for _ in benchmark.scaledIterations {
            blackHole(view.logger)
        }
    }
}

/// The component as `any LoggerView`, through the harness's opaque `identity`, so that the compiler
/// cannot see its concrete type and call the component directly, which a service's code cannot either.
private func opaqueView(_ component: ResolutionGraph.ProdComponent) -> any LoggerView {
    identity(component as any LoggerView)
}
