// Names shared with Scripts/collect_resolution.py, which reads them back from the harness's
// export: a benchmark is named "<measurement>: <system> (per sample: <count>)".

import Benchmark
import Foundation

enum Measurement: String {
    case warmSingleton = "1-warm-singleton"
    case viewMemberRead = "1-view-member-read"
    case transientWithThreeDependencies = "2-transient-3-deps"
    case coldTenDeepChain = "3-cold-10-deep-chain"
    case componentCreation = "4-component-creation"
    case contentionOnTwoThreads = "5-contention-2-threads"
    case childCreation = "9-child-creation"
    case childCreationReadingOneService = "9-child-one-service"
}

/// The row names of the results; identical across measurements for the same system.
enum System: String {
    case generatedThreadSafe = "generated (thread-safe)"
    case generatedMainActor = "generated (@MainActor)"
    /// Through the back-reference object a service the generated component keeps receives for a view.
    case viewReference = "view reference a kept service receives"
    /// Through the generated component itself, as a service only app code holds receives a view.
    case componentAsView = "component as the view"
    case handWritten = "hand-written locked lazy"
    case storedLet = "stored let"
    case lazilyStored = "lazily stored var"
    case swinject = "Swinject"
    case swinjectSynchronized = "Swinject synchronized"
    case swiftDependencies = "swift-dependencies"
}

/// `RESOLUTION_BENCHMARK_SMOKE=1` (set by `run_resolution.sh --smoke`): a few short samples per
/// benchmark, enough to see that everything runs.
let isSmokeRun = ProcessInfo.processInfo.environment["RESOLUTION_BENCHMARK_SMOKE"] == "1"

/// The name and configuration of one benchmark. Each sample repeats the measured operation
/// `scalingFactor` times, so one sample is long compared with reading the clock; the harness
/// records the sample's wall time, and the collector divides it by the count in the name.
func benchmarkIdentity(
    _ measurement: Measurement,
    _ row: String,
    scalingFactor: BenchmarkScalingFactor
) -> (name: String, configuration: Benchmark.Configuration) {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput],
        tags: ["per sample": String(scalingFactor.rawValue)],
        timeUnits: .nanoseconds,
        warmupIterations: isSmokeRun ? 1 : 3,
        scalingFactor: scalingFactor,
        maxDuration: isSmokeRun ? .milliseconds(100) : .seconds(2),
        maxIterations: isSmokeRun ? 5 : 2_000
    )
    return ("\(measurement.rawValue): \(row)", configuration)
}

func benchmarkIdentity(
    _ measurement: Measurement,
    _ system: System,
    scalingFactor: BenchmarkScalingFactor
) -> (name: String, configuration: Benchmark.Configuration) {
    benchmarkIdentity(measurement, system.rawValue, scalingFactor: scalingFactor)
}
