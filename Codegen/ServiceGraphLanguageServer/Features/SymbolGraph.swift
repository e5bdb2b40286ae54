import ServiceGraphGenerator

/// A declaration, wherever it is: its manifest's path and where its name is written there.
struct SymbolKey: Hashable {
    var path: String
    var location: SourceLocation

    init(path: String, location: SourceLocation) {
        self.path = path
        // Locations in another manifest carry its path; the key carries it once.
        self.location = SourceLocation(line: location.line, column: location.column)
    }
}

/// A name site found in a manifest: a declaration's or a reference's.
struct FoundSite {
    var path: String
    var site: NameSite
    /// The declaration it names (its own, for a declaration).
    var declaration: SymbolKey
}

/// The workspace's manifests joined through their names: a reference in one manifest resolves
/// to its declaration in another (through a module's `provides` entry, to the service's key).
struct SymbolGraph {
    let workspace: Workspace
    private var indexes: [String: Index] = [:]

    struct Index {
        var symbols: ManifestSymbols
        var symbolsByLocation: [SourceLocation: ManifestSymbols.Symbol]
        var referencesByLocation: [SourceLocation: ManifestSymbols.Reference]
        var moduleSymbol: ManifestSymbols.Symbol?
    }

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    mutating func index(of path: String) -> Index? {
        if let index = indexes[path] { return index }
        guard let symbols = workspace.reading(of: path)?.symbols else { return nil }
        let index = Index(
            symbols: symbols,
            symbolsByLocation: Dictionary(symbols.symbols.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first }),
            referencesByLocation: Dictionary(
                symbols.references.map { ($0.site.location, $0) }, uniquingKeysWith: { first, _ in first }),
            moduleSymbol: symbols.symbols.first { $0.kind == .module })
        indexes[path] = index
        return index
    }

    /// The symbol a key names.
    mutating func symbol(_ key: SymbolKey) -> ManifestSymbols.Symbol? {
        index(of: key.path)?.symbolsByLocation[key.location]
    }

    /// Where a declaration written in `path` (or in the manifest its `file` names) is, followed
    /// through references to the symbol's own key.
    mutating func resolve(_ declaration: SourceLocation, kind: ManifestSymbols.Kind, from path: String) -> SymbolKey? {
        var key = SymbolKey(path: declaration.file ?? path, location: declaration)
        for _ in 0..<8 {
            guard let index = index(of: key.path) else { return nil }
            if kind == .module { return index.moduleSymbol.map { SymbolKey(path: key.path, location: $0.location) } }
            if index.symbolsByLocation[key.location] != nil { return key }
            guard let reference = index.referencesByLocation[key.location] else { return nil }
            key = SymbolKey(path: reference.declaration.file ?? key.path, location: reference.declaration)
        }
        return nil
    }

    /// The declaration or reference whose name is at `offset` in the manifest at `path`.
    mutating func site(at offset: Int, in path: String, lines: LineTable) -> FoundSite? {
        guard let index = index(of: path) else { return nil }
        let covers = { (site: NameSite) -> Bool in
            let range = site.range(in: lines)
            return lines.offset(of: range.start) <= offset && offset <= lines.offset(of: range.end)
        }
        if let symbol = index.symbols.symbols.first(where: { covers($0.site) }) {
            return FoundSite(path: path, site: symbol.site, declaration: SymbolKey(path: path, location: symbol.location))
        }
        guard let reference = index.symbols.references.first(where: { covers($0.site) }),
            let declaration = resolve(reference.declaration, kind: reference.kind, from: path)
        else { return nil }
        return FoundSite(path: path, site: reference.site, declaration: declaration)
    }

    /// The declaration and every reference to it, in every manifest of the workspace.
    mutating func sites(of declaration: SymbolKey) -> [FoundSite] {
        var found: [FoundSite] = []
        if let symbol = symbol(declaration) {
            found.append(FoundSite(path: declaration.path, site: symbol.site, declaration: declaration))
        }
        for path in workspace.manifestPaths() {
            guard let index = index(of: path) else { continue }
            for reference in index.symbols.references {
                guard resolve(reference.declaration, kind: reference.kind, from: path) == declaration else { continue }
                found.append(FoundSite(path: path, site: reference.site, declaration: declaration))
            }
        }
        return found
    }
}

extension NameSite {
    /// The name's range, as an answer locates it; the whole string where escapes hide its columns.
    func range(in lines: LineTable) -> TextRange {
        guard let span = nameSpan else { return LanguageServer.tokenRange(at: location, in: lines) }
        return lines.range(of: span.location, length: span.length)
    }
}
