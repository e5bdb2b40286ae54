/// A problem found in the manifest, rendered the way compilers do so editors make it clickable:
/// `path:line:column: error: message [#ID]`, followed by `note:` lines that say why.
public struct Diagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    /// A secondary location that explains the diagnostic (the first of two duplicates, the next step of a cycle).
    public struct Note: Equatable, Sendable {
        public var location: SourceLocation
        public var message: String

        public init(_ message: String, at location: SourceLocation) {
            self.location = location
            self.message = message
        }
    }

    public var severity: Severity
    /// The kind of mistake, which `servicegraph explain` explains.
    public var id: DiagnosticID
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]
    /// Edits of the manifest that fix it, when the fix is known (a "did you mean" name).
    public var fixIts: [FixIt] = []
    /// For a name nothing declares: the name, and the scope whose services could declare it (the
    /// other fix the errors reference gives, which an editor can offer; never applied by `fix`).
    public var undeclaredName: UndeclaredName?

    public struct UndeclaredName: Equatable, Sendable {
        public var name: String
        /// `app`, or the scope's name.
        public var scope: String
    }

    public init(_ severity: Severity, _ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// The diagnostic, saying that `name` could be declared among the services of `scope`.
    func declarable(_ name: String, in scope: ScopeDeclaration) -> Diagnostic {
        var diagnostic = self
        diagnostic.undeclaredName = UndeclaredName(name: name, scope: scope.name.value)
        return diagnostic
    }

    /// The diagnostic with `fixIt` among its fix-its.
    func fixed(by fixIt: FixIt?) -> Diagnostic {
        var diagnostic = self
        if let fixIt { diagnostic.fixIts.append(fixIt) }
        return diagnostic
    }

    public static func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, id, message, at: location, notes: notes)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, id, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one line each, naming the manifest as `path` (and a composed
    /// module's manifest by the path it was given as). The diagnostic's line ends with its ID in
    /// the Swift compiler's diagnostic-group style, ` [#DependencyCycle]`; notes have none. Line breaks
    /// and other control characters in a message are escaped, so text from the manifest can never
    /// start a line of its own (and pass for another diagnostic).
    public func rendered(path: String) -> String {
        var lines = ["\(location.file ?? path):\(location.line):\(location.column): \(severity.rawValue): \(escapedForDiagnostic(message)) [#\(id.name)]"]
        for note in notes {
            lines.append("\(note.location.file ?? path):\(note.location.line):\(note.location.column): note: \(escapedForDiagnostic(note.message))")
        }
        for fixIt in fixIts {
            lines.append(
                "\(fixIt.location.file ?? path):\(fixIt.location.line):\(fixIt.location.column): note: fix-it: replace "
                    + "\(escapedForDiagnostic(fixIt.original)) with \(escapedForDiagnostic(fixIt.replacement))")
        }
        return lines.joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any of these diagnostics fails the build.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Sorted by position, then by message, so every run reports in the same order.
    func sortedByPosition() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}

/// `text` as a diagnostic may quote it: line breaks and other control characters escaped (so it
/// stays on one line) and, when `limit` is given, cut after that many characters.
func escapedForDiagnostic(_ text: String, limit: Int? = nil) -> String {
    TextEscaping.diagnostic(text, limit: limit)
}
