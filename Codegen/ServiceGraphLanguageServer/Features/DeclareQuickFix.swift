import ServiceGraphGenerator

/// The errors reference's other fix for an unknown dependency: declare it. The quick fix adds a
/// service of that name to the `services` of the scope the dependency is written in, with a
/// type named after it for the user to change; `servicegraph fix` never applies it, since the
/// type is a guess, which the build then checks like any.
extension LanguageServer {
    func declareActions(for diagnostic: Diagnostic, shown: ProtocolDiagnostic, path: String, lines: LineTable) -> [CodeAction] {
        guard diagnostic.id.name == "UnknownDependency", let name = Self.dependencyName(at: diagnostic.location, in: lines),
            let edit = declaration(of: name, forDependencyAt: lines.offset(of: diagnostic.location), lines: lines)
        else { return [] }
        return [
            CodeAction(
                title: "Declare the service '\(name)'", diagnostics: [shown], isPreferred: false,
                edit: WorkspaceEdit(changes: [DocumentURI.uri(of: path): [edit]]))
        ]
    }

    /// The name a dependency written at `location` names: in its string after the label and an
    /// opening parenthesis, before any member (`"tokens: provider(keychain.value)"`); a name read
    /// inside a value is located at the name itself.
    static func dependencyName(at location: SourceLocation, in lines: LineTable) -> String? {
        let bytes = lines.bytes
        var start = lines.offset(of: location)
        if start < bytes.count, bytes[start] == UInt8(ascii: "\"") {
            start += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            let written = String(decoding: bytes[start..<end], as: UTF8.self)
            let afterLabel = written.split(separator: ":", omittingEmptySubsequences: false).last ?? ""
            let afterParenthesis = afterLabel.split(separator: "(", omittingEmptySubsequences: false).last ?? ""
            let name = afterParenthesis.prefix { $0 != "." && $0 != ")" }.trimmingCharacters(in: .whitespaces)
            return SwiftIdentifier.isIdentifier(name) ? name : nil
        }
        var end = start
        while end < bytes.count, SwiftIdentifier.isIdentifierByte(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        return SwiftIdentifier.isIdentifier(name) ? name : nil
    }

    /// The edit that adds `"name": {"type": "Name", "real": "Name"}` first in the `services` of
    /// the scope whose service has a dependency at `offset`.
    private func declaration(of name: String, forDependencyAt offset: Int, lines: LineTable) -> TextEdit? {
        let context = CursorContext(text: lines.bytes, offset: offset)
        var servicesPath: [ManifestSlot.Step] = [.key("services")]
        if context.path.count >= 2, context.path[0] == .key("scopes") {
            servicesPath = Array(context.path.prefix(2)) + servicesPath
        }
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
            return TextEdit(range: Range(start: position, end: position), newText: entry)
        }
        // Indented as the member it goes before, when that member starts a line of its own.
        let member = lines.position(ofOffset: next)
        let indentation = member.line > position.line ? String(repeating: " ", count: member.character) : ""
        let separator = member.line > position.line ? "\n" + indentation : " "
        return TextEdit(range: Range(start: position, end: position), newText: separator + entry + ",")
    }
}
