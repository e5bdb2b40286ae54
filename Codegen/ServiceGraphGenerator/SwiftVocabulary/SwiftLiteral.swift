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

    /// A double-quoted string literal that means exactly `text` at run time.
    static func string(_ text: String) -> String {
        TextEscaping.swiftString(text)
    }

    /// `path` as the file of a `#sourceLocation` directive, whose string the compiler takes
    /// as written, without escapes: backslashes become slashes (Windows accepts both); nil
    /// when it holds a quote or a character that needs an escape.
    static func sourceLocationFile(_ path: String) -> String? {
        let path = String(path.map { $0 == "\\" ? "/" : $0 })
        let writable = path.unicodeScalars.allSatisfy { $0 != "\"" && !TextEscaping.isHidden($0) }
        return writable && !path.isEmpty ? path : nil
    }
}
