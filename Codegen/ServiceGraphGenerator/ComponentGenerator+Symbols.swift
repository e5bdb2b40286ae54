/// What a language server reads of a manifest on every edit: the build's diagnostics and the
/// manifest's names, from one pass.
extension ComponentGenerator {
    public struct EditorReading: Sendable {
        /// Every problem found, sorted by position: the same as `check`'s.
        public var diagnostics: [Diagnostic]
        /// The manifest's names; nil when it is not JSON (the editor keeps the last ones).
        public var symbols: ManifestSymbols?
    }

    /// Checks the manifest as `check` does and indexes its names.
    ///
    /// - Parameters: as for `check`.
    public static func readForEditor(
        manifest bytes: [UInt8], moduleName: String? = nil, modules: [ModuleManifest] = [],
        declaredTypes: [DeclaredType] = []
    ) -> EditorReading {
        let reading = read(bytes, moduleName: moduleName, modules: modules, declaredTypes: declaredTypes, planning: false)
        guard reading.isParsed else { return EditorReading(diagnostics: reading.diagnostics, symbols: nil) }
        let paths = Dictionary(modules.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        var indexer = SymbolIndexer(manifest: reading.manifest, modulePaths: paths)
        return EditorReading(diagnostics: reading.diagnostics, symbols: indexer.index())
    }
}
