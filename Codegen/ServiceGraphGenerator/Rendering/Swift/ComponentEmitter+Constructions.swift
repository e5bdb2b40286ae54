/// The Swift expression of a construction: `Type(label: argument, ...)` or `Type.member(...)`.
extension ComponentEmitter {
    /// The expression, on one line so that every error in it is reported at the implementation's
    /// line in the manifest. `service` is the service being built (nil for an input's test
    /// default, which takes no arguments).
    func expression(_ construction: Construction, in service: ResolvedPlan.Service?) -> String {
        let head: String
        switch construction.callee {
        case .initializer(let type): head = type.source
        case .staticFunction(let path): head = path.joined(separator: ".")
        case .staticProperty(let path): return path.joined(separator: ".")
        }
        return "\(head)(\(argumentList(construction.arguments, in: service, line: construction.location.line)))"
    }

    /// `label: value, value`: arguments as a call passes them, on a line mapped to `line` of the manifest.
    func argumentList(_ arguments: [Construction.Argument], in service: ResolvedPlan.Service?, line: Int) -> String {
        arguments.map { argument in
            let value = self.value(of: argument, in: service, line: line)
            switch argument.label {
            case .named(let label): return "\(SwiftNames.escapedArgumentLabel(label)): \(value)"
            case .unlabeled: return value
            }
        }.joined(separator: ", ")
    }

    /// What an argument passes, with the members it reads: `user.id`, on a line mapped to `line`
    /// of the manifest.
    func value(of argument: Construction.Argument, in service: ResolvedPlan.Service?, line: Int) -> String {
        guard case .expression(let expression) = argument.value else {
            return value(argument.value, in: service) + argument.members.map { ".\($0)" }.joined()
        }
        guard argument.location.line != line, case .member = expression else { return expression.source }
        // A member written on a line of its own in the manifest is compiled on that line, so a
        // misspelling (`.minutse(20)`) is reported there: `#sourceLocation` cannot appear inside
        // an argument list, but it can inside a closure, which is called at once and takes its
        // type from the parameter. A literal cannot be misspelled, so it stays inline.
        return "{\n\(SwiftWriter.sourceLocation(file: sourceLocationFile, line: argument.location.line))\n"
            + "    \(expression.source)\n\(SwiftWriter.sourceLocation(file: sourceLocationFile, line: line))\n}()"
    }

    /// What reading the arguments can do: their services' effects.
    func effects(of arguments: [Construction.Argument]) -> Effects {
        var effects = Effects()
        for argument in arguments {
            if case .service(let index) = argument.value { effects.formUnion(plan.services[index].effects) }
        }
        return effects
    }

    /// A component member, one of the service's own parameters, or for an assisted factory a
    /// function that makes one.
    private func value(_ value: Construction.Value, in service: ResolvedPlan.Service?) -> String {
        switch value {
        case .service, .config, .input: return member(value, from: service?.scope ?? .app)
        case .view(let index):
            // A reference to the component of the view's scope that holds it weakly (see `writeViews`).
            let view = plan.views[index]
            let path = plan.path(from: service?.scope ?? .app, to: view.scope)
            let component = path.isEmpty ? "self" : String(path.dropLast())
            return "\(plan.scopes[view.scope].baseClassName).\(view.referenceClassName)(\(component), holder: \(holder(service)))"
        case .provider(let index):
            // Weak: the service that keeps the provider may be kept by the component, which must
            // not be kept by it in return. Calling it after the component is gone stops with a message.
            let target = plan.services[index]
            let path = plan.path(from: service?.scope ?? .app, to: target.scope)
            return "{ [weak self] in \(target.effects.prefix)\(liveSelf(service, reference: "provider(\(target.name))"))."
                + "\(path)\(SwiftNames.escaped(target.name)) }"
        case .requirementProvider(let index):
            // Weak, like a provider: it reads the requirement from the composer when called.
            let requirement = plan.inputs[index]
            return "{ [weak self] in \(liveSelf(service, reference: "provider(\(requirement.name))"))."
                + "\(plan.path(from: service?.scope ?? .app, to: requirement.scope))\(SwiftNames.escaped(requirement.name)) }"
        case .parameter(let index): return SwiftNames.escaped(service?.parameters[index].name.value ?? "")
        case .expression(let expression): return expression.source
        case .scopeMaker(let index):
            // Weak, like a provider: `{ [weak self] tabID in ...makeTabComponent(tabID: tabID) }`.
            let child = plan.scopes[index]
            let names = requirementsPassedOn(index) + inputArguments(index)
            let arguments = zip(requirementsPassedOn(index) + inputLabels(index), names).map { "\($0): \($1)" }
            let capture = names.isEmpty ? "[weak self] in" : "[weak self] \(names.joined(separator: ", ")) in"
            // Made by this service: the child holds its parent weakly (see `writeScopeFactory`).
            let madeBy = "madeBy: \(holder(service))"
            return "{ \(capture) \(liveSelf(service, reference: "scope(\(child.name))")).\(child.factoryFunctionName)"
                + "(\((arguments + [madeBy]).joined(separator: ", "))) }"
        case .assistedFactory(let index):
            let factory = plan.services[index]
            let parameters = factory.parameters.map(\.name.value)
            let names = parameters.map(SwiftNames.escaped)
            let arguments = zip(parameters, names).map { "\(SwiftNames.escapedArgumentLabel($0)): \($1)" }
            let path = plan.path(from: service?.scope ?? .app, to: factory.scope)
            // Weak, like a provider.
            return "{ [weak self] \(names.joined(separator: ", ")) in \(factory.effects.prefix)"
                + "\(liveSelf(service, reference: factory.factoryFunctionName)).\(path)\(factory.factoryFunctionName)"
                + "(\(arguments.joined(separator: ", "))) }"
        }
    }

    /// The service's name as a string literal, for a back-reference's message.
    private func holder(_ service: ResolvedPlan.Service?) -> String {
        SwiftLiteral.string(service?.name ?? "")
    }

    /// `ServiceGraph.liveComponent(self, ...)`: the component a back-reference closure captured
    /// weakly, or a stop that names the holder and the reference.
    private func liveSelf(_ service: ResolvedPlan.Service?, reference: String) -> String {
        "ServiceGraph.liveComponent(self, holder: \(holder(service)), reference: \(SwiftLiteral.string(reference)))"
    }

    /// A service, config value or input as code in a component of `scope` reads it: `logger`,
    /// or through the parents for an ancestor's (`_parent.logger`).
    func member(_ value: Construction.Value, from scope: ScopeID) -> String {
        let (name, owner): (String, ScopeID)
        switch value {
        case .service(let index): (name, owner) = (plan.services[index].name, plan.services[index].scope)
        case .config(let index): (name, owner) = (plan.config[index].name, plan.config[index].scope)
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
