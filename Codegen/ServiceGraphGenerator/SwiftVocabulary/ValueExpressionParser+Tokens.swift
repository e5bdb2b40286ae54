/// The tokens of a value: string and number literals, identifiers, and reading them.
extension ValueExpressionParser {
    /// `"..."`, where only `\"` and `\\` are escapes.
    mutating func parseString() throws(ValueExpression.ParseError) -> ValueExpression {
        let opening = position
        position += 1
        var content: [UInt8] = []
        while let byte = current {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return .string(String(decoding: content, as: UTF8.self))
            case UInt8(ascii: "\\"):
                guard let next = current, next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else {
                    throw failure("a string may escape only '\"' and '\\' (write \\\" and \\\\)", at: position - 1)
                }
                content.append(next)
                position += 1
            default:
                content.append(byte)
            }
        }
        throw failure("the string is not closed with '\"'", at: opening)
    }

    /// `-12`, `1_000`, `0xFF`, `2.5`, `1e-3`.
    mutating func parseNumber() throws(ValueExpression.ParseError) -> ValueExpression {
        let start = position
        _ = consume(UInt8(ascii: "-"))
        guard let first = current, isDigit(first) else { throw failure("'-' must be followed by a number's digits") }
        var isFloat = false
        if first == UInt8(ascii: "0"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "x") {
            position += 2
            guard readDigits(hexadecimal: true) else { throw failure("'0x' must be followed by hexadecimal digits") }
        } else {
            _ = readDigits(hexadecimal: false)
            if current == UInt8(ascii: "."), position + 1 < bytes.count, isDigit(bytes[position + 1]) {
                position += 1
                isFloat = true
                _ = readDigits(hexadecimal: false)
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { position += 1 }
                guard readDigits(hexadecimal: false) else { throw failure("an exponent needs digits") }
                isFloat = true
            }
        }
        if let next = current, SwiftNames.isIdentifierBody(next) {
            throw failure("unexpected \(describeCurrent()) in a number")
        }
        let digits = String(decoding: bytes[start..<position], as: UTF8.self)
        return isFloat ? .float(digits) : .integer(digits)
    }

    /// Digits and underscores after a first digit; false when there is no first digit.
    private mutating func readDigits(hexadecimal: Bool) -> Bool {
        guard let first = current, isDigit(first, hexadecimal: hexadecimal) else { return false }
        while let byte = current, isDigit(byte, hexadecimal: hexadecimal) || byte == UInt8(ascii: "_") { position += 1 }
        return true
    }

    private func isDigit(_ byte: UInt8, hexadecimal: Bool = false) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (hexadecimal && (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20))
    }

    /// An ASCII identifier at the position, or "" when none starts there.
    mutating func readIdentifier() -> String {
        guard let first = current, SwiftNames.isIdentifierHead(first) else { return "" }
        let start = position
        while let byte = current, SwiftNames.isIdentifierBody(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { position += 1 }
    }

    func describeCurrent() -> String {
        guard let byte = current else { return "end" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte == UInt8(ascii: " ") ? "space" : "character"
    }

    func failure(_ reason: String, at offset: Int? = nil) -> ValueExpression.ParseError {
        .init(reason: reason, offset: offset ?? position)
    }
}
