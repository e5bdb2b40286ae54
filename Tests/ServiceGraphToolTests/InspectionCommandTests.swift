import Foundation
import Testing

/// `servicegraph graph`, `diff` and `init`: golden output for the PersonalOS sample's manifest and
/// for the scopes fixture (app -> account -> conversation), exit codes, and errors.
@Suite struct InspectionCommandTests {
    static let sample = Paths.repository.appendingPathComponent("Examples/PersonalOS/Sources/PersonalOSKit/services.json")
    /// The sample's app module composes the feature modules: the tool reads their manifests too.
    static let sampleModules = ["HealthFeature", "NewsFeature", "StocksFeature", "GitHubFeature", "AssistantFeature"]
        .flatMap { name in
            ["--module", "\(name)=" + Paths.repository.appendingPathComponent("Examples/PersonalOS/Sources/\(name)/services.json").path]
        }
    static let scopes = Paths.repository.appendingPathComponent("Tests/ServiceGraphGeneratorTests/Fixtures/scopes/services.json")
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
    func graphOfTheSample(options: [String], golden: String) async throws {
        let result = try await run(Paths.tool, ["graph", Self.sample.path] + Self.sampleModules + options)
        #expect(result.status == 0, "\(result.standardError)")
        try expectGolden(result.standardOutput, golden)
    }

    @Test func theGraphJSONIsValidJSON() async throws {
        let result = try await run(Paths.tool, ["graph", Self.sample.path, "--format", "json"] + Self.sampleModules)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let environments = document?["environments"] as? [[String: Any]]
        #expect(environments?.map { $0["name"] as? String } == ["dev", "staging", "prod", "test"])
    }

    /// The sample's article in the documentation catalog shows the graph, under the command that draws it.
    @Test func theSampleArticleShowsTheSamplesCurrentGraph() async throws {
        let graph = try await run(
            Paths.tool,
            ["graph", Self.sample.path] + Self.sampleModules
                + ["--format", "mermaid", "--environment", "prod"])
        #expect(graph.status == 0, "\(graph.standardError)")
        let article = try String(
            contentsOf: Paths.repository.appendingPathComponent("Sources/ServiceGraph/ServiceGraph.docc/PersonalOSSample.md"),
            encoding: .utf8)
        #expect(
            article.contains("```mermaid\n" + graph.standardOutput + "```"),
            "update PersonalOSSample.md's Mermaid block with the command the article shows above it")
    }

    @Test func diffExitsOneWhenEnvironmentsDifferAndZeroWhenTheyAgree() async throws {
        let different = try await run(Paths.tool, ["diff", Self.sample.path, "--from", "dev", "--to", "prod"] + Self.sampleModules)
        #expect(different.status == 1)
        try expectGolden(different.standardOutput, "sample-dev-prod.diff")
        let same = try await run(Paths.tool, ["diff", Self.sample.path, "--from", "prod", "--to", "prod"] + Self.sampleModules)
        #expect(same.status == 0)
        #expect(same.standardOutput.hasSuffix("prod and prod bind everything the same way.\n"))
    }

    /// Each scope a cluster nested in its parent's, its nodes' ids prefixed with its name, and
    /// the edges to ancestors' services outside every cluster (see the goldens).
    @Test(arguments: [
        (["--format", "dot"], "scopes.dot"),
        (["--format", "mermaid", "--environment", "prod"], "scopes-prod.mmd"),
        (["--format", "json", "--environment", "dev"], "scopes-dev.json"),
    ])
    func graphOfTheScopesFixture(options: [String], golden: String) async throws {
        let result = try await run(Paths.tool, ["graph", Self.scopes.path] + options)
        #expect(result.status == 0, "\(result.standardError)")
        try expectGolden(result.standardOutput, golden)
    }

    @Test func theScopesJSONListsTheTreeAndEdgesNameNodeIDs() async throws {
        let result = try await run(Paths.tool, ["graph", Self.scopes.path, "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let scopes = document?["scopes"] as? [[String: Any]]
        #expect(scopes?.map { $0["name"] as? String } == ["app", "account", "conversation"])
        #expect(scopes?.map { $0["parent"] as? String } == [nil, "app", "account"])
        for environment in document?["environments"] as? [[String: Any]] ?? [] {
            let ids = (environment["nodes"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            #expect(Set(ids).count == ids.count && ids.contains("conversation.thread"))
            for edge in environment["edges"] as? [[String: String]] ?? [] {
                // A maker's edge (`"kind": "makes"`) leads to the scope it makes, by name.
                let leadsToAKnownEnd =
                    edge["kind"] == "makes"
                    ? scopes?.contains { $0["name"] as? String == edge["scope"] } == true : ids.contains(edge["to"] ?? "")
                #expect(ids.contains(edge["from"] ?? "") && leadsToAKnownEnd, "\(edge)")
            }
        }
    }

    /// `"makeTab: scope(tab)"` is drawn in every format as a link, labelled with the argument label,
    /// from the service to the child scope it makes: to the scope's cluster in DOT, its subgraph in
    /// Mermaid, and as an entry of kind `makes` naming the scope in JSON (the HTML report's data:
    /// HTMLReportTests). The back-reference tests' manifest has makers in the app and in a scope.
    @Test func childScopeMakersAreDrawnInEveryFormat() async throws {
        let manifest = Paths.repository.appendingPathComponent("Tests/BackReferenceTests/services.json")
        let dot = try await run(Paths.tool, ["graph", manifest.path, "--environment", "prod"])
        #expect(dot.status == 0, "\(dot.standardError)")
        #expect(dot.standardOutput.contains("\n    rankdir=LR;\n    compound=true;\n"))
        #expect(dot.standardOutput.contains("\n    subgraph \"cluster_tab\" {\n        label=\"tab\\ninputs: url\";\n"))
        #expect(dot.standardOutput.contains("\n        \"scope:tab\" [shape=point, style=invis];\n"))
        #expect(
            dot.standardOutput.contains(
                "\n    \"tabs\" -> \"scope:tab\" [label=\"makeTab\", lhead=\"cluster_tab\", style=dashed, color=\"#4a6fa5\", fontcolor=\"#4a6fa5\"];\n"))
        #expect(dot.standardOutput.contains("\n    \"session.sessionMakerSingleton\" -> \"scope:room\" [label=\"reference\", lhead=\"cluster_room\", "))
        let mermaid = try await run(Paths.tool, ["graph", manifest.path, "--format", "mermaid", "--environment", "prod"]).standardOutput
        #expect(mermaid.contains("\n    tabs -.->|makeTab| scope:tab\n"))
        #expect(mermaid.contains("\n    session.sessionMakerSingleton -.->|reference| scope:room\n"))
        let json = try await run(Paths.tool, ["graph", manifest.path, "--format", "json", "--environment", "prod"]).standardOutput
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let edges = (document?["environments"] as? [[String: Any]])?.first?["edges"] as? [[String: String]] ?? []
        let makers = edges.filter { $0["kind"] == "makes" }
        #expect(makers.contains(["from": "tabs", "scope": "tab", "label": "makeTab", "kind": "makes"]))
        #expect(makers.contains(["from": "session.sessionMakerSingleton", "scope": "room", "label": "reference", "kind": "makes"]))
        #expect(makers.count == 7 && edges.filter { $0["kind"] == nil }.allSatisfy { $0["to"] != nil })
    }

    @Test func diffCoversEveryScopeNamingEntriesByScope() async throws {
        let result = try await run(Paths.tool, ["diff", Self.scopes.path, "--from", "dev", "--to", "prod"])
        #expect(result.status == 1)
        try expectGolden(result.standardOutput, "scopes-dev-prod.diff")
    }

    /// Sibling scopes may both have a `drafts`: every format must keep the two apart.
    @Test func siblingScopesReusingANameGetDistinctIDs() async throws {
        let manifest = try Paths.temporaryDirectory("siblings").appendingPathComponent("services.json")
        try manifest.write(
            """
            {"version": 1,
             "services": {"logger": {"type": "Logger", "real": "Logger"}},
             "scopes": {
               "account": {"services": {"drafts": {"type": "Drafts", "real": {"type": "Drafts", "dependencies": ["logger"]}}}},
               "guest": {"services": {"drafts": {"type": "Drafts", "real": {"type": "Drafts", "dependencies": ["logger"]}, "mock": "NoDrafts"}}}
             }}
            """)
        let dot = try await run(Paths.tool, ["graph", manifest.path, "--environment", "prod"]).standardOutput
        for scope in ["account", "guest"] {
            // Sibling clusters, side by side in the app's graph, each declaring its own node once.
            #expect(dot.contains("    subgraph \"cluster_\(scope)\" {\n"))
            #expect(dot.components(separatedBy: "\"\(scope).drafts\" [label=").count == 2)
            #expect(dot.contains("\n    \"\(scope).drafts\" -> \"logger\" [label=\"logger\"];\n"))
        }
        let mermaid = try await run(Paths.tool, ["graph", manifest.path, "--format", "mermaid", "--environment", "dev"]).standardOutput
        #expect(
            mermaid.contains("    subgraph scope:account [\"account\"]\n        account.drafts[\"drafts<br/>Drafts<br/>Drafts (singleton)\"]:::real\n    end\n")
        )
        #expect(
            mermaid.contains("    subgraph scope:guest [\"guest\"]\n        guest.drafts[\"drafts<br/>Drafts<br/>NoDrafts (singleton)\"]:::mock\n    end\n"))
        let json = try await run(Paths.tool, ["graph", manifest.path, "--format", "json", "--environment", "dev"]).standardOutput
        #expect(json.contains(#"{"id": "account.drafts", "scope": "account", "name": "drafts", "#))
        #expect(json.contains(#"{"id": "guest.drafts", "scope": "guest", "name": "drafts", "#))
        let diff = try await run(Paths.tool, ["diff", manifest.path, "--from", "dev", "--to", "prod"])
        #expect(diff.status == 1)
        #expect(
            diff.standardOutput == """
                  name            dev              prod
                  logger          Logger (real)    Logger (real)
                  account.drafts  Drafts (real)    Drafts (real)
                * guest.drafts    NoDrafts (mock)  Drafts (real)

                1 of 3 entries differ between dev and prod.

                """)
    }

    @Test func anUnknownEnvironmentIsAUsageError() async throws {
        let result = try await run(Paths.tool, ["graph", Self.sample.path, "--environment", "prd"] + Self.sampleModules)
        #expect(result.status == 2)
        #expect(
            result.standardError.hasPrefix(
                "servicegraph: error: no environment is named 'prd'; did you mean 'prod'? (environments: dev, staging, prod, test)\n"))
        #expect(try await run(Paths.tool, ["diff", Self.sample.path, "--from", "qa", "--to", "prod"] + Self.sampleModules).status == 2)
    }

    static let fixtures = Paths.repository.appendingPathComponent("Tests/ServiceGraphGeneratorTests/Fixtures")

    @Test func viewsAndProvidersAreDrawnAsLabelledEdges() async throws {
        let manifest = Self.fixtures.appendingPathComponent("views-and-providers/services.json")
        let graph = try await run(Paths.tool, ["graph", manifest.path, "--format", "mermaid", "--environment", "prod"])
        #expect(graph.status == 0)
        #expect(graph.standardOutput.contains("router -->|delegate (provider)| coordinator"))
        for member in ["network", "logger", "apiHost"] {
            #expect(graph.standardOutput.contains("feed -->|dependencies (FeedDependencies)| \(member)"))
        }
        #expect(graph.standardOutput.contains("account.inbox -->|coordinator (provider)| coordinator"))
    }

    /// A value is drawn as an edge to each name it reads; a factory method as an edge to its
    /// receiver; a provider of a member as an edge to the service.
    @Test func namesValuesReadAndFactoryMethodsAreDrawnAsLabelledEdges() async throws {
        let manifest = Paths.repository.appendingPathComponent("Tests/AppPatternsTests/services.json")
        let graph = try await run(Paths.tool, ["graph", manifest.path, "--format", "mermaid", "--environment", "prod"])
        #expect(graph.status == 0)
        for edge in [
            "vault -->|protection (value)| appGroup", "sealedVault -->|key (value)| keychain",
            "room.roomVault -->|protection (value)| appGroup", "room.roomVault -->|protection (value)| room.roomID",
            "room.timeline -->|makeTimeline (factory)| timelineFactory", "apiClient -->|token (provider)| accountManager",
        ] {
            #expect(graph.standardOutput.contains(edge))
        }
    }

    @Test func contributionsAreDrawnWithTheirOrderKeyAndModuleAndDiffedByEnvironment() async throws {
        let graph = try await run(Paths.tool, ["graph", Self.sample.path] + Self.sampleModules + ["--format", "mermaid", "--environment", "prod"])
        #expect(graph.status == 0)
        #expect(graph.standardOutput.contains("settingsSections -->|element (order 10)| HealthFeature_healthSettings"))
        #expect(graph.standardOutput.contains("deepLinks -->|#quot;/health#quot;| HealthFeature_healthLink"))
        #expect(graph.standardOutput.contains("module HealthFeature: HealthSettingsSection"))
        // The developer section is contributed in dev only.
        let diff = try await run(Paths.tool, ["diff", Self.sample.path, "--from", "dev", "--to", "prod"] + Self.sampleModules)
        let sections = diff.standardOutput.split(separator: "\n").first { $0.contains(" settingsSections ") }
        #expect(sections?.hasPrefix("* ") == true && sections?.contains("developerSettings]") == true)
    }

    @Test func variantsAreShownAndDiffedByName() async throws {
        let manifest = Self.fixtures.appendingPathComponent("variants-and-values/services.json")
        let json = try await run(Paths.tool, ["graph", manifest.path, "--format", "json", "--environment", "widget"])
        #expect(json.status == 0)
        #expect(json.standardOutput.contains(#""implementation": "SharedContainerStorage""#))
        #expect(json.standardOutput.contains(#""binding": "appExtension""#))
        let diff = try await run(Paths.tool, ["diff", manifest.path, "--from", "prod", "--to", "widget"])
        #expect(diff.status == 1)
        let storage = diff.standardOutput.split(separator: "\n").first { $0.hasPrefix("* storage ") }
        #expect(storage?.contains("DiskStorage (real)") == true && storage?.contains("SharedContainerStorage (appExtension)") == true)
    }

    @Test func aBrokenManifestIsReportedNotDrawn() async throws {
        let directory = try Paths.temporaryDirectory("graph")
        let manifest = directory.appendingPathComponent("services.json")
        try manifest.write(#"{"version": 1, "services": {"a": {"type": "A", "real": {"type": "A", "dependencies": ["b"]}}}}"#)
        let graph = try await run(Paths.tool, ["graph", manifest.path])
        #expect(graph.status == 1)
        #expect(graph.standardOutput.isEmpty)
        #expect(graph.standardError.contains("depends on 'b', which is not a service"))
        #expect(try await run(Paths.tool, ["diff", manifest.path, "--from", "dev", "--to", "prod"]).status == 2)
    }

    @Test func initWritesAValidStarterAndNeverOverwrites() async throws {
        let directory = try Paths.temporaryDirectory("init")
        let manifest = directory.appendingPathComponent("services.json")
        let created = try await run(Paths.tool, ["init", manifest.path])
        #expect(created.status == 0)
        #expect(try await run(Paths.tool, ["check", manifest.path]).status == 0)
        let starter = try String(contentsOf: manifest, encoding: .utf8)
        try manifest.write("{}")
        let again = try await run(Paths.tool, ["init", manifest.path])
        #expect(again.status == 2)
        #expect(again.standardError.contains("already exists; refusing to overwrite it"))
        #expect(try String(contentsOf: manifest, encoding: .utf8) == "{}")
        #expect(starter.contains("\"version\": 1"))
    }
}
