import Foundation
import Testing

/// Quick fixes beyond the fix-its, and completion inside a dependency's forms.
@Suite struct QuickFixTests {
    static let scoped = """
        {
          "version": 1,
          "services": {
            "logger": {"type": "Logger", "real": "Logger"},
            "accounts": {"type": "Accounts", "real": {"type": "Accounts", "dependencies": ["makeAccount: scope(account)"]}}
          },
          "scopes": {
            "account": {
              "services": {
                "profile": {"type": "Profile", "real": {"type": "Profile", "dependencies": ["logger", "analytics"]}}
              }
            }
          }
        }

        """
    static let path = "App/services.json"

    /// `text` with the edits applied (each range on one line, as these are).
    func applying(_ edits: [[String: Any]], to text: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        for edit in edits {
            let range = try #require(edit["range"] as? [String: [String: Int]])
            let start = try #require(range["start"]), end = try #require(range["end"])
            #expect(start["line"] == end["line"])
            var line = Array(lines[start["line"]!].utf16)
            line.replaceSubrange(start["character"]!..<end["character"]!, with: Array((edit["newText"] as? String ?? "").utf16))
            lines[start["line"]!] = String(decoding: line, as: UTF16.self)
        }
        return lines.joined(separator: "\n")
    }

    @Test func anUnknownNameCanBeDeclaredInTheScopeThatNamesIt() throws {
        let client = try LanguageClient(files: [Self.path: Self.scoped])
        _ = try client.open(Self.path)
        let diagnostic = try #require(client.diagnostics(Self.path).first)
        #expect(diagnostic["code"] as? String == "UnknownDependency")
        let start = try client.position(of: #""analytics""#, in: Self.path)
        let response = try client.request(
            "textDocument/codeAction", ["textDocument": ["uri": client.uri(Self.path)], "range": ["start": start, "end": start]])
        let actions = try #require(response["result"] as? [[String: Any]])
        let declare = try #require(actions.first { ($0["title"] as? String) == "Declare the service 'analytics'" })
        let edits = try #require(((declare["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]])?[client.uri(Self.path)])
        let fixed = try applying(edits, to: Self.scoped)
        #expect(
            fixed.contains(
                #"""
                      "analytics": {"type": "Analytics", "real": "Analytics"},
                        "profile"
                """#))
        client.change(Self.path, to: fixed, version: 2)
        #expect(client.diagnostics(Self.path).isEmpty)
    }

    @Test func bindKeysCompleteTheDefaultEnvironmentsWhereNoneAreDeclared() throws {
        let bound = Self.scoped.replacingOccurrences(of: #""real": "Logger"}"#, with: #""real": "Logger", "bind": {""}}"#)
        let client = try LanguageClient(files: [Self.path: bound])
        _ = try client.open(Self.path)
        let response = try client.request(
            "textDocument/completion",
            ["textDocument": ["uri": client.uri(Self.path)], "position": try client.position(of: #""bind": {""#, in: Self.path, plus: 10)])
        let labels = ((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels == ["dev", "staging", "prod", "test"])
    }

    @Test func aScopeMakerCompletesScopes() throws {
        let client = try LanguageClient(files: [Self.path: Self.scoped])
        _ = try client.open(Self.path)
        let response = try client.request(
            "textDocument/completion",
            ["textDocument": ["uri": client.uri(Self.path)], "position": try client.position(of: "account)", in: Self.path)])
        let labels = ((response["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels == ["account"])
    }
}
