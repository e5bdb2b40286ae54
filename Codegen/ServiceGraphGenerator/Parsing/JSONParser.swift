/// A JSON parser (RFC 8259) that records the line and column of every value and key.
///
/// Plain JSON decoders lose positions and silently keep the last of two duplicated keys;
/// this one reports duplicates, keeps the first, and stops at the first syntax error with
/// what it expected there. Nesting is bounded so a hostile file cannot overflow the stack.
struct JSONParser {
    /// Deeper nesting is rejected; no manifest needs more than a handful of levels.
    static let maximumDepth = 256

    let bytes: [UInt8]
    var index: Int
    var line = 1
    var lineStart: Int
    /// Problems that do not stop parsing (duplicated keys).
    private(set) var diagnostics: [Diagnostic] = []
    /// Stamped on every location: nil for the manifest being generated, else a composed module's path.
    let file: String?

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
                throw SyntaxError(.emptyManifest, "the manifest is empty; expected a JSON object such as {\"version\": 1, \"services\": {}}", at: location)
            }
            let value = try parseValue(depth: 0)
            skipWhitespace()
            if index < bytes.count {
                throw SyntaxError(
                    foundHere(.textAfterManifest), "expected the end of the file after the top-level value, found \(describeCurrent())", at: location)
            }
            return value
        } catch {
            diagnostics.append(.error(error.id, error.message, at: error.location))
            return nil
        }
    }

    // MARK: - Values

    struct SyntaxError: Error {
        var id: DiagnosticID
        var message: String
        var location: SourceLocation
        init(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            self.id = id
            self.message = message
            self.location = location
        }
    }

    var location: SourceLocation {
        SourceLocation(line: line, column: index - lineStart + 1, file: file)
    }

    mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        let start = location
        guard index < bytes.count else {
            throw SyntaxError(.unexpectedEndOfFile, "expected a value, found the end of the file", at: start)
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
                foundHere(.invalidJSONValue),
                "expected a value (a string, number, object, array, true, false or null), found \(describeWord())",
                at: start)
        }
    }

    mutating func parseObject(depth: Int) throws(SyntaxError) -> [JSONMember] {
        try checkDepth(depth)
        var members: [JSONMember] = []
        var firstKeyLocations: [[UInt8]: SourceLocation] = [:]
        if opensEmpty(closing: "}") { return members }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw SyntaxError(foundHere(.keyNotQuoted), "expected a key in double quotes, found \(describeCurrent())", at: location)
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw SyntaxError(foundHere(.missingColon), "expected ':' after the key \"\(printable(key))\", found \(describeCurrent())", at: location)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            // Keys are compared byte for byte, as JSON readers do (not by Unicode equivalence).
            let keyBytes = Array(key.utf8)
            if let first = firstKeyLocations[keyBytes] {
                diagnostics.append(
                    .error(
                        .duplicateKey, "duplicate key '\(printable(key))'; JSON readers would silently keep only one of them",
                        at: keyLocation,
                        notes: [.init("'\(printable(key))' first appears here", at: first)]))
            } else {
                firstKeyLocations[keyBytes] = keyLocation
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            }
            if try endsAfterElement(closing: "}", after: "the value of \"\(printable(key))\"") { return members }
        }
    }

    mutating func parseArray(depth: Int) throws(SyntaxError) -> [JSONValue] {
        try checkDepth(depth)
        var elements: [JSONValue] = []
        if opensEmpty(closing: "]") { return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            if try endsAfterElement(closing: "]", after: "an array element") { return elements }
        }
    }

    /// Consumes an object's or array's opening bracket, and its `closing` one too if nothing
    /// but whitespace is between them (true: the container is empty).
    private mutating func opensEmpty(closing: Unicode.Scalar) -> Bool {
        index += 1
        skipWhitespace()
        guard peek(UInt8(ascii: closing)) else { return false }
        index += 1
        return true
    }

    /// After an object's member or an array's element: a `,` before the next one (false), or
    /// `closing` (true), consumed; anything else, or a comma right before `closing`, is an error.
    private mutating func endsAfterElement(closing: Unicode.Scalar, after element: String) throws(SyntaxError) -> Bool {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: closing)) {
                throw SyntaxError(.trailingComma, "trailing comma before '\(closing)'; remove the comma", at: location)
            }
            return false
        }
        if peek(UInt8(ascii: closing)) {
            index += 1
            return true
        }
        throw SyntaxError(foundHere(.missingComma), "expected ',' or '\(closing)' after \(element), found \(describeCurrent())", at: location)
    }

    func checkDepth(_ depth: Int) throws(SyntaxError) {
        if depth > Self.maximumDepth {
            throw SyntaxError(.nestingTooDeep, "objects and arrays are nested more than \(Self.maximumDepth) levels deep", at: location)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(SyntaxError) {
        let start = location
        let startIndex = index
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                index = startIndex
                throw SyntaxError(
                    .invalidJSONValue,
                    "expected a value (a string, number, object, array, true, false or null), found \(describeWord())",
                    at: start)
            }
            index += 1
        }
    }
}
