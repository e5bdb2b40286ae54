/// The Language Server Protocol 3.17 structures the server reads and writes, as far as it uses them.

struct Position: Codable, Hashable, Comparable {
    /// Zero-based.
    var line: Int
    /// Zero-based, in UTF-16 code units (the protocol's default encoding).
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct TextRange: Codable, Hashable {
    var start: Position
    var end: Position

    func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

struct Location: Codable, Hashable {
    var uri: String
    var range: TextRange
}

struct TextDocumentIdentifier: Codable { var uri: String }

struct TextDocumentItem: Codable {
    var uri: String
    var version: Int
    var text: String
}

struct VersionedTextDocumentIdentifier: Codable {
    var uri: String
    var version: Int?
}

struct TextDocumentPositionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

struct DidOpenParams: Codable { var textDocument: TextDocumentItem }

struct DidChangeParams: Codable {
    struct Change: Codable {
        /// Set for an incremental change (the server asks for them); nil when the text is the whole document.
        var range: TextRange?
        var text: String
    }
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [Change]
}

struct DocumentParams: Codable { var textDocument: TextDocumentIdentifier }

struct InitializeParams: Codable {
    struct WorkspaceFolder: Codable {
        var uri: String
    }
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
}

struct ReferenceParams: Codable {
    struct Context: Codable { var includeDeclaration: Bool }
    var textDocument: TextDocumentIdentifier
    var position: Position
    var context: Context?
}

struct RenameParams: Codable {
    var textDocument: TextDocumentIdentifier
    var position: Position
    var newName: String
}

struct CodeActionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var range: TextRange
}

struct TextEdit: Codable, Hashable {
    var range: TextRange
    var newText: String
}

struct WorkspaceEdit: Codable {
    var changes: [String: [TextEdit]]
}

struct DiagnosticRelatedInformation: Codable {
    var location: Location
    var message: String
}

struct ProtocolDiagnostic: Codable {
    var range: TextRange
    /// 1 error, 2 warning.
    var severity: Int
    var code: String
    var source: String
    var message: String
    var relatedInformation: [DiagnosticRelatedInformation]?
}

struct PublishDiagnosticsParams: Codable {
    var uri: String
    var version: Int?
    var diagnostics: [ProtocolDiagnostic]
}

struct MarkupContent: Codable {
    var kind = "markdown"
    var value: String
}

struct Hover: Codable {
    var contents: MarkupContent
    var range: TextRange?
}

struct CompletionItem: Codable, Hashable {
    var label: String
    /// LSP's CompletionItemKind: 6 Variable, 7 Class, 8 Interface, 9 Module, 10 Property, 20 EnumMember, 21 Constant.
    var kind: Int
    var detail: String?
    var documentation: String?
    var textEdit: TextEdit?
    var sortText: String?
}

struct CompletionList: Codable {
    var isIncomplete = false
    var items: [CompletionItem]
}

struct SymbolInformation: Codable {
    var name: String
    /// LSP's SymbolKind.
    var kind: Int
    var location: Location
    var containerName: String?
}

struct CodeAction: Codable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [ProtocolDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}
