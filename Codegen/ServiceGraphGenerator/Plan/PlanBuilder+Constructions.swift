/// Each implementation with its dependencies resolved: what its call, properties and calls pass,
/// and what reading them can do.
extension PlanBuilder {
    /// `implementation` with every dependency resolved; `service` is the service it builds
    /// (nil for an input's test default, which has no dependencies).
    func construction(of implementation: Implementation, in service: ServiceDeclaration?) -> Construction {
        var effects = Effects(throwing: implementation.canThrow, suspending: implementation.isAsync)
        let arguments = { (dependencies: [Dependency]) -> [Construction.Argument] in
            dependencies.compactMap { dependency in
                guard let service, let value = self.value(of: dependency, in: service) else { return nil }
                for index in value.servicesRead { effects.formUnion(self.effects[index]) }
                return Construction.Argument(
                    label: dependency.label, value: value, name: dependency.name, members: dependency.members,
                    location: dependency.location)
            }
        }
        let callee: Construction.Callee
        switch implementation.constructor {
        case .initializer(let type): callee = .initializer(type)
        case .factory(let path, let isCall):
            if let receiver = arguments(implementation.receiver.map { [$0] } ?? []).first {
                callee = .member(receiver, isCall: isCall)
            } else {
                callee = isCall ? .staticFunction(path: path) : .staticProperty(path: path)
            }
        }
        let callArguments = arguments(implementation.dependencies)
        let callEffects = effects
        let properties = arguments(implementation.properties)
        let calls = implementation.calls.map { call in
            Construction.Call(
                method: call.name.value, arguments: arguments(call.dependencies),
                effects: call.effects, location: call.name.location)
        }
        for call in calls { effects.formUnion(call.effects) }
        return Construction(
            callee: callee, arguments: callArguments, failure: implementation.failure?.value,
            properties: properties, calls: calls,
            effects: effects, callEffects: callEffects, location: implementation.location)
    }

    /// What `name` refers to as a value in `scope`: a service without parameters, a config value or an input.
    func value(ofName name: String, from scope: ScopeID) -> Construction.Value? {
        switch names.lookup(name, from: scope) {
        case .service(let index) where manifest.services[index].parameters.isEmpty: .service(index)
        case .config(let index): .config(index)
        case .input(let index): .input(index)
        default: nil
        }
    }

    func value(of dependency: Dependency, in service: ServiceDeclaration) -> Construction.Value? {
        if let expression = dependency.expression {
            // Each name the value reads, as a dependency would: a service without parameters, a config
            // value, an input or a parameter (anything else is reported).
            let reads = dependency.namesRead.compactMap { read -> Construction.NameRead? in
                switch value(of: read, in: service) {
                case let value? where value.isReadAsItIs: Construction.NameRead(name: read.name, value: value)
                default: nil
                }
            }
            return reads.count == dependency.namesRead.count ? .expression(expression, reads: reads) : nil
        }
        if dependency.isScopeMaker {
            return manifest.scopeIDs.first { manifest.scopes[$0].name.value == dependency.name }.map(Construction.Value.scopeMaker)
        }
        return switch names.target(of: dependency.name, in: service) {
        case .parameter(let index): .parameter(index)
        case .entry(.service(let index)) where dependency.isProvider: .provider(index)
        case .entry(.service(let index)):
            manifest.services[index].parameters.isEmpty ? .service(index) : .assistedFactory(index)
        case .entry(.config(let index)): .config(index)
        case .entry(.input(let index)) where dependency.isProvider: .requirementProvider(index)
        case .entry(.input(let index)): .input(index)
        case .entry(.view(let index)): .view(index)
        case nil: nil
        }
    }
}
