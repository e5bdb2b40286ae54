import Foundation
import Testing

/// Rename's edge cases: a string naming the name twice, escapes, names other manifests meet by
/// spelling, and a module with errors.
@Suite struct RenameTests {
    func rename(_ client: LanguageClient, _ path: String, at needle: String, plus offset: Int = 1, to newName: String) throws -> [String: Any] {
        try client.request(
            "textDocument/rename",
            ["textDocument": ["uri": client.uri(path)], "position": try client.position(of: needle, in: path, plus: offset), "newName": newName])
    }

    func message(_ response: [String: Any]) -> String {
        (response["error"] as? [String: Any])?["message"] as? String ?? ""
    }

    @Test func aValueThatReadsTheNameTwiceGetsOneEdit() throws {
        let manifest = #"""
            {
              "version": 1,
              "config": {"bound": {"type": "Int", "value": 3}},
              "services": {
                "window": {"type": "Window", "real": {"type": "Window", "dependencies": ["limits: .between(bound, bound)"]}}
              }
            }

            """#
        let client = try LanguageClient(files: ["App/services.json": manifest])
        _ = try client.open("App/services.json")
        let response = try rename(client, "App/services.json", at: #""bound": {"#, to: "limit")
        let edits = try #require(((response["result"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri("App/services.json")])
        #expect(edits.compactMap { $0["newText"] as? String }.sorted() == [#""limit""#, #""limits: .between(limit, limit)""#])
    }

    @Test func aNameWrittenWithAnEscapeIsRefusedNotSkipped() throws {
        let manifest = #"""
            {"version": 1, "services": {"logger": {"type": "Logger", "real": "Logger"},
              "api": {"type": "API", "real": {"type": "API", "dependencies": ["\u006cogger"]}}}}

            """#
        let client = try LanguageClient(files: ["App/services.json": manifest])
        _ = try client.open("App/services.json")
        let response = try rename(client, "App/services.json", at: #""logger": {"#, to: "log")
        #expect(message(response).hasPrefix("'logger' is written with an escape in App/services.json, line 2"), "\(response)")
    }

    @Test func renamingTheNameThatMeetsAModulesRequirementIsRefused() throws {
        let module =
            #"{"version": 1, "module": {"provides": ["catalog"], "requires": {"log": {"type": "Logger"}}}, "services": {"catalog": {"type": "C", "real": {"type": "C", "dependencies": ["log"]}}}}"#
        let app =
            #"{"version": 1, "compose": ["Catalog"], "services": {"log": {"type": "Logger", "real": "Logger"}, "shop": {"type": "S", "real": {"type": "S", "dependencies": ["catalog"]}}}}"#
        let client = try LanguageClient(files: ["Sources/App/services.json": app, "Sources/Catalog/services.json": module])
        _ = try client.open("Sources/App/services.json")
        #expect(client.diagnostics("Sources/App/services.json").isEmpty)
        let response = try rename(client, "Sources/App/services.json", at: #""log": {"#, to: "logger")
        #expect(message(response).hasPrefix("renaming 'log' to 'logger' would break App/services.json, line 1:"), "\(response)")
    }

    @Test func aModuleWithErrorsRefusesRenamingItsNames() throws {
        let module =
            #"{"version": 1, "module": {"provides": ["catalog"]}, "services": {"catalog": {"type": "C", "real": {"type": "C", "dependencies": ["missing"]}}}}"#
        let client = try LanguageClient(files: ["Sources/Catalog/services.json": module])
        _ = try client.open("Sources/Catalog/services.json")
        let response = try rename(client, "Sources/Catalog/services.json", at: #""catalog": {"#, to: "products")
        #expect(message(response).hasPrefix("fix the errors of Catalog/services.json first"), "\(response)")
    }

    @Test func renamingToTheSameNameEditsNothing() throws {
        let client = try LanguageServerTests().makeClient()
        _ = try client.open(LanguageServerTests.appPath)
        let response = try rename(client, LanguageServerTests.appPath, at: #""logger": {"#, to: "logger")
        #expect(((response["result"] as? [String: Any])?["changes"] as? [String: Any])?.isEmpty == true)
    }
}
