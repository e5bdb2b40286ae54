// swift-tools-version: 6.1
// Runtime benchmarks for ServiceGraph: generated components against hand-written composition,
// Swinject and swift-dependencies. A separate package, so the root package keeps zero dependencies.
//
//     cd Benchmarks && Scripts/run_resolution.sh [--smoke] [--output FILE]
//
// The synthetic graphs' generated sources are not in git: Scripts/run_resolution.sh writes them
// first. Before `swift build` or `swift package benchmark` by hand, run Scripts/write_graphs.sh.
import PackageDescription

let package = Package(
    name: "ServiceGraphBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ServiceGraph", path: ".."),
        // The MallocInterposer trait alone: the default traits would also pull in the runtime
        // interposer, and older set-ups want jemalloc, which this machine does not have.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        // The service types every system under test builds, so they all construct the same objects.
        .target(name: "ResolutionServices"),
        // A small thread-safe manifest, its hand-written equivalent and the stored-`let` floor.
        .target(
            name: "ResolutionGraph",
            dependencies: [.product(name: "ServiceGraph", package: "ServiceGraph"), "ResolutionServices"],
            plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]
        ),
        // The same services with `"isolation": "MainActor"`.
        .target(
            name: "MainActorGraph",
            dependencies: [.product(name: "ServiceGraph", package: "ServiceGraph"), "ResolutionServices"],
            plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]
        ),
        // Synthetic graphs from Scripts/synthetic_graph.py: Scripts/write_graphs.sh writes all but
        // GraphNCreation.swift (the only file of each in git).
        syntheticGraph("Graph10"),
        syntheticGraph("Graph100"),
        syntheticGraph("Graph1000"),
        // An app of 10 (1,000) services with a 100-service `account` scope, and both composed by
        // hand, from Scripts/scope_graph.py: Scripts/write_graphs.sh writes all but
        // ScopeGraphNCreation.swift.
        scopeGraph("ScopeGraph10"),
        scopeGraph("ScopeGraph1000"),
        // One cold start per process (creating a graph and reading every service once), for
        // Scripts/measure_cold_start.py: wall time over fresh processes and callgrind's counts.
        .executableTarget(
            name: "ColdStart",
            dependencies: ["Graph10", "Graph100", "Graph1000"]
        ),
        .executableTarget(
            name: "Resolution",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
                "ResolutionServices", "ResolutionGraph", "MainActorGraph",
                "Graph10", "Graph100", "Graph1000", "ScopeGraph10", "ScopeGraph1000",
            ],
            path: "Benchmarks/Resolution",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)

func syntheticGraph(_ name: String) -> Target {
    .target(
        name: name,
        dependencies: [
            .product(name: "ServiceGraph", package: "ServiceGraph"),
            .product(name: "Swinject", package: "Swinject"),
        ],
        plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]
    )
}

func scopeGraph(_ name: String) -> Target {
    .target(
        name: name,
        dependencies: [.product(name: "ServiceGraph", package: "ServiceGraph")],
        plugins: [.plugin(name: "ServiceGraphPlugin", package: "ServiceGraph")]
    )
}
