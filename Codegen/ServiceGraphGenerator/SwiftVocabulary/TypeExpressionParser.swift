extension TypeExpression {
    /// Why a string is not a type expression, phrased to follow "is not a Swift type: ".
    struct ParseError: Error, Equatable {
        var reason: String
    }

    /// Parses `text`, or explains the first thing that is not part of a type.
    static func parse(_ text: String) throws(ParseError) -> TypeExpression {
        var parser = TypeExpressionParser(text)
        return try parser.parseWhole()
    }
}

private struct TypeExpressionParser {
    private enum Token: Equatable {
        case identifier(String)
        case punctuation(Character)
    }

    private var tokens: [Token] = []
    private var position = 0
    private let text: String
    private var tokenizeError: TypeExpression.ParseError?
    /// Bounds the recursion of nested generic arguments and collections.
    private var depth = 0
    private static let maximumDepth = 64

    init(_ text: String) {
        self.text = text
        tokenize()
    }

    mutating func parseWhole() throws(TypeExpression.ParseError) -> TypeExpression {
        if let tokenizeError { throw tokenizeError }
        guard !tokens.isEmpty else { throw .init(reason: "it is empty") }
        let type = try parseType()
        if position < tokens.count {
            if tokens[position] == .punctuation("(") {
                throw .init(
                    reason: "'(' after '\(type.source)': write the type's name alone, and its initializer's "
                        + "arguments in \"dependencies\"")
            }
            throw .init(reason: "unexpected \(describe(tokens[position])) after '\(type.source)'")
        }
        return type
    }

    private mutating func tokenize() {
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, SwiftNames.isIdentifierBody(UInt8(scalar.value)) {
                current.unicodeScalars.append(scalar)
                continue
            }
            if !current.isEmpty {
                tokens.append(.identifier(current))
                current = ""
            }
            switch scalar {
            case " ":
                continue
            case ".", "<", ">", ",", "[", "]", ":", "?", "&", "(", ")", "@", "-":
                tokens.append(.punctuation(Character(scalar)))
            default:
                tokenizeError = .init(reason: Self.explainForbidden(scalar))
                return
            }
        }
        if !current.isEmpty { tokens.append(.identifier(current)) }
    }

    private static func explainForbidden(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n", "\r": return "it contains a line break"
        case "\t": return "it contains a tab; separate words with spaces"
        case "/": return "it contains '/' (comments are not allowed)"
        case "\"", "'", "`": return "it contains the quote \(scalar)"
        case "!": return "it contains '!'; use '?' for an optional"
        default:
            if scalar.isASCII, scalar.value >= 0x21, scalar.value < 0x7F {
                return "it contains '\(scalar)'"
            }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return "it contains a control character (U+\(String(format4: scalar.value)))"
            }
            return "it contains the character U+\(String(format4: scalar.value)); type names must be ASCII"
        }
    }

    private mutating func parseType() throws(TypeExpression.ParseError) -> TypeExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .init(reason: "it is nested too deeply") }

        if case .identifier("some") = peek() {
            throw .init(reason: "opaque 'some' types cannot be stored; use 'any' instead")
        }
        if peek() == .punctuation("@") || peek() == .punctuation("(") {
            return try parseParenthesized()
        }
        if case .identifier("any") = peek() {
            position += 1
            var constraints = [try parseNamed()]
            while consume("&") { constraints.append(try parseNamed()) }
            return .existential(constraints)
        }
        let first = try parsePostfix()
        guard peek() == .punctuation("&") else { return first }
        var members = [first]
        while consume("&") { members.append(try parseNamed()) }
        guard members.allSatisfy(\.isNamed) else {
            throw .init(reason: "only named protocols and classes can be combined with '&'")
        }
        return .composition(members)
    }

    private mutating func parsePostfix() throws(TypeExpression.ParseError) -> TypeExpression {
        var type = try parsePrimary()
        while consume("?") { type = .optional(type) }
        return type
    }

    private mutating func parsePrimary() throws(TypeExpression.ParseError) -> TypeExpression {
        guard consume("[") else { return try parseNamed() }
        let element = try parseType()
        if consume(":") {
            let value = try parseType()
            try expect("]", after: "the dictionary's value type")
            return .dictionary(key: element, value: value)
        }
        try expect("]", after: "the array's element type")
        return .array(element)
    }

    /// What starts with attributes or `(`, read once, left to right: a function type,
    /// `@Sendable (A, B) async throws -> C`, or an existential or function type made optional,
    /// `(any Clock)?`, as Swift spells it anywhere a type goes (`[(any UserScript)?]`). The
    /// parentheses of the latter are not kept: `optionalSource` writes them.
    private mutating func parseParenthesized() throws(TypeExpression.ParseError) -> TypeExpression {
        var attributes: [String] = []
        while consume("@") {
            guard case .identifier(let name) = peek(), ["Sendable", "MainActor"].contains(name) else {
                throw .init(
                    reason: "only '@Sendable' and '@MainActor' are allowed before a function type, found "
                        + (peek().map(describe) ?? "the end"))
            }
            position += 1
            attributes.append(name)
        }
        try expect("(", after: attributes.isEmpty ? "the start" : "'@\(attributes.last!)'")
        let notSupported =
            "tuples are not supported (parentheses are allowed around a function's parameters, and "
            + "around an existential or a function type made optional: '(any Clock)?')"
        var elements: [TypeExpression] = []
        if !consume(")") {
            repeat { elements.append(try parseType()) } while consume(",")
            guard consume(")") else {
                throw .init(
                    reason: "expected ')' after '\(elements.last!.source)', found "
                        + "\(peek().map(describe) ?? "the end"); \(notSupported)")
            }
        }
        let isAsync = consumeIdentifier("async")
        let throwing = consumeIdentifier("throws")
        if !attributes.isEmpty || isAsync || throwing || peek() == .punctuation("-") {
            guard consume("-") else {
                throw .init(
                    reason: "expected '->' and a result type after the function's parameters, found "
                        + (peek().map(describe) ?? "the end"))
            }
            try expect(">", after: "'-' (a function type's '->')")
            return .function(
                attributes: attributes, parameters: elements, isAsync: isAsync, throws: throwing,
                result: try parseType())
        }
        guard elements.count == 1 else {
            throw .init(reason: elements.isEmpty ? "'()' is not a type; \(notSupported)" : notSupported)
        }
        let inner = elements[0]
        switch inner {
        case .existential, .composition, .function:
            guard peek() == .punctuation("?") else {
                throw .init(
                    reason: "parentheses are only allowed around an existential or a function type made "
                        + "optional; write '\(inner.source)' without them, or '(\(inner.source))?'")
            }
            var type = inner
            while consume("?") { type = .optional(type) }
            return type
        default:
            throw .init(reason: "parentheses around '\(inner.source)': \(notSupported)")
        }
    }

    private mutating func consumeIdentifier(_ name: String) -> Bool {
        guard peek() == .identifier(name) else { return false }
        position += 1
        return true
    }

    private mutating func parseNamed() throws(TypeExpression.ParseError) -> TypeExpression {
        var components: [TypeExpression.NamedComponent] = []
        repeat {
            guard case .identifier(let name) = peek() else {
                throw .init(reason: "expected a type name, found \(peek().map(describe) ?? "the end")")
            }
            guard let head = name.utf8.first, SwiftNames.isIdentifierHead(head) else {
                throw .init(reason: "'\(name)' is not a type name")
            }
            if SwiftNames.keywords.contains(name), !["Any", "Self"].contains(name) {
                throw .init(reason: "'\(name)' is a Swift keyword, not a type name")
            }
            position += 1
            var arguments: [TypeExpression] = []
            if consume("<") {
                repeat { arguments.append(try parseType()) } while consume(",")
                try expect(">", after: "the generic arguments of '\(name)'")
            }
            components.append(.init(name: name, genericArguments: arguments))
        } while consume(".")
        return .named(components)
    }

    private func peek() -> Token? {
        position < tokens.count ? tokens[position] : nil
    }

    private mutating func consume(_ punctuation: Character) -> Bool {
        guard peek() == .punctuation(punctuation) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ punctuation: Character, after what: String) throws(TypeExpression.ParseError) {
        guard consume(punctuation) else {
            throw .init(reason: "expected '\(punctuation)' after \(what), found \(peek().map(describe) ?? "the end")")
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let name): "'\(name)'"
        case .punctuation(let character): "'\(character)'"
        }
    }
}

extension String {
    /// A code point as four or more uppercase hexadecimal digits: `0007`, `2028`.
    init(format4 value: UInt32) {
        let hex = String(value, radix: 16, uppercase: true)
        self = String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
