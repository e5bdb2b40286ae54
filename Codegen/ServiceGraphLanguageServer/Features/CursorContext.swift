import ServiceGraphGenerator

/// Where the cursor is in a manifest being typed, read from the text before it alone (so a
/// document broken after the cursor, as it is mid-edit, still has a context): the keys and
/// array elements leading there, whether a key or a value goes there, and the word typed so far.
struct CursorContext: Equatable {
    var path: [ManifestSlot.Step]
    var isKey: Bool
    /// Whether the cursor is inside a string (else a completion writes the quotes).
    var isInString: Bool
    /// Where the name being typed starts: after the string's quote, a label's colon, `(` or `.`.
    var wordStart: Int
    /// What the string holds before the name: `"tokens: provider(` before `keychain`.
    var textBeforeWord: String

    init(text: [UInt8], offset: Int) {
        var scanner = JSONPathScanner(text: text)
        scanner.advance(to: offset)
        isKey = scanner.expectsKey
        path = scanner.path(includingLast: true)
        isInString = scanner.stringStart != nil
        var start = scanner.offset
        if let stringStart = scanner.stringStart {
            while start > stringStart + 1, !Self.endsName(text[start - 1]) { start -= 1 }
            textBeforeWord = String(decoding: text[(stringStart + 1)..<start], as: UTF8.self)
        } else {
            textBeforeWord = ""
        }
        wordStart = start
    }

    /// Characters a name being typed in a dependency string starts after.
    private static func endsName(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "\"")].contains(byte)
    }
}
