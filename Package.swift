// swift-tools-version: 6.0
// ServiceGraph: compile-time dependency injection for Swift.
//
// The root package has no package dependencies on purpose: the generator is
// built inside every user's build, so it must build fast and pull nothing in.
import PackageDescription

let package = Package(
    name: "ServiceGraph",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "ServiceGraph", targets: ["ServiceGraph"]),
        .plugin(name: "ServiceGraphPlugin", targets: ["ServiceGraphPlugin"]),
        .plugin(name: "ServiceGraphCommandPlugin", targets: ["ServiceGraphCommandPlugin"]),
        .executable(name: "servicegraph", targets: ["servicegraph"]),
        .executable(name: "personalos", targets: ["PersonalOSApp"]),
    ],
    targets: [
        // The runtime support that generated components use (locking, once-cells).
        .target(name: "ServiceGraph", dependencies: ["ServiceGraphAtomics"]),
        // Acquire/release loads and stores for the runtime's lock-free warm reads.
        .target(name: "ServiceGraphAtomics"),

        // The generator: manifest -> model -> checked graph -> Swift. No I/O.
        .target(name: "ServiceGraphGenerator", path: "Codegen/ServiceGraphGenerator"),
        // The command-line tool the plugin runs.
        .executableTarget(
            name: "servicegraph",
            dependencies: ["ServiceGraphGenerator"],
            path: "Codegen/servicegraph"
        ),
        .plugin(
            name: "ServiceGraphPlugin",
            capability: .buildTool(),
            dependencies: ["servicegraph"]
        ),
        // `swift package service-graph [check|graph|diff]` on every target with a manifest.
        .plugin(
            name: "ServiceGraphCommandPlugin",
            capability: .command(
                intent: .custom(verb: "service-graph", description: "Check, draw or diff the targets' service graphs"),
                permissions: [.writeToPackageDirectory(reason: "writes the graph files into ServiceGraph/")]
            ),
            dependencies: ["servicegraph"]
        ),

        // The PersonalOS sample (Examples/PersonalOS): services declared in services.json,
        // wired by the plugin.
        .target(
            name: "PersonalOSKit",
            dependencies: ["ServiceGraph"],
            path: "Examples/PersonalOS/Sources/PersonalOSKit",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        .executableTarget(
            name: "PersonalOSApp",
            dependencies: ["PersonalOSKit"],
            path: "Examples/PersonalOS/Sources/PersonalOSApp"
        ),

        // Tests. Generator fixtures (manifests, stub types, golden output) are read from the
        // source tree, not compiled into the test target.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ServiceGraphGeneratorTests",
            dependencies: ["ServiceGraphGenerator"],
            exclude: ["Fixtures", "ModuleFixtures", "Corpus"]
        ),
        .testTarget(name: "ServiceGraphTests", dependencies: ["ServiceGraph", "TestSupport"]),
        // Its own services.json goes through the plugin, as in a user's package.
        .testTarget(
            name: "GeneratedComponentTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // Config, inputs, factories, aliases, collections and assisted factories, run for real.
        .testTarget(
            name: "BindingVocabularyTests",
            dependencies: ["ServiceGraph"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // Weak, throwing, async, eager and main-actor services, shutdown and observers, run for real.
        .testTarget(
            name: "LifecycleTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // Views, providers, derived values, constants from code and named variants, run for real.
        .testTarget(
            name: "GraphFormsTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // A main-actor, UIKit-style graph whose view controllers, view models and stores are not Sendable.
        .testTarget(
            name: "MainActorAppTests",
            dependencies: ["ServiceGraph"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // A three-level scope tree (app, account, conversation), run for real.
        .testTarget(
            name: "ScopeTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        .testTarget(
            name: "PersonalOSTests",
            dependencies: ["PersonalOSKit"],
            path: "Examples/PersonalOS/Tests/PersonalOSTests"
        ),
        // Runs the `servicegraph` tool (built for the plugin that GeneratedComponentTests uses),
        // and `swift build` on a package that uses the plugin.
        .testTarget(name: "ServiceGraphToolTests", exclude: ["Goldens"]),
    ]
)
