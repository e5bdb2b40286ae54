/// The kind of mistake a diagnostic reports: a stable name (`DependencyCycle`), a one-line title
/// and an explanation (what is wrong, why, and how to fix it).
///
/// Every error and warning carries one. The name appears in the rendered line as ` [#Name]`, the
/// suffix the Swift compiler gives its own diagnostic groups, and `servicegraph explain Name`
/// prints the explanation; the errors reference has one entry per ID. A name never changes
/// meaning once released: `Tests/ServiceGraphGeneratorTests/DiagnosticIDs.txt` holds every name
/// with its title, and a test compares it with `DiagnosticID.all`.
///
/// The IDs are declared by topic, not by the stage that reports them: `DiagnosticID+Syntax.swift`
/// (the JSON), `+Manifest.swift` (the manifest's shape, names and types), `+Declarations.swift`
/// (dependencies, bindings, config and inputs), `+Values.swift` (values written out, listed with the
/// declarations'), `+Graph.swift` (lifetimes, effects, isolation,
/// cycles, scopes and generated names) and `+ModulesAndContributions.swift` (modules and
/// contributions, and the generator's own failure).
public struct DiagnosticID: Hashable, Sendable, CustomStringConvertible {
    /// UpperCamelCase, unique, stable.
    public let name: String
    /// One line, in sentence case, without a final period.
    public let title: String
    /// Markdown paragraphs: what is wrong, why, and how to fix it.
    public let explanation: String
    /// Whether its diagnostics fail the build (errors) or not (warnings): every diagnostic of an ID
    /// has the ID's severity (`CorpusTests` checks it).
    public let severity: Diagnostic.Severity

    init(_ name: String, _ title: String, _ explanation: String, severity: Diagnostic.Severity = .error) {
        self.name = name
        self.title = title
        self.explanation = explanation
        self.severity = severity
    }

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// Every ID, grouped by topic, in the order the errors reference lists them.
    public static let all: [DiagnosticID] = syntaxIDs + manifestIDs + declarationIDs + graphIDs + moduleAndContributionIDs

    /// The ID called `name` (exactly, or ignoring case); nil if there is none.
    public static func named(_ name: String) -> DiagnosticID? {
        let written = name.hasPrefix("#") ? String(name.dropFirst()) : name
        return all.first { $0.name == written } ?? all.first { $0.name.lowercased() == written.lowercased() }
    }

    /// The names close to `name` (misspelt, or containing it), for "did you mean".
    public static func names(closeTo name: String) -> [String] {
        let names = all.map(\.name)
        let lowered = name.lowercased()
        var close = NameSuggestion.all(closeTo: name, among: names)
        if lowered.count >= 3 {
            close += names.filter { $0.lowercased().contains(lowered) && !close.contains($0) }
        }
        return close
    }
}
