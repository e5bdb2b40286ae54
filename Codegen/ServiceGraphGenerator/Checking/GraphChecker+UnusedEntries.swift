/// A warning the checks give (`UnusedDeclaration`): a config value or input nothing reads. (The
/// other warning, `UnusedFallback`, is in `+Effects`.)
extension GraphChecker {
    /// Config values and inputs that no service depends on or aliases: warnings, since an app may read them
    /// from the component directly. Back-reference inputs are not expected to be read by services.
    func unusedEntries() -> [Diagnostic] {
        var used: Set<NameTable.Entry> = []
        for service in manifest.services {
            if case .alias(let target, _) = service.kind, let entry = names.lookup(target.value, from: service.scope) {
                used.insert(entry)
            }
            for (_, implementation) in service.implementations {
                for dependency in implementation.graphDependencies {
                    if case .entry(let entry) = names.target(of: dependency.name, in: service) { used.insert(entry) }
                }
            }
        }
        // A view's members are read by whoever is passed the view.
        for view in manifest.views {
            for member in view.members {
                if let entry = names.lookup(member.value, from: view.scope) { used.insert(entry) }
            }
        }
        // What composed modules require is read by their services.
        for module in modules {
            for requirement in module.interface.requirements {
                guard let scope = module.composingScope(of: requirement.scope, in: manifest),
                    let entry = names.lookup(requirement.name.value, from: scope)
                else { continue }
                used.insert(entry)
            }
        }
        // A name declared twice is reported as such, not also as unused.
        let isUnused = { (entry: NameTable.Entry, name: Located<String>, scope: ScopeID) in
            !used.contains(entry) && self.names.lookup(name.value, from: scope) == entry
        }
        let unusedConfig = manifest.config.indices.filter {
            isUnused(.config($0), manifest.config[$0].name, manifest.config[$0].scope)
        }.map { manifest.config[$0] }.map {
            Diagnostic.warning(.unusedDeclaration, "config value '\($0.name.value)' is not used by any service", at: $0.name.location)
        }
        // A back-reference is there for whoever reads the component (its owner), not for services.
        let unusedInputs = manifest.inputs.indices.filter {
            manifest.inputs[$0].reference == nil && isUnused(.input($0), manifest.inputs[$0].name, manifest.inputs[$0].scope)
        }.map { manifest.inputs[$0] }.map {
            Diagnostic.warning(
                .unusedDeclaration, "\($0.isRequirement ? "requirement" : "input") '\($0.name.value)' is not used by any service",
                at: $0.name.location)
        }
        return unusedConfig + unusedInputs
    }
}
