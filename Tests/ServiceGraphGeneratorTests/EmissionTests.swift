import Foundation
import ServiceGraphGenerator
import Testing

/// The generated Swift: what it says (golden files), that it never varies, and that it compiles.
@Suite struct EmissionTests {
    /// Set to regenerate the golden files after an intended change to the output; review the diff.
    static let updateGoldens = ProcessInfo.processInfo.environment["SERVICEGRAPH_UPDATE_GOLDENS"] == "1"

    @Test(arguments: Fixture.all)
    func generatedSourceMatchesGoldenFile(_ fixture: Fixture) throws {
        let result = try fixture.generate()
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        if Self.updateGoldens {
            try Data(source.utf8).write(to: fixture.expectedURL)
        }
        let expected = try String(contentsOf: fixture.expectedURL, encoding: .utf8)
        #expect(source == expected, "run with SERVICEGRAPH_UPDATE_GOLDENS=1 to update, then review the diff")
    }

    @Test(arguments: Fixture.all)
    func outputIsIdenticalOnEveryRun(_ fixture: Fixture) throws {
        let first = try fixture.generate().source
        for _ in 0..<5 {
            #expect(try fixture.generate().source == first)
        }
    }

    @Test func reformattingTheManifestChangesNothingButTheLinesErrorsPointTo() throws {
        let fixture = Fixture(name: "example")
        let original = try #require(try fixture.generate().source)
        let text = String(decoding: try fixture.manifestBytes(), as: UTF8.self)
        // CRLF line endings and tabs keep every line where it was: the output is the same.
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "  ", with: "\t")
        #expect(ComponentGenerator.generate(manifest: Array(crlf.utf8), manifestFileName: "services.json").source == original)
        // On one line, only the `#sourceLocation` lines change: they all name line 1.
        let compact = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        let oneLine = try #require(ComponentGenerator.generate(manifest: Array(compact.utf8), manifestFileName: "services.json").source)
        let marker = #/#sourceLocation\(file: "services.json", line: \d+\)/#
        let firstLine = #"#sourceLocation(file: "services.json", line: 1)"#
        #expect(original.replacing(marker, with: firstLine) == oneLine)
        #expect(original.contains(#"#sourceLocation(file: "services.json", line: 14)"#))
    }

    @Test func constructionsAreMarkedWithTheManifestPathTheBuildGives() throws {
        let text = """
            {"version": 1,
             "services": {"a": {"type": "A", "real": "A"}}}
            """
        let path = "/Users/me/My App/Sources/App/services.json"
        let source = try #require(
            ComponentGenerator.generate(
                manifest: Array(text.utf8), manifestFileName: "services.json", sourceLocationPath: path
            ).source)
        #expect(source.contains("#sourceLocation(file: \"\(path)\", line: 2)"))
        #expect(source.components(separatedBy: "#sourceLocation()").count == source.components(separatedBy: "#sourceLocation(file:").count)
        // A path the directive cannot hold as written falls back to the file name.
        for unwritable in ["/tmp/a\"b/services.json", "/tmp/a\nb/services.json"] {
            let fallback = try #require(
                ComponentGenerator.generate(
                    manifest: Array(text.utf8), manifestFileName: "services.json", sourceLocationPath: unwritable
                ).source)
            #expect(fallback.contains(#"#sourceLocation(file: "services.json", line: 2)"#))
        }
        let windows = try #require(
            ComponentGenerator.generate(
                manifest: Array(text.utf8), manifestFileName: "services.json", sourceLocationPath: #"C:\App\services.json"#
            ).source)
        #expect(windows.contains(#"#sourceLocation(file: "C:/App/services.json", line: 2)"#))
    }

    @Test func membersFollowManifestOrderNotNameOrder() throws {
        let text = """
            {"version": 1, "services": {"zebra": {"type": "Z", "real": "Z"}, "apple": {"type": "A", "real": "A"}}}
            """
        let source = try #require(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json").source)
        let zebra = try #require(source.range(of: "var zebra: Z { get }"))
        let apple = try #require(source.range(of: "var apple: A { get }"))
        #expect(zebra.lowerBound < apple.lowerBound)
    }

    @Test func optionalExistentialsAreWrittenWithParentheses() throws {
        let text = #"{"version": 1, "services": {"clock": {"type": "(any Clock & Sendable)?", "real": "SystemClock"}}}"#
        let source = try #require(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json").source)
        #expect(source.contains("var clock: (any Clock & Sendable)? { get }"))
        #expect(source.contains("clock: (any Clock & Sendable)?? = nil"))
        let nested = #"{"version": 1, "services": {"clock": {"type": "((any Clock)?)?", "real": "SystemClock"}}}"#
        #expect(ComponentGenerator.check(manifest: Array(nested.utf8)).containsErrors)
    }

    /// The test component's initializer with one argument per service stops at 300 services (its
    /// index entries grow with the square of their count); `replacing` is there at every size.
    @Test func theInitializerWithAnArgumentPerServiceStopsAt300Services() throws {
        func source(services count: Int) throws -> String {
            let services = (0..<count).map { #""s\#($0)": {"type": "Service", "real": "Service"}"# }
            let text = #"{"version": 1, "services": {"# + services.joined(separator: ", ") + "}}"
            return try #require(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json").source)
        }
        let small = try source(services: 300), large = try source(services: 301)
        #expect(small.contains("convenience init(\n        s0: Service? = nil,"))
        #expect(!large.contains("convenience init("))
        #expect(small.contains("static func replacing(") && large.contains("static func replacing("))
    }

    @Test func headerNamesTheManifestByFileNameOnly() throws {
        let text = #"{"version": 1, "services": {}}"#
        let source = try #require(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "services.json").source)
        #expect(source.hasPrefix("// Generated by servicegraph from services.json. Do not edit this file:\n"))
    }

    @Test func docCommentsCannotBreakOutIntoCode() throws {
        let text = #"""
            {"version": 1, "services": {"a": {"type": "A", "real": "A",
              "doc": "line one\nstruct Injected {}\rline three\u2028enum Evil {}"}}}
            """#
        let source = try #require(ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json").source)
        for line in source.split(separator: "\n") where line.contains("Injected") || line.contains("Evil") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("///"))
        }
        #expect(source.contains("/// struct Injected {}"))
    }

    @Test func errorsProduceNoSource() {
        let text = #"{"version": 1, "services": {"a": {"type": "A", "real": {"type": "A", "dependencies": ["b"]}}}}"#
        let result = ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "s.json")
        #expect(result.source == nil)
        #expect(result.diagnostics.count == 1)
    }

    /// How the compile matrix builds generated code; warnings are errors in every mode.
    enum CompileMode: String, CaseIterable, CustomStringConvertible, Sendable {
        case swift6
        case swift5
        case swift6Optimized
        /// Library evolution, as a binary framework is built (public output only).
        case libraryEvolution
        /// Swift 6.2's default main-actor isolation, as new app targets use it.
        case mainActorByDefault

        var description: String { rawValue }

        var arguments: [String] {
            switch self {
            case .swift6: ["-swift-version", "6", "-Onone"]
            case .swift5: ["-swift-version", "5", "-strict-concurrency=complete", "-Onone"]
            case .swift6Optimized: ["-swift-version", "6", "-O"]
            case .libraryEvolution: ["-swift-version", "6", "-enable-library-evolution", "-O"]
            case .mainActorByDefault: ["-swift-version", "6", "-default-isolation", "MainActor", "-Onone"]
            }
        }
    }

    @Test(arguments: Fixture.all, CompileMode.allCases)
    func generatedCodeCompiles(_ fixture: Fixture, mode: CompileMode) async throws {
        let manifest = String(decoding: try fixture.manifestBytes(), as: UTF8.self)
        // Library evolution only concerns what a module exports.
        guard mode != .libraryEvolution || manifest.contains("\"access\": \"public\"") else { return }
        // These fixtures' stub types are written for a nonisolated module (they hand closures
        // to other threads, or take `@Sendable` factory functions).
        let nonisolatedStubs: Set = [
            "app-patterns", "fitness", "guide-testing", "guide-using-components-server", "scopes",
            "views-and-providers",
        ]
        guard mode != .mainActorByDefault || !nonisolatedStubs.contains(fixture.name) else { return }
        let runtime = try await RuntimeModule.directory.get()
        let source = try #require(try fixture.generate().source)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("servicegraph-compile-\(fixture.name)-\(mode)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("ServiceGraph.generated.swift")
        try Data(source.utf8).write(to: generated)
        // Linux's Foundation is not built for library evolution, so importing it always warns
        // there; in that mode that one warning is allowed and any other fails the test.
        let warningsAsErrors = mode == .libraryEvolution ? [] : ["-warnings-as-errors"]
        let result = try await runSwiftc(
            ["-c", "-wmo", "-parse-as-library", "-module-name", "Fixture", "-package-name", "Fixtures"]
                + RuntimeModule.importArguments(runtime) + warningsAsErrors + mode.arguments
                + [generated.path, fixture.stubsURL.path, "-o", directory.appendingPathComponent("Fixture.o").path],
            in: directory)
        #expect(result.status == 0, "\(result.output)")
        let warnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && !$0.contains("was not compiled with library evolution support")
        }
        #expect(warnings.isEmpty, "\(result.output)")
    }

    /// Fixtures with a `main.swift` are built into a program, run, and their output compared.
    @Test(arguments: Fixture.runnable)
    func generatedCodeRuns(_ fixture: Fixture) async throws {
        let runtime = try await RuntimeModule.directory.get()
        let source = try #require(try fixture.generate().source)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("servicegraph-run-\(fixture.name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("ServiceGraph.generated.swift")
        try Data(source.utf8).write(to: generated)
        let program = directory.appendingPathComponent(fixture.name)
        let build = try await runSwiftc(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Fixture", "-package-name", "Fixtures"]
                + RuntimeModule.importArguments(runtime)
                + [
                    "-L", runtime.path, "-lServiceGraph", generated.path, fixture.stubsURL.path, fixture.mainURL.path,
                    "-o", program.path,
                ],
            in: directory)
        try #require(build.status == 0, "\(build.output)")
        let (status, output) = try await runProgram(program)
        #expect(status == 0)
        if Self.updateGoldens {
            try Data(output.utf8).write(to: fixture.expectedOutputURL)
        }
        #expect(output == (try String(contentsOf: fixture.expectedOutputURL, encoding: .utf8)))
    }
}
