/// Mistakes in what services declare: dependencies and what they name, parameters, bindings,
/// config values, inputs, aliases and properties (values written out: `DiagnosticID+Values.swift`).
extension DiagnosticID {
    static let declarationIDs: [DiagnosticID] = [
        .unknownDependency, .invalidDependency, .invalidValue, .valueWithoutLabel, .duplicateArgumentLabel,
        .factoryShadowedByName, .functionShadowedByName, .unknownName, .notAService, .aliasNeedsType, .unusedParameter,
        .duplicateParameter, .parameterShadowsName, .factoryFunctionNameClash, .serviceTakesParameters,
        .unknownEnvironment, .bindingForTest, .unknownImplementation, .optionalServiceCollected,
        .configTypeNotLiteral, .configValueMismatch, .configValueMissing, .invalidTestDefault, .unownedOptional,
        .backReferenceWithTestDefault, .unnamedProperty, .propertySetTwice,
    ]

    static let unknownDependency = DiagnosticID(
        "UnknownDependency", "Missing dependency",
        #"""
        A dependency names something the manifest does not declare: every dependency is a service, a config
        value, an input, or one of the service's own parameters (so is a name a value reads,
        `"protection: .named(appGroup)"`, and the error is at that name). A service of a scope reads the names of its own
        scope and of its ancestors, the app's included; the error then names the scope, so that you know which
        names it sees. Fix the name (the suggestion is the closest name it can see) or declare it.
        """#)

    static let invalidDependency = DiagnosticID(
        "InvalidDependency", "Malformed dependency",
        #"""
        A dependency is a name (`"network"`, passed as `network:`), a labelled name (`"tokens: keychain"`), an
        unlabelled one (`"_: auth"`), a member of one (`"userID: user.id"`), a provider
        (`"delegate: provider(coordinator)"`, or of a member: `"token: provider(accounts.accessToken)"`), a child scope's maker (`"makeTab: scope(tab)"`) or a labelled
        value (`"timeout: .minutes(20)"`); labels and names are ASCII identifiers, and a member path has single
        dots. A member is read from a service, config value, input or parameter, not from a view: a view is the
        component itself, seen through a protocol, so depend on the member directly, or on the view.
        """#)

    static let duplicateArgumentLabel = DiagnosticID(
        "DuplicateArgumentLabel", "Argument label used twice",
        #"""
        Two dependencies would pass the same argument label, which no initializer accepts. Give one another
        label: `"backup: cache"`.
        """#)

    static let factoryShadowedByName = DiagnosticID(
        "FactoryShadowedByName", "Factory starts with a declared name",
        #"""
        A test default is evaluated before any service exists, as a default argument, so its factory names a
        type's static member; inside the component, a first name that is a declared service, config value or
        input would mean that instead. Qualify the type with its module (`MyKit.Session.apiClient`) or rename
        the declaration. (A service's factory may start with a declared name: `"timelineFactory.build"` calls
        the method `build` of the service `timelineFactory`.)
        """#)

    static let unknownName = DiagnosticID(
        "UnknownName", "An alias, collection or view names nothing declared",
        #"""
        An alias exposes a service, a config value or an input under another name (or a member of one); a
        collection lists services; a view lists services, config values and inputs. The name is not declared
        anywhere the alias's, collection's or view's scope can see. Fix the name (the suggestion comes from the
        names the scope sees), or declare it.
        """#)

    static let notAService = DiagnosticID(
        "NotAService", "Something that is not a service where a service belongs",
        #"""
        Some places take only a service: a collection lists services, a provider (`"delegate: provider(x)"`)
        passes a function that returns a service, and a module provides services. A config value or input is
        passed as it is (and a composing module can declare its own). An alias can name a service, config value
        or input, but not a view: a view is the component itself, seen through a protocol, so pass it as a
        dependency (`"dependencies: ClientDependencies"`) where a service needs it.
        """#)

    static let aliasNeedsType = DiagnosticID(
        "AliasNeedsType", "An alias whose type the generator cannot know",
        #"""
        An alias of a service, config value or input has its target's type. The generator does not read your
        types, so an alias of a member (`{"alias": "user.apiService", "type": "any APIService"}`, read on every
        access) says its `type`. An input that is a back-reference to its owner (`"reference": "weak"` or
        `"unowned"`) reads differently from its declared type (a weak one as an optional), so an alias of it says
        its `type` too.
        """#)

    static let unusedParameter = DiagnosticID(
        "UnusedParameter", "Unused parameter",
        #"""
        A parameter is passed by name like any dependency; one that no implementation lists would be accepted
        by `make...` and thrown away. List it in `dependencies`, or remove it.
        """#)

    static let duplicateParameter = DiagnosticID(
        "DuplicateParameter", "Duplicate parameter",
        #"""
        Two parameters of one service have the same name. Rename or remove one.
        """#)

    static let parameterShadowsName = DiagnosticID(
        "ParameterShadowsName", "Parameter named like a declaration",
        #"""
        A dependency on that name could mean the parameter or the declared service, config value or input.
        Rename the parameter.
        """#)

    static let factoryFunctionNameClash = DiagnosticID(
        "FactoryFunctionNameClash", "Factory function clashes with a name",
        #"""
        A service with parameters is exposed as `make` + its name (`item` -> `makeItem(id:)`), which is already
        declared. Rename one of them.
        """#)

    static let serviceTakesParameters = DiagnosticID(
        "ServiceTakesParameters", "A service with parameters used as an instance",
        #"""
        A service with parameters is a `make...` function that needs the caller's values, and makes a new
        instance on every call; there is no one instance of it. So it cannot be a singleton or weak (remove
        `lifetime`), be aliased, collected or contributed to a collection (declare a service without parameters
        that holds what it needs, such as `"dependencies": ["id: 1"]`, and alias, collect or contribute that one),
        exist only in some environments (`in`: a function exists everywhere), meet a module's requirement (a
        module reads a requirement as a value: declare a service without parameters for it, which may depend on
        the function), or have its members read, or be read inside a value. It is already passed as a function, so it needs no
        `provider(...)` either.
        """#)

    static let unknownEnvironment = DiagnosticID(
        "UnknownEnvironment", "An environment that is not declared",
        #"""
        `bind` overrides the default binding of declared environments only (the message lists them), and each
        name in `in` is an environment of the manifest, or `test`. Fix the name, or declare the environment in
        `environments`.
        """#)

    static let bindingForTest = DiagnosticID(
        "BindingForTest", "Binding for the test component",
        #"""
        `TestComponent` always uses the mock where there is one, and a test replaces any service by passing it
        to `TestComponent`'s initializer: `TestComponent(auth: DefaultAuth())`. Remove the binding.
        """#)

    static let unknownImplementation = DiagnosticID(
        "UnknownImplementation", "An environment or binding names an implementation that does not exist",
        #"""
        Besides `real` and `mock`, a service can have named variants (`"variants": {"appExtension":
        "SharedStorage"}`). An environment binds `"real"`, `"mock"` or a variant, or a non-empty list of them in
        order of preference (`["appExtension", "mock"]`: each service gets the first it has, else its real one),
        so a name no service declares is a typo. A service's `bind` can only name an implementation that service
        has: add a `mock` or the variant to the service, or remove the binding.
        """#)

    static let optionalServiceCollected = DiagnosticID(
        "OptionalServiceCollected", "A service of some environments only, collected",
        #"""
        `"in": ["dev"]` keeps a service to those environments (`test` is one of them only when listed):
        everywhere else it is `nil`, so it is exposed as an optional (`DebugMenu?`) and whatever depends on it
        receives the optional. Such a service cannot be an element of a collection (an element is never nil):
        keep the service in every environment and limit its contribution instead
        (`"contributes": {"to": "scripts", "in": ["dev"]}`).
        """#)

    static let configTypeNotLiteral = DiagnosticID(
        "ConfigTypeNotLiteral", "Config type is not a literal type",
        #"""
        A config value is a JSON literal for `String`, `Int`, `Double`, `Bool` and arrays of them. Any other type
        (`URL`, `Duration`, your own), or a value your code already defines, is named as a static member:
        `{"code": "AppConstants.apiURL"}`, per environment like any value. Or use `String` and convert in the
        service (`URL(string:)`), or make it an input.
        """#)

    static let configValueMismatch = DiagnosticID(
        "ConfigValueMismatch", "Config value its type cannot hold",
        #"""
        The value (the default or an environment's) does not match the config's `type`. Write it as that type:
        `3`, not `"3"`. An `Int` must be a whole number (`2`, not `2.5`; round it, or make the config a
        `Double`) that fits in 64 bits (from -9223372036854775808 to 9223372036854775807); a `Double` must be
        finite (at most about 1.8e308).
        """#)

    static let configValueMissing = DiagnosticID(
        "ConfigValueMissing", "Config value missing for an environment",
        #"""
        A config value without a default `value` needs a value for every environment, `test` included (for
        `TestComponent`). Add the missing ones, or a default `"value"`.
        """#)

    static let invalidTestDefault = DiagnosticID(
        "InvalidTestDefault", "A test default that is not a plain value",
        #"""
        An input's `testDefault` is the default value of `TestComponent`'s argument, evaluated as a default
        argument where no service exists yet: a type initialised with no arguments, or a static member. So it
        has no `dependencies` (a static member is read, not called), nothing can be set on it (`properties`,
        `calls`), and it cannot throw or be awaited. Make the value ready in its initializer or factory, or pass
        the input in tests.
        """#)

    static let unownedOptional = DiagnosticID(
        "UnownedOptional", "An optional owner held unowned",
        #"""
        An owner that may be absent (`"type": "Owner?"`) reads as nil when there is none, which only a weak
        reference does: hold it with `"reference": "weak"`. Keep `"unowned"` for an owner that is always there
        and outlives the component.
        """#)

    static let backReferenceWithTestDefault = DiagnosticID(
        "BackReferenceWithTestDefault", "A back-reference input with a test default",
        #"""
        A test default is made when the test component is created and held by nothing else, so a weak or
        unowned input would lose it at once. Create the owner in the test and pass it.
        """#)

    static let unnamedProperty = DiagnosticID(
        "UnnamedProperty", "A property without a name",
        #"""
        Each entry of `properties` sets one property of the instance after it is built, named by its label:
        `"delegate: coordinator"` sets `delegate` to the coordinator, and `"logger"` sets `logger` to the service
        `logger`. An unlabelled entry (`"_: coordinator"`) names no property; write the property's name before
        the colon.
        """#)

    static let propertySetTwice = DiagnosticID(
        "PropertySetTwice", "A property set twice",
        #"""
        The entries of `properties` are set in order, so a second entry for the same property would silently
        replace the first. Set each property once; to pass two values, give the type two properties.
        """#)
}
