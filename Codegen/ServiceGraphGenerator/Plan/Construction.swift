extension ResolvedPlan {
    /// The name of the service, config value or input `value` reads, as the manifest writes it.
    func name(of value: Construction.Value) -> String {
        switch value {
        case .service(let index), .provider(let index), .assistedFactory(let index): services[index].name
        case .config(let index): config[index].name
        case .input(let index), .requirementProvider(let index): inputs[index].name
        case .parameter, .view, .scopeMaker, .expression: ""
        }
    }
}

/// One call that builds a value: `Type(label: argument, ...)`, `Type.member(...)` or `Type.member`.
struct Construction: Sendable {
    enum Callee: Sendable {
        case initializer(TypeExpression)
        case staticFunction(path: [String])
        case staticProperty(path: [String])
        /// `timelineFactory.build(...)`: a method (`isCall`) or property of a service, config value
        /// or input, read as the argument's members.
        case member(Argument, isCall: Bool)
    }

    struct Argument: Sendable {
        var label: Dependency.Label
        var value: Value
        /// The name the manifest writes (a service's, config value's or input's).
        var name = ""
        /// `user.id` passes the member `id` of the value.
        var members: [String] = []
        /// The dependency string in the manifest.
        var location: SourceLocation
    }

    /// What an argument passes.
    enum Value: Equatable, Sendable {
        /// A service's accessor (its effects are the service's).
        case service(ServiceID)
        case config(Int)
        case input(Int)
        /// One of the assisted factory's own parameters, by index.
        case parameter(Int)
        /// A function that calls the assisted factory of the service at this index.
        case assistedFactory(ServiceID)
        /// A function that returns the service at this index when called.
        case provider(ServiceID)
        /// A function that reads the module's requirement (the input at this index) when called.
        case requirementProvider(Int)
        /// The component of the view's scope, as the view at this index.
        case view(Int)
        /// A function that makes a component of the child scope at this index.
        case scopeMaker(ScopeID)
        /// A value the manifest writes out: `.minutes(20)`, `3`, `UUID()`, `.named(appGroup)`,
        /// with what each name of the graph in it reads.
        case expression(ValueExpression, reads: [NameRead])

        /// The services whose accessors reading it reads: its own, or those a value's names read.
        var servicesRead: [ServiceID] {
            switch self {
            case .service(let index): [index]
            case .expression(_, let reads): reads.flatMap(\.value.servicesRead)
            default: []
            }
        }

        /// Whether it passes what a name reads as it is (a service without parameters, a config value,
        /// an input or a parameter), not a function or a view: what a name inside a value can read.
        var isReadAsItIs: Bool {
            switch self {
            case .service, .config, .input, .parameter: true
            case .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression: false
            }
        }

        /// Whether reading it reads a member of the component (anything but the assisted
        /// factory's own parameters and values that read nothing else).
        var readsComponent: Bool {
            switch self {
            case .parameter: false
            case .expression(_, let reads): reads.contains { $0.value.readsComponent }
            default: true
            }
        }

        /// What it reads that a service given it may hold: itself, or what a value's names read.
        var heldValues: [Value] {
            guard case .expression(_, let reads) = self else { return [self] }
            return reads.map(\.value)
        }
    }

    /// A name of the graph a value reads (`appGroup` in `.named(appGroup)`), resolved: a service
    /// without parameters, a config value, an input or a parameter.
    struct NameRead: Equatable, Sendable {
        var name: String
        var value: Value
    }

    /// A method called on the built instance, with its arguments.
    struct Call: Sendable {
        var method: String
        var arguments: [Argument]
        /// The method's own `throws`/`async`, as the manifest marks them.
        var effects: Effects
        /// The `method` string in the manifest.
        var location: SourceLocation
    }

    var callee: Callee
    var arguments: [Argument]
    /// A failable initializer or factory (nil is thrown), or a factory returning a `Result`.
    var failure: Implementation.Failure? = nil
    /// Set on the built instance, in order; each argument's label is the property's name.
    var properties: [Argument] = []
    /// Called on the built instance after its properties are set, in order.
    var calls: [Call] = []
    /// Its own `throws`/`async` and those of reading its arguments, properties and calls.
    var effects: Effects
    /// What the call alone can do: its own `throws`/`async` and reading its arguments'.
    var callEffects: Effects
    /// The implementation's `type` or `factory` string in the manifest.
    var location: SourceLocation

    /// What it reads as arguments: a factory method's receiver, its call's, its properties' and its calls' arguments.
    var readArguments: [Argument] {
        (receiverArgument.map { [$0] } ?? []) + arguments + properties + calls.flatMap(\.arguments)
    }

    /// A factory method's receiver (`timelineFactory` of `timelineFactory.build`), read as an argument.
    var receiverArgument: Argument? {
        guard case .member(let receiver, _) = callee else { return nil }
        return receiver
    }

    /// How comments and tools name it: `ConsoleLogger`, `FileStorage.documents`.
    var displayName: String {
        switch callee {
        case .initializer(let type): type.source
        case .staticFunction(let path), .staticProperty(let path): path.joined(separator: ".")
        case .member(let receiver, _): ([receiver.name] + receiver.members).joined(separator: ".")
        }
    }
}
