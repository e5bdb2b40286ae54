import ServiceGraphGenerator

/// Completion of what the manifest expects where the cursor is: names the scope sees (with their
/// types), collections, scopes, environments, bindings, modules, Swift types, keys and enum values.
extension LanguageServer {
    func completion(_ params: TextDocumentPositionParams) -> CompletionList {
        guard let (path, lines) = document(params.textDocument.uri) else { return CompletionList(items: []) }
        let offset = lines.offset(of: params.position)
        let context = CursorContext(text: lines.bytes, offset: offset)
        let typed = String(decoding: lines.bytes[context.wordStart..<offset], as: UTF8.self)
        let range = TextRange(start: lines.position(ofOffset: context.wordStart), end: params.position)
        let slot = ManifestSlot.at(context.path, isKey: context.isKey)
        var candidates: [CompletionItem]
        if case .names(let kinds, let scope, _) = slot, kinds.contains(.service), context.textBeforeWord.hasSuffix("scope(") {
            // `scope(account)` passes a maker of a child scope: the names of the scope's children go there.
            let children = workspace.symbols(of: path)?.lineages.filter { $0.value.dropFirst().first == scope }.keys.sorted() ?? []
            candidates = children.map { CompletionItem(label: $0, kind: Self.completionKind(.scope), detail: "scope made by \(scope)'s component") }
        } else {
            candidates = self.candidates(for: slot, in: path)
        }
        let items = candidates.filter { $0.label.lowercased().hasPrefix(typed.lowercased()) }.map { candidate in
            var item = candidate
            let quoted = context.isKey ? "\"\(candidate.label)\": " : "\"\(candidate.label)\""
            item.textEdit = TextEdit(range: range, newText: context.isInString ? candidate.label : quoted)
            return item
        }
        return CompletionList(items: items)
    }

    private func candidates(for slot: ManifestSlot, in path: String) -> [CompletionItem] {
        // Before the manifest first parses, the defaults: the environments and bindings it would have.
        let symbols = workspace.symbols(of: path) ?? ManifestSymbols()
        switch slot {
        case .keys(let keys, let environmentKeys):
            let environments = environmentKeys ? symbols.environments : []
            return keys.map { CompletionItem(label: $0, kind: 10, detail: "key") }
                + environments.map { CompletionItem(label: $0, kind: 20, detail: "environment") }
        case .words(let words):
            return words.map { CompletionItem(label: $0, kind: 20) }
        case .names(let kinds, let scope, let service):
            let named = kinds.contains(where: \.isDependable) ? symbols.symbols(visibleFrom: scope) : symbols.symbols
            var items = named.filter { kinds.contains($0.kind) }.map { symbol in
                CompletionItem(
                    label: symbol.name, kind: Self.completionKind(symbol.kind),
                    detail: [symbol.type, "\(symbol.kind.rawValue) in \(symbol.scope)"].compactMap { $0 }.joined(separator: " — "),
                    documentation: symbol.doc)
            }
            if let service, kinds.contains(.service) {
                items += (symbols.parameters[service] ?? []).map {
                    CompletionItem(label: $0.name, kind: 6, detail: "\($0.type) — parameter of \(service)")
                }
            }
            return items
        case .binding:
            return symbols.bindings.map { CompletionItem(label: $0, kind: 20, detail: "binding") }
        case .environment:
            return symbols.environments.map { CompletionItem(label: $0, kind: 20, detail: "environment") }
        case .module:
            // The manifests that are modules: those with a `module` section.
            return workspace.manifestPaths().filter { other in
                other != path && workspace.symbols(of: other)?.symbols.contains { $0.kind == .module } == true
            }.map { CompletionItem(label: Workspace.moduleName(of: $0), kind: 9, detail: "module") }
        case .typeName:
            return Set(workspace.declaredTypes().map(\.name)).sorted().map { CompletionItem(label: $0, kind: 7, detail: "Swift type") }
        case .none:
            return []
        }
    }

    /// LSP's CompletionItemKind for each kind of name.
    static func completionKind(_ kind: ManifestSymbols.Kind) -> Int {
        switch kind {
        case .service, .collection: 7  // Class
        case .config: 21  // Constant
        case .input, .requirement: 6  // Variable
        case .scope, .module: 9  // Module
        case .view: 8  // Interface
        case .environment: 20  // EnumMember
        }
    }
}
