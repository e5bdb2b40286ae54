import ServiceGraphGenerator

/// Go to definition, find references and rename, across the workspace's manifests.
extension LanguageServer {
    /// The name under the cursor and the declaration it means.
    func siteUnderCursor(_ uri: String, _ position: Position) -> (graph: SymbolGraph, found: FoundSite)? {
        guard let (path, lines) = document(uri) else { return nil }
        var graph = SymbolGraph(workspace: workspace)
        guard let found = graph.site(at: lines.offset(of: position), in: path, lines: lines) else { return nil }
        return (graph, found)
    }

    func definition(_ params: TextDocumentPositionParams) -> [Location] {
        if case (var graph, let found)? = siteUnderCursor(params.textDocument.uri, params.position) {
            guard let symbol = graph.symbol(found.declaration) else { return [] }
            return location(of: symbol.site, in: found.declaration.path).map { [$0] } ?? []
        }
        return typeDeclarations(params)
    }

    /// A Swift type named in a `type` or an implementation: where the workspace's code declares it.
    private func typeDeclarations(_ params: TextDocumentPositionParams) -> [Location] {
        guard let (_, lines) = document(params.textDocument.uri) else { return [] }
        let offset = lines.offset(of: params.position)
        let context = CursorContext(text: lines.bytes, offset: offset)
        guard context.isInString, ManifestSlot.at(context.path, isKey: context.isKey) == .typeName else { return [] }
        var start = offset
        var end = offset
        let isName = { (byte: UInt8) in SwiftIdentifier.isIdentifierByte(byte) }
        while start > 0, isName(lines.bytes[start - 1]) { start -= 1 }
        while end < lines.bytes.count, isName(lines.bytes[end]) { end += 1 }
        let name = String(decoding: lines.bytes[start..<end], as: UTF8.self)
        guard !name.isEmpty else { return [] }
        return workspace.declaredTypes().filter { $0.name == name }.compactMap { type in
            guard let path = type.location.file, let declarationLines = workspace.lines(of: path) else { return nil }
            return Location(uri: DocumentURI.uri(of: path), range: declarationLines.range(of: type.location, length: name.utf8.count))
        }
    }

    func references(_ params: ReferenceParams) -> [Location] {
        guard case (var graph, let found)? = siteUnderCursor(params.textDocument.uri, params.position) else { return [] }
        let includeDeclaration = params.context?.includeDeclaration ?? true
        return graph.sites(of: found.declaration).compactMap { site in
            if !includeDeclaration, site.site.location == found.declaration.location, site.path == found.declaration.path { return nil }
            return location(of: site.site, in: site.path)
        }
    }

    func rename(_ params: RenameParams) throws(ResponseError) -> WorkspaceEdit {
        guard case (var graph, let found)? = siteUnderCursor(params.textDocument.uri, params.position),
            let symbol = graph.symbol(found.declaration)
        else { throw .requestFailed("there is no name of the graph here to rename") }
        guard symbol.kind.isRenamable else {
            throw .requestFailed("a module is named by its target's folder; rename the target instead")
        }
        let newName = params.newName
        guard SwiftIdentifier.isIdentifier(newName) else {
            throw .requestFailed("'\(newName)' is not a name: use letters, digits and underscores, not starting with a digit")
        }
        let sites = graph.sites(of: found.declaration)
        for path in Set(sites.map(\.path)).sorted() {
            guard
                let clash = graph.index(of: path)?.symbols.symbols.first(where: { other in
                    other.name == newName && (symbol.kind.isDependable ? other.kind.isDependable : other.kind == symbol.kind)
                })
            else { continue }
            let lines = workspace.lines(of: path)
            let line = lines.map { $0.position(of: clash.location).line + 1 } ?? clash.location.line
            throw .requestFailed(
                "'\(newName)' is already the name of \(clash.kind.rawValue) '\(clash.name)' (\(Workspace.moduleName(of: path))/services.json, line \(line)); pick another name"
            )
        }
        var changes: [String: [TextEdit]] = [:]
        for site in sites {
            guard let lines = workspace.lines(of: site.path), let fixIt = site.site.renamed(to: newName),
                let edit = textEdit(fixIt, lines: lines)
            else { continue }
            changes[DocumentURI.uri(of: site.path), default: []].append(edit)
        }
        return WorkspaceEdit(changes: changes)
    }

    /// Where a name is written, as the protocol locates it: the name itself.
    func location(of site: NameSite, in path: String) -> Location? {
        guard let lines = workspace.lines(of: path) else { return nil }
        let length = site.nameLocation == site.location ? Array(site.written.utf8).count + 2 : site.name.utf8.count
        return Location(uri: DocumentURI.uri(of: path), range: lines.range(of: site.nameLocation, length: length))
    }
}

/// Swift's identifiers, as far as the server checks a new name (ASCII, as the manifest's names are).
enum SwiftIdentifier {
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return text.utf8.allSatisfy(isIdentifierByte)
    }
}
