/// Where a name is written in the manifest: inside a JSON string (a key, or a value such as
/// `"tokens: keychain"`), at a UTF-8 offset of the string's text. A rename rewrites the string.
public struct NameSite: Hashable, Sendable {
    /// The string's opening quote.
    public var location: SourceLocation
    /// The string's text, as decoded.
    public var written: String
    /// Where the name starts in `written`, in UTF-8 bytes.
    public var nameOffset: Int
    public var name: String

    public init(location: SourceLocation, written: String, nameOffset: Int, name: String) {
        self.location = location
        self.written = written
        self.nameOffset = nameOffset
        self.name = name
    }

    /// A key or value that is the name alone.
    init(_ name: Located<String>) {
        self.init(location: name.location, written: name.value, nameOffset: 0, name: name.value)
    }

    /// Whether `written` holds `name` at `nameOffset`.
    var isConsistent: Bool {
        let utf8 = Array(written.utf8)
        let end = nameOffset + name.utf8.count
        return nameOffset >= 0 && end <= utf8.count && Array(utf8[nameOffset..<end]) == Array(name.utf8)
    }

    /// The edit that writes `replacement` for the name, keeping the rest of the string.
    public func renamed(to replacement: String) -> FixIt? {
        Self.renaming([self], to: replacement)
    }

    /// The edit that writes `replacement` for the name of each of `sites`, all in one string (a
    /// value may read a name twice): one edit of the string, as edits must not overlap.
    public static func renaming(_ sites: [NameSite], to replacement: String) -> FixIt? {
        guard let first = sites.first,
            sites.allSatisfy({ $0.location == first.location && $0.written == first.written && $0.isConsistent })
        else { return nil }
        var utf8 = Array(first.written.utf8)
        for site in sites.sorted(by: { $0.nameOffset > $1.nameOffset }) {
            utf8.replaceSubrange(site.nameOffset..<site.nameOffset + site.name.utf8.count, with: Array(replacement.utf8))
        }
        return .string(at: first.location, first.written, becomes: String(decoding: utf8, as: UTF8.self))
    }

    /// Where the name itself is written and its length in UTF-8 bytes; nil when the string has an
    /// escape before or in the name, whose columns the decoded text cannot give.
    public var nameSpan: (location: SourceLocation, length: Int)? {
        let through = String(decoding: Array(written.utf8).prefix(nameOffset + name.utf8.count), as: UTF8.self)
        guard isConsistent, TextEscaping.jsonString(through).utf8.count == through.utf8.count + 2 else { return nil }
        return (SourceLocation(line: location.line, column: location.column + 1 + nameOffset, file: location.file), name.utf8.count)
    }
}
