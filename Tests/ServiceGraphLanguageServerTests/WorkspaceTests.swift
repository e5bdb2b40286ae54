import Foundation
import Testing

/// What the server does with manifests as they are mid-edit, and with folders of the same name.
@Suite struct WorkspaceTests {
    /// Every prefix of a manifest (every 23rd byte), as typing leaves it: each request answers.
    @Test func everyRequestAnswersOnAManifestCutAnywhere() throws {
        let text = LanguageServerTests.app
        let client = try LanguageServerTests().makeClient()
        _ = try client.open(LanguageServerTests.appPath)
        let uri = client.uri(LanguageServerTests.appPath)
        let bytes = Array(text.utf8)
        for (version, cut) in stride(from: 0, to: bytes.count, by: 23).enumerated() {
            let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
            client.change(LanguageServerTests.appPath, to: prefix, version: version + 2)
            let lines = prefix.components(separatedBy: "\n")
            let end = ["line": lines.count - 1, "character": lines.last!.utf16.count]
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references"] {
                let response = try client.request(method, ["textDocument": ["uri": uri], "position": end, "context": ["includeDeclaration": true]])
                #expect(response["error"] == nil, "\(method) at byte \(cut): \(response)")
            }
        }
    }

    @Test func aModuleNameMeansTheNearestFolderOfThatName() throws {
        let near = #"{"version": 1, "module": {"provides": ["catalog"]}, "services": {"catalog": {"type": "C", "real": "C"}}}"#
        let far = #"{"version": 1, "module": {"provides": ["other"]}, "services": {"other": {"type": "O", "real": "O"}}}"#
        let app = #"{"version": 1, "compose": ["Catalog"], "services": {"shop": {"type": "S", "real": {"type": "S", "dependencies": ["catalog"]}}}}"#
        let client = try LanguageClient(files: [
            // The far one sorts first by path.
            "B/Sources/App/services.json": app, "B/Sources/Catalog/services.json": near, "A/Sources/Catalog/services.json": far,
        ])
        _ = try client.open("B/Sources/App/services.json")
        #expect(client.diagnostics("B/Sources/App/services.json").isEmpty)
    }
}
