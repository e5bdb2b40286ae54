import Foundation
import ServiceGraphLanguageServer
import Testing

/// The base protocol: framing, positions in UTF-16, and the end of a session.
@Suite struct TransportTests {
    @Test func aMessageSplitAcrossReadsIsAnsweredOnceWhole() throws {
        let server = LanguageServer()
        let body = Array(#"{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"capabilities":{}}}"#.utf8)
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        #expect(server.receive(message[..<10]).isEmpty)
        #expect(server.receive(message[10..<(message.count - 3)]).isEmpty)
        let replies = try LanguageClient.messages(in: server.receive(message[(message.count - 3)...]))
        #expect(replies.count == 1)
        #expect(replies.first?["id"] as? Int == 7)
    }

    @Test func aRequestBeforeInitializeIsRefused() throws {
        let server = LanguageServer()
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8)
        let replies = try LanguageClient.messages(in: server.receive(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body))
        #expect((replies.first?["error"] as? [String: Any])?["code"] as? Int == -32002)
    }

    @Test func shutdownThenExitEndsWithSuccessAndExitAloneWithFailure() throws {
        let client = try LanguageClient(files: [:])
        _ = try client.request("shutdown", NSNull())
        client.notify("exit", NSNull())
        #expect(client.server.exitStatus == 0)
        let abrupt = try LanguageClient(files: [:])
        abrupt.notify("exit", NSNull())
        #expect(abrupt.server.exitStatus == 1)
    }

    /// Columns count UTF-16 code units: `é` is one, `🙂` two, each two or four UTF-8 bytes.
    @Test func positionsCountUTF16UnitsPastNonASCIIText() throws {
        let manifest = #"""
            {"version": 1, "services": {"logger": {"type": "Logger", "real": "Logger", "doc": "é🙂"}, "api": {"type": "API", "real": {"type": "API", "dependencies": ["loger"]}, "doc": "é🙂"}}}

            """#
        let client = try LanguageClient(files: ["App/services.json": manifest])
        _ = try client.open("App/services.json")
        let diagnostic = try #require(client.diagnostics("App/services.json").first)
        let start = try #require((diagnostic["range"] as? [String: [String: Int]])?["start"])
        let expected = try client.position(of: #""loger""#, in: "App/services.json")
        #expect(start == expected)
        let response = try client.request(
            "textDocument/definition",
            ["textDocument": ["uri": client.uri("App/services.json")], "position": try client.position(of: #""logger""#, in: "App/services.json", plus: 2)])
        #expect((response["result"] as? [[String: Any]])?.count == 1)
    }

    @Test func incrementalChangesAreApplied() throws {
        let client = try LanguageClient(files: ["App/services.json": #"{"version": 1, "services": {"a": {"type": "A", "real": "A"}}}"#])
        _ = try client.open("App/services.json")
        #expect(client.diagnostics("App/services.json").isEmpty)
        // Replace `"A"}}}` at the end by `"A"}}` : the object is left open.
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri("App/services.json"), "version": 2],
                "contentChanges": [["range": ["start": ["line": 0, "character": 59], "end": ["line": 0, "character": 60]], "text": ""]],
            ])
        let diagnostic = try #require(client.diagnostics("App/services.json").first)
        #expect((diagnostic["message"] as? String)?.contains("found the end of the file") == true)
    }
}

/// A client that starts the server for every JSON file gets nothing about the other files.
@Suite struct OtherFilesTests {
    @Test func aJSONFileThatIsNoManifestGetsNoDiagnosticsAndNoAnswers() throws {
        let client = try LanguageClient(files: ["App/package.json": #"{"name": "x"}"#])
        let published = try client.open("App/package.json")
        #expect(published.isEmpty)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": client.uri("App/package.json")]])
        #expect((symbols["result"] as? [Any])?.isEmpty == true)
    }
}

/// Untrusted input from the client: positions and lengths out of range.
@Suite struct HostileInputTests {
    @Test func aLengthTooLargeToReadEndsTheSessionWithoutATrap() {
        let server = LanguageServer()
        _ = server.receive(Array("Content-Length: 9223372036854775807\r\n\r\n{}".utf8))
        #expect(server.exitStatus == 1)
    }

    @Test func positionsOutsideTheDocumentAreAnswered() throws {
        let client = try LanguageServerTests().makeClient()
        _ = try client.open(LanguageServerTests.appPath)
        for position in [["line": -5, "character": -5], ["line": 2, "character": -1], ["line": 9_999, "character": 3], ["line": 0, "character": 9_999]] {
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/rename"] {
                let response = try client.request(
                    method, ["textDocument": ["uri": client.uri(LanguageServerTests.appPath)], "position": position, "newName": "x"])
                #expect(response["id"] != nil, "\(method) at \(position)")
            }
        }
        client.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": client.uri(LanguageServerTests.appPath), "version": 2],
                "contentChanges": [["range": ["start": ["line": -3, "character": 0], "end": ["line": 99, "character": 0]], "text": "{"]],
            ])
        // The range, clamped to the document, covered all of it: the text is now `{`.
        let message = client.diagnostics(LanguageServerTests.appPath).first?["message"] as? String
        #expect(message?.contains("found the end of the file") == true, "\(message ?? "none")")
    }
}
