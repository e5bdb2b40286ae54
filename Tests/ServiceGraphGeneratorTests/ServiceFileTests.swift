import Foundation
import ServiceGraphGenerator
import Testing

/// The service accessors split into files of their own (`generate --service-output`): the files
/// together behave as the one file does, and an edit of one service changes one file.
@Suite struct ServiceFileTests {
    /// A manifest of `count` services in one environment, each on its own line, each depending
    /// on the one before; `Service<i>` types are not needed, as nothing here compiles it.
    static func chainManifest(count: Int, editing edited: Int? = nil) -> [UInt8] {
        let services = (0..<count).map { index in
            // The edit drops the dependency and keeps the line: positions after it stay the same.
            let dependencies = index == 0 || index == edited ? "" : "\"s\(index - 1)\""
            return "    \"s\(index)\": {\"type\": \"Service\(index)\", \"real\": {\"type\": \"Service\(index)\", \"dependencies\": [\(dependencies)]}}"
        }
        let text =
            "{\n  \"version\": 1,\n  \"environments\": {\"prod\": \"real\"},\n  \"services\": {\n"
            + services.joined(separator: ",\n") + "\n  }\n}\n"
        return Array(text.utf8)
    }

    static func generate(_ manifest: [UInt8], files: Int) throws -> ComponentGenerator.Result {
        let result = ComponentGenerator.generate(manifest: manifest, manifestFileName: "services.json", serviceFileCount: files)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return result
    }

    @Test func everyServiceIsInExactlyOneFileInManifestOrder() throws {
        let result = try Self.generate(Self.chainManifest(count: 10), files: 4)
        let files = result.serviceSources
        #expect(files.count == 4)
        let source = try #require(result.source)
        #expect(!source.contains("final var s0:"))
        let names = files.map { file in
            file.split(separator: "\n").compactMap { line in
                line.firstRange(of: "final var s").map { line[$0.upperBound...].prefix { $0.isNumber } }
            }.map(String.init)
        }
        #expect(names == [["0", "1", "2"], ["3", "4"], ["5", "6", "7"], ["8", "9"]])
    }

    @Test func aFileWithNoServiceIsStillWritten() throws {
        let result = try Self.generate(Self.chainManifest(count: 2), files: 3)
        #expect(result.serviceSources.count == 3)
        #expect(result.serviceSources.filter { $0.contains("extension AppComponentBase") }.count == 2)
    }

    @Test func editingOneServiceChangesOnlyItsFile() throws {
        let before = try Self.generate(Self.chainManifest(count: 100), files: 8)
        let after = try Self.generate(Self.chainManifest(count: 100, editing: 57), files: 8)
        #expect(after.source == before.source)
        let changed = zip(before.serviceSources, after.serviceSources).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed == [57 * 8 / 100])
    }

    /// So that an edit of a service's type recompiles the files that use it, not the main file
    /// every other file reads: the requirements are in protocols of the service files.
    @Test func theMainFileNamesNoServiceTypeBeyondThePerServiceInitializersLimit() throws {
        let result = try Self.generate(Self.chainManifest(count: 301), files: 4)
        let source = try #require(result.source)
        #expect(source.firstMatch(of: /Service\d/) == nil)
        #expect(source.contains("protocol AppComponent: AnyObject, Sendable, AppComponentServices01, AppComponentServices02, "))
        #expect(result.serviceSources[1].contains("protocol AppComponentServices02 {\n    /// The `s76` service.\n    var s76: Service76 { get }"))
    }

    @Test func withoutServiceFilesTheOutputIsOneFile() throws {
        let result = try Self.generate(Self.chainManifest(count: 10), files: 0)
        #expect(result.serviceSources.isEmpty)
        #expect(try #require(result.source).contains("final var s9:"))
    }

    /// Each runnable fixture, its accessors in three files, built with its stubs and its program:
    /// it prints what the one-file build prints.
    @Test(arguments: Fixture.runnable)
    func splitOutputRunsLikeOneFile(_ fixture: Fixture) async throws {
        let runtime = try await RuntimeModule.directory.get()
        let result = ComponentGenerator.generate(manifest: try fixture.manifestBytes(), manifestFileName: "services.json", serviceFileCount: 3)
        let source = try #require(result.source)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("servicegraph-split-\(fixture.name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var generated: [String] = []
        for (index, text) in ([source] + result.serviceSources).enumerated() {
            let file = directory.appendingPathComponent("ServiceGraph\(index).generated.swift")
            try Data(text.utf8).write(to: file)
            generated.append(file.path)
        }
        let program = directory.appendingPathComponent(fixture.name)
        let build = try await runSwiftc(
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Fixture", "-package-name", "Fixtures"]
                + RuntimeModule.importArguments(runtime)
                + ["-L", runtime.path, "-lServiceGraph"] + generated
                + [fixture.stubsURL.path, fixture.mainURL.path, "-o", program.path],
            in: directory)
        try #require(build.status == 0, "\(build.output)")
        let (status, output) = try await runProgram(program)
        #expect(status == 0)
        #expect(output == (try String(contentsOf: fixture.expectedOutputURL, encoding: .utf8)))
    }
}
