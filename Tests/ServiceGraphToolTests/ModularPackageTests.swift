import Foundation
import Testing

/// Two packages outside this repository, the way a modular app is laid out: `Features` holds two
/// feature modules with their own manifests (and a plain `Core` module of shared types), and `App`
/// composes them. Built with `swift build` through the plugin, which finds the features'
/// manifests through the app target's dependencies, across packages.
@Suite(.serialized) struct ModularPackageTests {
    static let greetingsManifest = """
        {
          "version": 1,
          "imports": ["Core"],
          "module": {
            "provides": ["greeter"],
            "requires": {"clock": {"type": "any Clock", "doc": "What time it is."}}
          },
          "environments": {"dev": "mock", "prod": "real"},
          "services": {
            "phrasebook": {"type": "Phrasebook", "real": "Phrasebook"},
            "greeter": {"type": "Greeter", "real": {"type": "Greeter", "dependencies": ["clock", "phrasebook"]}},
            "greetingTip": {"type": "String", "real": {"factory": "Tips.greeting"}, "contributes": {"to": "tips", "order": 2}}
          },
          "scopes": {
            "visit": {
              "requires": {"guest": {"type": "String"}},
              "provides": ["welcome"],
              "services": {"welcome": {"type": "Welcome", "real": {"type": "Welcome", "dependencies": ["guest", "greeter"]}}}
            }
          }
        }
        """

    static let weatherManifest = """
        {
          "version": 1,
          "imports": ["Core"],
          "module": {
            "provides": ["forecast"],
            "requires": {"clock": {"type": "any Clock"}}
          },
          "environments": {"dev": "mock", "prod": "real"},
          "services": {
            "forecast": {"type": "Forecast", "real": {"type": "Forecast", "dependencies": ["clock"]}},
            "weatherTip": {"type": "String", "real": {"factory": "Tips.weather"}, "contributes": {"to": "tips", "order": 1}}
          }
        }
        """

    static let appManifest = """
        {
          "version": 1,
          "imports": ["Core"],
          "compose": ["Greetings", "Weather"],
          "environments": {"dev": "mock", "prod": "real"},
          "services": {
            "clock": {"type": "any Clock", "real": "SystemClock", "mock": "FixedClock"},
            "board": {"type": "Board", "real": {"type": "Board", "dependencies": ["greeter", "forecast"]}},
            "tips": {"type": "[String]", "collects": "list", "doc": "What each feature suggests, in order."}
          },
          "scopes": {
            "visit": {
              "inputs": {"guest": {"type": "String"}},
              "services": {"card": {"type": "GuestCard", "real": {"type": "GuestCard", "dependencies": ["welcome", "board"]}}}
            }
          }
        }
        """

    /// Writes both packages; `Features` depends on the repository by path, `App` on both.
    static func makePackages() throws -> (app: URL, features: URL) {
        let root = try Paths.temporaryDirectory("modular-app")
        let repository = Paths.repository.standardizedFileURL.path
        let identity = Paths.repository.standardizedFileURL.lastPathComponent
        let features = root.appendingPathComponent("Features")
        let plugin = #"plugins: [.plugin(name: "ServiceGraphPlugin", package: "\#(identity)")]"#
        let runtime = #".product(name: "ServiceGraph", package: "\#(identity)")"#
        try features.appendingPathComponent("Package.swift").write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Features",
                products: [
                    .library(name: "Core", targets: ["Core"]),
                    .library(name: "Greetings", targets: ["Greetings"]),
                    .library(name: "Weather", targets: ["Weather"]),
                ],
                dependencies: [.package(path: "\(repository)")],
                targets: [
                    .target(name: "Core"),
                    .target(name: "Greetings", dependencies: ["Core", \(runtime)], \(plugin)),
                    .target(name: "Weather", dependencies: ["Core", \(runtime)], \(plugin)),
                ]
            )
            """)
        try features.appendingPathComponent("Sources/Core/Clock.swift").write(
            """
            public protocol Clock: Sendable { var hour: Int { get } }
            public struct SystemClock: Clock { public init() {}; public var hour: Int { 9 } }
            public struct FixedClock: Clock { public init() {}; public var hour: Int { 21 } }
            """)
        try features.appendingPathComponent("Sources/Greetings/services.json").write(greetingsManifest)
        try features.appendingPathComponent("Sources/Greetings/Greetings.swift").write(
            """
            import Core
            final class Phrasebook: Sendable { init() {}; func word(_ hour: Int) -> String { hour < 12 ? "Good morning" : "Good evening" } }
            public final class Greeter: Sendable {
                let clock: any Clock
                let phrasebook: Phrasebook
                init(clock: any Clock, phrasebook: Phrasebook) { self.clock = clock; self.phrasebook = phrasebook }
                public func greet() -> String { phrasebook.word(clock.hour) }
            }
            public final class Welcome: Sendable {
                public let text: String
                init(guest: String, greeter: Greeter) { text = "\\(greeter.greet()), \\(guest)" }
            }
            enum Tips { static let greeting = "Say hello"; static let count = 3 }
            """)
        try features.appendingPathComponent("Sources/Weather/services.json").write(weatherManifest)
        try features.appendingPathComponent("Sources/Weather/Weather.swift").write(
            """
            import Core
            public final class Forecast: Sendable {
                public let summary: String
                init(clock: any Clock) { summary = clock.hour < 12 ? "sunny" : "clear night" }
            }
            enum Tips { static let weather = "Take a coat"; static let count = 3 }
            """)

        let app = root.appendingPathComponent("App")
        try app.appendingPathComponent("Package.swift").write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "\(repository)"), .package(path: "../Features")],
                targets: [
                    .executableTarget(
                        name: "App",
                        dependencies: [
                            .product(name: "Greetings", package: "Features"),
                            .product(name: "Weather", package: "Features"),
                            \(runtime),
                        ],
                        \(plugin)
                    ),
                ]
            )
            """)
        try app.appendingPathComponent("Sources/App/services.json").write(appManifest)
        try app.appendingPathComponent("Sources/App/main.swift").write(
            """
            import Core
            import Foundation
            import Greetings
            import Weather

            final class Board: Sendable {
                let line: String
                init(greeter: Greeter, forecast: Forecast) { line = "\\(greeter.greet()), \\(forecast.summary)" }
            }
            final class GuestCard: Sendable {
                let text: String
                init(welcome: Welcome, board: Board) { text = "\\(welcome.text) | \\(board.line)" }
            }

            let app = makeAppComponent(for: CommandLine.arguments.dropFirst().first == "prod" ? .prod : .dev)
            let ada = app.makeVisitComponent(guest: "Ada")
            let bob = app.makeVisitComponent(guest: "Bob")
            print(ada.card.text)
            print(bob.card.text)
            print(app.greeter === app.greeter, ada.welcome !== bob.welcome, ada.welcome === ada.welcome)
            print(app.tips)
            try await app.warmUp()
            try await app.shutdown()
            """)
        return (app, features)
    }

    static func build(_ package: URL) async throws -> CommandResult {
        try await runOnPath("swift", ["build", "--package-path", package.path], in: package)
    }

    @Test(.timeLimit(.minutes(15)))
    func anAppPackageComposesAFeaturePackagesModulesAndItsMistakesFailTheBuild() async throws {
        let (app, features) = try Self.makePackages()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let appManifest = app.appendingPathComponent("Sources/App/services.json")
        let greetings = features.appendingPathComponent("Sources/Greetings/services.json")
        let weather = features.appendingPathComponent("Sources/Weather/services.json")

        // The composed graph builds without a warning and runs: the app's clock reaches both
        // features, and each visit gets its own welcome from the Greetings module's visit scope.
        let build = try await Self.build(app)
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let executable = app.appendingPathComponent(".build/debug/App")
        #expect(
            try await run(executable, ["dev"]).standardOutput == """
                Good evening, Ada | Good evening, clear night
                Good evening, Bob | Good evening, clear night
                true true true
                ["Take a coat", "Say hello"]

                """)
        #expect(try await run(executable, ["prod"]).standardOutput.hasPrefix("Good morning, Ada | Good morning, sunny\n"))

        // Nothing changed: no generator runs. (SwiftPM relinks the tool once more on the build after
        // the first, which reruns every generator, whose output is the same, so nothing recompiles.)
        // One feature's manifest changed: its generator and the app's run, the other feature's does not.
        _ = try await Self.build(app)
        let unchanged = try await Self.build(app)
        #expect(unchanged.status == 0 && !unchanged.output.contains("Generating components"), "\(unchanged.output)")
        try weather.write(
            Self.weatherManifest.replacingOccurrences(
                of: #""forecast": {"type""#, with: #""forecast": {"doc": "Today's weather.", "type""#))
        let edited = try await Self.build(app)
        #expect(edited.status == 0, "\(edited.output)")
        #expect(edited.output.contains("Generating components from services.json for Weather"), "\(edited.output)")
        #expect(edited.output.contains("Generating components from services.json for App"), "\(edited.output)")
        #expect(!edited.output.contains("for Greetings"), "\(edited.output)")
        try weather.write(Self.weatherManifest)
        _ = try await Self.build(app)

        // An edit that changes nothing the app sees of a module (a service it keeps to itself, on
        // its own line): the module's generator runs, the app's does not, since the module's
        // interface file (which the app's generator reads instead of its manifest) is unchanged.
        try greetings.write(
            Self.greetingsManifest.replacingOccurrences(
                of: #""phrasebook": {"type": "Phrasebook", "real": "Phrasebook"}"#,
                with: #""phrasebook": {"type": "Phrasebook", "real": {"type": "Phrasebook", "dependencies": []}}"#))
        let keptToItself = try await Self.build(app)
        #expect(keptToItself.status == 0, "\(keptToItself.output)")
        #expect(keptToItself.output.contains("Generating components from services.json for Greetings"), "\(keptToItself.output)")
        #expect(!keptToItself.output.contains("for App"), "\(keptToItself.output)")
        try greetings.write(Self.greetingsManifest)

        // A requirement nothing meets: reported at the module's entry in "compose", with a note at
        // the requirement in the module's manifest.
        try appManifest.write(
            Self.appManifest.replacingOccurrences(
                of: #""clock": {"type": "any Clock", "real": "SystemClock", "mock": "FixedClock"},"#, with: ""))
        let missing = try await Self.build(app)
        #expect(missing.status != 0)
        #expect(
            missing.output.contains(
                "\(appManifest.path):4:15: error: module 'Greetings' requires 'clock' "
                    + "(any Clock), which nothing here provides"), "\(missing.output)")
        #expect(missing.output.contains("\(greetings.path):6:18: note: 'clock' is required here"), "\(missing.output)")

        // A cycle through two modules: the app's clock needs the forecast, which needs the clock.
        try appManifest.write(
            Self.appManifest.replacingOccurrences(
                of: #""real": "SystemClock""#, with: #""real": {"type": "SystemClock", "dependencies": ["forecast"]}"#))
        let cycle = try await Self.build(app)
        #expect(cycle.status != 0)
        #expect(
            cycle.output.contains(
                "\(appManifest.path):7:85: error: dependency cycle: clock -> forecast -> clock "
                    + "(only in prod)"), "\(cycle.output)")
        #expect(cycle.output.contains("\(weather.path):10:84: note: 'forecast' depends on 'clock' here"), "\(cycle.output)")
        try appManifest.write(Self.appManifest)

        // Two modules providing one name.
        try weather.write(
            Self.weatherManifest
                .replacingOccurrences(of: #""provides": ["forecast"]"#, with: #""provides": ["forecast", "greeter"]"#)
                .replacingOccurrences(
                    of: #""services": {"#, with: #""services": {"greeter": {"type": "Forecast", "real": {"type": "Forecast", "dependencies": ["clock"]}},"#))
        let duplicate = try await Self.build(app)
        #expect(duplicate.status != 0)
        #expect(
            duplicate.output.contains(
                "\(weather.path):5:30: error: module 'Weather' provides 'greeter', which this "
                    + "graph already has"), "\(duplicate.output)")
        #expect(duplicate.output.contains("\(greetings.path):5:18: note: 'greeter' is first provided here, by module 'Greetings'"), "\(duplicate.output)")
        try weather.write(Self.weatherManifest)

        // A dependency on what a module keeps to itself.
        try appManifest.write(
            Self.appManifest.replacingOccurrences(
                of: #"["greeter", "forecast"]"#, with: #"["greeter", "forecast", "phrasebook"]"#))
        let hidden = try await Self.build(app)
        #expect(hidden.status != 0)
        #expect(
            hidden.output.contains(
                "\(appManifest.path):8:98: error: 'board' (real: Board) depends on 'phrasebook', "
                    + "which module 'Greetings' declares but does not provide"), "\(hidden.output)")
        #expect(
            hidden.output.contains("\(greetings.path):10:5: note: 'phrasebook' is declared here, in module 'Greetings'"),
            "\(hidden.output)")

        // A module's own type named like a generated one is reported in the module's manifest;
        // a prefix of its choosing renames the generated types, which the app then composes.
        // (In a file the target already has: SwiftPM may not list a new file of a dependency package.)
        let weatherTypes = weather.deletingLastPathComponent().appendingPathComponent("Weather.swift")
        let weatherSource = try String(contentsOf: weatherTypes, encoding: .utf8)
        try weatherTypes.write(weatherSource + "\npublic enum WeatherEnvironment { case sunny, rainy }\n")
        try appManifest.write(Self.appManifest)
        try weather.write(
            Self.weatherManifest.replacingOccurrences(
                of: #""provides": ["forecast"]"#,
                with: #""provides": [ "forecast" ]"#))
        let clash = try await Self.build(app)
        #expect(clash.status != 0)
        #expect(
            clash.output.contains(
                "\(weather.path):4:3: error: the generated type 'WeatherEnvironment' has the name of "
                    + "a type this target declares"), "\(clash.output)")
        #expect(
            clash.output.contains("Weather.swift:7:13: note: 'WeatherEnvironment' is declared here"),
            "\(clash.output)")
        #expect(!clash.output.contains("ServiceGraph.generated.swift:"), "\(clash.output)")
        try weather.write(
            Self.weatherManifest.replacingOccurrences(
                of: #""module": {"#,
                with: #""module": {"prefix": "WeatherDI","#))
        let prefixed = try await Self.build(app)
        #expect(prefixed.status == 0, "\(prefixed.output)")
        try weatherTypes.write(weatherSource)
        try weather.write(Self.weatherManifest)

        // Contributions cross packages too: a module's contribution of the wrong type is reported at
        // the module's entry in the app's "compose" (one services.json per module can be named):
        // at its column, not at the other module's name on the same line.
        try weather.write(
            Self.weatherManifest.replacingOccurrences(
                of: #""weatherTip": {"type": "String", "real": {"factory": "Tips.weather"}"#,
                with: #""weatherTip": {"type": "Int", "real": {"factory": "Tips.count"}"#))
        let mistyped = try await Self.build(app)
        #expect(mistyped.status != 0)
        #expect(mistyped.output.contains("\(appManifest.path):4:28: error:"), "\(mistyped.output)")
        #expect(mistyped.output.contains("'Int'") && mistyped.output.contains("'String'"), "\(mistyped.output)")
        try weather.write(Self.weatherManifest)

        // Fixed, it builds again.
        let fixed = try await Self.build(app)
        #expect(fixed.status == 0, "\(fixed.output)")
    }
}
