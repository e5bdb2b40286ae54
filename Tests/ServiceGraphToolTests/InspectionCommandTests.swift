import Foundation
import Testing

/// `servicegraph graph`, `diff` and `init`: golden output for the PersonalOS sample's manifest,
/// exit codes, and errors.
@Suite struct InspectionCommandTests {
    static let sample = Paths.repository.appendingPathComponent("Examples/PersonalOS/Sources/PersonalOSKit/services.json")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let updateGoldens = ProcessInfo.processInfo.environment["SERVICEGRAPH_UPDATE_GOLDENS"] == "1"

    /// Compares `output` with `Goldens/name`, rewriting it when asked.
    func expectGolden(_ output: String, _ name: String) throws {
        let file = Self.goldens.appendingPathComponent(name)
        if Self.updateGoldens { try file.write(output) }
        #expect(output == (try String(contentsOf: file, encoding: .utf8)), "run with SERVICEGRAPH_UPDATE_GOLDENS=1 and review")
    }

    @Test(arguments: [
        (["--format", "dot"], "sample.dot"),
        (["--format", "mermaid", "--environment", "prod"], "sample-prod.mmd"),
        (["--format", "json", "--environment", "dev"], "sample-dev.json"),
    ])
    func graphOfTheSample(options: [String], golden: String) throws {
        let result = try run(Paths.tool, ["graph", Self.sample.path] + options)
        #expect(result.status == 0, "\(result.standardError)")
        try expectGolden(result.standardOutput, golden)
    }

    @Test func theGraphJSONIsValidJSON() throws {
        let result = try run(Paths.tool, ["graph", Self.sample.path, "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let environments = document?["environments"] as? [[String: Any]]
        #expect(environments?.map { $0["name"] as? String } == ["dev", "staging", "prod", "test"])
    }

    @Test func theREADMEShowsTheSamplesCurrentGraph() throws {
        let graph = try run(Paths.tool, ["graph", Self.sample.path, "--format", "mermaid", "--environment", "prod"])
        let readme = try String(contentsOf: Paths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```mermaid\n" + graph.standardOutput + "```"),
                "update the README's Mermaid block: servicegraph graph Examples/PersonalOS/Sources/PersonalOSKit/services.json --format mermaid --environment prod")
    }

    @Test func diffExitsOneWhenEnvironmentsDifferAndZeroWhenTheyAgree() throws {
        let different = try run(Paths.tool, ["diff", Self.sample.path, "--from", "dev", "--to", "prod"])
        #expect(different.status == 1)
        try expectGolden(different.standardOutput, "sample-dev-prod.diff")
        let same = try run(Paths.tool, ["diff", Self.sample.path, "--from", "prod", "--to", "prod"])
        #expect(same.status == 0)
        #expect(same.standardOutput.hasSuffix("prod and prod bind everything the same way.\n"))
    }

    @Test func anUnknownEnvironmentIsAUsageError() throws {
        let result = try run(Paths.tool, ["graph", Self.sample.path, "--environment", "prd"])
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix(
            "servicegraph: error: no environment is named 'prd'; did you mean 'prod'? (environments: dev, staging, prod, test)\n"))
        #expect(try run(Paths.tool, ["diff", Self.sample.path, "--from", "qa", "--to", "prod"]).status == 2)
    }

    @Test func aBrokenManifestIsReportedNotDrawn() throws {
        let directory = try Paths.temporaryDirectory("graph")
        let manifest = directory.appendingPathComponent("services.json")
        try manifest.write(#"{"version": 1, "services": {"a": {"type": "A", "real": {"type": "A", "dependencies": ["b"]}}}}"#)
        let graph = try run(Paths.tool, ["graph", manifest.path])
        #expect(graph.status == 1)
        #expect(graph.standardOutput.isEmpty)
        #expect(graph.standardError.contains("depends on 'b', which is not a service"))
        #expect(try run(Paths.tool, ["diff", manifest.path, "--from", "dev", "--to", "prod"]).status == 2)
    }

    @Test func initWritesAValidStarterAndNeverOverwrites() throws {
        let directory = try Paths.temporaryDirectory("init")
        let manifest = directory.appendingPathComponent("services.json")
        let created = try run(Paths.tool, ["init", manifest.path])
        #expect(created.status == 0)
        #expect(try run(Paths.tool, ["check", manifest.path]).status == 0)
        let starter = try String(contentsOf: manifest, encoding: .utf8)
        try manifest.write("{}")
        let again = try run(Paths.tool, ["init", manifest.path])
        #expect(again.status == 2)
        #expect(again.standardError.contains("already exists; refusing to overwrite it"))
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "{}")
        #expect(starter.contains("\"version\": 1"))
    }
}
