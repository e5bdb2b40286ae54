import Foundation

/// A place in a Swift file.
public struct SourceSpot: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
}

/// Something the report tells the user about a registration: a part the draft leaves out, or a
/// choice it made that the user should confirm.
public struct Finding: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Left out of the draft; the entry's `doc` says so too.
        case notMapped = "warning"
        /// Mapped, by a choice with no exact equivalent.
        case choice = "remark"
    }
    public var kind: Kind
    public var spot: SourceSpot
    /// What the source does, and what the draft did with it.
    public var message: String
    /// The manifest's form for it.
    public var manifestForm: String

    /// A finding whose message is one line, however many lines the code it quotes spans.
    init(kind: Kind, spot: SourceSpot, message: String, manifestForm: String) {
        self.kind = kind
        self.spot = spot
        let words = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let line = words.joined(separator: " ")
        self.message = line.count > 160 ? String(line.prefix(157)) + "..." : line
        self.manifestForm = manifestForm
    }

    /// Source order, and at one place warnings before remarks, then by message: the same every run.
    static func inReportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.spot.file, lhs.spot.line, lhs.spot.column, lhs.kind.rawValue, lhs.message)
            < (rhs.spot.file, rhs.spot.line, rhs.spot.column, rhs.kind.rawValue, rhs.message)
    }

    /// `path:line:col: warning: message` and a note with the manifest's form, as a compiler says it.
    public var rendered: String {
        "\(spot.file):\(spot.line):\(spot.column): \(kind.rawValue): \(message)\n"
            + "\(spot.file):\(spot.line):\(spot.column): note: in services.json: \(manifestForm)"
    }
}
