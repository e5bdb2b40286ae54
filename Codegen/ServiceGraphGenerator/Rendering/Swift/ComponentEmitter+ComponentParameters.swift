/// The parameters and arguments of component initializers and `make` functions: a scope's
/// parent, inputs, config values, observer and storage, spelled the same everywhere.
extension ComponentEmitter {
    var observerParameter: String { "observer: (any ServiceGraph.ComponentObserver)? = nil" }

    /// Labelled `_storage`, which no declared name can be (they start with a lowercase letter).
    var storageParameter: String { "_storage: ServiceGraph.ServiceStorage" }

    func newStorage(_ scope: ScopeID, observer: String) -> String {
        "ServiceGraph.ServiceStorage(count: \(plan.scopes[scope].slotCount), observer: \(observer))"
    }

    /// `parent: AppComponentBase` for a scope's component; nothing for the app's.
    func parentParameter(_ scope: ScopeID) -> [String] {
        plan.scopes[scope].parent.map { ["parent: \(plan.scopes[$0].baseClassName)"] } ?? []
    }

    /// `parent: ServiceGraph.ParentLink<AppComponentBase>`: the parent and how the component
    /// holds it, for the initializers its parent's `make` function calls; for a scope whose
    /// services make components of it, also the component of it that made this one, if one did.
    func parentLinkParameter(_ scope: ScopeID) -> [String] {
        plan.scopes[scope].parent.map { ["parent: \(parentLinkType(of: $0))"] + enclosingParameter(scope) } ?? []
    }

    /// `_enclosing: ServiceGraph.ParentLink<RoomComponentBase>?` for a scope whose services make
    /// components of it (a room opened inside a room): the room that made this one, nil otherwise.
    /// The underscore keeps it apart from the inputs, whose names cannot start with one.
    func enclosingParameter(_ scope: ScopeID) -> [String] {
        plan.scopes[scope].makesItsOwnComponents ? ["_enclosing: \(parentLinkType(of: scope))?"] : []
    }

    func parentLinkType(of parent: ScopeID) -> String {
        "ServiceGraph.ParentLink<\(plan.scopes[parent].baseClassName)>"
    }

    /// `requirements: any HealthRequirements` for a module's exported scope, whose component reads
    /// its requirements from whoever composes it; nil elsewhere.
    func requirementsParameter(_ scope: ScopeID) -> (label: String, type: String)? {
        guard let module = plan.moduleName, plan.scopes[scope].isExported else { return nil }
        return ("requirements", "any \(requirementsProtocol(of: scope, module: module))")
    }

    /// `HealthRequirements`, `HealthAccountRequirements`.
    func requirementsProtocol(of scope: ScopeID, module: String) -> String {
        SwiftNames.requirementsProtocol(module: module, scope: scope.isApp ? nil : plan.scopes[scope].name)
    }

    func requirementsParameters(_ scope: ScopeID) -> [String] {
        requirementsParameter(scope).map { ["\($0.label): \($0.type)"] } ?? []
    }

    /// `requirements`, as both the label and the value passed on, where there is one.
    func requirementsPassedOn(_ scope: ScopeID) -> [String] { requirementsParameter(scope) == nil ? [] : ["requirements"] }

    /// `parent` (and `_enclosing`, see `enclosingParameter`) for a scope's component, as both the
    /// label and the value passed on; nothing for the app's.
    func parentPassedOn(_ scope: ScopeID) -> [String] {
        plan.scopes[scope].parent == nil ? [] : ["parent"] + enclosingPassedOn(scope)
    }

    func enclosingPassedOn(_ scope: ScopeID) -> [String] { plan.scopes[scope].makesItsOwnComponents ? ["_enclosing"] : [] }

    func inputParameters(_ scope: ScopeID, withDefaults: Bool) -> [String] {
        plan.inputs(of: scope).map { input in
            let testDefault = withDefaults ? input.testDefault.map { " = " + expression($0, in: nil) } ?? "" : ""
            let type = input.isPassedAsClosure ? "@autoclosure () -> \(input.type.source)" : input.type.storedParameterSource
            return "\(SwiftNames.escaped(input.name)): \(type)\(testDefault)"
        }
    }

    /// The config parameters, defaulting to the values of the component at `defaultComponent`.
    func configParameters(_ scope: ScopeID, defaultComponent: Int?) -> [String] {
        plan.config(of: scope).map { config in
            let value = defaultComponent.map { " = " + SwiftLiteral.config(config.values[$0]) } ?? ""
            let type = config.isPassedAsClosure ? "@autoclosure () -> \(config.type.source)" : config.type.storedParameterSource
            return "\(SwiftNames.escaped(config.name)): \(type)\(value)"
        }
    }

    func inputLabels(_ scope: ScopeID) -> [String] { plan.inputs(of: scope).map { SwiftNames.escapedArgumentLabel($0.name) } }
    func configLabels(_ scope: ScopeID) -> [String] { plan.config(of: scope).map { SwiftNames.escapedArgumentLabel($0.name) } }

    /// Each input's value, read from the parameter of its name: `user`, or `handler()` where it
    /// is an `@autoclosure` (which, passed on to another one, is still read once, where it is stored).
    func inputArguments(_ scope: ScopeID) -> [String] {
        plan.inputs(of: scope).map { SwiftNames.escaped($0.name) + ($0.isPassedAsClosure ? "()" : "") }
    }

    /// Each config value, read from the parameter of its name, as `inputArguments`.
    func configArguments(_ scope: ScopeID) -> [String] {
        plan.config(of: scope).map { SwiftNames.escaped($0.name) + ($0.isPassedAsClosure ? "()" : "") }
    }

    /// Where an input is kept: `_apiKeyInput`. Declared names start with a lowercase letter, so
    /// the underscore keeps it apart from every accessor, and the suffix from `_storage`.
    func inputStorageName(_ name: String) -> String {
        "_\(name)Input"
    }

    /// How a component keeps an input: its stored property's declaration, and the expression
    /// that reads it.
    ///
    /// A back-reference is a `weak var` or an `unowned let` of the component itself, so that any
    /// class-bound type can be one, a protocol existential (`any Owner` where `Owner: AnyObject`)
    /// included. A thread-safe component (`@unchecked Sendable`) keeps any other input in
    /// `FixedValue`, whose `Sendable` requirement makes the compiler refuse an input that is not,
    /// and checks a back-reference the same way as it stores it (`inputStorageValue`). A
    /// main-actor component is checked by the compiler itself, so it keeps every value as it is.
    func inputStorage(_ input: ResolvedPlan.Input) -> (declaration: String, read: String) {
        let name = inputStorageName(input.name)
        switch input.reference {
        case .weak: return ("private final weak var \(name): \(inputExposedType(input))", name)
        case .unowned: return ("private final unowned let \(name): \(input.type.source)", name)
        case nil:
            // Main-actor: read by the component, and off the main actor by its `nonisolated` services
            // and the adapters of the thread-safe modules it composes (the compiler checks it is `Sendable`).
            guard !plan.isMainActor else { return ("\(accessorVisibleAccess)final let \(name): \(input.type.source)", name) }
            return ("private final let \(name): ServiceGraph.FixedValue<\(input.type.source)>", "\(name).value")
        }
    }

    /// How the initializer stores `value` into the input's property.
    func inputStorageValue(_ input: ResolvedPlan.Input, _ value: String) -> String {
        guard !plan.isMainActor else { return value }
        return input.reference == nil ? "ServiceGraph.FixedValue(\(value))" : "ServiceGraph.sendableOwner(\(value))"
    }

    /// What reading the input gives: an optional for a weak one, nil once its owner is gone (an
    /// optional owner's type as it is).
    func inputExposedType(_ input: ResolvedPlan.Input) -> String {
        guard input.reference == .weak, !input.type.isOptional else { return input.type.source }
        return input.type.optionalSource
    }

    /// `name(` then one parameter per line; the caller writes the closing `) {`.
    func writeSignature(_ name: String, _ parameters: [String], into writer: inout SwiftWriter) {
        writer.line("\(name)(")
        writer.indented { writer in
            for (index, parameter) in parameters.enumerated() {
                writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
    }

    /// `function(label: argument, ...)`, on one line for two arguments, else one argument per line.
    func writeCall(_ function: String, labels: [String], _ arguments: [String], into writer: inout SwiftWriter) {
        let pairs = zip(labels, arguments).map { "\($0): \($1)" }
        guard pairs.count > 2 else {
            writer.line("\(function)(\(pairs.joined(separator: ", ")))")
            return
        }
        writer.line("\(function)(")
        writer.indented { writer in
            for (index, pair) in pairs.enumerated() {
                writer.line(pair + (index == pairs.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }
}
