/// Accumulates generated Swift, one indented line at a time.
struct SwiftWriter {
    /// Everything written so far, each line ending in a line break.
    private(set) var text = ""
    private var indentation = 0

    /// Writes `line` at the current indentation; each line of a multi-line `line` (a closure
    /// with `#sourceLocation` directives inside an expression) is indented alike.
    mutating func line(_ line: String = "") {
        // Almost every line is one line: nothing to split.
        guard line.utf8.contains(UInt8(ascii: "\n")) else {
            append(line[...])
            return
        }
        for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
            append(part)
        }
    }

    private mutating func append(_ part: Substring) {
        if !part.isEmpty {
            for _ in 0..<indentation { text += "    " }
            text += part
        }
        text += "\n"
    }

    /// Writes a one-line `line` starting at `column` (1 for the line's start), whatever the
    /// indentation: for code whose column the compiler reports, mapped to the manifest.
    mutating func line(_ line: String, atColumn column: Int) {
        text += String(repeating: " ", count: max(0, column - 1)) + line + "\n"
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        indented(body)
        line(closing)
    }

    /// Writes `body` one level deeper.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// A class's stored properties (each `declaration` such as `private weak var component: T?`,
    /// stored as `name`) and the initializer that sets them from its unlabelled first argument
    /// and labelled others, of the types `parameterType`.
    mutating func storedProperties(_ properties: [(declaration: String, name: String, parameterType: String)]) {
        properties.forEach { line($0.declaration) }
        line()
        let parameters = properties.enumerated().map { ($0 == 0 ? "_ " : "") + "\($1.name): \($1.parameterType)" }
        block("init(\(parameters.joined(separator: ", "))) {") { writer in
            properties.forEach { writer.line("self.\($0.name) = \($0.name)") }
        }
    }

    /// `///` lines for `text`: each of its lines becomes one comment line, so no manifest
    /// text can end the comment early and become code.
    mutating func documentation(_ text: String) {
        for docLine in Self.commentLines(text) {
            line(docLine.isEmpty ? "///" : "/// \(docLine)")
        }
    }

    /// Writes `line`; when it comes from the manifest, between `#sourceLocation` directives
    /// naming `file` and the manifest line, so the compiler reports its errors there.
    mutating func line(_ line: CodeLine, sourceFile file: String) {
        guard let origin = line.origin else {
            self.line(line.text)
            return
        }
        self.line(Self.sourceLocation(file: file, line: origin.line))
        self.line(line.text)
        self.line("#sourceLocation()")
    }

    /// The directive that makes the compiler report the next line as `line` of `file`.
    static func sourceLocation(file: String, line: Int) -> String {
        "#sourceLocation(file: \"\(file)\", line: \(line))"
    }

    static func commentLines(_ text: String) -> [String] {
        // Most documentation is one line of printable text: nothing to split or replace.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return [text.trimmingTrailingSpaces()]
        }
        var result: [String] = []
        var current = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where previousWasCarriageReturn:
                break
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result.append(current)
                current = ""
            default:
                // Other control characters would be invisible or confusing in source.
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                    current.unicodeScalars.append(" ")
                } else {
                    current.unicodeScalars.append(scalar)
                }
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        result.append(current)
        return result.map { $0.trimmingTrailingSpaces() }
    }
}

/// A line of generated code, and where in the manifest the code it holds was written.
struct CodeLine {
    var text: String
    var origin: SourceLocation?

    init(_ text: String, origin: SourceLocation? = nil) {
        self.text = text
        self.origin = origin
    }

    func prefixed(_ prefix: String) -> CodeLine {
        CodeLine(prefix + text, origin: origin)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = Substring(self)
        while copy.last == " " { copy.removeLast() }
        return String(copy)
    }
}
