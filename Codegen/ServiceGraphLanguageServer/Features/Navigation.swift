import ServiceGraphGenerator

/// Go to definition and find references, across the workspace's manifests.
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
        // The target's own types first, as the build sees them; else any the workspace declares
        // (a protocol of a module the target depends on).
        let path = DocumentURI.manifestPath(of: params.textDocument.uri) ?? ""
        let own = workspace.targetTypes(of: path).filter { $0.name == name }
        return (own.isEmpty ? workspace.declaredTypes().filter { $0.name == name } : own).compactMap { type in
            guard let path = type.location.file, let declarationLines = workspace.lines(of: path) else { return nil }
            return Location(uri: workspace.uri(of: path), range: declarationLines.range(of: type.location, length: name.utf8.count))
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

    /// Where a name is written, as the protocol locates it: the name itself.
    func location(of site: NameSite, in path: String) -> Location? {
        workspace.lines(of: path).map { Location(uri: workspace.uri(of: path), range: site.range(in: $0)) }
    }
}

/// The bytes of a Swift identifier (ASCII, as the manifest's names are), for the type name under
/// the cursor.
enum SwiftIdentifier {
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
