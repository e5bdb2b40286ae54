import Foundation
import ServiceGraphGenerator

/// `servicegraph lsp`: a Language Server Protocol 3.17 server for `services.json`, over any byte
/// streams (standard input and output when run by an editor). One message is handled at a time,
/// in order; each handler is a plain function of the workspace and the message.
public final class LanguageServer {
    let workspace = Workspace()
    private var reader = MessageReader()
    private var isInitialized = false
    private var isShutDown = false
    /// Set by the `exit` notification: the status the process should exit with.
    public private(set) var exitStatus: Int32?
    static let decoder = JSONDecoder()

    public init() {}

    /// Handles the bytes the client sent, returning every whole message to send back, framed.
    public func receive(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        reader.append(bytes)
        var output: [UInt8] = []
        while exitStatus == nil {
            do throws(MessageReader.Failure) {
                guard let body = try reader.nextMessage() else { break }
                for message in handle(body) { output += framed(message) }
            } catch {
                // Without a length the stream cannot be read on: stop, as the client would have to restart us.
                exitStatus = 1
            }
        }
        return output
    }

    /// Serves until the client sends `exit` or closes the input; returns the exit status.
    public func serve(input: FileHandle = .standardInput, output: FileHandle = .standardOutput) -> Int32 {
        while exitStatus == nil {
            let data = input.availableData
            if data.isEmpty { return isShutDown ? 0 : 1 }
            let reply = receive(data)
            if !reply.isEmpty { output.write(Data(reply)) }
        }
        return exitStatus ?? 0
    }

    private func handle(_ body: [UInt8]) -> [[UInt8]] {
        let data = Data(body)
        guard let envelope = try? Self.decoder.decode(IncomingEnvelope.self, from: data) else {
            return [OutgoingMessage.error(id: nil, ResponseError(code: -32700, message: "the message is not JSON-RPC"))]
        }
        guard let method = envelope.method else { return [] }  // a response to a request of ours: none are sent
        guard let id = envelope.id else {
            // Before `initialize` only `exit` counts; after `shutdown`, only `exit` is expected.
            return isInitialized || method == "exit" ? notify(method, data) : []
        }
        guard isInitialized || method == "initialize" else { return [OutgoingMessage.error(id: id, .serverNotInitialized)] }
        guard !isShutDown else { return [OutgoingMessage.error(id: id, .shutDown)] }
        do throws(ResponseError) {
            return try respond(to: method, id: id, data)
        } catch {
            return [OutgoingMessage.error(id: id, error)]
        }
    }

    /// Decodes a message's parameters.
    static func parameters<Params: Decodable>(_ type: Params.Type, _ data: Data) throws(ResponseError) -> Params {
        do {
            return try decoder.decode(IncomingParameters<Params>.self, from: data).params
        } catch {
            throw .invalidParams("the parameters are not a \(Params.self): \(error)")
        }
    }

    private func notify(_ method: String, _ data: Data) -> [[UInt8]] {
        switch method {
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return []
        case "exit":
            exitStatus = isShutDown ? 0 : 1
            return []
        case "textDocument/didOpen":
            guard let params = try? Self.parameters(DidOpenParams.self, data), let path = DocumentURI.manifestPath(of: params.textDocument.uri)
            else { return [] }
            workspace.open(path, uri: params.textDocument.uri, text: Array(params.textDocument.text.utf8), version: params.textDocument.version)
            return publishDiagnostics(after: path)
        case "textDocument/didChange":
            guard let params = try? Self.parameters(DidChangeParams.self, data), let path = DocumentURI.manifestPath(of: params.textDocument.uri)
            else { return [] }
            // A change to a document that was never opened has nothing to apply to.
            guard var text = workspace.documents[path]?.text else { return [] }
            for change in params.contentChanges { text = Self.apply(change, to: text) }
            workspace.change(path, text: text, version: params.textDocument.version)
            return publishDiagnostics(after: path)
        case "textDocument/didClose":
            guard let params = try? Self.parameters(DocumentParams.self, data), let path = DocumentURI.manifestPath(of: params.textDocument.uri)
            else { return [] }
            let uri = workspace.uri(of: path)
            workspace.close(path)
            // What the editor shows of a closed file is the build's business again; the manifests
            // composing it now read it as saved.
            let cleared = OutgoingMessage.notification(
                "textDocument/publishDiagnostics", params: PublishDiagnosticsParams(uri: uri, diagnostics: []))
            return [cleared] + publishDiagnostics(after: nil)
        case "textDocument/didSave", "workspace/didChangeWatchedFiles":
            workspace.filesChanged()
            return publishDiagnostics(after: nil)
        default: return []
        }
    }

    private func respond(to method: String, id: RequestID, _ data: Data) throws(ResponseError) -> [[UInt8]] {
        switch method {
        case "initialize":
            let params = try Self.parameters(InitializeParams.self, data)
            let folders = params.workspaceFolders?.compactMap { DocumentURI.path(of: $0.uri) } ?? []
            let root = params.rootUri.flatMap(DocumentURI.path) ?? params.rootPath
            workspace.setRoots(folders.isEmpty ? root.map { [$0] } ?? [] : folders)
            isInitialized = true
            return [OutgoingMessage.response(id: id, result: InitializeResult())]
        case "shutdown":
            isShutDown = true
            return [OutgoingMessage.nullResponse(id: id)]
        case "textDocument/completion":
            return [OutgoingMessage.response(id: id, result: completion(try Self.parameters(TextDocumentPositionParams.self, data)))]
        case "textDocument/hover":
            guard let hover = hover(try Self.parameters(TextDocumentPositionParams.self, data)) else { return [OutgoingMessage.nullResponse(id: id)] }
            return [OutgoingMessage.response(id: id, result: hover)]
        case "textDocument/definition":
            return [OutgoingMessage.response(id: id, result: definition(try Self.parameters(TextDocumentPositionParams.self, data)))]
        case "textDocument/references":
            return [OutgoingMessage.response(id: id, result: references(try Self.parameters(ReferenceParams.self, data)))]
        case "textDocument/rename":
            return [OutgoingMessage.response(id: id, result: try rename(try Self.parameters(RenameParams.self, data)))]
        case "textDocument/documentSymbol":
            return [OutgoingMessage.response(id: id, result: documentSymbols(try Self.parameters(DocumentParams.self, data)))]
        case "textDocument/codeAction":
            return [OutgoingMessage.response(id: id, result: codeActions(try Self.parameters(CodeActionParams.self, data)))]
        default:
            throw .methodNotFound(method)
        }
    }

    /// `text` with one change applied: the whole text, or a range of it replaced.
    static func apply(_ change: DidChangeParams.Change, to text: [UInt8]) -> [UInt8] {
        guard let range = change.range else { return Array(change.text.utf8) }
        let lines = LineTable(text)
        let start = lines.offset(of: range.start)
        let end = max(start, lines.offset(of: range.end))
        return Array(text[..<start]) + Array(change.text.utf8) + Array(text[end...])
    }

    /// The document's path, text and lines, for a request about it.
    func document(_ uri: String) -> (path: String, lines: LineTable)? {
        guard let path = DocumentURI.manifestPath(of: uri), let lines = workspace.lines(of: path) else { return nil }
        return (path, lines)
    }
}

/// What the server can do, as `initialize` answers.
struct InitializeResult: Encodable {
    struct Capabilities: Encodable {
        struct Sync: Encodable {
            var openClose = true
            /// Incremental: the client sends the changed ranges.
            var change = 2
            var save = true
        }
        struct CompletionOptions: Encodable {
            var triggerCharacters = ["\"", ":", "("]
        }
        struct CodeActionOptions: Encodable {
            var codeActionKinds = ["quickfix"]
        }
        var positionEncoding = "utf-16"
        var textDocumentSync = Sync()
        var completionProvider = CompletionOptions()
        var hoverProvider = true
        var definitionProvider = true
        var referencesProvider = true
        var renameProvider = true
        var documentSymbolProvider = true
        var codeActionProvider = CodeActionOptions()
    }
    struct ServerInfo: Encodable {
        var name = "servicegraph"
        var version = ComponentGenerator.version
    }
    var capabilities = Capabilities()
    var serverInfo = ServerInfo()
}
