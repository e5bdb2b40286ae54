/// Mistakes in the manifest's shape (keys and JSON types), its names and its Swift types, which
/// `ManifestDecoder` reports (except duplicate names, which `GraphChecker` reports).
extension DiagnosticID {
    static let manifestIDs: [DiagnosticID] = [
        .wrongValueKind, .missingRequiredKey, .unknownKey, .keyNotAllowedHere, .invalidChoice, .unsupportedVersion,
        .listedTwice, .invalidModuleName, .invalidName, .reservedName, .duplicateName, .invalidType,
        .implementationNotConcrete, .missingTypeOrFactory, .bothTypeAndFactory, .invalidStaticMember,
    ]

    static let wrongValueKind = DiagnosticID(
        "WrongValueKind", "Value of the wrong JSON type",
        #"""
        The key exists but its value has the wrong JSON type: an object, an array, a string, `true`/`false`, an
        integer, or one of a few strings, as the message says. The manifest itself is one JSON object with
        `version` and `services`, not an array, string, number or `null`. An implementation (`real`, `mock`,
        `fallback`, a variant, an input's `testDefault`) is a type name (`"ConsoleLogger"`) or an object such as
        `{"type": "ConsoleLogger", "dependencies": ["clock"]}` or `{"factory": "Logger.shared"}`. Write the value
        in the expected form.
        """#)

    static let missingRequiredKey = DiagnosticID(
        "MissingRequiredKey", "Missing required key",
        #"""
        An object lacks a key it needs: `version` and `services` in the manifest; `type` and `real` in a service;
        `type` in a config value, an input, a requirement or a collection; `name` and `type` in a parameter; `to`
        in a contribution; `code` in a config value written as code. The error points at the object's `{`. Add
        the key.
        """#)

    static let unknownKey = DiagnosticID(
        "UnknownKey", "Unknown key",
        #"""
        A key the manifest format does not have, often a typo: the tool never ignores one. Fix it as suggested, or
        remove it; without a close match the message lists the keys that object can have. Keys are compared
        exactly, so `Type` is not `type`.
        """#)

    static let keyNotAllowedHere = DiagnosticID(
        "KeyNotAllowedHere", "A key this kind of service cannot have",
        #"""
        What a service declares decides its kind, and each kind takes its own keys. An alias (`alias`) returns its
        target's instance, so it takes only `alias`, `type`, `contributes` and `doc`: its target's
        implementations, lifetime and bindings apply. A collection (`elements`) is built from its elements, so it
        takes only `elements`, `type`, `lifetime`, `sendable` and `doc`. A collection of contributions (`collects`)
        is made from what contributes to it, so it has no implementation and no `elements`. Remove the key, or
        make it a regular service.
        """#)

    static let invalidChoice = DiagnosticID(
        "InvalidChoice", "Invalid choice",
        #"""
        The value must be one of a few strings (`access`: `internal`, `package`, `public`; `lifetime`:
        `singleton`, `transient`, `weak`; `isolation`: `MainActor`, `nonisolated`; `collects`: `list`, `set`, `map`;
        `reference`: `weak`, `unowned`), spelled exactly. Use the suggestion or one of the listed values.
        """#)

    static let unsupportedVersion = DiagnosticID(
        "UnsupportedVersion", "Unsupported manifest version",
        #"""
        `version` is the number `1`, without quotes: this `servicegraph` reads version 1 of the manifest format.
        Write `"version": 1` (and the version 1 format), or use the `servicegraph` that reads your version.
        """#)

    static let listedTwice = DiagnosticID(
        "ListedTwice", "A name listed twice",
        #"""
        A list that names each thing once names one twice: a module in `imports` or `compose`, a service in a
        module's `"provides"`, a member of a view, an environment in `in`. Listing it again adds nothing (a
        composed module's component is kept once, a view's member is one property). Remove the repeated name.
        """#)

    static let invalidModuleName = DiagnosticID(
        "InvalidModuleName", "Not a module name",
        #"""
        Each import is a module name (`Foundation`, `MyKit.Submodule`): letters, digits and underscores, not
        starting with a digit, nothing else. Each `"compose"` entry is the name of a Swift module (the target
        whose `services.json` has a `"module"` section), not a path or a file: `"compose": ["Health", "News"]`.
        The build finds the manifests among the target's dependencies (the plugin), or from
        `--module Name=path` (the command line).
        """#)

    static let invalidName = DiagnosticID(
        "InvalidName", "Not a valid name",
        #"""
        Every name in the manifest becomes Swift code, so it follows Swift's rules in ASCII. A service, config
        value, input, requirement, parameter, variant or scope becomes a property, an argument label or a
        function name, so its name starts with a lowercase ASCII letter and contains only ASCII letters, digits
        and underscores (`httpClient`); an environment becomes an `AppEnvironment` case and names a component
        class (`qa` -> `QaComponent`), by the same rule. A view becomes a protocol and a module's `"prefix"`
        starts every generated type, so they start with an uppercase ASCII letter. Where a name is referred to
        (an element of a collection, an alias's target, a member of a view, a contribution's `to`, an
        implementation an environment binds, a method in `calls`), it is written as declared: an identifier, or
        for an alias a path of identifiers separated by single dots (`self`, `init` and `Type` do not read a
        member). Use the suggested spelling.
        """#)

    static let reservedName = DiagnosticID(
        "ReservedName", "Reserved name",
        #"""
        The name is taken by Swift or by the generated code. `self`, `super`, `init`, `deinit` and `subscript`
        already mean something inside every component (other Swift keywords are fine: the generated code writes
        them between backticks). Every component already has `environment`, `warmUp()`, `shutdown()` and
        `usedFallbacks`, and its initializer takes an `observer`; every scope's component has a `parent`
        property, the component it was made from (the app has no parent, so its names may be `parent`). For
        environments, `test` is always generated (`TestComponent`), `app` would generate `AppComponent`, the
        protocol every component conforms to, `allCases` and `rawValue` are members of `AppEnvironment`, and
        `type`, `value` and `doc` are keys of a config entry. A scope cannot be `app` (the app's own scope, the
        top-level `services`) or `test`; a variant cannot be `real`, `mock`, `fallback` or `test`. A property set
        after a dot (`_instance.init`) cannot be a word Swift reads as something else there. Rename it.
        """#)

    static let duplicateName = DiagnosticID(
        "DuplicateName", "Name declared twice",
        #"""
        Services, config values and inputs share one namespace, since a dependency names them alone
        (`"logger"`). A scope sees every name of its ancestors too, so a name is declared once along each branch
        of the scope tree (sibling scopes may reuse one). Rename one of them (`accountAPI`).
        """#)

    static let invalidType = DiagnosticID(
        "InvalidType", "Not a Swift type",
        #"""
        A type is written as in Swift (`any Logger`, `[String: Int]`, `Cache<Item>?`, `any A & B`), and nothing
        else reaches the generated code: statements, braces, `=`, comments, quotes, backticks, parentheses, line
        breaks, tabs, control characters and non-ASCII characters are rejected; for `T!` write `T?`. The string
        must be one complete type: not empty, not a keyword, not starting with a digit, not cut off (a missing
        `]` or `>`), without a second type after the first, combining only protocols and classes with `&`, and
        nested at most 64 levels. A `some` type cannot be stored in a property declared once for every
        implementation: write `any Logger`, or the concrete type. An implementation names a type that the
        generated code calls as an initializer: its arguments are given in `dependencies`, never in the string.
        """#)

    static let implementationNotConcrete = DiagnosticID(
        "ImplementationNotConcrete", "Implementation is not a concrete type",
        #"""
        An implementation is called as an initializer (`ConsoleLogger()`), so it names a class, struct, enum or
        actor, possibly generic (`Cache<String>`), not a protocol existential, array, dictionary or optional.
        Name the concrete type; the service's `type` says what it is exposed as.
        """#)

    static let missingTypeOrFactory = DiagnosticID(
        "MissingTypeOrFactory", "Implementation without a type or factory",
        #"""
        An implementation object needs a `type` (called as an initializer) or a `factory` (a static member). Add
        one.
        """#)

    static let bothTypeAndFactory = DiagnosticID(
        "BothTypeAndFactory", "Implementation with both a type and a factory",
        #"""
        An implementation is built either by calling an initializer (`type`) or by reading a static member
        (`factory`). Keep one.
        """#)

    static let invalidStaticMember = DiagnosticID(
        "InvalidStaticMember", "Not a static member",
        #"""
        A `factory`, and a config value's `code`, is a static member written as names separated by dots, such as
        `FileStorage.documents` or `AppConstants.apiURL`: no parentheses, arguments or generic arguments, and no
        name that would read something else after a dot (`init`, `self`). To call a static function, list its
        arguments in `dependencies` (even `[]`).
        """#)
}
