/// What the manifest may put into Swift source as a name, and how it is spelled there.
enum SwiftNames {
    /// Words Swift reserves; a name that is one of them is written in backticks in generated code.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "some", "any", "async", "actor", "consume", "copy", "discard", "each", "macro", "then",
    ]

    /// Words that cannot name a generated property, enum case or parameter even in backticks.
    static let reservedIdentifiers: [String: String] = [
        "self": "'self' always means the component itself",
        "super": "'super' always means the superclass",
        "init": "'init' is the component's initializer",
        "deinit": "'deinit' is the component's deinitializer",
        "subscript": "'subscript' cannot name a property",
    ]

    /// Names every component already uses, which services, config values and inputs (all members
    /// of the component, and arguments of `TestComponent`'s initializer) cannot take.
    static let componentMembers: [String: String] = [
        "environment": "every component already has an 'environment' property",
        "warmUp": "every component already has a 'warmUp()' method",
        "shutdown": "every component already has a 'shutdown()' method",
        "usedFallbacks": "every component already has a 'usedFallbacks' property",
        "observer": "every component's initializer already takes an 'observer'",
    ]

    /// An ASCII identifier: a letter or underscore, then letters, digits and underscores.
    static func isIdentifier(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isIdentifierHead(first) else { return false }
        return bytes.dropFirst().allSatisfy(isIdentifierBody)
    }

    /// A name that becomes a type: an identifier starting with an uppercase letter.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        return isIdentifier(text)
    }

    /// A name that becomes a property or enum case: an identifier starting with a lowercase letter.
    static func isMemberName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return isIdentifier(text)
    }

    /// A lowerCamelCase spelling of `text` (`Logger` -> `logger`, `HTTPClient` -> `httpClient`,
    /// `my-service` -> `myService`), offered when a name is not a valid member name; nil when
    /// there is no obvious one (a leading digit, non-ASCII letters).
    static func memberNameSuggestion(for text: String) -> String? {
        guard text.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let words = text.split { !isIdentifierBody(UInt8($0.asciiValue ?? 0)) || $0 == "_" }.map(String.init)
        guard let first = words.first, let head = first.utf8.first, isIdentifierHead(head) else { return nil }
        var result = lowercasingLeadingCapitals(first)
        for word in words.dropFirst() {
            result += word.prefix(1).uppercased() + word.dropFirst()
        }
        let reserved = reservedIdentifiers[result] != nil || componentMembers[result] != nil
        return isMemberName(result) && result != text && !reserved ? result : nil
    }

    /// `Logger` -> `logger`, `QA` -> `qa`, `URLSession` -> `urlSession`.
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        // In `URLSession` the last capital starts the next word.
        if capitals > 1, capitals < characters.count { capitals -= 1 }
        if capitals == 0 { capitals = 1 }
        return characters.prefix(capitals).map { $0.lowercased() }.joined() + String(characters.dropFirst(capitals))
    }

    /// `name`, in backticks when Swift reserves it.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `label` as an argument label at a call: Swift accepts every keyword there unescaped (and
    /// warns about needless backticks) except `inout`.
    static func escapedArgumentLabel(_ label: String) -> String {
        label == "inout" ? "`inout`" : label
    }

    /// `profileViewModel` -> `makeProfileViewModel`: how a service with parameters is exposed.
    static func factoryFunction(for service: String) -> String {
        "make" + capitalized(service)
    }

    /// `account` -> `makeAccountComponent`: how a parent's component makes a scope's.
    static func scopeFactoryFunction(for scope: String) -> String {
        "make" + capitalized(scope) + "Component"
    }

    // A module's manifest (`module` names it) starts every generated type's name with the
    // module's: `HealthComponent`, `DevHealthComponent`, `HealthAccountComponent`, so the modules
    // an app composes never clash with each other or with the app's own `AppComponent`.

    /// `DevComponent` for the app (`scope` nil), `DevAccountComponent` for scope `account`;
    /// `DevHealthComponent` and `DevHealthAccountComponent` in module `Health`.
    static func componentClass(environment: String, scope: String?, module: String? = nil) -> String {
        capitalized(environment) + (module.map(capitalized) ?? "") + (scope.map(capitalized) ?? "") + "Component"
    }

    /// `AccountComponent` for scope `account`; `AppComponent` for the app (`scope` nil);
    /// `HealthComponent` and `HealthAccountComponent` in module `Health`.
    static func componentProtocol(scope: String?, module: String? = nil) -> String {
        guard let module else { return capitalized(scope ?? "app") + "Component" }
        return capitalized(module) + (scope.map(capitalized) ?? "") + "Component"
    }

    /// `AccountComponentBase`: the class every component of the scope subclasses.
    static func componentBaseClass(scope: String?, module: String? = nil) -> String {
        componentProtocol(scope: scope, module: module) + "Base"
    }

    /// `AppEnvironment`; `HealthEnvironment` in module `Health`.
    static func environmentEnum(module: String?) -> String {
        (module.map(capitalized) ?? "App") + "Environment"
    }

    /// `makeAppComponent`; `makeHealthComponent` in module `Health`.
    static func rootFactoryFunction(module: String?) -> String {
        "make" + (module.map(capitalized) ?? "App") + "Component"
    }

    /// `HealthRequirements`: what module `Health` reads from whoever composes it;
    /// `HealthAccountRequirements` for its scope `account`.
    static func requirementsProtocol(module: String, scope: String? = nil) -> String {
        capitalized(module) + (scope.map(capitalized) ?? "") + "Requirements"
    }

    /// Every type generated for a scope: its protocol, base class and one class per environment
    /// (`test` included); the environment enum too for the app's scope (`scope` nil), and for a
    /// module's, its requirements protocol.
    static func scopeTypes(scope: String?, environments: [String], module: String? = nil) -> [String] {
        var types =
            [componentProtocol(scope: scope, module: module), componentBaseClass(scope: scope, module: module)]
            + (environments + [testEnvironmentName]).map { componentClass(environment: $0, scope: scope, module: module) }
        if scope == nil { types.append(environmentEnum(module: module)) }
        if let module { types.append(requirementsProtocol(module: module, scope: scope)) }
        return types
    }

    /// `dev` -> `Dev`: the first letter uppercased, for type names built from manifest names.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
