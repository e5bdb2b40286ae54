/// Mistakes in values written out in dependencies (`"interval: .minutes(20)"`): the grammar, the
/// label, and the free functions they call. They are listed with the declarations' IDs.
extension DiagnosticID {
    static let invalidValue = DiagnosticID(
        "InvalidValue", "A value outside the value grammar",
        #"""
        A dependency can write a value out (`"interval: .minutes(20)"`): a literal (`3`, `-2.5`, `"main"`,
        `true`, `nil`), an enum case or static member (`.minutes(20)`, `Duration.seconds(5)`, `Locale.current`),
        an initializer (`UUID()`), a metatype (`FeatureFlag.self`) or a call of a free function (`sdkGitSha()`),
        whose arguments are values too or names of the graph: a service without parameters, config value,
        input or parameter, or a member of one (`.named(appGroup)`, `User(id: user.id)`), read like a
        dependency. The generator reads it by that grammar and writes it back out itself, so nothing else
        passes through: not a call of a member of a name (`user.id.uppercased()`: give the service a factory,
        or write a free function), not `provider(...)` or `scope(...)` inside a value (pass them as
        dependencies of their own), not an operator, closure or escape other than `\"` and `\\` in a string.
        The error is at the first character that does not fit.
        """#)

    static let valueWithoutLabel = DiagnosticID(
        "ValueWithoutLabel", "A value without the label of its argument",
        #"""
        A service name passes itself under its own name (`"network"` is `network: network`), but a value has no
        name: write the label of the argument it is passed as (`"interval: .minutes(20)"`), or `_:` for an
        argument without a label (`"_: .minutes(20)"`).
        """#)

    static let functionShadowedByName = DiagnosticID(
        "FunctionShadowedByName", "Function call names a member of the component",
        #"""
        Inside a value, a lowercase name directly followed by `(` calls a free function (`"sha: sdkGitSha()"`).
        The generated code evaluates the value inside the component, where Swift finds the component's own
        members before any free function: a service, config value, input or parameter of that name, a
        service's `make...` function, a child scope's `make...Component` function, or a member every component
        has (`warmUp`, `shutdown`). The call would reach that member, not your function. Qualify the function
        with the module that declares it (`"id: MyKit.makeID()"`), or rename the function or the declaration.
        """#)
}
