import Foundation
import ServiceGraphLanguageServer

/// A client for the tests: drives a `LanguageServer` in the process, as an editor would through
/// standard input and output, in framed JSON-RPC messages.
final class LanguageClient {
    let server = LanguageServer()
    let root: URL
    private var nextID = 1
    /// Every notification the server sent, in order.
    private(set) var notifications: [[String: Any]] = []

    /// A workspace folder holding `files` (paths relative to it), initialized.
    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("servicegraph-lsp-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        _ = try request("initialize", ["rootUri": root.absoluteString, "capabilities": [String: Any]()])
        notify("initialized", [String: Any]())
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func uri(_ path: String) -> String {
        root.appendingPathComponent(path).standardizedFileURL.absoluteString
    }

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Sends a request and returns its response (`result` or `error`); notifications sent on the way are kept.
    func request(_ method: String, _ params: Any) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        let replies = try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        guard let response = replies.first(where: { ($0["id"] as? Int) == id }) else {
            throw ClientError("no response to \(method)")
        }
        return response
    }

    @discardableResult
    func notify(_ method: String, _ params: Any) -> [[String: Any]] {
        (try? send(["jsonrpc": "2.0", "method": method, "params": params])) ?? []
    }

    func open(_ path: String) throws -> [[String: Any]] {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri(path), "languageId": "json", "version": 1, "text": try text(path)]])
    }

    /// The diagnostics last published for `path`.
    func diagnostics(_ path: String) -> [[String: Any]] {
        let published = notifications.last { ($0["params"] as? [String: Any])?["uri"] as? String == uri(path) }
        return (published?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// The position (zero-based) `offset` UTF-16 units after the start of `needle` in the file's text.
    func position(of needle: String, in path: String, plus offset: Int = 0) throws -> [String: Int] {
        let text = try currentText[path] ?? self.text(path)
        guard let range = text.range(of: needle) else { throw ClientError("'\(needle)' is not in \(path)") }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": line, "character": text[lineStart..<range.lowerBound].utf16.count + offset]
    }

    /// The text of documents changed through `change`, which the files on disk do not have.
    var currentText: [String: String] = [:]

    func change(_ path: String, to text: String, version: Int) {
        currentText[path] = text
        notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    private func send(_ message: [String: Any]) throws -> [[String: Any]] {
        let body = try JSONSerialization.data(withJSONObject: message)
        let output = server.receive(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
        let replies = try Self.messages(in: output)
        notifications += replies.filter { $0["id"] == nil }
        return replies
    }

    /// The messages in the server's framed output.
    static func messages(in output: [UInt8]) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        var rest = output[...]
        let separator = Array("\r\n\r\n".utf8)
        while !rest.isEmpty {
            guard let end = rest.indices.first(where: { rest[$0...].starts(with: separator) }) else { throw ClientError("a header without its end") }
            let header = String(decoding: rest[..<end], as: UTF8.self)
            guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")) else { throw ClientError("header \(header)") }
            let start = end + separator.count
            let body = Data(rest[start..<start + length])
            guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else { throw ClientError("not an object") }
            messages.append(message)
            rest = rest[(start + length)...]
        }
        return messages
    }
}

struct ClientError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
