/// The generator's entry point: manifest bytes in, diagnostics and Swift source out. No I/O.
///
/// The stages, each in its own folder: `Parsing` (bytes -> JSON values with positions),
/// `Decoding` (values -> declarations), `Checking` (names, cycles, effects: every diagnostic),
/// `Plan` (the checked manifest resolved into everything rendering needs) and `Rendering`
/// (Swift source, and the graph formats of `servicegraph graph` and `diff`), each renderer a
/// plain function of the plan.
public enum ComponentGenerator {
    /// The tool's version, printed by `servicegraph --version`.
    public static let version = "1.0.0"

    public struct Result: Sendable {
        /// Every problem found, sorted by position.
        public var diagnostics: [Diagnostic]
        /// The generated Swift; nil when any diagnostic is an error.
        public var source: String?
    }

    /// Checks the manifest and reports every problem, without generating code.
    public static func check(manifest bytes: [UInt8]) -> [Diagnostic] {
        read(bytes).diagnostics
    }

    /// Checks the manifest and, when it has no errors, generates the components.
    ///
    /// - Parameters:
    ///   - manifestFileName: the manifest's file name (not its path), named in the generated
    ///     header so the output is the same on every machine.
    ///   - sourceLocationPath: the manifest's path as the compiler should report errors in code
    ///     that comes from it (`#sourceLocation`); the file name when nil, or when the path
    ///     cannot be written there (a quote or a control character in it).
    public static func generate(
        manifest bytes: [UInt8], manifestFileName: String, sourceLocationPath: String? = nil
    ) -> Result {
        let (diagnostics, plan) = read(bytes)
        guard let plan else { return Result(diagnostics: diagnostics, source: nil) }
        let sourceLocationFile = sourceLocationPath.flatMap(SwiftLiteral.sourceLocationFile)
            ?? SwiftLiteral.sourceLocationFile(manifestFileName) ?? "services.json"
        let source = ComponentEmitter(plan: plan, manifestFileName: manifestFileName,
                                      sourceLocationFile: sourceLocationFile).emit()
        return Result(diagnostics: diagnostics, source: source)
    }

    /// Parses, decodes and checks: every diagnostic, sorted, and the resolved plan when there
    /// is no error.
    static func read(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], plan: ResolvedPlan?) {
        var parser = JSONParser(bytes: bytes)
        let root = parser.parseDocument()
        var diagnostics = parser.diagnostics
        guard let root else { return (diagnostics.sortedByPosition(), nil) }
        var decoder = ManifestDecoder()
        let manifest = decoder.decode(root)
        diagnostics += decoder.diagnostics
        let checker = GraphChecker(manifest: manifest)
        diagnostics += checker.check()
        guard !diagnostics.containsErrors else { return (diagnostics.sortedByPosition(), nil) }
        guard let plan = PlanBuilder(manifest: manifest, checker: checker).plan() else {
            // Unreachable while every missing field is also reported as an error.
            diagnostics.append(.error("internal error: the manifest passed its checks but is incomplete; please report this",
                                      at: SourceLocation(line: 1, column: 1)))
            return (diagnostics.sortedByPosition(), nil)
        }
        return (diagnostics.sortedByPosition(), plan)
    }
}
