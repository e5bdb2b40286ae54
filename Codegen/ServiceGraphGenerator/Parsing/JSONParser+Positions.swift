/// Whitespace, line counting and how the parser names what it found where something else was
/// expected.
extension JSONParser {
    mutating func skipWhitespace() {
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

    mutating func startLine() {
        line += 1
        lineStart = index
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
        if byte == UInt8(ascii: "'") { return "''' (JSON strings use double quotes)" }
        return describeByte(byte)
    }

    /// The bare word at the current position, for misspelt literals such as `True` or `NaN`.
    func describeWord() -> String {
        var end = index
        while end < bytes.count, end - index < 20,
            (bytes[end] >= UInt8(ascii: "a") && bytes[end] <= UInt8(ascii: "z"))
                || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
        {
            end += 1
        }
        guard end > index else { return describeCurrent() }
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }

    func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80 { return describeNonASCII() }
        return "byte 0x\(hex(byte))"
    }

    /// The character starting at `index`, named, or a hint that the file is not UTF-8.
    func describeNonASCII() -> String {
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

    /// `id`, unless the byte at the current position is where the file stops being UTF-8 (or
    /// starts as UTF-16), which is the mistake to report there whatever was expected.
    func foundHere(_ id: DiagnosticID) -> DiagnosticID {
        guard index < bytes.count, bytes[index] >= 0x80 else { return id }
        return describeNonASCII().hasSuffix("save it as UTF-8)") ? .invalidUTF8 : id
    }

    func describeByteInline(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "(byte 0x\(hex(byte)))"
    }

    func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
