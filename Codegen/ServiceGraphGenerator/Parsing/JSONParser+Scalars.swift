/// Numbers and strings: a number kept as written, a string decoded from UTF-8 with its escapes,
/// each rejected at the byte where it stops being valid.
extension JSONParser {
    mutating func parseNumber() throws(SyntaxError) -> String {
        let start = index
        let startLocation = location
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw SyntaxError(.invalidNumber, "numbers cannot have leading zeros", at: startLocation)
            }
        } else if index < bytes.count, isDigit(bytes[index]) {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        } else {
            throw SyntaxError(.invalidNumber, "expected a digit after '-', found \(describeCurrent())", at: location)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError(.invalidNumber, "expected a digit after the decimal point, found \(describeCurrent())", at: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw SyntaxError(.invalidNumber, "expected a digit in the exponent, found \(describeCurrent())", at: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Strings

    mutating func parseString() throws(SyntaxError) -> String {
        let openingQuote = location
        index += 1  // "
        var result: [UInt8] = []
        var runStart = index
        while true {
            guard index < bytes.count else {
                throw SyntaxError(.unclosedString, "this string is never closed; add the closing '\"'", at: openingQuote)
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
                    .controlCharacterInString, "\(what) cannot appear inside a string; close the string first or write it as an escape such as \\n",
                    at: location)
            case 0x00..<0x80:
                index += 1
            default:
                try skipUTF8Sequence()
            }
        }
    }

    mutating func parseEscape(into result: inout [UInt8]) throws(SyntaxError) {
        let escapeLocation = location
        index += 1  // backslash
        guard index < bytes.count else {
            throw SyntaxError(.invalidEscape, "this escape is cut off by the end of the file", at: escapeLocation)
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
                .invalidEscape, "invalid escape \\\(describeByteInline(bytes[index])); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
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
                throw SyntaxError(.invalidEscape, "\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
            }
            let lowLocation = location
            index += 2
            let low = try parseHexQuad(escapeLocation: lowLocation)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw SyntaxError(.invalidEscape, "\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
            }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalarValue) {
            throw SyntaxError(.invalidEscape, "\\u escape is an unpaired surrogate; write the character itself", at: escapeLocation)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw SyntaxError(.invalidEscape, "\\u escape is not a valid character", at: escapeLocation)
        }
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    mutating func parseHexQuad(escapeLocation: SourceLocation) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw SyntaxError(.invalidEscape, "\\u must be followed by four hexadecimal digits", at: escapeLocation)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Steps over one well-formed multi-byte UTF-8 sequence, or reports where the encoding breaks.
    mutating func skipUTF8Sequence() throws(SyntaxError) {
        let lead = bytes[index]
        let invalid = SyntaxError(.invalidUTF8, "the file is not valid UTF-8 here (byte 0x\(hex(lead))); save it as UTF-8", at: location)
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
}
