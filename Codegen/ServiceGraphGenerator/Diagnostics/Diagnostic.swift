/// A problem found in the manifest, rendered the way compilers do so editors make it clickable:
/// `path:line:column: error: message`, followed by `note:` lines that say why.
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
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one line each, naming the manifest as `path`.
    public func rendered(path: String) -> String {
        var lines = ["\(path):\(location.line):\(location.column): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(path):\(note.location.line):\(note.location.column): note: \(note.message)")
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
