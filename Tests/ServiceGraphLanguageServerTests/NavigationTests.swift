import Foundation
import Testing

/// Completion, hover, definition, references, rename and the outline.
@Suite struct NavigationTests {
    let client: LanguageClient
    let app = LanguageServerTests.appPath
    let module = LanguageServerTests.modulePath

    init() throws {
        client = try LanguageServerTests().makeClient()
        _ = try client.open(app)
    }

    func at(_ path: String, _ needle: String, plus offset: Int = 1) throws -> [String: Any] {
        ["textDocument": ["uri": client.uri(path)], "position": try client.position(of: needle, in: path, plus: offset)]
    }

    func labels(_ response: [String: Any]) -> [String] {
        ((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    @Test func completionOffersTheNamesTheScopeSeesWithTheirTypes() throws {
        let response = try client.request("textDocument/completion", try at(app, #""logger"]}}"#))
        let items = try #require((response["result"] as? [String: Any])?["items"] as? [[String: Any]])
        let names = items.compactMap { $0["label"] as? String }
        #expect(Set(names) == ["apiHost", "logger", "api", "shop", "catalog"])
        let catalog = try #require(items.first { $0["label"] as? String == "catalog" })
        #expect((catalog["detail"] as? String)?.hasPrefix("any CatalogService") == true)
    }

    @Test func completionWorksInADocumentBrokenAfterTheCursor() throws {
        let typing = LanguageServerTests.app.replacingOccurrences(
            of: #"["catalog", "logger"]}, "lifetime": "transient"}"#, with: #"["catalog", "lo"#)
        client.change(app, to: typing, version: 2)
        let response = try client.request("textDocument/completion", try at(app, #""catalog", "lo"#, plus: 14))
        #expect(labels(response) == ["logger"])
        let item = try #require(((response["result"] as? [String: Any])?["items"] as? [[String: Any]])?.first)
        #expect((item["textEdit"] as? [String: Any])?["newText"] as? String == "logger")
    }

    @Test func completionOffersKeysEnumValuesAndModules() throws {
        let keys = labels(try client.request("textDocument/completion", try at(app, #""lifetime""#)))
        #expect(keys.contains("lifetime") && keys.contains("real") && keys.contains("contributes"))
        let lifetimes = labels(try client.request("textDocument/completion", try at(app, #""transient""#, plus: 2)))
        #expect(lifetimes == ["transient"])
        let all = labels(try client.request("textDocument/completion", try at(app, #""transient""#)))
        #expect(all == ["singleton", "transient", "weak"])
        let modules = labels(try client.request("textDocument/completion", try at(app, #""Catalog""#)))
        #expect(modules == ["Catalog"])
    }

    @Test func hoverSaysTypeLifetimeBindingsDocAndDependents() throws {
        let response = try client.request("textDocument/hover", try at(app, #""logger"]}}"#))
        let value = try #require(((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(value.contains("**logger**: `Logger` — service, in the app scope"))
        #expect(value.contains("singleton, nonisolated"))
        #expect(value.contains("dev: Logger") && value.contains("test: Logger"))
        #expect(value.contains("Writes logs."))
        #expect(value.contains("2 dependencies name it"))
        let module = try client.request("textDocument/hover", try at(app, #""catalog""#))
        let text = try #require(((module["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String)
        #expect(text.contains("declared in module Catalog") && text.contains("dev: MockCatalog"))
    }

    @Test func definitionLandsOnTheDeclarationAcrossManifestsAndInSwift() throws {
        let local = try client.request("textDocument/definition", try at(app, #""logger"]}}"#))
        let localLocation = try #require((local["result"] as? [[String: Any]])?.first)
        #expect(localLocation["uri"] as? String == client.uri(app))
        #expect((localLocation["range"] as? [String: [String: Int]])?["start"] == (try client.position(of: "logger", in: app)))
        let composed = try client.request("textDocument/definition", try at(app, #""catalog""#))
        let composedLocation = try #require((composed["result"] as? [[String: Any]])?.first)
        #expect(composedLocation["uri"] as? String == client.uri(module))
        #expect((composedLocation["range"] as? [String: [String: Int]])?["start"] == (try client.position(of: #"catalog": {"#, in: module)))
        let type = try client.request("textDocument/definition", try at(app, #""Logger", "real""#))
        let typeLocation = try #require((type["result"] as? [[String: Any]])?.first)
        #expect(typeLocation["uri"] as? String == client.uri("Sources/App/Logger.swift"))
        #expect((typeLocation["range"] as? [String: [String: Int]])?["start"] == ["line": 1, "character": 19])
    }

    @Test func referencesSpanTheManifestsThatComposeAModule() throws {
        let response = try client.request(
            "textDocument/references",
            try at(module, #""catalog": {"#).merging(["context": ["includeDeclaration": true]]) { first, _ in first })
        let uris = (response["result"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
        // The declaration, the module's `provides` entry, and the app's dependency.
        #expect(uris.sorted() == [client.uri(app), client.uri(module), client.uri(module)].sorted())
    }

    @Test func renameEditsEveryManifestAndKeepsLabels() throws {
        let response = try client.request(
            "textDocument/rename", try at(app, #""catalog""#).merging(["newName": "products"]) { first, _ in first })
        let changes = try #require((response["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])
        #expect(changes[client.uri(module)]?.count == 2)
        #expect(changes[client.uri(app)]?.count == 1)
        let labelled = try client.request(
            "textDocument/rename", try at(app, "apiHost", plus: 0).merging(["newName": "host"]) { first, _ in first })
        let edits = try #require(((labelled["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri(app)])
        #expect(Set(edits.compactMap { $0["newText"] as? String }) == [#""host""#, #""host: host""#])
    }

    @Test func renameRefusesAClashAndANonName() throws {
        let clash = try client.request(
            "textDocument/rename", try at(app, #""logger"]}}"#).merging(["newName": "api"]) { first, _ in first })
        let message = try #require((clash["error"] as? [String: Any])?["message"] as? String)
        #expect(message.hasPrefix("renaming 'logger' to 'api' would break App/services.json, line 8: duplicate key 'api'"))
        let invalid = try client.request(
            "textDocument/rename", try at(app, #""logger"]}}"#).merging(["newName": "2fast"]) { first, _ in first })
        let invalidMessage = try #require((invalid["error"] as? [String: Any])?["message"] as? String)
        #expect(invalidMessage.hasPrefix("renaming 'logger' to '2fast' would break App/services.json"), "\(invalidMessage)")
        #expect(invalidMessage.contains("'2fast'"))
    }

    @Test func theOutlineListsEveryDeclaration() throws {
        let response = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri(app)]])
        let symbols = (response["result"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(symbols.sorted() == ["Catalog", "api", "apiHost", "dev", "logger", "prod", "shop"])
    }
}
