import ServiceGraphGenerator

/// Publishing the build's diagnostics as the user types.
extension LanguageServer {
    /// The diagnostics of every open manifest, the one just changed (if any) first: a change to a
    /// module's manifest can change the diagnostics of the manifests composing it.
    func publishDiagnostics(after changed: String?) -> [[UInt8]] {
        let open = (changed.map { [$0] } ?? []) + workspace.documents.keys.filter { $0 != changed }.sorted()
        return open.compactMap { path in
            guard let document = workspace.documents[path], let reading = workspace.reading(of: path) else { return nil }
            guard let lines = workspace.lines(of: path) else { return nil }
            let diagnostics = reading.diagnostics.filter { $0.location.file == nil }.map { protocolDiagnostic($0, path: path, lines: lines) }
            return OutgoingMessage.notification(
                "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(uri: workspace.uri(of: path), version: document.version, diagnostics: diagnostics))
        }
    }

    func protocolDiagnostic(_ diagnostic: Diagnostic, path: String, lines: LineTable) -> ProtocolDiagnostic {
        let related = diagnostic.notes.compactMap { note -> DiagnosticRelatedInformation? in
            let notePath = note.location.file ?? path
            guard let noteLines = notePath == path ? lines : workspace.lines(of: notePath) else { return nil }
            return DiagnosticRelatedInformation(
                location: Location(uri: workspace.uri(of: notePath), range: Self.tokenRange(at: note.location, in: noteLines)),
                message: note.message)
        }
        return ProtocolDiagnostic(
            range: Self.tokenRange(at: diagnostic.location, in: lines), severity: diagnostic.severity == .error ? 1 : 2,
            code: diagnostic.id.name, source: "servicegraph", message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    /// The JSON token that starts at `location`: a whole string (quotes included), a word or a
    /// number; one character for anything else.
    static func tokenRange(at location: SourceLocation, in lines: LineTable) -> TextRange {
        let bytes = lines.bytes
        let start = lines.offset(of: location)
        var end = start
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            end += 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            end = min(end + 1, bytes.count)
        } else {
            while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
            if end == start { end = min(start + 1, bytes.count) }
        }
        return TextRange(start: lines.position(ofOffset: start), end: lines.position(ofOffset: end))
    }

    /// A byte of a bare word or a number: an identifier's, or a number's sign, point or exponent sign.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        SwiftIdentifier.isIdentifierByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
    }

    /// Each fix-it of the diagnostics on `range` as a quick fix (the "did you mean" names), and
    /// the declaration of a name that is not declared.
    func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        guard let (path, lines) = document(params.textDocument.uri), let reading = workspace.reading(of: path) else { return [] }
        var actions: [CodeAction] = []
        for diagnostic in reading.diagnostics where diagnostic.location.file == nil {
            let shown = protocolDiagnostic(diagnostic, path: path, lines: lines)
            guard shown.range.start <= params.range.end, params.range.start <= shown.range.end else { continue }
            for fixIt in diagnostic.fixIts where fixIt.location.file == nil {
                guard let edit = textEdit(fixIt, lines: lines) else { continue }
                actions.append(
                    CodeAction(
                        title: "Replace \(fixIt.original) with \(fixIt.replacement)", diagnostics: [shown], isPreferred: true,
                        edit: WorkspaceEdit(changes: [workspace.uri(of: path): [edit]])))
            }
            actions += declareActions(for: diagnostic, shown: shown, path: path, lines: lines)
        }
        return actions
    }

    /// A fix-it as an edit, where the text still says what it replaces.
    func textEdit(_ fixIt: FixIt, lines: LineTable) -> TextEdit? {
        let start = lines.offset(of: fixIt.location)
        let original = Array(fixIt.original.utf8)
        guard start + original.count <= lines.bytes.count, Array(lines.bytes[start..<start + original.count]) == original else {
            return nil
        }
        return TextEdit(
            range: TextRange(start: lines.position(ofOffset: start), end: lines.position(ofOffset: start + original.count)),
            newText: fixIt.replacement)
    }
}
