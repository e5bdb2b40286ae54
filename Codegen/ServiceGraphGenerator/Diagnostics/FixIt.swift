/// A machine-applicable edit of the manifest that fixes a diagnostic: the text written at
/// `location` (a string literal, with its quotes, as the manifest spells it) replaced by
/// `replacement`. `servicegraph check` shows it as a note; `servicegraph fix` applies it; an
/// editor can offer it as a quick fix.
public struct FixIt: Equatable, Sendable {
    public var location: SourceLocation
    /// The text the fix replaces, exactly as written: it is applied only where the manifest still says this.
    public var original: String
    public var replacement: String

    public init(at location: SourceLocation, replacing original: String, with replacement: String) {
        self.location = location
        self.original = original
        self.replacement = replacement
    }

    /// The string literal at `location` whose content is `text`, replaced by one whose content is `replacement`.
    static func string(at location: SourceLocation, _ text: String, becomes replacement: String) -> FixIt {
        FixIt(at: location, replacing: TextEscaping.jsonString(text), with: TextEscaping.jsonString(replacement))
    }

    /// `bytes` with every fix-it applied, each where the manifest still says what it replaces; a
    /// fix-it that overlaps one applied before it (in the manifest's order) is left out.
    public static func apply(_ fixIts: [FixIt], to bytes: [UInt8]) -> [UInt8] {
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        var edits: [(range: Range<Int>, replacement: [UInt8])] = []
        for fixIt in fixIts where fixIt.location.file == nil && fixIt.location.line <= lineStarts.count {
            let start = lineStarts[fixIt.location.line - 1] + fixIt.location.column - 1
            let original = Array(fixIt.original.utf8)
            guard start >= 0, start + original.count <= bytes.count, Array(bytes[start..<start + original.count]) == original else {
                continue
            }
            let range = start..<start + original.count
            guard !edits.contains(where: { $0.range.overlaps(range) }) else { continue }
            edits.append((range, Array(fixIt.replacement.utf8)))
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }
}
