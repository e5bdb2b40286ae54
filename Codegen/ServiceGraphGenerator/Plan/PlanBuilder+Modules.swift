/// The components of composed modules that the plan's components make.
extension PlanBuilder {
    /// Each composed module's exported scopes, in `compose` order, each taking a slot after the
    /// services of the scope here that keeps it.
    func composedComponents(slots: inout [Int]) -> [ResolvedPlan.Composed]? {
        var composed: [ResolvedPlan.Composed] = []
        for (moduleIndex, module) in manifest.composed.enumerated() {
            for moduleScope in module.exportedScopes {
                guard let scope = module.composingScope(of: moduleScope, in: manifest) else { return nil }
                var requirements: [ResolvedPlan.Composed.Requirement] = []
                for requirement in module.manifest.inputs where requirement.isRequirement && requirement.scope == moduleScope {
                    guard let type = requirement.type,
                          let value = value(ofName: requirement.name.value, from: scope) else { return nil }
                    requirements.append(.init(name: requirement.name.value, type: type, value: value))
                }
                let parentEntry = module.manifest.scopes[moduleScope].parent.flatMap { parent in
                    manifest.scopes[scope].parent.flatMap { composedEntry(module: moduleIndex, scope: $0) }
                }
                composed.append(ResolvedPlan.Composed(
                    name: module.name, composeEntry: module.entry.location, moduleScope: moduleScope == 0 ? nil : module.manifest.scopes[moduleScope].name.value,
                    scope: scope, parentEntry: parentEntry, slot: slots[scope],
                    warmsUp: module.plan.components.contains { !$0.warmUpWaves[moduleScope].isEmpty }
                        || module.plan.composed.contains { $0.scope == moduleScope && $0.warmsUp },
                    requirements: requirements))
                slots[scope] += 1
            }
        }
        return composed
    }

    /// What the module providing `forwarded` builds it with in `environment`, when it builds it itself.
    func forwardedImplementation(_ forwarded: ForwardedService, in environment: String) -> ResolvedPlan.ForwardedImplementation? {
        let plan = manifest.composed[forwarded.module].plan
        guard let component = plan.components.first(where: { $0.name == environment }),
              case .built(let bound) = component.bindings[forwarded.service] else { return nil }
        return ResolvedPlan.ForwardedImplementation(displayName: bound.construction.displayName, role: bound.role)
    }

    /// The index in the plan's `composed` of `module`'s component kept by `scope` here.
    func composedEntry(module: Int, scope: Int) -> Int? {
        var entry = 0
        for (index, composed) in manifest.composed.enumerated() {
            for moduleScope in composed.exportedScopes {
                if index == module, composed.composingScope(of: moduleScope, in: manifest) == scope { return entry }
                entry += 1
            }
        }
        return nil
    }
}
