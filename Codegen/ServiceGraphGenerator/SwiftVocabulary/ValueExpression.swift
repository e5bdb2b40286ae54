/// A value written in the manifest as Swift writes it: a literal (`3`, `2.5`, `"main"`, `true`,
/// `nil`), an enum case or static member (`.minutes(20)`, `Duration.seconds(5)`,
/// `Locale.current`), or an initializer (`UUID()`). The generator parses it into this value and
/// writes it back out from its parts, so no manifest text reaches the generated file unchecked.
indirect enum ValueExpression: Equatable, Sendable {
    /// `42`, `-3`, `1_000`, `0xFF`, as written.
    case integer(String)
    /// `2.5`, `-0.25`, `1e-3`, as written.
    case float(String)
    /// The characters between the quotes, with `\"` and `\\` read as one character each.
    case string(String)
    case boolean(Bool)
    case nilLiteral
    /// `.minutes(20)` (implicit: the type is the parameter's), or `Duration.seconds(5)` and
    /// `UUID()`, whose first step names a type.
    case member(implicit: Bool, steps: [Step])

    /// One name of a member chain, called when it has arguments (`seconds(5)`, `UUID()`).
    struct Step: Equatable, Sendable {
        var name: String
        var arguments: [Argument]?
    }

    struct Argument: Equatable, Sendable {
        var label: String?
        var value: ValueExpression
    }

    /// The expression as the generated code writes it.
    var source: String {
        switch self {
        case .integer(let digits), .float(let digits): digits
        case .string(let text): SwiftLiteral.string(text)
        case .boolean(let value): value ? "true" : "false"
        case .nilLiteral: "nil"
        case .member(let implicit, let steps): (implicit ? "." : "") + steps.map(\.source).joined(separator: ".")
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
    var source: String {
        guard let arguments else { return name }
        let list = arguments.map { argument in
            argument.label.map { "\(SwiftNames.escapedArgumentLabel($0)): " } ?? ""
        }
        return name + "(" + zip(list, arguments).map { $0 + $1.value.source }.joined(separator: ", ") + ")"
    }
}
