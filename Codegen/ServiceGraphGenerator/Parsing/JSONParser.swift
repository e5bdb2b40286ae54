/// A JSON parser (RFC 8259) that records the line and column of every value and key.
///
/// Plain JSON decoders lose positions and silently keep the last of two duplicated keys;
/// this one reports duplicates, keeps the first, and stops at the first syntax error with
/// what it expected there. Nesting is bounded so a hostile file cannot overflow the stack.
struct JSONParser {
    /// Deeper nesting is rejected; no manifest needs more than a handful of levels.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var lineStart: Int
    /// Problems that do not stop parsing (duplicated keys).
    private(set) var diagnostics: [Diagnostic] = []
    /// Stamped on every location: nil for the manifest being generated, else a composed module's path.
    private let file: String?

    init(bytes: [UInt8], file: String? = nil) {
        self.bytes = bytes
        self.file = file
        // A UTF-8 byte-order mark is skipped and not counted as a column.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.index = start
        self.lineStart = start
    }

    /// Parses the whole input as one JSON value; returns nil after recording a syntax error.
    mutating func parseDocument() -> JSONValue? {
        do throws(SyntaxError) {
            skipWhitespace()
            if index == bytes.count {
                throw SyntaxError("the manifest is empty; expected a JSON object such as {\"version\": 1, \"services\": {}}", at: location)
            }
            let value = try parseValue(depth: 0)
            skipWhitespace()
            if index < bytes.count {
                throw SyntaxError("expected the end of the file after the top-level value, found \(describeCurrent())", at: location)
            }
            return value
        } catch {
            diagnostics.append(.error(error.message, at: error.location))
            return nil
        }
    }

    // MARK: - Values

    private struct SyntaxError: Error {
        var message: String
        var location: SourceLocation
        init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, file: file)
    }

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        let start = location
        guard index < bytes.count else {
            throw SyntaxError("expected a value, found the end of the file", at: start)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return JSONValue(kind: .object(try parseObject(depth: depth + 1)), location: start)
        case UInt8(ascii: "["):
            return JSONValue(kind: .array(try parseArray(depth: depth + 1)), location: start)
        case UInt8(ascii: "\""):
            return JSONValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), location: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(kind: .bool(true), location: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(kind: .bool(false), location: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(kind: .null, location: start)
        default:
            throw SyntaxError(
                "expected a value (a string, number, object, array, true, false or null), found \(describeWord())",
                at: start)
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> [JSONMember] {
        try checkDepth(depth)
        index += 1  // {
        var members: [JSONMember] = []
        var firstKeyLocations: [[UInt8]: SourceLocation] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw SyntaxError("expected a key in double quotes, found \(describeCurrent())", at: location)
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw SyntaxError("expected ':' after the key \"\(printable(key))\", found \(describeCurrent())", at: location)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            // Keys are compared byte for byte, as JSON readers do (not by Unicode equivalence).
            let keyBytes = Array(key.utf8)
            if let first = firstKeyLocations[keyBytes] {
                diagnostics.append(.error(
                    "duplicate key '\(printable(key))'; JSON readers would silently keep only one of them",
                    at: keyLocation,
                    notes: [.init("'\(printable(key))' first appears here", at: first)]))
            } else {
                firstKeyLocations[keyBytes] = keyLocation
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    throw SyntaxError("trailing comma before '}'; remove the comma", at: location)
                }
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return members
            }
            throw SyntaxError("expected ',' or '}' after the value of \"\(printable(key))\", found \(describeCurrent())", at: location)
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> [JSONValue] {
        try checkDepth(depth)
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    throw SyntaxError("trailing comma before ']'; remove the comma", at: location)
                }
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return elements
            }
            throw SyntaxError("expected ',' or ']' after an array element, found \(describeCurrent())", at: location)
        }
    }

    private func checkDepth(_ depth: Int) throws(SyntaxError) {
        if depth > Self.maximumDepth {
            throw SyntaxError("objects and arrays are nested more than \(Self.maximumDepth) levels deep", at: location)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let start = location
        let startIndex = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                index = startIndex
                throw SyntaxError(
                    "expected a value (a string, number, object, array, true, false or null), found \(describeWord())",
                    at: start)
            }
            index += 1
        }
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        let startLocation = location
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw SyntaxError("numbers cannot have leading zeros", at: startLocation)
            }
        } else if index < bytes.count, isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        } else {
            throw SyntaxError("expected a digit after '-', found \(describeCurrent())", at: location)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError("expected a digit after the decimal point, found \(describeCurrent())", at: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError("expected a digit in the exponent, found \(describeCurrent())", at: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Strings

    private mutating func parseString() throws(SyntaxError) -> String {
        let openingQuote = location
        index += 1  // "
        var result: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw SyntaxError("this string is never closed; add the closing '\"'", at: openingQuote)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                result.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                result.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &result)
                runStart = index
            case 0x00..<0x20:
                let what = byte == 0x0A || byte == 0x0D ? "a line break" : "a control character"
                throw SyntaxError(
                    "\(what) cannot appear inside a string; close the string first or write it as an escape such as \\n",
                    at: location)
            case 0x00..<0x80:
                index += 1
            default:
                try skipUTF8Sequence()
            }
        }
    }

    private mutating func parseEscape(into result: inout [UInt8]) throws(SyntaxError) {
        let escapeLocation = location
        index += 1  // backslash
        guard index < bytes.count else {
            throw SyntaxError("this escape is cut off by the end of the file", at: escapeLocation)
        }
        let simple: UInt8?
        switch bytes[index] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw SyntaxError(
                "invalid escape \\\(describeByteInline(bytes[index])); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: escapeLocation)
        }
        if let simple {
            result.append(simple)
            index += 1
            return
        }
        index += 1  // u
        var scalarValue = try parseHexQuad(escapeLocation: escapeLocation)
        if (0xD800...0xDBFF).contains(scalarValue) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw SyntaxError("\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
            }
            let lowLocation = location
            index += 2
            let low = try parseHexQuad(escapeLocation: lowLocation)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError("\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
            }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalarValue) {
            throw SyntaxError("\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw SyntaxError("\\u escape is not a valid character", at: escapeLocation)
        }
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHexQuad(escapeLocation: SourceLocation) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw SyntaxError("\\u must be followed by four hexadecimal digits", at: escapeLocation)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Steps over one well-formed multi-byte UTF-8 sequence, or reports where the encoding breaks.
    private mutating func skipUTF8Sequence() throws(SyntaxError) {
        let lead = bytes[index]
        let invalid = SyntaxError("the file is not valid UTF-8 here (byte 0x\(hex(lead))); save it as UTF-8", at: location)
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F  // no surrogates
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw invalid
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { throw invalid }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
            throw invalid
        }
        index += length
    }

    // MARK: - Whitespace and descriptions

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                // CR LF and a lone CR each end one line.
                index += 1
                if peek(UInt8(ascii: "\n")) { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
        if byte == UInt8(ascii: "'") { return "''' (JSON strings use double quotes)" }
        return describeByte(byte)
    }

    /// The bare word at the current position, for misspelt literals such as `True` or `NaN`.
    private func describeWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20,
              (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z")) {
            end += 1
        }
        guard end > index else { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 { return describeNonASCII() }
        return "byte 0x\(hex(byte))"
    }

    /// The character starting at `index`, named, or a hint that the file is not UTF-8.
    private func describeNonASCII() -> String {
        if index == 0, bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return "a UTF-16 byte-order mark (the file is UTF-16; save it as UTF-8)"
        }
        let end = min(bytes.count, index + 4)
        for length in 2...4 where index + length <= end {
            let candidate = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
            if candidate.unicodeScalars.count == 1, let scalar = candidate.unicodeScalars.first, scalar != "\u{FFFD}" {
                let code = String(scalar.value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                let shown = scalar.properties.isWhitespace || scalar == "\u{FEFF}" ? "" : "'\(candidate)' "
                return "\(shown)(U+\(padded)); JSON allows only ASCII punctuation and spaces outside strings"
            }
        }
        return "byte 0x\(hex(bytes[index])) (the file is not valid UTF-8; save it as UTF-8)"
    }

    private func describeByteInline(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "(byte 0x\(hex(byte)))"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
