// Measurement 4: creating a component or container for the synthetic graphs of 10, 100 and 1,000
// services, building no service. What is made is kept until the measurement stops, so releasing
// it is not timed.

import Benchmark
import Graph10
import Graph100
import Graph1000

private struct SyntheticGraph {
    let size: Int
    let makeGeneratedComponent: () -> AnyObject
    let makeHandWrittenComposition: () -> AnyObject
    let makeSwinjectContainer: () -> AnyObject
    let resolveWithEachSystem: () -> Void

    /// "1,000": the size as the results name it.
    var sizeLabel: String {
        size.formatted(.number.grouping(.automatic).locale(.init(identifier: "en_US")))
    }
}

func registerComponentCreationBenchmarks() {
    let graphs = [
        SyntheticGraph(
            size: 10,
            makeGeneratedComponent: Graph10Creation.makeGeneratedComponent,
            makeHandWrittenComposition: Graph10Creation.makeHandWrittenComposition,
            makeSwinjectContainer: Graph10Creation.makeSwinjectContainer,
            resolveWithEachSystem: Graph10Creation.resolveWithEachSystem
        ),
        SyntheticGraph(
            size: 100,
            makeGeneratedComponent: Graph100Creation.makeGeneratedComponent,
            makeHandWrittenComposition: Graph100Creation.makeHandWrittenComposition,
            makeSwinjectContainer: Graph100Creation.makeSwinjectContainer,
            resolveWithEachSystem: Graph100Creation.resolveWithEachSystem
        ),
        SyntheticGraph(
            size: 1_000,
            makeGeneratedComponent: Graph1000Creation.makeGeneratedComponent,
            makeHandWrittenComposition: Graph1000Creation.makeHandWrittenComposition,
            makeSwinjectContainer: Graph1000Creation.makeSwinjectContainer,
            resolveWithEachSystem: Graph1000Creation.resolveWithEachSystem
        ),
    ]
    for graph in graphs {
        graph.resolveWithEachSystem()
        // A Swinject container of 100 or more registrations takes long enough to time alone.
        let swinjectScaling: BenchmarkScalingFactor = graph.size < 100 ? .kilo : .one
        let rows: [(String, BenchmarkScalingFactor, () -> AnyObject)] = [
            ("\(System.generatedThreadSafe.rawValue), \(graph.sizeLabel) services", .kilo, graph.makeGeneratedComponent),
            ("\(System.handWritten.rawValue), \(graph.sizeLabel) services", .kilo, graph.makeHandWrittenComposition),
            ("\(System.swinject.rawValue), \(graph.sizeLabel) registrations", swinjectScaling, graph.makeSwinjectContainer),
        ]
        for (row, scalingFactor, make) in rows {
            let (name, configuration) = benchmarkIdentity(.componentCreation, row, scalingFactor: scalingFactor)
            Benchmark(name, configuration: configuration) { benchmark in
                var made: [AnyObject] = []
                made.reserveCapacity(benchmark.scaledIterations.count)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    made.append(make())
                }
                benchmark.stopMeasurement()
                blackHole(made)
            }
        }
    }
}
