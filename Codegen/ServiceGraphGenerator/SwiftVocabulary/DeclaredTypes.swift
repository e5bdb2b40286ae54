/// A type a target's own Swift code declares at the top level of a file, which no generated type
/// may share a name with.
public struct DeclaredType: Hashable, Sendable {
    public var name: String
    /// Where its name is written, with the file's path.
    public var location: SourceLocation
    /// Declared with `typealias`, so possibly a function type under another name; a `class`,
    /// `struct`, `enum`, `protocol` or `actor` is not one.
    public var isTypealias: Bool

    public init(name: String, location: SourceLocation, isTypealias: Bool = false) {
        self.name = name
        self.location = location
        self.isTypealias = isTypealias
    }

    /// The types `source` declares outside any braces: `class`, `struct`, `enum`, `protocol`,
    /// `actor` and `typealias` names. Comments and string literals are skipped; the scan is
    /// lexical, so a declaration inside `#if` counts whichever branch builds.
    public static func scan(_ source: [UInt8], file: String) -> [DeclaredType] {
        var scanner = DeclarationScanner(bytes: source, file: file)
        return scanner.scan()
    }
}

private struct DeclarationScanner {
    let bytes: [UInt8]
    let file: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private static let keywords: Set = ["class", "struct", "enum", "protocol", "actor", "typealias"]

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func scan() -> [DeclaredType] {
        var found: [DeclaredType] = []
        var depth = 0
        // The two words before this one: `class Foo`, but not `import class Foundation.NSObject`.
        var previousWord: String?
        var wordBefore: String?
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                skip(until: Array("*/".utf8))
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && next == UInt8(ascii: "\"")) {
                skipString()
                (wordBefore, previousWord) = (nil, nil)
            } else if byte == UInt8(ascii: "{") {
                depth += 1
                position += 1
            } else if byte == UInt8(ascii: "}") {
                depth = max(0, depth - 1)
                position += 1
            } else if SwiftNames.isIdentifierHead(byte) {
                let column = position - lineStart + 1
                let start = position
                while position < bytes.count, SwiftNames.isIdentifierBody(bytes[position]) { position += 1 }
                let word = String(decoding: bytes[start..<position], as: UTF8.self)
                if depth == 0, let keyword = previousWord, Self.keywords.contains(keyword), wordBefore != "import" {
                    found.append(
                        DeclaredType(
                            name: word, location: SourceLocation(line: line, column: column, file: file),
                            isTypealias: keyword == "typealias"))
                }
                (wordBefore, previousWord) = (previousWord, word)
            } else {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position + 1
                }
                if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") {
                    (wordBefore, previousWord) = (nil, nil)
                }
                position += 1
            }
        }
        return found
    }

    private var next: UInt8? { position + 1 < bytes.count ? bytes[position + 1] : nil }

    /// Past `terminator`, counting the lines crossed.
    private mutating func skip(until terminator: [UInt8]) {
        position += terminator.count
        while position < bytes.count {
            if bytes[position...].starts(with: terminator) {
                position += terminator.count
                return
            }
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
    }

    /// Past a string literal: `"..."`, `"""..."""` or a raw one, `#"..."#`, with its escapes.
    private mutating func skipString() {
        var hashes = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let isMultiline = bytes[position...].starts(with: Array("\"\"\"".utf8))
        let quote = isMultiline ? Array("\"\"\"".utf8) : [UInt8(ascii: "\"")]
        position += quote.count
        let terminator = quote + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while position < bytes.count {
            let byte = bytes[position]
            if hashes == 0, byte == UInt8(ascii: "\\") {
                // An escape, or in a multi-line string a line continuation.
                if next == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = position + 2
                }
                position += 2
                continue
            }
            if bytes[position...].starts(with: terminator) {
                position += terminator.count
                return
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
                // A single-line string cannot go past its line; stop there if it is unclosed.
                if !isMultiline { return }
            }
            position += 1
        }
    }
}
