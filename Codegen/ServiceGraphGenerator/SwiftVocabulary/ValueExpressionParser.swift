extension ValueExpression {
    /// Why a string is not a value expression, and where: the UTF-8 offset of the first byte
    /// that does not fit the grammar.
    struct ParseError: Error, Equatable {
        var reason: String
        var offset: Int
    }

    /// Parses `text`, or explains the first thing that is not part of a value.
    ///
    ///     expression := literal | "." chain | TypeName chain-rest
    ///     literal    := integer | float | string | "true" | "false" | "nil"
    ///     chain      := step ("." step)*
    ///     step       := identifier ("(" [argument ("," argument)*] ")")?
    ///     argument   := [identifier ":"] expression
    static func parse(_ text: String) throws(ParseError) -> ValueExpression {
        var parser = ValueExpressionParser(bytes: Array(text.utf8))
        return try parser.parseWhole()
    }
}

private struct ValueExpressionParser {
    let bytes: [UInt8]
    private var position = 0
    /// Bounds the recursion of nested calls.
    private var depth = 0
    private static let maximumDepth = 32

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parseWhole() throws(ValueExpression.ParseError) -> ValueExpression {
        skipSpaces()
        let value = try parseExpression()
        skipSpaces()
        guard position == bytes.count else { throw failure("unexpected \(describeCurrent()) after '\(value.source)'") }
        return value
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func parseExpression() throws(ValueExpression.ParseError) -> ValueExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw failure("it nests more than \(Self.maximumDepth) calls") }
        guard let byte = current else { throw failure("a value is missing") }
        switch byte {
        case UInt8(ascii: "\""):
            return try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "."):
            position += 1
            return .member(implicit: true, steps: try parseSteps(implicit: true))
        case _ where SwiftNames.isIdentifierHead(byte):
            let start = position
            let name = readIdentifier()
            switch name {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "nil": return .nilLiteral
            case "Self", "Any":
                throw failure("'\(name)' cannot start a value; name the type itself", at: start)
            case _ where !SwiftNames.isTypeName(name):
                throw failure(
                    "'\(name)' is not a type: a value starts with a literal, with '.' (an enum case or "
                        + "static member of the parameter's type) or with a type's name; a service, config value or "
                        + "input cannot be read inside a value (pass it as a dependency of its own)", at: start)
            default:
                position = start
                return .member(implicit: false, steps: try parseSteps(implicit: false))
            }
        default:
            throw failure("unexpected \(describeCurrent())")
        }
    }

    /// `name(arguments).name...`, from the type's name or the member after the leading dot.
    private mutating func parseSteps(implicit: Bool) throws(ValueExpression.ParseError) -> [ValueExpression.Step] {
        var steps: [ValueExpression.Step] = []
        repeat {
            let start = position
            let name = readIdentifier()
            guard !name.isEmpty else { throw failure("a member's name is missing after '.'") }
            // The first step of `Duration.seconds(5)` is the type; every other names a member.
            if !steps.isEmpty || implicit, ["self", "Type", "Protocol", "super", "deinit", "subscript"].contains(name) {
                throw failure("'.\(name)' does not read a member's value", at: start)
            }
            var step = ValueExpression.Step(name: name)
            if current == UInt8(ascii: "(") {
                position += 1
                step.arguments = try parseArguments()
            }
            steps.append(step)
        } while consume(UInt8(ascii: "."))
        return steps
    }

    /// The arguments after `(`, through the closing `)`.
    private mutating func parseArguments() throws(ValueExpression.ParseError) -> [ValueExpression.Argument] {
        var arguments: [ValueExpression.Argument] = []
        skipSpaces()
        if consume(UInt8(ascii: ")")) { return arguments }
        while true {
            skipSpaces()
            guard current != nil else { throw failure("')' is missing") }
            var argument = ValueExpression.Argument(label: nil, value: .nilLiteral)
            let start = position
            let label = readIdentifier()
            skipSpaces()
            if !label.isEmpty, consume(UInt8(ascii: ":")) {
                argument.label = label
                skipSpaces()
            } else {
                position = start
            }
            argument.value = try parseExpression()
            arguments.append(argument)
            skipSpaces()
            if consume(UInt8(ascii: ")")) { return arguments }
            guard consume(UInt8(ascii: ",")) else {
                throw failure(current == nil ? "')' is missing" : "expected ',' or ')', found \(describeCurrent())")
            }
        }
    }

    /// `"..."`, where only `\"` and `\\` are escapes.
    private mutating func parseString() throws(ValueExpression.ParseError) -> ValueExpression {
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
    private mutating func parseNumber() throws(ValueExpression.ParseError) -> ValueExpression {
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
    private mutating func readIdentifier() -> String {
        guard let first = current, SwiftNames.isIdentifierHead(first) else { return "" }
        let start = position
        while let byte = current, SwiftNames.isIdentifierBody(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while current == UInt8(ascii: " ") { position += 1 }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte == UInt8(ascii: " ") ? "space" : "character"
    }

    private func failure(_ reason: String, at offset: Int? = nil) -> ValueExpression.ParseError {
        .init(reason: reason, offset: offset ?? position)
    }
}
