extension ValueExpression {
    /// Why a string is not a value expression, and where: the UTF-8 offset of the first byte
    /// that does not fit the grammar.
    struct ParseError: Error, Equatable {
        var reason: String
        var offset: Int
    }

    /// A value as parsed, with the names of the graph it reads and the free functions it calls,
    /// each where it is written.
    struct Parsed: Equatable, Sendable {
        var expression: ValueExpression
        var namesRead: [WrittenName]
        var functionsCalled: [WrittenName]
    }

    /// Parses `text`, or explains the first thing that is not part of a value.
    ///
    ///     expression := literal | "." chain | TypeName chain-rest | metatype | call | name
    ///     literal    := integer | float | string | "true" | "false" | "nil"
    ///     chain      := step ("." step)*
    ///     step       := identifier ("(" [argument ("," argument)*] ")")?
    ///     metatype   := TypeName ("." TypeName)* ".self"
    ///     call       := function "(" [argument ("," argument)*] ")" ("." step)*
    ///     name       := lowercaseName ("." identifier)*
    ///     argument   := [identifier ":"] expression
    ///
    /// A lowercase identifier followed by `(` is a free function; otherwise it is a name of the
    /// graph (a service, config value, input or parameter), whose members are read, never called.
    static func parse(_ text: String) throws(ParseError) -> ValueExpression {
        try parseReadingNames(text).expression
    }

    /// `parse`, with where each name of the graph and each free function is written.
    static func parseReadingNames(_ text: String) throws(ParseError) -> Parsed {
        var parser = ValueExpressionParser(bytes: Array(text.utf8))
        let expression = try parser.parseWhole()
        return Parsed(expression: expression, namesRead: parser.namesRead, functionsCalled: parser.functionsCalled)
    }
}

struct ValueExpressionParser {
    let bytes: [UInt8]
    var position = 0
    private(set) var namesRead: [ValueExpression.WrittenName] = []
    private(set) var functionsCalled: [ValueExpression.WrittenName] = []
    /// Bounds the recursion of nested calls.
    private var depth = 0
    private static let maximumDepth = 32

    /// How a chain of steps starts, which decides what its steps may be.
    private enum ChainStart {
        /// `.minutes(20)`: a member of the parameter's type.
        case implicitMember
        /// `Duration.seconds(5)`, `FeatureFlag.self`.
        case typeName
        /// `sdkGitSha()`: a free function's call.
        case function
    }

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

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

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
            return .member(implicit: true, steps: try parseSteps(startingWith: .implicitMember))
        case _ where SwiftNames.isIdentifierHead(byte):
            let start = position
            let name = readIdentifier()
            switch name {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            case "nil": return .nilLiteral
            case "Self", "Any":
                throw failure("'\(name)' cannot start a value; name the type itself", at: start)
            case _ where SwiftNames.reservedIdentifiers[name] != nil:
                throw failure("'\(name)' cannot start a value", at: start)
            case _ where SwiftNames.isTypeName(name):
                position = start
                let steps = try parseSteps(startingWith: .typeName)
                guard steps.count > 1 || steps[0].arguments != nil else {
                    throw failure(
                        "'\(name)' is a type's name alone; a value calls its initializer (\(name)()), reads a static member "
                            + "(\(name).shared) or its metatype (\(name).self); a view is passed as a dependency of its own "
                            + "(\"dependencies: \(name)\")", at: start)
                }
                return .member(implicit: false, steps: steps)
            case _ where current == UInt8(ascii: "("):
                position = start
                return try parseFunctionCall(named: name)
            default:
                return try parseNameRead(name, at: start)
            }
        default:
            throw failure("unexpected \(describeCurrent())")
        }
    }

    /// `sdkGitSha()`, `makeID(prefix: "x").uppercased()`, from the function's name.
    private mutating func parseFunctionCall(named name: String) throws(ValueExpression.ParseError) -> ValueExpression {
        if name == "provider" || name == "scope" {
            throw failure(
                "'\(name)(...)' is a dependency of its own, not a value: pass it as one "
                    + "(\"delegate: provider(coordinator)\", \"makeTab: scope(tab)\")")
        }
        if SwiftNames.keywords.contains(name) { throw failure("'\(name)' is a Swift keyword, not a function") }
        functionsCalled.append(.init(name: name, offset: position))
        return .functionCall(steps: try parseSteps(startingWith: .function))
    }

    /// `appGroup`, `user.id`: a name of the graph, and the members read from it, from after its name.
    private mutating func parseNameRead(_ name: String, at start: Int) throws(ValueExpression.ParseError) -> ValueExpression {
        var members: [String] = []
        while consume(UInt8(ascii: ".")) {
            let memberStart = position
            let member = readIdentifier()
            guard !member.isEmpty else { throw failure("a member's name is missing after '.'") }
            if SwiftNames.reservedIdentifiers[member] != nil || member == "Type" {
                throw failure("'.\(member)' does not read a member's value", at: memberStart)
            }
            members.append(member)
        }
        if current == UInt8(ascii: "(") {
            let path = ([name] + members).joined(separator: ".")
            throw failure(
                "'\(path)' is read from the graph, and a value reads only members of it, never calls them "
                    + "(a free function's call is a name directly followed by '(': 'makeID(prefix: \"x\")')")
        }
        namesRead.append(.init(name: name, members: members, offset: start))
        return .graphRead(name: name, members: members)
    }

    /// `name(arguments).name...`, from the type's or function's name or the member after the leading dot.
    private mutating func parseSteps(startingWith start: ChainStart) throws(ValueExpression.ParseError) -> [ValueExpression.Step] {
        var steps: [ValueExpression.Step] = []
        repeat {
            let stepStart = position
            let name = readIdentifier()
            guard !name.isEmpty else { throw failure("a member's name is missing after '.'") }
            // The first step of `Duration.seconds(5)` is the type, of `sdkGitSha()` the function;
            // every other names a member, or, last after types' names, the metatype (`.self`).
            let namesAMember = !steps.isEmpty || start == .implicitMember
            if namesAMember, name == "self", start == .typeName, current != UInt8(ascii: "("), current != UInt8(ascii: "."),
                steps.allSatisfy({ $0.arguments == nil && SwiftNames.isTypeName($0.name) })
            {
                steps.append(ValueExpression.Step(name: name))
                return steps
            }
            if namesAMember, ["self", "Type", "Protocol", "super", "deinit", "subscript"].contains(name) {
                throw failure(
                    "'.\(name)' does not read a member's value"
                        + (name == "self" ? "; '.self' follows only types' names, as a metatype (FeatureFlag.self)" : ""),
                    at: stepStart)
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
}
