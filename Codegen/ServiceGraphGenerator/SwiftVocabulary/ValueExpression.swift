/// A value written in the manifest as Swift writes it: a literal (`3`, `2.5`, `"main"`, `true`,
/// `nil`), an enum case or static member (`.minutes(20)`, `Duration.seconds(5)`,
/// `Locale.current`), an initializer (`UUID()`), a metatype (`FeatureFlag.self`), a call of a free
/// function (`sdkGitSha()`), or, inside a call's arguments, a name of the graph (`appGroup`,
/// `user.id`). The generator parses it into this value and writes it back out from its parts, so
/// no manifest text reaches the generated file unchecked.
indirect enum ValueExpression: Equatable, Sendable {
    /// `42`, `-3`, `1_000`, `0xFF`, as written.
    case integer(String)
    /// `2.5`, `-0.25`, `1e-3`, as written.
    case float(String)
    /// The characters between the quotes, with `\"` and `\\` read as one character each.
    case string(String)
    case boolean(Bool)
    case nilLiteral
    /// `.minutes(20)` (implicit: the type is the parameter's), or `Duration.seconds(5)`, `UUID()`
    /// and `FeatureFlag.self`, whose first step names a type (a metatype's every step but `self` does).
    case member(implicit: Bool, steps: [Step])
    /// `sdkGitSha()`, `makeID(prefix: "x").uppercased()`: a free function, called (its first step
    /// always has arguments), then members of what it returns.
    case functionCall(steps: [Step])
    /// `appGroup`, `user.id`: a service, config value, input or parameter of the graph, and members
    /// of it, read like a dependency (the decoder makes each one a dependency of its own).
    case graphRead(name: String, members: [String])

    /// One name of a member chain, called when it has arguments (`seconds(5)`, `UUID()`).
    struct Step: Equatable, Sendable {
        var name: String
        var arguments: [Argument]?
    }

    struct Argument: Equatable, Sendable {
        var label: String?
        var value: ValueExpression
    }

    /// A name written in a value, and where: `appGroup` (a name of the graph) at UTF-8 offset 7 of
    /// `.named(appGroup)`, or `sdkGitSha` (a free function) at 0 of `sdkGitSha()`.
    struct WrittenName: Equatable, Sendable {
        var name: String
        /// The members read from a name of the graph (`id` in `user.id`).
        var members: [String] = []
        var offset: Int
    }

    /// The expression as the manifest writes it (names of the graph as written).
    var source: String { source { $0 } }

    /// The expression as the generated code writes it, each name of the graph as `path` reads it
    /// where the code runs (`appGroup`, `_parent.appGroup`).
    func source(naming path: (String) -> String) -> String {
        switch self {
        case .integer(let digits), .float(let digits): digits
        case .string(let text): SwiftLiteral.string(text)
        case .boolean(let value): value ? "true" : "false"
        case .nilLiteral: "nil"
        case .member(let implicit, let steps): (implicit ? "." : "") + steps.map { $0.source(naming: path) }.joined(separator: ".")
        case .functionCall(let steps): steps.map { $0.source(naming: path) }.joined(separator: ".")
        case .graphRead(let name, let members): path(name) + members.map { ".\($0)" }.joined()
        }
    }

    /// Whether `text` can only be meant as an expression, not as a name: it starts the way a
    /// literal or an implicit member does, calls something, or is a type's member. A lone type
    /// name (`FeedDependencies`) is a view and a lowercase path (`user.id`) a member of a name.
    static func looksLikeExpression(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        if ["true", "false", "nil"].contains(text) || text.contains("(") { return true }
        switch first {
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "\""), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return text.contains(".")
        default: return false
        }
    }
}

extension ValueExpression.Step {
    func source(naming path: (String) -> String) -> String {
        guard let arguments else { return name }
        let list = arguments.map { argument in
            argument.label.map { "\(SwiftNames.escapedArgumentLabel($0)): " } ?? ""
        }
        return name + "(" + zip(list, arguments).map { $0 + $1.value.source(naming: path) }.joined(separator: ", ") + ")"
    }
}
