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
        guard isConsistent else { return nil }
        let utf8 = Array(written.utf8)
        let end = nameOffset + name.utf8.count
        let fixed = String(decoding: utf8[..<nameOffset] + Array(replacement.utf8) + utf8[end...], as: UTF8.self)
        return .string(at: location, written, becomes: fixed)
    }

    /// Where the name itself starts, when the string has no escape before it (the column counts
    /// UTF-8 bytes, as every location does); else the opening quote.
    public var nameLocation: SourceLocation {
        let prefix = String(decoding: Array(written.utf8).prefix(nameOffset), as: UTF8.self)
        guard TextEscaping.jsonString(prefix).utf8.count == prefix.utf8.count + 2 else { return location }
        return SourceLocation(line: location.line, column: location.column + 1 + nameOffset, file: location.file)
    }
}
