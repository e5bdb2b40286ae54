/// The checks of modules: what a module's manifest provides and requires, and how a composing
/// manifest's modules fit together (every requirement met by exactly one name, environments and
/// isolation alike, no clashing types, no use of what a module keeps to itself).
extension GraphChecker {
    func moduleProblems() -> [Diagnostic] {
        ownModuleProblems() + modules.positions(of: ModuleKind.self).flatMap(compositionProblems)
    }

    // MARK: - Composition

    private func compositionProblems(_ index: ModuleID) -> [Diagnostic] {
        let module = modules[index]
        let entry = module.entry
        var diagnostics: [Diagnostic] = []
        let moduleEnvironments = module.interface.environments.map(\.value)
        for environment in manifest.environments where !moduleEnvironments.contains(environment.name.value) {
            let name = environment.name.value
            diagnostics.append(
                .error(
                    .composedModuleMissingEnvironment,
                    "module '\(module.name)' has no environment '\(name)'; a composed module's component is made with its "
                        + "composer's environment, so declare '\(name)' in the \"environments\" of module '\(module.name)'",
                    at: entry.location,
                    notes: [
                        .init(
                            "\(module.name)'s environments: \(moduleEnvironments.joined(separator: ", "))",
                            at: located(module.interface.environments.first?.location, in: module))
                    ]))
        }
        // A thread-safe module reads its requirements from any thread; of a main-actor composer's
        // members, only its constants can be read there: its config values and inputs (the compiler
        // checks they are `Sendable`), declared in the scope that meets the requirement, and its
        // `nonisolated` services.
        if manifest.isolation != nil, !module.interface.isMainActor {
            for requirement in module.interface.requirements {
                guard let scope = module.composingScope(of: requirement.scope, in: manifest),
                    let what = mainActorMember(meeting: requirement.name.value, from: scope)
                else { continue }
                diagnostics.append(
                    .error(
                        .moduleIsolationMismatch,
                        "module '\(module.name)' is thread-safe and reads '\(requirement.name.value)' from any thread, but here "
                            + "it is \(what), which only the main actor can read in this manifest's components; meet it "
                            + "with a config value or an input of \(describeScope(scope)) or a service that is \"isolation\": "
                            + "\"nonisolated\", make this manifest thread-safe (its screens can stay on the main actor: "
                            + "\"isolation\": \"MainActor\" on each service or scope), or give "
                            + "module '\(module.name)' \"isolation\": \"MainActor\"", at: entry.location,
                        notes: [.init("'\(requirement.name.value)' is required here", at: located(requirement.name.location, in: module))]))
            }
        }
        let ownTypes = Set(manifest.scopeIDs.flatMap(generatedTypeNames) + manifest.views.map(\.name.value))
        let moduleTypes = SwiftNames.scopeTypes(
            scope: nil, environments: moduleEnvironments,
            module: module.interface.typePrefix)
        let clashing = moduleTypes.filter(ownTypes.contains)
        if !clashing.isEmpty {
            let types = englishList(clashing.map { "'\($0)'" })
            diagnostics.append(
                .error(
                    .generatedTypeClash,
                    "module '\(module.name)' generates \(clashing.count == 1 ? "the type" : "the types") \(types), which this "
                        + "manifest generates too; rename the scope, environment or view here that makes "
                        + (clashing.count == 1 ? "it" : "them"), at: entry.location))
        }
        for scope in module.interface.exportedScopes.dropFirst() {
            if let problem = scopeCorrespondenceProblem(scope, of: module) {
                diagnostics.append(
                    .error(
                        .composedScopeMismatch, problem, at: entry.location,
                        notes: [.init("the scope is declared here", at: module.interface.scopes[scope].name.location)]))
            }
        }
        for requirement in module.interface.requirements {
            // A scope without a counterpart here was reported above.
            guard let scope = module.composingScope(of: requirement.scope, in: manifest) else { continue }
            if let problem = requirementProblem(requirement, of: module, from: scope) {
                diagnostics.append(
                    .error(
                        problem.id, problem.message, at: entry.location,
                        notes: [
                            .init(
                                "'\(requirement.name.value)' is required here",
                                at: requirement.name.location)
                        ] + problem.notes))
            }
        }
        return diagnostics
    }

    /// Why no scope here can make the component of `module`'s exported `scope`: none has its name,
    /// or that one's parent is not the scope that makes the module scope's parent.
    private func scopeCorrespondenceProblem(_ scope: ScopeID, of module: ComposedModule) -> String? {
        let name = module.interface.scopes[scope].name.value
        guard let own = module.composingScope(of: scope, in: manifest) else {
            return "module '\(module.name)' contributes to scope '\(name)', which this manifest does not declare; declare "
                + "a scope '\(name)' here, whose components then make the module's"
        }
        // A scope here whose own parent is broken was reported; what it is made from is unknown.
        guard !manifest.scopes[own].hasUnknownLineage else { return nil }
        if let outerParent = module.interface.scopes[scope].outerParent {
            let parent = manifest.scopes[own].parent ?? .app
            guard manifest.scopes[parent].name.value != outerParent.value else { return nil }
            return "module '\(module.name)' makes scope '\(name)' under scope '\(outerParent.value)', but here "
                + "\(describeScope(own)) is made from \(describeScope(parent)); give both the same parent"
        }
        guard let moduleParent = module.interface.scopes[scope].parent,
            module.composingScope(of: moduleParent, in: manifest) != manifest.scopes[own].parent
        else { return nil }
        return "module '\(module.name)' makes scope '\(name)' from \(describeModuleScope(moduleParent, of: module)), but "
            + "here \(describeScope(own)) is made from \(describeScope(manifest.scopes[own].parent ?? .app)); give both the "
            + "same parent"
    }

    /// What meets `name` from `scope` when a thread-safe module cannot read it off the main actor
    /// (a main-actor composer's service, back-reference, or a member of an ancestor scope), as the
    /// end of a sentence; nil when it can, or when nothing meets it (reported elsewhere).
    private func mainActorMember(meeting name: String, from scope: ScopeID) -> String? {
        switch names.lookup(name, from: scope) {
        case nil: return nil
        case .service(let index): return manifest.isMainActor(manifest.services[index]) ? "a service" : nil
        case .view: return "a view"
        case .config(let index) where manifest.config[index].scope != scope:
            return "a config value of \(describeScope(manifest.config[index].scope))"
        case .input(let index) where manifest.inputs[index].scope != scope:
            return "an input of \(describeScope(manifest.inputs[index].scope))"
        case .input(let index) where manifest.inputs[index].reference != nil: return "a back-reference"
        case .config, .input: return nil
        }
    }

    private func describeModuleScope(_ scope: ScopeID, of module: ComposedModule) -> String {
        scope.isApp ? "its app scope" : "its scope '\(module.interface.scopes[scope].name.value)'"
    }

    /// Why what composes `module` cannot meet its `requirement` from `scope`, if it cannot.
    private func requirementProblem(
        _ requirement: InputDeclaration, of module: ComposedModule, from scope: ScopeID
    ) -> (id: DiagnosticID, message: String, notes: [Diagnostic.Note])? {
        let name = requirement.name.value
        let required = "module '\(module.name)' requires '\(name)'" + (scope.isApp ? "" : " in \(describeScope(scope))")
        switch names.lookup(name, from: scope) {
        case nil where requirement.isOptional && privateDeclaration(of: name) == nil && names.scopes(declaring: name).isEmpty:
            return nil  // Nothing here has the name: the module reads nil.
        case nil:
            if let owner = privateDeclaration(of: name) {
                return (
                    .notProvidedByModule,
                    "\(required), which module '\(owner.module)' declares but does not provide; add '\(name)' to "
                        + "the \"provides\" of module '\(owner.module)', or declare '\(name)' here",
                    [.init("'\(name)' is declared here, in module '\(owner.module)'", at: owner.location)]
                )
            }
            let type = requirement.type.map { " (\($0.source))" } ?? ""
            return (
                .moduleRequirementUnmet,
                "\(required)\(type), which nothing here provides; declare '\(name)' in this manifest, or compose "
                    + "a module that provides it" + NameSuggestion.didYouMean(name, among: names.names(visibleFrom: scope)), []
            )
        case .service(let index):
            let service = manifest.services[index]
            let declared = [Diagnostic.Note("'\(name)' is declared here", at: service.name.location)]
            if !service.parameters.isEmpty {
                return (.serviceTakesParameters, "\(required), but '\(name)' here takes parameters; a requirement is a value", declared)
            }
            let effects = effects.effects[index]
            if effects.throwing || effects.suspending {
                let what = effects.suspending ? "is async" : "can throw"
                return (
                    .requirementHasEffects,
                    "\(required), but building '\(name)' \(what); a module reads its requirements as plain values, "
                        + "so give '\(name)' a \"fallback\" or a construction that cannot fail or suspend", declared
                )
            }
            // A main-actor module reads its requirements on the main actor.
            if service.isolation != nil, manifest.isolation == nil, !module.interface.isMainActor {
                return (
                    .moduleIsolationMismatch,
                    "\(required), but '\(name)' is isolated to the main actor while module '\(module.name)' "
                        + "is thread-safe and reads its requirements from any thread", declared
                )
            }
            return nil
        case .config, .input, .view:
            // A view's name is a type's, which no requirement can have.
            return nil
        }
    }

    /// The composed module that declares `name` without providing it, and where; nil when a scope
    /// here has the name (its own, or a module provides it there), which the scope checks explain.
    func privateDeclaration(of name: String) -> (module: String, location: SourceLocation)? {
        guard names.scopes(declaring: name).isEmpty else { return nil }
        for module in modules {
            // Its requirements are not its own: another module may provide them.
            if let found = module.interface.declaredNames.first(where: { $0.value == name }) {
                return (module.name, found.location)
            }
        }
        return nil
    }

    /// Why `service` cannot use `name`, when a composed module keeps a declaration of it to itself.
    func encapsulationProblem(
        _ name: String, from service: ServiceDeclaration, detail: String, wording: String
    ) -> (id: DiagnosticID, message: String, notes: [Diagnostic.Note])? {
        guard let owner = privateDeclaration(of: name) else { return nil }
        return (
            .notProvidedByModule,
            "'\(service.name.value)'\(detail) \(wording) '\(name)', which module '\(owner.module)' declares but does "
                + "not provide; only what a module lists in \"provides\" can be used outside it: add '\(name)' to "
                + "the \"provides\" of module '\(owner.module)', or depend on something it provides",
            [.init("'\(name)' is declared here, in module '\(owner.module)'", at: owner.location)]
        )
    }

    /// "'cache' is first declared here", or "... first provided here, by module 'Health'".
    func firstDeclaration(of name: String, at location: SourceLocation) -> String {
        guard let index = manifest.serviceIDs.first(where: { manifest.services[$0].name.location == location }),
            let module = providingModule(of: index)
        else { return "'\(name)' is first declared here" }
        return "'\(name)' is first provided here, by module '\(module.name)'"
    }

    /// The composed module that provides the forwarded service `index`, if it is one.
    func providingModule(of index: ServiceID) -> ComposedModule? {
        guard case .forwarded(let forwarded) = manifest.services[index].kind else { return nil }
        return modules[forwarded.module]
    }

    /// `location` in `module`'s manifest, which defaults (such as the default environments) leave unset.
    private func located(_ location: SourceLocation?, in module: ComposedModule) -> SourceLocation {
        guard let location, location.file != nil else { return SourceLocation(line: 1, column: 1, file: module.path) }
        return location
    }
}
