import ServiceGraphGenerator

/// Rename, across the manifests of the workspace: every site of the name rewritten, one edit per
/// string, and refused when the renamed manifests would have an error they do not have now (a
/// name already taken, a keyword, a requirement of a module no longer met): the generator, not
/// the server, says what a good name is.
extension LanguageServer {
    private struct SiteString: Hashable {
        var path: String
        var location: SourceLocation
    }

    func rename(_ params: RenameParams) throws(ResponseError) -> WorkspaceEdit {
        guard case (var graph, let found)? = siteUnderCursor(params.textDocument.uri, params.position),
            let symbol = graph.symbol(found.declaration)
        else { throw .requestFailed("there is no name of the graph here to rename") }
        guard symbol.kind.isRenamable else {
            throw .requestFailed("a module is named by its target's folder; rename the target instead")
        }
        let declaringReading = workspace.reading(of: found.declaration.path)
        if graph.index(of: found.declaration.path)?.moduleSymbol != nil, declaringReading?.diagnostics.containsErrors ?? false {
            throw .requestFailed(
                "fix the errors of \(display(found.declaration.path)) first: while a module has errors, the manifests "
                    + "composing it do not see its names, so they cannot be renamed with it")
        }
        guard params.newName != symbol.name else { return WorkspaceEdit(changes: [:]) }
        // A value may read the name twice: each string gets one edit, as edits must not overlap.
        let strings = Dictionary(grouping: graph.sites(of: found.declaration)) { SiteString(path: $0.path, location: $0.site.location) }
        var fixIts: [String: [FixIt]] = [:]
        var changes: [String: [TextEdit]] = [:]
        for (string, sites) in strings.sorted(by: { ($0.key.path, $0.key.location) < ($1.key.path, $1.key.location) }) {
            guard let lines = workspace.lines(of: string.path), let fixIt = NameSite.renaming(sites.map(\.site), to: params.newName),
                let edit = textEdit(fixIt, lines: lines)
            else {
                throw .requestFailed(
                    "'\(symbol.name)' is written with an escape in \(display(string.path)), line \(string.location.line); "
                        + "write it plainly there first")
            }
            fixIts[string.path, default: []].append(FixIt(at: string.location.withoutFile, replacing: fixIt.original, with: fixIt.replacement))
            changes[workspace.uri(of: string.path), default: []].append(edit)
        }
        try checkRenaming(symbol.name, to: params.newName, fixIts)
        return WorkspaceEdit(changes: changes)
    }

    /// Refuses the rename when a manifest it edits, or one composing those, would have an error
    /// it does not have now (counted by ID and line: a rename moves no line).
    private func checkRenaming(_ name: String, to newName: String, _ fixIts: [String: [FixIt]]) throws(ResponseError) {
        var renamed: [String: [UInt8]] = [:]
        for (path, edits) in fixIts {
            guard let text = workspace.text(of: path) else { continue }
            renamed[path] = FixIt.apply(edits, to: text)
        }
        let affected = workspace.manifestPaths().filter { path in
            renamed[path] != nil
                || (workspace.symbols(of: path)?.references.contains { $0.kind == .module && renamed[$0.declaration.file ?? ""] != nil } ?? false)
        }
        for path in affected {
            let errors = { (diagnostics: [Diagnostic]) in
                diagnostics.filter { $0.severity == .error }.map { "\($0.id.name) \($0.location.file ?? path):\($0.location.line)" }
            }
            var before = errors(workspace.reading(of: path)?.diagnostics ?? [])
            for diagnostic in workspace.reading(of: path, overriding: renamed)?.diagnostics ?? [] where diagnostic.severity == .error {
                let key = "\(diagnostic.id.name) \(diagnostic.location.file ?? path):\(diagnostic.location.line)"
                if let index = before.firstIndex(of: key) {
                    before.remove(at: index)
                    continue
                }
                throw .requestFailed(
                    "renaming '\(name)' to '\(newName)' would break \(display(diagnostic.location.file ?? path)), line "
                        + "\(diagnostic.location.line): \(diagnostic.message)")
            }
        }
    }

    /// A manifest as a message names it: its module's folder and file name.
    func display(_ path: String) -> String {
        "\(Workspace.moduleName(of: path))/\(Workspace.manifestName)"
    }
}

extension SourceLocation {
    /// The same line and column, in the manifest being read: how `FixIt.apply` takes its edits.
    var withoutFile: SourceLocation { SourceLocation(line: line, column: column) }
}
