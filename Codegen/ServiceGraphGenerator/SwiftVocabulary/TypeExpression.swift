/// A Swift type as the manifest writes it (`any Logger`, `[String: Int]`, `Foo.Bar<Baz>?`).
///
/// The manifest's type strings are parsed with a small grammar and printed back from the parse,
/// so nothing but a type can ever reach the generated source:
///
///     type      := 'any' named ('&' named)* | named ('&' named)+ | function | postfix
///     function  := ('@Sendable' | '@MainActor')* '(' (type (',' type)*)? ')' 'async'? 'throws'? '->' type
///     postfix   := primary '?'*
///     primary   := named | '[' type ']' | '[' type ':' type ']' | '(' function ')' | '(' existential ')'
///     named     := component ('.' component)*
///     component := identifier ('<' type (',' type)* '>')?
///
/// (A parenthesized existential or function must be made optional: `(any Clock)?`.)
indirect enum TypeExpression: Equatable, Sendable {
    case named([NamedComponent])
    case array(TypeExpression)
    case dictionary(key: TypeExpression, value: TypeExpression)
    case optional(TypeExpression)
    case existential([TypeExpression])
    case composition([TypeExpression])
    /// `@Sendable (URL) async throws -> Data`: its attributes (`Sendable`, `MainActor`), in order.
    case function(attributes: [String], parameters: [TypeExpression], isAsync: Bool, throws: Bool, result: TypeExpression)

    struct NamedComponent: Equatable, Sendable {
        var name: String
        var genericArguments: [TypeExpression]
    }

    /// The type as Swift source, in one canonical spelling.
    var source: String {
        switch self {
        case .named(let components):
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : "\(component.name)<\(component.genericArguments.map(\.source).joined(separator: ", "))>"
            }.joined(separator: ".")
        case .array(let element):
            return "[\(element.source)]"
        case .dictionary(let key, let value):
            return "[\(key.source): \(value.source)]"
        case .optional(let wrapped):
            return wrapped.optionalSource
        case .existential(let constraints):
            return "any " + constraints.map(\.source).joined(separator: " & ")
        case .composition(let members):
            return members.map(\.source).joined(separator: " & ")
        case .function(let attributes, let parameters, let isAsync, let throwing, let result):
            let prefix = attributes.map { "@\($0) " }.joined()
            let effects = (isAsync ? " async" : "") + (throwing ? " throws" : "")
            return "\(prefix)(\(parameters.map(\.source).joined(separator: ", ")))\(effects) -> \(result.source)"
        }
    }

    /// The type as an initializer's or function's parameter that is stored: `@escaping` before a
    /// function type, which Swift otherwise takes as not escaping.
    var storedParameterSource: String {
        if case .function = self { return "@escaping " + source }
        return source
    }

    /// Whether the type could be a function type under another name (`typealias EventHandler =
    /// @Sendable (String) -> Void`), which Swift takes as not escaping as a parameter, and before
    /// which `@escaping` cannot be written without knowing: any name but the standard library's
    /// and Foundation's common value types and `nominalTypes` (the target's own classes,
    /// structures, enumerations, protocols and actors). Arrays, dictionaries, optionals and
    /// existentials always escape; a function type written out is `@escaping`.
    func couldNameAFunctionType(nominalTypes: Set<String>) -> Bool {
        guard case .named(let components) = self, components.count == 1 else { return isNamed }
        return !Self.valueTypeNames.contains(components[0].name) && !nominalTypes.contains(components[0].name)
    }

    /// `T?`, parenthesised where Swift needs it (`(any Logger)?`).
    var optionalSource: String {
        switch self {
        case .existential, .composition, .function: "(\(source))?"
        default: "\(source)?"
        }
    }

    /// `T.self`, parenthesised where Swift needs it (`(any Logger).self`).
    var metatypeSource: String {
        switch self {
        case .existential, .composition, .function: "(\(source)).self"
        default: "\(source).self"
        }
    }

    /// False for types that are certainly not classes (arrays, dictionaries, optionals, the
    /// standard library's and Foundation's common value types); any other name or an existential
    /// may be a class, which the compiler checks.
    var couldBeClass: Bool {
        switch self {
        case .array, .dictionary, .optional, .function: false
        case .named(let components): !(components.count == 1 && Self.valueTypeNames.contains(components[0].name))
        default: true
        }
    }

    private static let valueTypeNames: Set<String> = [
        "Bool", "Character", "Data", "Date", "Decimal", "Double", "Duration", "Float", "Int", "Int8", "Int16",
        "Int32", "Int64", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID",
    ]

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether this is a plain (possibly generic, possibly dotted) type name, the only form
    /// an implementation may take, since it is called as an initializer.
    var isNamed: Bool {
        if case .named = self { return true }
        return false
    }
}
