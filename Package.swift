// swift-tools-version: 6.1
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
        // The generator as a library, for the tools in this repository (Importer/ checks its drafts
        // with it). Not an API for apps: it may change in any release.
        .library(name: "ServiceGraphGenerator", targets: ["ServiceGraphGenerator"]),
        .executable(name: "personalos", targets: ["PersonalOSApp"]),
    ],
    traits: [
        .trait(
            name: "ToolFromSource",
            description: """
                The build plugins run the servicegraph tool built from this package's source. Without it, \
                they build nothing and run the servicegraph.artifactbundle at the root of the package that \
                uses them (Scripts/build-tool-bundle.sh writes one), so the first build after a clean build \
                reruns nothing.
                """),
        .default(enabledTraits: ["ToolFromSource"]),
    ],
    targets: [
        // The runtime support that generated components use (locking, once-cells).
        .target(name: "ServiceGraph", dependencies: ["ServiceGraphAtomics"]),
        // Acquire/release loads and stores for the runtime's lock-free warm reads.
        .target(name: "ServiceGraphAtomics"),

        // The generator: manifest -> model -> checked graph -> Swift. No I/O.
        .target(name: "ServiceGraphGenerator", path: "Codegen/ServiceGraphGenerator"),
        // `servicegraph lsp`: the Language Server Protocol server for services.json.
        .target(
            name: "ServiceGraphLanguageServer", dependencies: ["ServiceGraphGenerator"],
            path: "Codegen/ServiceGraphLanguageServer"),
        // The command-line tool the plugin runs.
        .executableTarget(
            name: "servicegraph",
            dependencies: ["ServiceGraphGenerator", "ServiceGraphLanguageServer"],
            path: "Codegen/servicegraph"
        ),
        // Without the `ToolFromSource` trait, the plugins build no tool: they run the
        // servicegraph.artifactbundle at the root of the package that uses them.
        .plugin(
            name: "ServiceGraphPlugin",
            capability: .buildTool(),
            dependencies: [.target(name: "servicegraph", condition: .when(traits: ["ToolFromSource"]))]
        ),
        // `swift package service-graph [check|graph|diff]` on every target with a manifest.
        .plugin(
            name: "ServiceGraphCommandPlugin",
            capability: .command(
                intent: .custom(verb: "service-graph", description: "Check, draw or diff the targets' service graphs"),
                permissions: [.writeToPackageDirectory(reason: "writes the graph files into ServiceGraph/")]
            ),
            dependencies: [.target(name: "servicegraph", condition: .when(traits: ["ToolFromSource"]))]
        ),

        // The PersonalOS sample (Examples/PersonalOS), one module per feature: each feature's
        // services.json says what it provides and requires, and the app module (PersonalOSKit)
        // composes them; the plugin wires each.
        // What every feature uses: logging, network, storage, the API client, analytics (protocols,
        // real and mock implementations). A plain target: the app's services.json binds them.
        .target(
            name: "PersonalOSCore",
            dependencies: ["ServiceGraph"],
            path: "Examples/PersonalOS/Sources/PersonalOSCore"
        ),
        .target(
            name: "HealthFeature",
            dependencies: ["PersonalOSCore", "ServiceGraph"],
            path: "Examples/PersonalOS/Sources/HealthFeature",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        .target(
            name: "NewsFeature",
            dependencies: ["PersonalOSCore", "ServiceGraph"],
            path: "Examples/PersonalOS/Sources/NewsFeature",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        .target(
            name: "StocksFeature",
            dependencies: ["PersonalOSCore", "ServiceGraph"],
            path: "Examples/PersonalOS/Sources/StocksFeature",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        .target(
            name: "GitHubFeature",
            dependencies: ["PersonalOSCore", "ServiceGraph"],
            path: "Examples/PersonalOS/Sources/GitHubFeature",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        // Briefs on the steps, headlines and watchlist: it reads those features' types.
        .target(
            name: "AssistantFeature",
            dependencies: ["PersonalOSCore", "HealthFeature", "NewsFeature", "StocksFeature", "ServiceGraph"],
            path: "Examples/PersonalOS/Sources/AssistantFeature",
            plugins: ["ServiceGraphPlugin"]
        ),
        // The app module: the shared services, the dashboard and the account session; composes the features.
        .target(
            name: "PersonalOSKit",
            dependencies: [
                "PersonalOSCore", "HealthFeature", "NewsFeature", "StocksFeature", "GitHubFeature", "AssistantFeature",
                "ServiceGraph",
            ],
            path: "Examples/PersonalOS/Sources/PersonalOSKit",
            resources: [.copy("SampleData")],
            plugins: ["ServiceGraphPlugin"]
        ),
        .executableTarget(
            name: "PersonalOSApp",
            dependencies: ["PersonalOSKit", "PersonalOSCore", "GitHubFeature", "AssistantFeature"],
            path: "Examples/PersonalOS/Sources/PersonalOSApp"
        ),

        // Tests. Generator fixtures (manifests, stub types, golden output) are read from the
        // source tree, not compiled into the test target.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "ServiceGraphGeneratorTests",
            dependencies: ["ServiceGraphGenerator", "TestSupport"],
            exclude: ["Fixtures", "ModuleFixtures", "Corpus", "DiagnosticIDs.txt"]
        ),
        .testTarget(name: "ServiceGraphLanguageServerTests", dependencies: ["ServiceGraphLanguageServer"]),
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
        // Every kind of back-reference x every lifetime, in the app and in a scope: nothing leaks.
        .testTarget(
            name: "BackReferenceTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // Patterns of real apps (a messaging client, a browser) in the manifest's own forms.
        .testTarget(
            name: "AppPatternsTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        .testTarget(
            name: "MainActorAppTests",
            dependencies: ["ServiceGraph", "MainActorAppSync"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // A thread-safe module with requirements, composed by the main-actor app of MainActorAppTests.
        .target(
            name: "MainActorAppSync",
            dependencies: ["ServiceGraph"],
            path: "Tests/MainActorAppSync",
            plugins: ["ServiceGraphPlugin"]
        ),
        // A three-level scope tree (app, account, conversation), run for real.
        .testTarget(
            name: "ScopeTests",
            dependencies: ["ServiceGraph", "TestSupport"],
            plugins: ["ServiceGraphPlugin"]
        ),
        // An app composing a feature module with its own manifest, run for real (and under TSan).
        .target(
            name: "ModuleTestsCatalog",
            dependencies: ["ServiceGraph", "TestSupport"],
            path: "Tests/ModuleTestsCatalog",
            plugins: ["ServiceGraphPlugin"]
        ),
        // A main-actor feature module (screens), composed by the thread-safe app of ModuleTests.
        .target(
            name: "ModuleTestsScreens",
            dependencies: ["ServiceGraph", "TestSupport", "ModuleTestsCatalog"],
            path: "Tests/ModuleTestsScreens",
            plugins: ["ServiceGraphPlugin"]
        ),
        .testTarget(
            name: "ModuleTests",
            dependencies: ["ServiceGraph", "TestSupport", "ModuleTestsCatalog", "ModuleTestsScreens"],
            plugins: ["ServiceGraphPlugin"]
        ),
        .testTarget(
            name: "PersonalOSTests",
            dependencies: [
                "PersonalOSKit", "PersonalOSCore", "HealthFeature", "NewsFeature", "StocksFeature", "GitHubFeature",
                "AssistantFeature", "ServiceGraph",
            ],
            path: "Examples/PersonalOS/Tests/PersonalOSTests"
        ),
        // Runs the `servicegraph` tool (built for the plugin that GeneratedComponentTests uses),
        // and `swift build` on a package that uses the plugin.
        .testTarget(name: "ServiceGraphToolTests", dependencies: ["TestSupport"], exclude: ["Goldens"]),
    ]
)
