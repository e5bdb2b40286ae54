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
