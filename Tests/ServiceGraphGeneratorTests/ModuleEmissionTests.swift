import Foundation
import ServiceGraphGenerator
import Testing

/// An app split into modules (`ModuleFixtures/notes`), generated and compiled one module at a
/// time in dependency order, as SwiftPM builds them: each module's generated code compiles
/// against only the modules it imports, in every compile mode, and the composed app runs.
@Suite struct ModuleEmissionTests {
    /// A module of the fixture: its folder, and whether it has a manifest.
    struct Module: Sendable {
        var name: String
        var hasManifest: Bool
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ModuleFixtures/notes")
    /// In dependency order.
    static let modules = [
        Module(name: "Shared", hasManifest: false), Module(name: "Sync", hasManifest: true),
        Module(name: "Search", hasManifest: true), Module(name: "App", hasManifest: true),
    ]

    /// Every module's manifest, as the plugin passes them (by module name, with their paths);
    /// with `mainActor`, each isolated to the main actor.
    static func manifests(mainActor: Bool = false) throws -> [ModuleManifest] {
        try modules.filter(\.hasManifest).map { module in
            let path = "\(module.name)/services.json"
            var text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            if mainActor {
                text = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"isolation\": \"MainActor\",")
            }
            return ModuleManifest(name: module.name, path: path, bytes: Array(text.utf8))
        }
    }

    static func generate(_ module: Module, mainActor: Bool = false, serviceFiles: Int = 0) throws -> ComponentGenerator.Result {
        let manifests = try manifests(mainActor: mainActor)
        let own = try #require(manifests.first { $0.name == module.name })
        return ComponentGenerator.generate(
            manifest: own.bytes, manifestFileName: "services.json",
            sourceLocationPath: own.path, moduleName: module.name, modules: manifests, serviceFileCount: serviceFiles)
    }

    @Test func eachModulesGeneratedCodeMatchesItsGolden() throws {
        for module in Self.modules where module.hasManifest {
            let result = try Self.generate(module)
            #expect(result.diagnostics.isEmpty, "\(module.name): \(result.diagnostics)")
            let source = try #require(result.source)
            let golden = Self.directory.appendingPathComponent("\(module.name)/Expected.swift")
            if EmissionTests.updateGoldens {
                try Data(source.utf8).write(to: golden)
            }
            #expect(source == (try String(contentsOf: golden, encoding: .utf8)), "\(module.name)")
        }
    }

    @Test func aModuleShowsOnlyWhatItProvides() throws {
        let sync = try #require(try Self.generate(Self.modules[1]).source)
        #expect(sync.contains("public protocol SyncComponent: AnyObject, Sendable, ServiceGraph.Shutdownable {"))
        #expect(sync.contains("public final var syncEngine: any SyncEngine {"))
        // Not provided: internal, and not in the protocol other modules see.
        #expect(sync.contains("    final var changeLog: ChangeLog {"))
        #expect(!sync.contains("var changeLog: ChangeLog { get }"))
        #expect(sync.contains("public protocol SyncRequirements: AnyObject, Sendable {"))
        #expect(sync.contains("public protocol SyncAccountRequirements: AnyObject, Sendable {"))
        #expect(sync.contains("func makeAccountComponent(requirements: any SyncAccountRequirements) -> any SyncAccountComponent"))
    }

    /// The mistake the modular-apps guide shows: the app no longer declares what a module requires.
    @Test func aMissingRequirementIsReportedInTheComposingManifestWithANoteInTheModules() throws {
        let modules = try Self.modules.filter { $0.hasManifest && $0.name != "App" }.map { module in
            ModuleManifest(
                name: module.name, path: "Sources/\(module.name)/services.json",
                bytes: Array(try Data(contentsOf: Self.directory.appendingPathComponent("\(module.name)/services.json"))))
        }
        let manifest = Array(try Data(contentsOf: Self.directory.appendingPathComponent("App/mistake-missing-requirement.json")))
        let reported = ComponentGenerator.check(manifest: manifest, moduleName: "App", modules: modules)
            .map { $0.rendered(path: "Sources/App/services.json") + "\n" }.joined()
        let expected = Self.directory.appendingPathComponent("App/mistake-missing-requirement.txt")
        if EmissionTests.updateGoldens {
            try Data(reported.utf8).write(to: expected)
        }
        #expect(reported == (try String(contentsOf: expected, encoding: .utf8)))
        #expect(
            ComponentGenerator.generate(
                manifest: manifest, manifestFileName: "services.json", moduleName: "App",
                modules: modules
            ).source == nil)
    }

    @Test(arguments: EmissionTests.CompileMode.allCases)
    func everyModuleCompilesAgainstTheModulesItImports(_ mode: EmissionTests.CompileMode) async throws {
        let runtime = try await RuntimeModule.directory.get()
        let build = try Self.temporaryDirectory("compile-\(mode)")
        defer { try? FileManager.default.removeItem(at: build) }
        // Linux's Foundation is not built for library evolution: that one warning is allowed there.
        let warningsAsErrors = mode == .libraryEvolution ? [] : ["-warnings-as-errors"]
        for module in Self.modules {
            var sources = try Self.sources(of: module)
            if module.hasManifest {
                sources += try Self.writeGenerated(module, into: build)
            }
            let result = try await runSwiftc(
                [
                    "-parse-as-library", "-module-name", module.name, "-emit-module", "-emit-module-path",
                    build.appendingPathComponent("\(module.name).swiftmodule").path, "-I", build.path,
                ]
                    + RuntimeModule.importArguments(runtime) + warningsAsErrors + mode.arguments + sources,
                in: build)
            #expect(result.status == 0, "\(module.name): \(result.output)")
            let warnings = result.output.split(separator: "\n").filter {
                $0.contains("warning:") && !$0.contains("was not compiled with library evolution support")
            }
            #expect(warnings.isEmpty, "\(module.name): \(result.output)")
        }
    }

    /// Thread-safe and with every module isolated to the main actor, each in one file and with
    /// each module's service accessors in two files of their own: the same program, the same output.
    @Test(arguments: [(false, 0), (true, 0), (false, 2), (true, 2)])
    func theComposedAppRuns(mainActor: Bool, serviceFiles: Int) async throws {
        let runtime = try await RuntimeModule.directory.get()
        let build = try Self.temporaryDirectory("run")
        defer { try? FileManager.default.removeItem(at: build) }
        var objects: [String] = []
        for module in Self.modules {
            var sources = try Self.sources(of: module)
            // How Sync tests itself is written for its thread-safe form.
            if mainActor { sources.removeAll { $0.hasSuffix("FeatureCheck.swift") } }
            if module.hasManifest { sources += try Self.writeGenerated(module, into: build, mainActor: mainActor, serviceFiles: serviceFiles) }
            if module.name == "App" { sources.append(Self.directory.appendingPathComponent("App/main.swift").path) }
            let object = build.appendingPathComponent("\(module.name).o").path
            let result = try await runSwiftc(
                [
                    "-swift-version", "6", "-warnings-as-errors", "-module-name", module.name, "-wmo", "-c", "-o", object,
                    "-emit-module", "-emit-module-path", build.appendingPathComponent("\(module.name).swiftmodule").path,
                    "-I", build.path,
                ] + (module.name == "App" ? [] : ["-parse-as-library"])
                    + RuntimeModule.importArguments(runtime) + sources,
                in: build)
            try #require(result.status == 0, "\(module.name): \(result.output)")
            objects.append(object)
        }
        let program = build.appendingPathComponent("notes").path
        let link = try await runSwiftc(objects + ["-L", runtime.path, "-lServiceGraph", "-o", program], in: build)
        try #require(link.status == 0, "\(link.output)")
        let (status, output) = try await runProgram(URL(fileURLWithPath: program))
        #expect(status == 0)
        let expected = Self.directory.appendingPathComponent("App/ExpectedOutput.txt")
        if EmissionTests.updateGoldens && !mainActor && serviceFiles == 0 {
            try Data(output.utf8).write(to: expected)
        }
        #expect(output == (try String(contentsOf: expected, encoding: .utf8)))
    }

    /// The module's own Swift files: its stubs, and for `Sync` how it tests itself.
    static func sources(of module: Module) throws -> [String] {
        let folder = directory.appendingPathComponent(module.name)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && !["Expected.swift", "main.swift"].contains($0) }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Writes `module`'s generated code into `directory`; returns its path.
    /// The generated files' paths: the one file, then its files of services.
    static func writeGenerated(_ module: Module, into directory: URL, mainActor: Bool = false, serviceFiles: Int = 0) throws -> [String] {
        let result = try generate(module, mainActor: mainActor, serviceFiles: serviceFiles)
        let texts = [try #require(result.source)] + result.serviceSources
        return try texts.enumerated().map { index, text in
            let file = directory.appendingPathComponent("\(module.name)\(index == 0 ? "" : "+Services\(index)").generated.swift")
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("servicegraph-modules-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
