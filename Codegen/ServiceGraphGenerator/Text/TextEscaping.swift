/// Manifest text written into another language: a Swift string literal, a JSON string, a DOT
/// string, a Mermaid label, a diagnostic. Each maps the characters its language reads specially
/// and keeps the rest, so no name, type or doc from the manifest can end a string early or become
/// code, markup or an invisible character; every renderer escapes through here.
enum TextEscaping {
    /// A double-quoted Swift string literal. Backslashes and quotes are escaped, so `\(` stays
    /// text; line breaks, control characters and invisible formatting characters (which could
    /// hide what the source says) are written as escapes.
    static func swiftString(_ text: String) -> String {
        "\""
            + mapping(text, swiftEscapes) { scalar in
                isHidden(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : nil
            } + "\""
    }

    /// A double-quoted JSON string (RFC 8259): quotes, backslashes and control characters escaped.
    static func jsonString(_ text: String) -> String {
        "\""
            + mapping(text, jsonEscapes) { scalar in
                guard scalar.value < 0x20 else { return nil }
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } + "\""
    }

    /// A double-quoted Graphviz DOT string; a line break becomes DOT's centred `\n`.
    static func dotString(_ text: String) -> String {
        "\"" + mapping(text, dotEscapes) + "\""
    }

    /// A Mermaid label's text, to go between its quotes: the characters Mermaid reads as markup
    /// become entity codes, and a line break a space (`<br/>` separates lines).
    static func mermaidLabel(_ text: String) -> String {
        mapping(text, mermaidEscapes)
    }

    /// A JSON document made safe to sit inside an HTML `<script>` element: `<`, `>` and `&` become
    /// `\u003c`, `\u003e` and `\u0026`, so no text in it can close the element (`</script>`) or open
    /// a comment (`<!--`), and U+2028 and U+2029, line breaks to older JavaScript, are escaped too.
    /// JSON's own syntax uses none of these characters, so they occur only inside strings, where
    /// the escape reads back as the same text.
    static func jsonInHTMLScript(_ json: String) -> String {
        mapping(json, scriptEscapes)
    }

    private static let swiftEscapes: [Unicode.Scalar: String] = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
    ]
    private static let jsonEscapes: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ]
    private static let scriptEscapes: [Unicode.Scalar: String] = [
        "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u{2028}": "\\u2028", "\u{2029}": "\\u2029",
    ]
    private static let dotEscapes: [Unicode.Scalar: String] = ["\"": "\\\"", "\\": "\\\\", "\n": "\\n"]
    private static let mermaidEscapes: [Unicode.Scalar: String] = [
        "\"": "#quot;", "<": "#lt;", ">": "#gt;", "|": "#124;", "\n": " ",
    ]

    /// Manifest text quoted in a diagnostic, on one line: line breaks and control characters
    /// escaped, and cut after `limit` characters (with `...`).
    static func diagnostic(_ text: String, limit: Int? = nil) -> String {
        let scalars = text.unicodeScalars
        let kept = limit.map { String(String.UnicodeScalarView(scalars.prefix($0))) } ?? text
        let tail = limit.map { scalars.count > $0 ? "..." : "" } ?? ""
        return mapping(kept, diagnosticEscapes) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}"
                ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        } + tail
    }

    /// Characters a reader of source would not see: controls, line and paragraph separators,
    /// bidirectional controls, zero-width characters and byte-order marks.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0: true
        case 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static let diagnosticEscapes: [Unicode.Scalar: String] = ["\n": "\\n", "\r": "\\r", "\t": "\\t"]

    /// `text` with each scalar in `escapes`, or else mapped by `otherwise`, written as its
    /// replacement.
    private static func mapping(
        _ text: String, _ escapes: [Unicode.Scalar: String], otherwise: (Unicode.Scalar) -> String? = { _ in nil }
    ) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if let replaced = escapes[scalar] ?? otherwise(scalar) {
                result += replaced
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
