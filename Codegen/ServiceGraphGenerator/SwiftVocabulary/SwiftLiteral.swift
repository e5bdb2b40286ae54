/// Config values as Swift literals that mean, at run time, exactly what the manifest says.
enum SwiftLiteral {
    static func config(_ value: ConfigValue) -> String {
        switch value {
        case .string(let text): string(text)
        case .number(let number): number
        case .bool(let flag): flag ? "true" : "false"
        case .array(let elements): "[" + elements.map(config).joined(separator: ", ") + "]"
        case .code(let path): path.joined(separator: ".")
        }
    }

    /// A double-quoted string literal. Backslashes and quotes are escaped, so `\(` stays text;
    /// line breaks, control characters and invisible formatting characters (which could hide
    /// what the source says) are written as escapes; everything else is kept as written.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `path` as the file of a `#sourceLocation` directive, whose string the compiler takes
    /// as written, without escapes: backslashes become slashes (Windows accepts both); nil
    /// when it holds a quote or a character that needs an escape.
    static func sourceLocationFile(_ path: String) -> String? {
        let path = String(path.map { $0 == "\\" ? "/" : $0 })
        let writable = path.unicodeScalars.allSatisfy { $0 != "\"" && !needsEscape($0) }
        return writable && !path.isEmpty ? path : nil
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        // Line and paragraph separators, bidirectional controls, zero-width and byte-order marks.
        case 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
