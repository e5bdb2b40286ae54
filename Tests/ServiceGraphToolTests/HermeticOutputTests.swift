import Foundation
import Testing

/// Output that a shared cache can key on its inputs alone: the same bytes from any checkout, and
/// Bazel rules that run the tool that way.
@Suite struct HermeticOutputTests {
    /// A main-actor app composing a thread-safe module, with service files and target sources:
    /// every kind of path `generate` takes, each given relative to the checkout.
    @Test func generateWritesTheSameBytesFromAnyCheckout() async throws {
        let base = try Paths.temporaryDirectory("checkouts")
        let checkouts = [base.appendingPathComponent("a"), base.appendingPathComponent("b/deeper/checkout")]
        var outputs: [[String: Data]] = []
        for checkout in checkouts {
            // Where a build system puts outputs: it makes the folder, the tool writes the files.
            try FileManager.default.createDirectory(at: checkout.appendingPathComponent("out"), withIntermediateDirectories: true)
            for target in ["MainActorAppTests", "MainActorAppSync"] {
                try FileManager.default.copyItem(
                    at: Paths.repository.appendingPathComponent("Tests/\(target)"), to: checkout.appendingPathComponent(target))
            }
            let module = try await run(
                Paths.tool,
                [
                    "generate", "MainActorAppSync/services.json", "--module-name", "MainActorAppSync",
                    "--source-location-path", "MainActorAppSync/services.json", "--output", "out/Sync.generated.swift",
                    "--interface-output", "out/Sync.interface.swift", "--target-source", "MainActorAppSync/SyncClient.swift",
                ], in: checkout)
            #expect(module.status == 0, "\(module.output)")
            let app = try await run(
                Paths.tool,
                [
                    "generate", "MainActorAppTests/services.json", "--module-name", "MainActorAppTests",
                    "--source-location-path", "MainActorAppTests/services.json", "--output", "out/App.generated.swift",
                    "--interface-output", "out/App.interface.swift", "--service-output", "out/App.Services01.generated.swift",
                    "--service-output", "out/App.Services02.generated.swift",
                    "--module", "MainActorAppSync=out/Sync.interface.swift",
                    "--target-source", "MainActorAppTests/ViewControllers.swift",
                ], in: checkout)
            #expect(app.status == 0, "\(app.output)")
            let folder = checkout.appendingPathComponent("out")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            outputs.append(
                try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) }))
        }
        #expect(outputs[0].count == 6)
        #expect(outputs[0] == outputs[1])
        let text = outputs[0].values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(text.contains("#sourceLocation(file: \"MainActorAppTests/services.json\""))
        #expect(!text.contains(base.path))
    }

    /// The Bazel files are Starlark (Bazel cannot run here): Python's syntax without what Starlark
    /// lacks, checked by `Scripts/check_starlark.py`, which rejects what it should.
    @Test func theBazelFilesAreStarlark() async throws {
        let checker = Paths.repository.appendingPathComponent("Scripts/check_starlark.py").path
        let files = ["BUILD.bazel", "MODULE.bazel", "Bazel/BUILD.bazel", "Bazel/servicegraph.bzl"]
        let result = try await runOnPath("python3", [checker] + files, in: Paths.repository)
        #expect(result.status == 0, "\(result.output)")
        let bad = try Paths.temporaryDirectory("starlark").appendingPathComponent("bad.bzl")
        try bad.write("def f():\n    while True:\n        pass\nclass C:\n    pass\n")
        let rejected = try await runOnPath("python3", [checker, bad.path])
        #expect(rejected.status == 1)
        #expect(rejected.standardOutput.contains("bad.bzl:2:5: error: a while loop"))
        #expect(rejected.standardOutput.contains("bad.bzl:4:1: error: classdef at the top level"))
    }

    /// Every option the Bazel rule passes is one `servicegraph` takes.
    @Test func theBazelRulePassesOptionsTheToolTakes() async throws {
        let rule = try String(
            contentsOf: Paths.repository.appendingPathComponent("Bazel/servicegraph.bzl"), encoding: .utf8)
        let help = try await run(Paths.tool, ["--help"]).standardOutput
        let options = Set(rule.matches(of: /"(--[a-z-]+)"/).map { String($0.1) })
        let expected: Set = [
            "--module-name", "--source-location-path", "--output", "--interface-output", "--service-output", "--module",
            "--target-source",
        ]
        #expect(options == expected)
        for option in options { #expect(help.contains(option), "\(option)") }
    }
}
