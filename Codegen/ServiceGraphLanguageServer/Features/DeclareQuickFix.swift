import ServiceGraphGenerator

/// The errors reference's other fix for an unknown dependency: declare it. The quick fix adds a
/// service of that name to the `services` of the scope the dependency is written in, with a
/// type named after it for the user to change; `servicegraph fix` never applies it, since the
/// type is a guess, which the build then checks like any.
extension LanguageServer {
    func declareActions(for diagnostic: Diagnostic, shown: ProtocolDiagnostic, path: String, lines: LineTable) -> [CodeAction] {
        guard let undeclared = diagnostic.undeclaredName, let edit = declaration(of: undeclared, lines: lines) else { return [] }
        return [
            CodeAction(
                title: "Declare the service '\(undeclared.name)'", diagnostics: [shown], isPreferred: false,
                edit: WorkspaceEdit(changes: [workspace.uri(of: path): [edit]]))
        ]
    }

    /// The edit that adds `"name": {"type": "Name", "real": "Name"}` first in the scope's `services`.
    private func declaration(of undeclared: Diagnostic.UndeclaredName, lines: LineTable) -> TextEdit? {
        let name = undeclared.name
        let servicesPath: [ManifestSlot.Step] =
            (undeclared.scope == ManifestSymbols.appScope ? [] : [.key("scopes"), .key(undeclared.scope)]) + [.key("services")]
        var scanner = JSONPathScanner(text: lines.bytes)
        var brace: Int?
        scanner.advance(to: lines.bytes.count) { path, offset in
            guard path == servicesPath else { return false }
            brace = offset
            return true
        }
        guard let brace else { return nil }
        let bytes = lines.bytes
        var next = brace + 1
        while next < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[next]) {
            next += 1
        }
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        let entry = "\"\(name)\": {\"type\": \"\(typeName)\", \"real\": \"\(typeName)\"}"
        let position = lines.position(ofOffset: brace + 1)
        guard next < bytes.count, bytes[next] != UInt8(ascii: "}") else {
            return TextEdit(range: TextRange(start: position, end: position), newText: entry)
        }
        // Indented as the member it goes before, when that member starts a line of its own.
        let member = lines.position(ofOffset: next)
        let indentation = member.line > position.line ? String(repeating: " ", count: member.character) : ""
        let separator = member.line > position.line ? "\n" + indentation : " "
        return TextEdit(range: TextRange(start: position, end: position), newText: separator + entry + ",")
    }
}
