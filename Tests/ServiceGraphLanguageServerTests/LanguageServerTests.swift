import Foundation
import Testing

/// The server as an editor drives it: an app's manifest composing a module's, both on disk.
@Suite struct LanguageServerTests {
    static let module = """
        {
          "version": 1,
          "module": {"provides": ["catalog"]},
          "services": {
            "store": {"type": "Store", "real": "Store"},
            "catalog": {"type": "any CatalogService", "real": {"type": "LiveCatalog", "dependencies": ["store"]}, "mock": "MockCatalog", "doc": "Lists the products."}
          }
        }

        """
    static let app = """
        {
          "version": 1,
          "compose": ["Catalog"],
          "environments": {"dev": "mock", "prod": "real"},
          "config": {"apiHost": {"type": "String", "dev": "dev.example", "prod": "example.com", "test": "test.invalid", "doc": "The API's host."}},
          "services": {
            "logger": {"type": "Logger", "real": "Logger", "doc": "Writes logs."},
            "api": {"type": "APIClient", "real": {"type": "APIClient", "dependencies": ["host: apiHost", "logger"]}},
            "shop": {"type": "Shop", "real": {"type": "Shop", "dependencies": ["catalog", "logger"]}, "lifetime": "transient"}
          }
        }

        """
    static let appPath = "Sources/App/services.json"
    static let modulePath = "Sources/Catalog/services.json"

    func makeClient(app: String = Self.app) throws -> LanguageClient {
        try LanguageClient(files: [
            Self.appPath: app, Self.modulePath: Self.module,
            "Sources/App/Logger.swift": "/// Writes logs.\npublic final class Logger {}\n",
        ])
    }

    @Test func initializeAnswersWithTheCapabilities() throws {
        let client = try LanguageClient(files: [:])
        let response = try client.request("initialize", ["capabilities": [String: Any]()])
        let capabilities = try #require((response["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        for capability in ["hoverProvider", "definitionProvider", "referencesProvider", "renameProvider", "documentSymbolProvider"] {
            #expect(capabilities[capability] as? Bool == true, "\(capability)")
        }
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
    }

    @Test func aCleanManifestPublishesNoDiagnostics() throws {
        let client = try makeClient()
        _ = try client.open(Self.appPath)
        #expect(client.notifications.count == 1)
        #expect(client.diagnostics(Self.appPath).isEmpty)
    }

    @Test func diagnosticsFollowEachChangeWithTheirIDNotesAndVersion() throws {
        let client = try makeClient()
        _ = try client.open(Self.appPath)
        let broken = Self.app.replacingOccurrences(of: #""catalog", "logger""#, with: #""catalogue", "logger""#)
        client.change(Self.appPath, to: broken, version: 2)
        let diagnostics = client.diagnostics(Self.appPath)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic["code"] as? String == "UnknownDependency")
        #expect(diagnostic["source"] as? String == "servicegraph")
        #expect((diagnostic["message"] as? String)?.contains("did you mean 'catalog'?") == true)
        let range = try #require(diagnostic["range"] as? [String: [String: Int]])
        #expect(range["start"] == (try client.position(of: #""catalogue""#, in: Self.appPath)))
        #expect(range["end"]?["character"] == range["start"]!["character"]! + #""catalogue""#.utf16.count)
        let published = try #require(client.notifications.last?["params"] as? [String: Any])
        #expect(published["version"] as? Int == 2)
        client.change(Self.appPath, to: Self.app, version: 3)
        #expect(client.diagnostics(Self.appPath).isEmpty)
    }

    @Test func notesBecomeRelatedInformationInTheirFiles() throws {
        let duplicated = Self.app.replacingOccurrences(
            of: #""api": {"#, with: #""logger": {"type": "Logger", "real": "Logger"}, "api": {"#)
        let client = try makeClient(app: duplicated)
        _ = try client.open(Self.appPath)
        let diagnostic = try #require(client.diagnostics(Self.appPath).first)
        let related = try #require(diagnostic["relatedInformation"] as? [[String: Any]])
        let location = try #require(related.first?["location"] as? [String: Any])
        #expect(location["uri"] as? String == client.uri(Self.appPath))
        #expect((location["range"] as? [String: [String: Int]])?["start"] == (try client.position(of: #""logger""#, in: Self.appPath)))
    }

    @Test func aQuickFixWritesTheNameItMeant() throws {
        let client = try makeClient()
        _ = try client.open(Self.appPath)
        let broken = Self.app.replacingOccurrences(of: #""host: apiHost""#, with: #""host: apiHots""#)
        client.change(Self.appPath, to: broken, version: 2)
        let start = try client.position(of: "apiHots", in: Self.appPath)
        let response = try client.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": client.uri(Self.appPath)], "range": ["start": start, "end": start], "context": ["diagnostics": []]])
        let action = try #require((response["result"] as? [[String: Any]])?.first)
        #expect(action["kind"] as? String == "quickfix")
        let edits = try #require(((action["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri(Self.appPath)])
        #expect(edits.map { $0["newText"] as? String } == [#""host: apiHost""#])
    }
}
