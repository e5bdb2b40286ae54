import ServiceGraphGenerator

/// Hover (what a name is) and the outline (document symbols).
extension LanguageServer {
    func hover(_ params: TextDocumentPositionParams) -> Hover? {
        guard case (var graph, let found)? = siteUnderCursor(params.textDocument.uri, params.position),
            let symbol = graph.symbol(found.declaration)
        else { return nil }
        let scope = symbol.scope == ManifestSymbols.appScope ? "the app scope" : "scope `\(symbol.scope)`"
        var lines = ["**\(symbol.name)**" + (symbol.type.map { ": `\($0)`" } ?? "") + " — \(symbol.kind.rawValue), in \(scope)"]
        if found.declaration.path != found.path {
            lines.append("declared in module \(Workspace.moduleName(of: found.declaration.path))")
        }
        lines += symbol.facts.map { "- \($0)" }
        if let doc = symbol.doc { lines.append("\n\(doc)") }
        if symbol.kind.isDependable {
            let dependents = graph.sites(of: found.declaration).filter { site in
                graph.index(of: site.path)?.referencesByLocation[site.site.location]?.isDependency ?? false
            }.count
            lines.append("\n\(dependents) \(dependents == 1 ? "dependency names" : "dependencies name") it")
        }
        return Hover(contents: MarkupContent(value: lines.joined(separator: "\n")), range: location(of: found.site, in: found.path)?.range)
    }

    func documentSymbols(_ params: DocumentParams) -> [SymbolInformation] {
        guard let path = DocumentURI.manifestPath(of: params.textDocument.uri), let symbols = workspace.reading(of: path)?.symbols else { return [] }
        let declared = symbols.symbols.compactMap { symbol in
            location(of: symbol.site, in: path).map { location in
                SymbolInformation(
                    name: symbol.name, kind: Self.protocolKind(symbol.kind), location: location,
                    containerName: symbol.kind == .scope || symbol.scope == ManifestSymbols.appScope ? nil : symbol.scope)
            }
        }
        // The modules it composes, at their `compose` entries.
        let composed = symbols.references.filter { $0.kind == .module }.compactMap { reference in
            location(of: reference.site, in: path).map {
                SymbolInformation(name: reference.site.name, kind: Self.protocolKind(.module), location: $0, containerName: "compose")
            }
        }
        return declared + composed
    }

    /// LSP's SymbolKind for each kind of name.
    static func protocolKind(_ kind: ManifestSymbols.Kind) -> Int {
        switch kind {
        case .service: 5  // Class
        case .collection: 18  // Array
        case .config: 14  // Constant
        case .input, .requirement: 13  // Variable
        case .scope: 3  // Namespace
        case .view: 11  // Interface
        case .environment: 22  // EnumMember
        case .module: 2  // Module
        }
    }
}
