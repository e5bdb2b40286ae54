/// The checks of modules: what a module's manifest provides and requires, and how a composing
/// manifest's modules fit together (every requirement met by exactly one name, environments and
/// isolation alike, no clashing types, no use of what a module keeps to itself).
extension GraphChecker {
    func moduleProblems() -> [Diagnostic] {
        ownModuleProblems() + manifest.composed.indices.flatMap(compositionProblems)
    }

    // MARK: - A module's own manifest

    private func ownModuleProblems() -> [Diagnostic] {
        guard let module = manifest.module else { return [] }
        var diagnostics: [Diagnostic] = []
        for input in manifest.inputs where input.scope == 0 && !input.isRequirement {
            diagnostics.append(.error(
                "input '\(input.name.value)' cannot be given to a module's component, which the module composing it "
                    + "makes; declare it under \"module\": {\"requires\": ...} instead", at: input.name.location))
        }
        for provided in module.provides {
            let name = provided.value
            switch names.lookup(name, from: 0) {
            case nil:
                let services = manifest.services.filter { $0.scope == 0 }.map(\.name.value)
                diagnostics.append(.error(
                    "the module provides '\(name)', which is not a service of its app scope"
                        + NameSuggestion.didYouMean(name, among: services), at: provided.location))
            case .service(let index):
                let service = manifest.services[index]
                if !service.parameters.isEmpty {
                    diagnostics.append(.error(
                        "the module provides '\(name)', which takes parameters; provide a service without parameters "
                            + "(a factory type that makes them)", at: provided.location))
                } else if service.isolation != nil, manifest.isolation == nil {
                    diagnostics.append(.error(
                        "the module provides '\(name)', which is isolated to the main actor while its component is not; "
                            + "a module provides services of its component's isolation", at: provided.location))
                }
            case let entry?:
                diagnostics.append(.error(
                    "the module provides '\(name)', which is \(describe(entry, withArticle: true)); only services can be "
                        + "provided", at: provided.location))
            }
        }
        return diagnostics
    }

    // MARK: - Composition

    private func compositionProblems(_ index: Int) -> [Diagnostic] {
        let module = manifest.composed[index]
        let entry = module.entry
        var diagnostics: [Diagnostic] = []
        let moduleEnvironments = module.manifest.environments.map(\.name.value)
        for environment in manifest.environments where !moduleEnvironments.contains(environment.name.value) {
            let name = environment.name.value
            diagnostics.append(.error(
                "module '\(module.name)' has no environment '\(name)'; a composed module's component is made with its "
                    + "composer's environment, so declare '\(name)' in \(module.name)'s \"environments\"",
                at: entry.location,
                notes: [.init("\(module.name)'s environments: \(moduleEnvironments.joined(separator: ", "))",
                              at: located(module.manifest.environments.first?.name.location, in: module))]))
        }
        if (manifest.isolation == nil) != (module.manifest.isolation == nil) {
            let isolation = { (isolated: Bool) in isolated ? "isolated to the main actor" : "thread-safe" }
            diagnostics.append(.error(
                "module '\(module.name)' is \(isolation(module.manifest.isolation != nil)) but this manifest is "
                    + "\(isolation(manifest.isolation != nil)); a composed module's components share their composer's "
                    + "isolation, so give both the same \"isolation\"", at: entry.location))
        }
        let ownTypes = Set(manifest.scopes.indices.flatMap(generatedTypeNames) + manifest.views.map(\.name.value))
        let moduleTypes = SwiftNames.scopeTypes(scope: nil, environments: moduleEnvironments, module: module.name)
        for type in moduleTypes where ownTypes.contains(type) {
            diagnostics.append(.error(
                "module '\(module.name)' generates the type '\(type)', which this manifest generates too; rename the "
                    + "scope, environment or view that makes it here", at: entry.location))
        }
        for requirement in module.manifest.inputs where requirement.isRequirement {
            if let problem = requirementProblem(requirement, of: module) {
                diagnostics.append(.error(problem.message, at: entry.location,
                                          notes: [.init("'\(requirement.name.value)' is required here",
                                                        at: requirement.name.location)] + problem.notes))
            }
        }
        return diagnostics
    }

    /// Why what composes `module` cannot meet its `requirement`, if it cannot.
    private func requirementProblem(
        _ requirement: InputDeclaration, of module: ComposedModule
    ) -> (message: String, notes: [Diagnostic.Note])? {
        let name = requirement.name.value
        let required = "module '\(module.name)' requires '\(name)'"
        switch names.lookup(name, from: 0) {
        case nil:
            if let owner = privateDeclaration(of: name) {
                return ("\(required), which module '\(owner.module)' declares but does not provide; add '\(name)' to "
                        + "\(owner.module)'s \"provides\", or declare '\(name)' here",
                        [.init("'\(name)' is declared here, in module '\(owner.module)'", at: owner.location)])
            }
            let type = requirement.type.map { " (\($0.source))" } ?? ""
            return ("\(required)\(type), which nothing here provides; declare '\(name)' in this manifest, or compose "
                    + "a module that provides it" + NameSuggestion.didYouMean(name, among: names.names(visibleFrom: 0)), [])
        case .service(let index):
            let service = manifest.services[index]
            let declared = [Diagnostic.Note("'\(name)' is declared here", at: service.name.location)]
            if !service.parameters.isEmpty {
                return ("\(required), but '\(name)' here takes parameters; a requirement is a value", declared)
            }
            let effects = effects.effects[index]
            if effects.throwing || effects.suspending {
                let what = effects.suspending ? "is async" : "can throw"
                return ("\(required), but building '\(name)' \(what); a module reads its requirements as plain values, "
                        + "so give '\(name)' a \"fallback\" or a construction that cannot fail or suspend", declared)
            }
            if service.isolation != nil, manifest.isolation == nil {
                return ("\(required), but '\(name)' is isolated to the main actor while the components are not", declared)
            }
            return nil
        case .view:
            return ("\(required), which is a view here; a requirement is a value", [])
        case .config, .input:
            return nil
        }
    }

    /// The composed module that declares `name` without providing it, and where.
    func privateDeclaration(of name: String) -> (module: String, location: SourceLocation)? {
        for module in manifest.composed {
            // Its requirements are not its own: another module may provide them.
            let declared = module.manifest.services.map(\.name) + module.manifest.config.map(\.name)
                + module.manifest.inputs.filter { !$0.isRequirement }.map(\.name)
            if let found = declared.first(where: { $0.value == name }) {
                return (module.name, found.location)
            }
        }
        return nil
    }

    /// Why `service` cannot use `name`, when a composed module keeps a declaration of it to itself.
    func encapsulationProblem(
        _ name: String, from service: ServiceDeclaration, detail: String, wording: String
    ) -> (message: String, notes: [Diagnostic.Note])? {
        guard let owner = privateDeclaration(of: name) else { return nil }
        return ("'\(service.name.value)'\(detail) \(wording) '\(name)', which module '\(owner.module)' declares but does "
                + "not provide; only what a module lists in \"provides\" can be used outside it: add '\(name)' to "
                + "\(owner.module)'s \"provides\", or depend on something it provides",
                [.init("'\(name)' is declared here, in module '\(owner.module)'", at: owner.location)])
    }

    /// The composed module that provides the forwarded service `index`, if it is one.
    func providingModule(of index: Int) -> ComposedModule? {
        guard case .forwarded(let forwarded) = manifest.services[index].kind else { return nil }
        return manifest.composed[forwarded.module]
    }

    /// `location` in `module`'s manifest, which defaults (such as the default environments) leave unset.
    private func located(_ location: SourceLocation?, in module: ComposedModule) -> SourceLocation {
        guard let location, location.file != nil else { return SourceLocation(line: 1, column: 1, file: module.path) }
        return location
    }
}
