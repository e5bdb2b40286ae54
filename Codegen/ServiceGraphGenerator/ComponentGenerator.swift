/// The generator's entry point: manifest bytes in, diagnostics and Swift source out. No I/O.
///
/// The stages, each in its own folder, each taking one value and giving the next: `Parsing`
/// (bytes -> JSON values with positions), `Decoding` (values -> the declared `Manifest`),
/// `Composition` (the modules it composes joined in), `Analysis` (the facts: names, each
/// configuration's graph, effects), `Checking` (facts -> every diagnostic), `Plan` (a manifest
/// without errors resolved into everything rendering needs) and `Rendering` (Swift source, and
/// the graph formats of `servicegraph graph` and `diff`, each renderer a plain function of the
/// plan). `Symbols` indexes a manifest's names for an editor (`readForEditor`), from the
/// decoded and composed manifest. `SwiftVocabulary` and `Text` hold what several stages share: Swift's types, values
/// and names, and the escaping of text into each output language.
public enum ComponentGenerator {
    /// The tool's version, printed by `servicegraph --version`.
    public static let version = "1.0.0"

    public struct Result: Sendable {
        /// Every problem found, sorted by position.
        public var diagnostics: [Diagnostic]
        /// The generated Swift; nil when any diagnostic is an error.
        public var source: String?
        /// The manifest's interface file (`ModuleInterfaceFile`), which the generation of the
        /// manifests composing it reads instead of the manifest; nil unless `generate` was given
        /// `manifestPath`, or when any diagnostic is an error.
        public var moduleInterface: String?
        /// The files of service accessors, `serviceFileCount` of them, compiled with `source`;
        /// empty when `serviceFileCount` is 0.
        public var serviceSources: [String] = []
    }

    /// Checks the manifest and reports every problem, without generating code.
    ///
    /// - Parameters:
    ///   - moduleName: the module's name, which a module's manifest (one with a `module` section)
    ///     starts its generated types with.
    ///   - modules: the manifests of the modules it may compose (every one the build found).
    ///   - declaredTypes: the types the target's own code declares, which no generated type may
    ///     be named after (`DeclaredType.scan` finds them).
    public static func check(
        manifest bytes: [UInt8], moduleName: String? = nil, modules: [ModuleManifest] = [],
        declaredTypes: [DeclaredType] = []
    ) -> [Diagnostic] {
        read(bytes, moduleName: moduleName, modules: modules, declaredTypes: declaredTypes).diagnostics
    }

    /// Checks the manifest and, when it has no errors, generates the components.
    ///
    /// - Parameters:
    ///   - manifestFileName: the manifest's file name (not its path), named in the generated
    ///     header so the output is the same on every machine.
    ///   - sourceLocationPath: the manifest's path as the compiler should report errors in code
    ///     that comes from it (`#sourceLocation`); the file name when nil, or when the path
    ///     cannot be written there (a quote or a control character in it).
    ///   - moduleName, modules, declaredTypes: as for `check`. A module in `modules` may be given
    ///     by its interface file instead of its manifest.
    ///   - manifestPath: the manifest's path as the diagnostics of the manifests composing it name
    ///     it; when given, the result has the manifest's interface file too.
    ///   - serviceFileCount: how many files the service accessors go to, beside `source`, so the
    ///     compiler shares out a large graph and recompiles only the file of a service edited; 0
    ///     (the default) writes one file.
    public static func generate(
        manifest bytes: [UInt8], manifestFileName: String, sourceLocationPath: String? = nil,
        moduleName: String? = nil, modules: [ModuleManifest] = [], declaredTypes: [DeclaredType] = [],
        manifestPath: String? = nil, serviceFileCount: Int = 0
    ) -> Result {
        let reading = read(bytes, moduleName: moduleName, modules: modules, declaredTypes: declaredTypes)
        guard let plan = reading.plan, let analysis = reading.analysis else {
            return Result(diagnostics: reading.diagnostics, source: nil)
        }
        let sourceLocationFile =
            sourceLocationPath.flatMap(SwiftLiteral.sourceLocationFile)
            ?? SwiftLiteral.sourceLocationFile(manifestFileName) ?? "services.json"
        let emitter = ComponentEmitter(
            plan: plan, manifestFileName: manifestFileName,
            sourceLocationFile: sourceLocationFile, serviceFileCount: max(serviceFileCount, 0))
        let interface = manifestPath.map { path in
            ModuleInterfaceFile.render(
                ModuleInterface(manifest: reading.manifest, analysis: analysis, plan: plan),
                isModule: reading.manifest.module != nil, manifestPath: path)
        }
        return Result(
            diagnostics: reading.diagnostics, source: emitter.emit(), moduleInterface: interface,
            serviceSources: emitter.emitServiceFiles())
    }

    /// A manifest read as far as it goes: every diagnostic, sorted; the analysis once the
    /// manifest is composed; the resolved plan when there is no error.
    struct Reading {
        var diagnostics: [Diagnostic]
        var manifest: Manifest
        var analysis: GraphAnalysis?
        var plan: ResolvedPlan?
        /// Whether the manifest parsed as JSON: else `manifest` is empty.
        var isParsed = true
    }

    /// Parses, decodes, composes the modules the manifest names, and checks.
    ///
    /// - Parameters:
    ///   - file: nil for the manifest being generated; a composed module's path for its manifest.
    ///   - composing: the modules whose composition led to this one.
    ///   - planning: whether to resolve the plan of a manifest without errors (an editor, which
    ///     only reports, does not need it).
    static func read(
        _ bytes: [UInt8], file: String? = nil, moduleName: String? = nil, modules: [ModuleManifest] = [],
        composing: [String] = [], declaredTypes: [DeclaredType] = [], planning: Bool = true
    ) -> Reading {
        var parser = JSONParser(bytes: bytes, file: file)
        let root = parser.parseDocument()
        var diagnostics = parser.diagnostics
        guard let root else {
            return Reading(diagnostics: diagnostics.sortedByPosition(), manifest: Manifest(), isParsed: false)
        }
        var decoder = ManifestDecoder()
        var manifest = decoder.decode(root)
        diagnostics += decoder.diagnostics
        if let module = manifest.module {
            manifest.moduleName = module.prefix?.value ?? moduleName ?? "Module"
        }
        var composed: [ComposedModule] = []
        if !manifest.composes.isEmpty {
            var composer = ModuleComposer(available: modules, composing: composing + [moduleName ?? "App"]) { source, composing in
                readModule(source, modules: modules, composing: composing)
            }
            composer.compose(into: &manifest)
            diagnostics += composer.diagnostics
            if composer.hasBrokenModule {
                return Reading(diagnostics: diagnostics.sortedByPosition(), manifest: manifest)
            }
            composed = composer.modules
        }
        let analysis = GraphAnalysis(manifest: manifest, modules: composed)
        let checker = GraphChecker(analysis: analysis)
        diagnostics += checker.check() + checker.clashes(with: declaredTypes)
        guard !diagnostics.containsErrors, planning else {
            return Reading(diagnostics: diagnostics.sortedByPosition(), manifest: manifest, analysis: analysis)
        }
        guard let plan = PlanBuilder(analysis: analysis, declaredTypes: declaredTypes).plan() else {
            // Unreachable while every missing field is also reported as an error.
            diagnostics.append(
                .error(
                    .internalError, "internal error: the manifest passed its checks but is incomplete; please report this",
                    at: SourceLocation(line: 1, column: 1, file: file)))
            return Reading(diagnostics: diagnostics.sortedByPosition(), manifest: manifest, analysis: analysis)
        }
        return Reading(diagnostics: diagnostics.sortedByPosition(), manifest: manifest, analysis: analysis, plan: plan)
    }
}
