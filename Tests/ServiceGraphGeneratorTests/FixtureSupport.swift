import Foundation
import ServiceGraphGenerator
import TestSupport

/// A manifest under `Fixtures/`, with the stub types its generated code needs to compile.
struct Fixture: CustomStringConvertible, Sendable {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// Every folder under `Fixtures/`.
    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map(Fixture.init)
    }()

    /// The fixtures with a `main.swift`, which are also built into a program and run.
    static let runnable = all.filter { FileManager.default.fileExists(atPath: $0.mainURL.path) }

    var name: String
    var description: String { name }

    var manifestURL: URL { Self.directory.appendingPathComponent("\(name)/services.json") }
    var stubsURL: URL { Self.directory.appendingPathComponent("\(name)/Stubs.swift") }
    var expectedURL: URL { Self.directory.appendingPathComponent("\(name)/Expected.swift") }
    var mainURL: URL { Self.directory.appendingPathComponent("\(name)/main.swift") }
    /// What the program prints when run.
    var expectedOutputURL: URL { Self.directory.appendingPathComponent("\(name)/ExpectedOutput.txt") }

    func manifestBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: manifestURL))
    }

    /// The types the fixture's stubs declare, as the plugin passes the target's sources.
    func declaredTypes() throws -> [DeclaredType] {
        guard FileManager.default.fileExists(atPath: stubsURL.path) else { return [] }
        return DeclaredType.scan(Array(try Data(contentsOf: stubsURL)), file: "Stubs.swift")
    }

    func generate() throws -> ComponentGenerator.Result {
        ComponentGenerator.generate(
            manifest: try manifestBytes(), manifestFileName: "services.json", declaredTypes: try declaredTypes())
    }
}

/// Runs the toolchain's `swiftc` and returns its exit status and combined output.
func runSwiftc(_ arguments: [String], in directory: URL) async throws -> (status: Int32, output: String) {
    try await offTheCooperativePool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Runs a program built by a test and returns its exit status and standard output.
func runProgram(_ program: URL) async throws -> (status: Int32, output: String) {
    try await offTheCooperativePool {
        let process = Process()
        process.executableURL = program
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// The `ServiceGraph` runtime, built once per test run as a module and a static library, so
/// generated code can import it and programs can link it.
enum RuntimeModule {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = packageRoot.appendingPathComponent("Sources/ServiceGraph")
    /// The C module of atomic loads and stores that the runtime (and its inlined code) imports.
    static let atomicsHeaders = packageRoot.appendingPathComponent("Sources/ServiceGraphAtomics/include")

    /// The `swiftc` arguments that let code import the runtime built in `directory`.
    static func importArguments(_ directory: URL) -> [String] {
        ["-I", directory.path, "-I", atomicsHeaders.path]
    }

    /// The directory holding `ServiceGraph.swiftmodule`, built by the first test that asks.
    static var directory: Result<URL, RuntimeBuildError> {
        get async { await build.value }
    }

    private static let build = Task { () -> Result<URL, RuntimeBuildError> in
        do {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("servicegraph-runtime-\(ProcessInfo.processInfo.processIdentifier)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
            let result = try await runSwiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-module-name", "ServiceGraph", "-enable-library-evolution",
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("ServiceGraph.swiftmodule").path,
                    "-emit-library", "-static", "-o", directory.appendingPathComponent("libServiceGraph.a").path,
                    "-I", atomicsHeaders.path,
                ]
                    + files,
                in: directory)
            guard result.status == 0 else { return .failure(RuntimeBuildError(output: result.output)) }
            return .success(directory)
        } catch {
            return .failure(RuntimeBuildError(output: "\(error)"))
        }
    }
}

struct RuntimeBuildError: Error, CustomStringConvertible {
    var output: String
    var description: String { "building the ServiceGraph runtime module failed:\n\(output)" }
}
