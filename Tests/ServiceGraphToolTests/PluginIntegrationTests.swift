import Foundation
import Testing

/// A package outside this repository, depending on it by path the way users do, built with `swift build`.
@Suite(.serialized) struct PluginIntegrationTests {
    static let validManifest = """
        {
          "version": 1,
          "environments": {"dev": "mock", "prod": "real"},
          "services": {
            "clock": {"type": "any Clock", "real": "SystemClock", "mock": "FixedClock"},
            "greeter": {"type": "Greeter", "real": {"type": "Greeter", "dependencies": ["clock"]}}
          },
          "scopes": {
            "visit": {
              "inputs": {"guest": {"type": "String"}, "host": {"type": "Host", "reference": "weak"}},
              "services": {"welcome": {"type": "Welcome", "real": {"type": "Welcome", "dependencies": ["guest", "greeter"]}}}
            },
            "room": {
              "parent": "visit",
              "inputs": {"number": {"type": "Int"}},
              "services": {"key": {"type": "RoomKey", "real": {"type": "RoomKey", "dependencies": ["number", "welcome", "clock"]}}}
            }
          }
        }
        """

    static let sources = """
        import Foundation
        import ServiceGraph

        protocol Clock: Sendable { var hour: Int { get } }
        final class SystemClock: Clock {
            var hour: Int { Calendar.current.component(.hour, from: Date()) }
        }
        final class FixedClock: Clock { let hour = 9 }

        enum Tone: Sendable { case friendly, formal }
        final class Banner: Sendable { init(tone: Tone) {} }
        final class Greeter: Sendable {
            let clock: any Clock
            init(clock: any Clock) { self.clock = clock }
            func greet() -> String { clock.hour < 12 ? "Good morning" : "Hello" }
        }

        /// Keeps a visit's component; the component holds it weakly.
        final class Host: Sendable {}

        /// Shut down with its visit.
        final class Welcome: Shutdownable {
            let text: String
            let greeter: Greeter
            init(guest: String, greeter: Greeter) {
                text = "\\(greeter.greet()), \\(guest)"
                self.greeter = greeter
            }
            func shutdown() async throws { print("goodbye from \\(text)") }
        }

        /// The welcomes many visits made at once built, kept so that none shares an address.
        final class Welcomes: @unchecked Sendable {
            private let lock = NSLock()
            private var all: [Welcome] = []
            func add(_ welcome: Welcome) { lock.withLock { all.append(welcome) } }
            var distinct: Int { lock.withLock { Set(all.map(ObjectIdentifier.init)).count } }
            func allShare(_ greeter: Greeter) -> Bool { lock.withLock { all.allSatisfy { $0.greeter === greeter } } }
        }

        final class RoomKey: Sendable {
            let welcome: Welcome
            let clock: any Clock
            init(number: Int, welcome: Welcome, clock: any Clock) {
                self.welcome = welcome
                self.clock = clock
            }
        }

        let environment = AppEnvironment(rawValue: CommandLine.arguments.dropFirst().first ?? "dev") ?? .dev
        let component = makeAppComponent(for: environment)
        print("\\(component.environment.rawValue): \\(type(of: component.clock)) \\(component.greeter.greet())")

        // Three levels: app, visit, room.
        let host = Host()
        let ada = component.makeVisitComponent(guest: "Ada", host: host)
        let bob = component.makeVisitComponent(guest: "Bob", host: host)
        let room = ada.makeRoomComponent(number: 7)
        print(type(of: ada), type(of: room), ada.welcome.text, ada.welcome === ada.welcome, ada.welcome !== bob.welcome,
              room.key.welcome === ada.welcome, room.key.clock as AnyObject === component.clock as AnyObject,
              ada.host === host)

        // Shutdown per child: ada's welcome only; bob built his, but is not shut down.
        try await ada.shutdown()
        _ = bob.welcome

        // Many children made at once: one welcome each, all reading the app's one greeter.
        let welcomes = Welcomes()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            welcomes.add(component.makeVisitComponent(guest: "guest \\(index)", host: host).welcome)
        }
        print(welcomes.distinct, welcomes.allShare(component.greeter))
        """

    /// A main-actor, UIKit-style target: view controllers, view models and a store, none of
    /// them Sendable but by main-actor isolation, and a settings object that is not at all.
    static let screensManifest = """
        {
          "version": 1,
          "isolation": "MainActor",
          "inputs": {"defaults": {"type": "Settings", "sendable": false}},
          "services": {
            "store": {"type": "Store", "real": {"type": "Store", "dependencies": ["defaults"]}},
            "inboxModel": {"type": "InboxModel", "real": {"type": "InboxModel", "dependencies": ["store"]}},
            "inbox": {"type": "InboxScreen", "real": {"type": "InboxScreen", "dependencies": ["model: inboxModel", "showDetail: detail"]},
                      "lifetime": "transient"},
            "detail": {"type": "DetailScreen", "parameters": [{"name": "id", "type": "Int"}],
                       "real": {"type": "DetailScreen", "dependencies": ["id", "store", "parent: provider(tabs)"]}},
            "tabs": {"type": "Tabs", "real": {"type": "Tabs", "dependencies": ["inbox"]}}
          }
        }
        """

    static let screensSources = """
        final class Settings { var theme = "dark" }

        @MainActor final class Store {
            let settings: Settings
            init(defaults: Settings) { settings = defaults }
        }
        @MainActor final class InboxModel {
            let store: Store
            init(store: Store) { self.store = store }
        }
        @MainActor class Screen {
            init() {}
        }
        @MainActor final class InboxScreen: Screen {
            let model: InboxModel
            let showDetail: (Int) -> DetailScreen
            init(model: InboxModel, showDetail: @escaping (Int) -> DetailScreen) {
                self.model = model
                self.showDetail = showDetail
            }
        }
        @MainActor final class DetailScreen: Screen {
            let id: Int
            let parent: () -> Tabs
            init(id: Int, store: Store, parent: @escaping () -> Tabs) {
                self.id = id
                self.parent = parent
            }
        }
        @MainActor final class Tabs: Screen {
            let inbox: InboxScreen
            init(inbox: InboxScreen) { self.inbox = inbox }
        }

        let component = DevComponent(defaults: Settings())
        let detail = component.tabs.inbox.showDetail(3)
        print("screens:", detail.id, detail.parent() === component.tabs, component.inboxModel.store.settings.theme)
        """

    /// Writes the package; the dependency is the repository itself, by path.
    static func makePackage() throws -> URL {
        let root = try Paths.temporaryDirectory("user-package")
        let repository = Paths.repository.standardizedFileURL.path
        // SwiftPM names a path dependency after its folder.
        let identity = Paths.repository.standardizedFileURL.lastPathComponent
        try root.appendingPathComponent("Package.swift").write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "UserApp",
                dependencies: [.package(path: "\(repository)")],
                targets: [
                    .executableTarget(
                        name: "UserApp",
                        dependencies: [.product(name: "ServiceGraph", package: "\(identity)")],
                        plugins: [.plugin(name: "ServiceGraphPlugin", package: "\(identity)")]
                    ),
                    .executableTarget(
                        name: "ScreensApp",
                        dependencies: [.product(name: "ServiceGraph", package: "\(identity)")],
                        plugins: [.plugin(name: "ServiceGraphPlugin", package: "\(identity)")]
                    ),
                ]
            )
            """)
        try root.appendingPathComponent("Sources/UserApp/main.swift").write(sources)
        try root.appendingPathComponent("Sources/UserApp/services.json").write(validManifest)
        try root.appendingPathComponent("Sources/ScreensApp/main.swift").write(screensSources)
        try root.appendingPathComponent("Sources/ScreensApp/services.json").write(screensManifest)
        return root
    }

    static func build(_ package: URL) async throws -> CommandResult {
        try await runOnPath("swift", ["build", "--package-path", package.path], in: package)
    }

    /// The file the plugin generated, found wherever this SwiftPM version keeps plugin outputs.
    static func generatedFile(in package: URL) throws -> URL? {
        let build = package.appendingPathComponent(".build")
        let files = FileManager.default.enumerator(at: build, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.lastPathComponent == "ServiceGraph.generated.swift" && $0.path.contains("UserApp") }
        return files?.first
    }

    @Test(.timeLimit(.minutes(15)))
    func aUserPackageBuildsWithThePluginAndItsManifestErrorsFailTheBuild() async throws {
        let package = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = package.appendingPathComponent("Sources/UserApp/services.json")

        // A valid manifest builds, and the app uses the generated component.
        let build = try await Self.build(package)
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        let executable = package.appendingPathComponent(".build/debug/UserApp")
        #expect(
            try await run(executable, ["dev"]).standardOutput == """
                dev: FixedClock Good morning
                DevVisitComponent DevRoomComponent Good morning, Ada true true true true true
                goodbye from Good morning, Ada
                64 true

                """)
        // The main-actor target of non-Sendable screens builds with no warning, and runs.
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let screens = package.appendingPathComponent(".build/debug/ScreensApp")
        #expect(try await run(screens, []).standardOutput == "screens: 3 true dark\n")
        let prod = try await run(executable, ["prod"]).standardOutput
        #expect(prod.hasPrefix("prod: SystemClock "))
        #expect(prod.contains("ProdVisitComponent ProdRoomComponent "))
        let generated = try #require(try Self.generatedFile(in: package))
        let goodOutput = try Data(contentsOf: generated)

        // The command plugin checks the target and writes its graph into the package.
        let check = try await runOnPath(
            "swift",
            [
                "package", "--package-path", package.path,
                "--allow-writing-to-package-directory", "service-graph",
            ], in: package)
        #expect(check.status == 0, "\(check.output)")
        let graph = try await runOnPath(
            "swift",
            [
                "package", "--package-path", package.path,
                "--allow-writing-to-package-directory", "service-graph", "graph",
                "--format", "mermaid",
            ], in: package)
        #expect(graph.status == 0, "\(graph.output)")
        let drawn = try String(contentsOf: package.appendingPathComponent("ServiceGraph/UserApp.mmd"), encoding: .utf8)
        #expect(drawn.hasPrefix("graph LR\n"))
        #expect(drawn.contains("dev_greeter -->|clock| dev_clock"))
        let diff = try await runOnPath(
            "swift",
            [
                "package", "--package-path", package.path,
                "--allow-writing-to-package-directory", "service-graph", "diff",
                "--from", "dev", "--to", "prod",
            ], in: package)
        #expect(diff.status == 0, "differences are what diff reports, not a failure: \(diff.output)")
        let clockLine = diff.output.split(separator: "\n").first { $0.hasPrefix("* clock ") }
        #expect(clockLine?.contains("FixedClock (mock)") == true && clockLine?.contains("SystemClock (real)") == true)

        // A cycle fails the build with the diagnostic pointing into services.json.
        try manifest.write(
            Self.validManifest.replacingOccurrences(
                of: #""real": "SystemClock""#,
                with: #""real": {"type": "SystemClock", "dependencies": ["greeter"]}"#))
        let cycle = try await Self.build(package)
        #expect(cycle.status != 0)
        #expect(cycle.output.contains("\(manifest.path):5:85: error: dependency cycle: clock -> greeter -> clock (only in prod)"))
        #expect(cycle.output.contains("\(manifest.path):6:81: note: 'greeter' depends on 'clock' here"))
        // The last good output is kept.
        #expect(try Data(contentsOf: generated) == goodOutput)

        // So does a missing dependency, with a suggestion.
        try manifest.write(Self.validManifest.replacingOccurrences(of: #"["clock"]"#, with: #"["clocks"]"#))
        let missing = try await Self.build(package)
        #expect(missing.status != 0)
        #expect(
            missing.output.contains(
                "\(manifest.path):6:81: error: 'greeter' (real: Greeter) depends on 'clocks', which is not a service, config value, input or parameter; did you mean 'clock'?"
            ))

        // Where the user's code disagrees with the manifest, the Swift compiler's error is
        // reported at the implementation's line in services.json, once, not in generated code.
        try manifest.write(Self.validManifest.replacingOccurrences(of: #"["clock"]"#, with: #"["time: clock"]"#))
        let mislabeled = try await Self.build(package)
        #expect(mislabeled.status != 0)
        let labelErrors = mislabeled.output.split(separator: "\n").filter {
            $0.contains(": error: incorrect argument label in call (have 'time:', expected 'clock:')")
        }
        #expect(labelErrors.count == 1, "one error, not one per component: \(mislabeled.output)")
        #expect(labelErrors.allSatisfy { $0.hasPrefix("\(manifest.path):6:") }, "\(labelErrors)")
        #expect(!mislabeled.output.contains("ServiceGraph.generated.swift:"), "\(mislabeled.output)")

        // A value written out on a line of its own is compiled at that line: a misspelled
        // enum case is reported there.
        try manifest.write(
            Self.validManifest.replacingOccurrences(
                of: #""greeter": {"#,
                with: "\"banner\": {\"type\": \"Banner\", \"real\": {\"type\": \"Banner\", \"dependencies\": [\n"
                    + "        \"tone: .formel\"]}},\n    \"greeter\": {"))
        let misspelled = try await Self.build(package)
        #expect(misspelled.status != 0)
        let memberErrors = misspelled.output.split(separator: "\n").filter {
            $0.contains(": error: type 'Tone' has no member 'formel'")
        }
        #expect(
            memberErrors.count == 1 && memberErrors.allSatisfy { $0.hasPrefix("\(manifest.path):7:") },
            "\(misspelled.output)")
        #expect(!misspelled.output.contains("ServiceGraph.generated.swift:"), "\(misspelled.output)")

        // Fixing the manifest builds again.
        try manifest.write(Self.validManifest)
        let fixed = try await Self.build(package)
        #expect(fixed.status == 0, "\(fixed.output)")
    }

    /// Without the `ToolFromSource` trait, the plugin builds no tool and runs the
    /// `servicegraph.artifactbundle` at the root of the package being built (here, one holding the
    /// tool SwiftPM built for these tests), and says what to do without one.
    @Test(.timeLimit(.minutes(15)))
    func withoutTheToolFromSourceTraitThePluginRunsTheBundleAtThePackagesRoot() async throws {
        let package = try Self.makePackage()
        defer { try? FileManager.default.removeItem(at: package) }
        let packageManifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: packageManifest, encoding: .utf8)
        let repository = Paths.repository.standardizedFileURL.path
        try packageManifest.write(
            text.replacingOccurrences(of: "swift-tools-version: 6.0", with: "swift-tools-version: 6.1")
                .replacingOccurrences(of: ".package(path: \"\(repository)\")", with: ".package(path: \"\(repository)\", traits: [])"))

        let withoutBundle = try await Self.build(package)
        #expect(withoutBundle.status != 0)
        #expect(withoutBundle.output.contains("ServiceGraph's trait ToolFromSource is off, so its plugins run the servicegraph"))
        #expect(!withoutBundle.output.contains("Compiling servicegraph"), "no tool is built: \(withoutBundle.output)")

        let bundle = package.appendingPathComponent("servicegraph.artifactbundle")
        let variant = bundle.appendingPathComponent("servicegraph-test/bin")
        try FileManager.default.createDirectory(at: variant, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Paths.tool, to: variant.appendingPathComponent("servicegraph"))
        #if os(macOS)
        let triples = #"["arm64-apple-macosx", "x86_64-apple-macosx"]"#
        #else
        let triples = #"["x86_64-unknown-linux-gnu", "aarch64-unknown-linux-gnu"]"#
        #endif
        let version = try await run(Paths.tool, ["--version"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        try bundle.appendingPathComponent("info.json").write(
            #"{"schemaVersion": "1.0", "artifacts": {"servicegraph": {"type": "executable", "version": "\#(version)", "variants": "#
                + #"[{"path": "servicegraph-test/bin/servicegraph", "supportedTriples": \#(triples)}]}}}"#)
        let built = try await runOnPath("swift", ["build", "-v", "--package-path", package.path], in: package)
        try #require(built.status == 0, "swift build failed:\n\(built.output)")
        #expect(built.output.contains("servicegraph.artifactbundle/servicegraph-test/bin/servicegraph generate"))
        #expect(!built.output.contains("servicegraph-tool"), "no tool is built from source")
        let executable = package.appendingPathComponent(".build/debug/UserApp")
        #expect(try await run(executable, ["dev"]).standardOutput.hasPrefix("dev: FixedClock Good morning\n"))
    }

    /// The plugin refuses a bundle of another version, so it must know its own tool's.
    @Test func thePluginKnowsItsToolsVersion() async throws {
        let plugin = try String(
            contentsOf: Paths.repository.appendingPathComponent("Plugins/ServiceGraphPlugin/PrebuiltTool.swift"), encoding: .utf8)
        let version = try await run(Paths.tool, ["--version"]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(plugin.contains("static let version = \"\(version)\""))
    }
}
