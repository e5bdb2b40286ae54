/// The components of composed modules that the plan's components make.
extension PlanBuilder {
    /// Each composed module's exported scopes, in `compose` order, each taking a slot after the
    /// services of the scope here that keeps it.
    func composedComponents(slots: inout [Int]) -> [ResolvedPlan.Composed]? {
        var composed: [ResolvedPlan.Composed] = []
        for (moduleIndex, module) in zip(modules.positions(of: ModuleKind.self), modules) {
            let interface = module.interface
            for moduleScope in interface.exportedScopes {
                guard let scope = module.composingScope(of: moduleScope, in: manifest) else { return nil }
                var requirements: [ResolvedPlan.Composed.Requirement] = []
                for requirement in interface.requirements where requirement.scope == moduleScope {
                    guard let type = requirement.type else { return nil }
                    let value = value(ofName: requirement.name.value, from: scope)
                    // Only an optional requirement may go unmet: the module reads nil.
                    guard value != nil || requirement.isOptional else { return nil }
                    requirements.append(.init(name: requirement.name.value, type: type, value: value))
                }
                // The module's app scope is made by `make<Module>Component`, any other by its parent's
                // component, which the scope here of the parent's name keeps.
                let parentEntry =
                    moduleScope.isApp
                    ? nil
                    : interface.scopes[moduleScope].parent
                        .flatMap { module.composingScope(of: $0, in: manifest) }
                        .flatMap { composedEntries[ComposedEntryKey(module: moduleIndex, scope: $0)] }
                composed.append(
                    ResolvedPlan.Composed(
                        name: module.name, typePrefix: interface.typePrefix, composeEntry: module.entry.location,
                        moduleScope: moduleScope.isApp ? nil : interface.scopes[moduleScope].name.value,
                        scope: scope, parentEntry: parentEntry, slot: SlotID(slots[scope]),
                        warmsUp: interface.scopes[moduleScope].warmsUp, requirements: requirements,
                        isMainActorInThreadSafeComposer: interface.isMainActor && manifest.isolation == nil,
                        isThreadSafeInMainActorComposer: !interface.isMainActor && manifest.isolation != nil))
                slots[scope] += 1
            }
        }
        return composed
    }

    /// A composed module's service's member on the module's component.
    func memberInModule(of service: ServiceDeclaration) -> String? {
        guard case .forwarded(let forwarded) = service.kind else { return nil }
        return modules[forwarded.module].interface.provided[forwarded.service]?.name.value
    }

    /// Where a composed module's service comes from here: the module's entry in `compose`.
    func composeEntry(of service: ServiceID) -> SourceLocation? {
        guard case .forwarded(let forwarded) = manifest.services[service].kind else { return nil }
        return modules[forwarded.module].entry.location
    }

    /// What the module providing `forwarded` builds it with in `environment`, when it builds it itself.
    func forwardedImplementation(
        _ forwarded: ForwardedService, in environment: String
    ) -> ModuleInterface.ProvidedService.Implementation? {
        modules[forwarded.module].interface.provided[forwarded.service]?.builtBy[environment]
    }

    /// A composed module and a scope here that keeps one of its components.
    struct ComposedEntryKey: Hashable {
        var module: ModuleID
        var scope: ScopeID
    }

    /// Each composed module's exported scopes that a scope here makes, numbered in the order
    /// `composedComponents` lists them: `compose` order, then the module's scopes' order.
    static func composedEntries(
        of manifest: Manifest, modules: [ComposedModule]
    ) -> [ComposedEntryKey: ComposedComponentID] {
        var entries: [ComposedEntryKey: ComposedComponentID] = [:]
        for (index, module) in zip(modules.positions(of: ModuleKind.self), modules) {
            for moduleScope in module.interface.exportedScopes {
                guard let scope = module.composingScope(of: moduleScope, in: manifest) else { continue }
                entries[ComposedEntryKey(module: index, scope: scope)] = ComposedComponentID(entries.count)
            }
        }
        return entries
    }
}
