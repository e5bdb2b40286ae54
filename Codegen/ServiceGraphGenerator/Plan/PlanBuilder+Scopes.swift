/// The scope tree and the component views, from the services, config values and inputs the
/// plan has resolved.
extension PlanBuilder {
    /// Each view with its members resolved from its scope; nil if one names nothing (reported).
    func resolvedViews() -> [ResolvedPlan.View]? {
        var views: [ResolvedPlan.View] = []
        for declaration in manifest.views {
            let members = declaration.members.compactMap { member -> Construction.Value? in
                switch names.lookup(member.value, from: declaration.scope) {
                case .service(let index): .service(index)
                case .config(let index): .config(index)
                case .input(let index): .input(index)
                case .view, nil: nil
                }
            }
            guard members.count == declaration.members.count else { return nil }
            views.append(
                ResolvedPlan.View(
                    name: declaration.name.value, scope: declaration.scope, doc: declaration.doc,
                    members: members))
        }
        return views
    }

    /// Each scope with what it owns, its children, and the ancestors' members its views list.
    func resolvedScopes(
        services: [ResolvedPlan.Service], config: [ResolvedPlan.Config], inputs: [ResolvedPlan.Input],
        views: [ResolvedPlan.View], slotCounts: [Int]
    ) -> [ResolvedPlan.Scope] {
        let owner = { (member: Construction.Value) -> ScopeID in
            switch member {
            case .service(let index): services[index].scope
            case .config(let index): config[index].scope
            case .input(let index): inputs[index].scope
            case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression: .app
            }
        }
        return zip(manifest.scopeIDs, manifest.scopes).map { index, scope in
            let ownViews = views.indices.filter { views[$0].scope == index }
            var forwarded: [Construction.Value] = []
            for member in ownViews.flatMap({ views[$0].members }) where owner(member) != index && !forwarded.contains(member) {
                forwarded.append(member)
            }
            return ResolvedPlan.Scope(
                name: scope.name.value, parent: scope.parent, doc: scope.doc,
                services: services.positions(of: ServiceKind.self).filter { services[$0].scope == index },
                config: config.indices.filter { config[$0].scope == index },
                inputs: inputs.indices.filter { inputs[$0].scope == index && !inputs[$0].isRequirement },
                requirements: inputs.indices.filter { inputs[$0].scope == index && inputs[$0].isRequirement },
                children: manifest.scopeIDs.filter { manifest.scopes[$0].parent == index },
                slotCount: slotCounts[index], views: ownViews, forwardedMembers: forwarded, module: manifest.moduleName,
                isExported: manifest.module != nil && scope.isExported,
                makesItsOwnComponents: !scope.isApp
                    && manifest.services.contains { service in
                        service.scope == index
                            && service.implementations.contains { _, implementation in
                                implementation.allDependencies.contains { $0.isScopeMaker && $0.name == scope.name.value }
                            }
                    },
                onMake: scope.onMake.compactMap { lifecycleCall($0, in: index, services: services) },
                onShutdown: scope.onShutdown.compactMap { lifecycleCall($0, in: index, services: services) })
        }
    }

    /// `call` with every name resolved from `scope`; nil if one names nothing (reported).
    private func lifecycleCall(
        _ call: LifecycleCall, in scope: ScopeID, services: [ResolvedPlan.Service]
    ) -> ResolvedPlan.LifecycleCall? {
        var effects = call.effects
        var readsMainActor = false
        let arguments = ([call.method] + call.dependencies).compactMap { dependency -> Construction.Argument? in
            guard let value = lifecycleValue(of: dependency, in: scope) else { return nil }
            let read = if case .expression(_, let reads) = value { reads.map(\.value) } else { [value] }
            for case .service(let index) in read {
                effects.formUnion(services[index].effects)
                readsMainActor = readsMainActor || services[index].isMainActor
            }
            return Construction.Argument(
                label: dependency.label, value: value, members: dependency.members, location: dependency.location)
        }
        guard arguments.count == call.dependencies.count + 1 else { return nil }
        return ResolvedPlan.LifecycleCall(
            method: arguments[0], arguments: Array(arguments.dropFirst()), effects: effects, readsMainActor: readsMainActor)
    }

    /// What a lifecycle call's name or value passes, resolved from `scope`, a value's names too.
    private func lifecycleValue(of dependency: Dependency, in scope: ScopeID) -> Construction.Value? {
        guard let expression = dependency.expression else { return value(ofName: dependency.name, from: scope) }
        let reads = dependency.namesRead.compactMap { read in
            value(ofName: read.name, from: scope).map { Construction.NameRead(name: read.name, value: $0) }
        }
        return reads.count == dependency.namesRead.count ? .expression(expression, reads: reads) : nil
    }
}
