/// The Swift expression of a construction: `Type(label: argument, ...)` or `Type.member(...)`.
extension ComponentEmitter {
    /// The expression, on one line so that every error in it is reported at the implementation's
    /// line in the manifest. `service` is the service being built (nil for an input's test
    /// default, which takes no arguments).
    func expression(_ construction: Construction, in service: ResolvedPlan.Service?) -> String {
        let call = callExpression(construction, in: service)
        switch construction.failure {
        case nil: return call
        // Building it throws what a `Result` holds, and nil as `ConstructionReturnedNil`, so that a
        // fallback takes over as for any implementation that throws.
        case .result: return call + ".get()"
        case .optional: return "ServiceGraph.unwrapped(\(call), service: \(SwiftLiteral.string(service?.name ?? "")))"
        }
    }

    /// The initializer's or factory's call itself.
    private func callExpression(_ construction: Construction, in service: ResolvedPlan.Service?) -> String {
        let head: String
        switch construction.callee {
        case .initializer(let type): head = type.source
        case .staticFunction(let path): head = path.joined(separator: ".")
        case .staticProperty(let path): return path.joined(separator: ".")
        case .member(let receiver, let isCall):
            head = value(of: receiver, in: service, line: construction.location.line)
            guard isCall else { return head }
        }
        return "\(head)(\(argumentList(construction.arguments, in: service, line: construction.location.line)))"
    }

    /// `label: value, value`: arguments as a call passes them, on a line mapped to `line` of the
    /// manifest. `scope` is where they are read when no service builds them (a lifecycle call).
    func argumentList(
        _ arguments: [Construction.Argument], in service: ResolvedPlan.Service?, from scope: ScopeID? = nil, line: Int
    ) -> String {
        arguments.map { argument in
            let value = self.value(of: argument, in: service, from: scope, line: line)
            switch argument.label {
            case .named(let label): return "\(SwiftNames.escapedArgumentLabel(label)): \(value)"
            case .unlabeled: return value
            }
        }.joined(separator: ", ")
    }

    /// What an argument passes, with the members it reads: `user.id`, on a line mapped to `line`
    /// of the manifest.
    func value(
        of argument: Construction.Argument, in service: ResolvedPlan.Service?, from scope: ScopeID? = nil, line: Int
    ) -> String {
        switch argument.value {
        case .expression(let expression, _):
            let source = value(argument.value, in: service, from: scope)
            switch expression {
            case .member, .functionCall, .graphRead: break
            case .integer, .float, .string, .boolean, .nilLiteral: return source
            }
            guard argument.location.line != line else { return source }
            // A member or call written on a line of its own in the manifest is compiled on that line, so
            // a misspelling (`.minutse(20)`) is reported there: `#sourceLocation` cannot appear inside
            // an argument list, but it can inside a closure, which is called at once and takes its
            // type from the parameter (and `try`/`await` for what its names read). A literal cannot be
            // misspelled, so it stays inline.
            return "{\n\(SwiftWriter.sourceLocation(file: sourceLocationFile, line: argument.location.line))\n"
                + "    \(effects(of: [argument]).prefix)\(source)\n\(SwiftWriter.sourceLocation(file: sourceLocationFile, line: line))\n}()"
        case .provider, .requirementProvider:
            // `provider(accounts.accessToken)` reads the members when called, inside the function.
            return value(argument.value, in: service, from: scope, members: argument.members)
        default:
            return value(argument.value, in: service, from: scope) + argument.members.map { ".\($0)" }.joined()
        }
    }

    /// What reading the arguments can do: the effects of the services they read (values' names included).
    func effects(of arguments: [Construction.Argument]) -> Effects {
        var effects = Effects()
        for index in arguments.flatMap(\.value.servicesRead) { effects.formUnion(plan.services[index].effects) }
        return effects
    }

    /// A component member, one of the service's own parameters, or a back-reference: a view, or
    /// a function that reads a service (a provider), calls an assisted factory or makes a child
    /// component. What a component keeps (`isKept`) receives back-references that do not keep it
    /// alive, so that it never keeps itself; what only app code holds receives back-references
    /// that do, so that a screen outliving its component still works (see "Ownership" in the
    /// Scopes guide).
    private func value(
        _ value: Construction.Value, in service: ResolvedPlan.Service?, from scope: ScopeID? = nil, members: [String] = []
    ) -> String {
        let scope = scope ?? service?.scope ?? .app
        let kept = service?.isKept ?? true
        switch value {
        case .service, .config, .input: return member(value, from: scope, offMainActor: service?.isNonisolated == true)
        case .view(let index):
            let view = plan.views[index]
            let path = plan.path(from: scope, to: view.scope)
            // Kept: the object the component keeps for the view (see `writeViews`). Otherwise the
            // component itself, which conforms to the view.
            guard !kept else { return path + view.referenceMemberName }
            return path.isEmpty ? "self" : String(path.dropLast())
        case .provider(let index):
            let target = plan.services[index]
            let path = plan.path(from: scope, to: target.scope)
            let read = ([target.name] + members).joined(separator: ".")
            // A main-actor service's provider, read off the main actor, is a `@MainActor` function.
            let readsOffMainActor = service.map { !plan.isOnMainActor($0) } ?? !plan.isMainActor
            let isolation = plan.isOnMainActor(target) && readsOffMainActor ? "@MainActor" : ""
            return "{ \(capture(kept, isolation: isolation))\(target.effects.prefix)\(component(service, kept, "provider(\(read))"))."
                + "\(path)\(SwiftNames.escaped(target.name))\(members.map { ".\($0)" }.joined()) }"
        case .requirementProvider(let index):
            // Reads the requirement from the composer when called.
            let requirement = plan.inputs[index]
            let read = ([requirement.name] + members).joined(separator: ".")
            return "{ \(capture(kept))\(component(service, kept, "provider(\(read))"))."
                + "\(plan.path(from: scope, to: requirement.scope))\(SwiftNames.escaped(requirement.name))"
                + "\(members.map { ".\($0)" }.joined()) }"
        case .parameter(let index): return SwiftNames.escaped(service?.parameters[index].name.value ?? "")
        case .expression(let expression, let reads):
            // Each name of the graph the value reads, as a dependency reads it (`_parent.appGroup`).
            return expression.source { name in
                reads.first { $0.name == name }.map { self.value($0.value, in: service, from: scope) } ?? name
            }
        case .scopeMaker(let index):
            // `{ [weak self] tabID in ...makeTabComponent(tabID: tabID, madeBy: "tabs") }`.
            let child = plan.scopes[index]
            // The closure's own parameters, passed on as they are.
            let names = requirementsPassedOn(index) + plan.inputs(of: index).map { SwiftNames.escaped($0.name) }
            let arguments = zip(requirementsPassedOn(index) + inputLabels(index), names).map { "\($0): \($1)" }
            // Made by what the component keeps, the child holds its parent weakly; made by what
            // app code holds, it keeps its parent alive, as when app code makes it (see `writeScopeFactory`).
            let madeBy = "madeBy: \(kept ? holder(service) : "nil")"
            // A component of the service's own scope is made inside this one (see `writeNestedFactory`).
            let maker = index == scope ? "_makeNested" : child.factoryFunctionName
            return "{ \(capture(kept, parameters: names))\(component(service, kept, "scope(\(child.name))")).\(maker)"
                + "(\((arguments + [madeBy]).joined(separator: ", "))) }"
        case .assistedFactory(let index):
            let factory = plan.services[index]
            let parameters = factory.parameters.map(\.name.value)
            let names = parameters.map(SwiftNames.escaped)
            let arguments = zip(parameters, names).map { "\(SwiftNames.escapedArgumentLabel($0)): \($1)" }
            let path = plan.path(from: scope, to: factory.scope)
            return "{ \(capture(kept, parameters: names))\(factory.effects.prefix)"
                + "\(component(service, kept, factory.factoryFunctionName)).\(path)\(factory.factoryFunctionName)"
                + "(\(arguments.joined(separator: ", "))) }"
        }
    }

    /// The start of a back-reference closure: `[weak self] tabID in ` for what the component
    /// keeps, `tabID in ` otherwise (the closure keeps the component alive); `isolation` first.
    private func capture(_ kept: Bool, parameters: [String] = [], isolation: String = "") -> String {
        let signature = [isolation, kept ? "[weak self]" : "", parameters.joined(separator: ", ")].filter { !$0.isEmpty }
        return signature.isEmpty ? "" : signature.joined(separator: " ") + " in "
    }

    /// The component inside a back-reference closure: `self`, or for one that captured it weakly
    /// `ServiceGraph.liveComponent(self, ...)`, which stops with a message naming the holder and
    /// the reference once the component is gone.
    private func component(_ service: ResolvedPlan.Service?, _ kept: Bool, _ reference: String) -> String {
        guard kept else { return "self" }
        return "ServiceGraph.liveComponent(self, holder: \(holder(service)), reference: \(SwiftLiteral.string(reference)))"
    }

    /// The service's name as a string literal, for a back-reference's message.
    private func holder(_ service: ResolvedPlan.Service?) -> String {
        SwiftLiteral.string(service?.name ?? "")
    }

    /// A service, config value or input as code in a component of `scope` reads it: `logger`,
    /// or through the parents for an ancestor's (`_parent.logger`). `offMainActor`: read by a
    /// `nonisolated` service or a thread-safe module's adapter of a main-actor component, where an
    /// input's accessor is isolated: the input is read from where it is kept.
    func member(_ value: Construction.Value, from scope: ScopeID, offMainActor: Bool = false) -> String {
        let (name, owner): (String, ScopeID)
        switch value {
        case .service(let index): (name, owner) = (plan.services[index].name, plan.services[index].scope)
        case .config(let index): (name, owner) = (plan.config[index].name, plan.config[index].scope)
        case .input(let index) where offMainActor && plan.isMainActor && plan.inputs[index].reference == nil:
            let input = plan.inputs[index]
            return plan.path(from: scope, to: input.scope) + inputStorage(input).read
        case .input(let index): (name, owner) = (plan.inputs[index].name, plan.inputs[index].scope)
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression: return ""
        }
        let path = plan.path(from: scope, to: owner)
        return path.isEmpty ? SwiftNames.escaped(name) : path + name
    }
}

extension Effects {
    /// `try `, `await `, both or nothing, before an expression with these effects.
    var prefix: String {
        (throwing ? "try " : "") + (suspending ? "await " : "")
    }
}
