/// Checks the graph a manifest declares, turning the analysis's facts into diagnostics: every
/// name is declared once, every dependency names something that exists and can be used there,
/// nothing declared goes unused, and no configuration (environment or test) has a cycle.
struct GraphChecker {
    let analysis: GraphAnalysis
    var manifest: Manifest { analysis.manifest }
    var names: NameTable { analysis.names }
    var graphs: [ConfigurationGraph] { analysis.graphs }
    var effects: EffectAnalysis { analysis.effects }
    var modules: [ComposedModule] { analysis.modules }

    func check() -> [Diagnostic] {
        duplicateNames() + scopeTreeProblems() + references() + unusedEntries() + cycles() + effectProblems()
            + wiringProblems() + valueProblems()
            + lifetimeProblems() + lifecycleCallProblems() + isolationProblems() + sendabilityProblems() + viewProblems()
            + moduleProblems()
            + contributionProblems()
    }

    // MARK: - Names

    private func duplicateNames() -> [Diagnostic] {
        var diagnostics = names.duplicates.map { name, first in
            if let index = manifest.serviceIDs.first(where: { manifest.services[$0].name == name }), let module = providingModule(of: index) {
                // Two providers of one name across modules: the later provides entry is the one to look at.
                return Diagnostic.error(
                    .composedNameClash,
                    "module '\(module.name)' provides '\(name.value)', which this graph already has; a name has one "
                        + "provider in a composed graph: rename one of them, or remove it from the \"provides\" of module '\(module.name)'",
                    at: name.location, notes: [.init(firstDeclaration(of: name.value, at: first), at: first)])
            }
            return Diagnostic.error(
                .duplicateName,
                "'\(name.value)' is declared twice; services, config values and inputs share one "
                    + "namespace, since dependencies name them alone",
                at: name.location, notes: [.init("'\(name.value)' is first declared here", at: first)])
        }
        // An assisted factory's function must not clash with another name.
        for service in manifest.services where !service.parameters.isEmpty {
            let function = SwiftNames.factoryFunction(for: service.name.value)
            if names.lookup(function, from: service.scope) != nil {
                diagnostics.append(
                    .error(
                        .factoryFunctionNameClash,
                        "'\(service.name.value)' takes parameters, so it is exposed as '\(function)(...)', which clashes "
                            + "with the declared name '\(function)'; rename one of them", at: service.name.location))
            }
            for parameter in service.parameters {
                guard let entry = names.lookup(parameter.name.value, from: service.scope) else { continue }
                diagnostics.append(
                    .error(
                        .parameterShadowsName,
                        "parameter '\(parameter.name.value)' of '\(service.name.value)' has the name of a declared "
                            + "\(describe(entry)); rename the parameter so its dependencies "
                            + "are not ambiguous", at: parameter.name.location))
            }
        }
        return diagnostics
    }

    // MARK: - References

    private func references() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for input in manifest.inputs {
            if let testDefault = input.testDefault, let problem = factoryShadowing(testDefault, in: input.scope) {
                diagnostics.append(.error(.factoryShadowedByName, problem, at: testDefault.location))
            }
        }
        for service in manifest.services {
            switch service.kind {
            case .alias(let target, let members) where !target.value.isEmpty:
                let suggestion = likelyName(for: target.value, from: service, servicesOnly: false)
                if let problem = aliasTargetProblem(target.value, from: service, suggesting: suggestion) {
                    // The fix-it renames the target, keeping the members read from it.
                    let written = { (name: String) in ([name] + members).joined(separator: ".") }
                    diagnostics.append(
                        Diagnostic.error(problem.id, problem.message, at: target.location, notes: problem.notes).fixed(
                            by: problem.id == .unknownName
                                ? suggestion.map { FixIt.string(at: target.location, written(target.value), becomes: written($0)) } : nil))
                }
            case .alias:
                break  // Its target was not a name; that was reported.
            case .collection(let elements):
                for element in elements {
                    let suggestion = likelyName(for: element.value, from: service, servicesOnly: true)
                    if let problem = serviceReferenceProblem(element.value, from: service, role: "a collection of", suggesting: suggestion) {
                        diagnostics.append(
                            Diagnostic.error(problem.id, problem.message, at: element.location, notes: problem.notes).fixed(
                                by: problem.id == .unknownName
                                    ? suggestion.map { FixIt.string(at: element.location, element.value, becomes: $0) } : nil))
                    }
                }
            case .implemented:
                diagnostics += dependencyProblems(of: service)
            case .gathered:
                break  // See contributionProblems().
            case .forwarded:
                break  // Checked in its module.
            }
        }
        return diagnostics
    }

    /// The name `target` likely means when it names nothing `service` sees: the closest service,
    /// config value or input it sees (a service, if `servicesOnly`). The message's "did you mean"
    /// and the caller's fix-it both write it.
    private func likelyName(for target: String, from service: ServiceDeclaration, servicesOnly: Bool) -> String? {
        guard names.lookup(target, from: service.scope) == nil else { return nil }
        let candidates =
            servicesOnly
            ? manifest.services.filter { names.lineages[service.scope].contains($0.scope) }.map(\.name.value)
            : names.names(visibleFrom: service.scope)
        return NameSuggestion.closest(to: target, among: candidates)
    }

    /// Why `target` cannot be what an alias exposes, if it cannot: a service, config value or
    /// input of the alias's scope or its ancestors can be. `suggestion` is the name an unknown
    /// `target` likely means (`likelyName(for:from:servicesOnly:)`).
    private func aliasTargetProblem(
        _ target: String, from service: ServiceDeclaration, suggesting suggestion: String?
    ) -> (id: DiagnosticID, message: String, notes: [Diagnostic.Note])? {
        let name = service.name.value
        switch names.lookup(target, from: service.scope) {
        case .config: return nil
        case .input(let index) where manifest.inputs[index].reference == nil || service.type != nil: return nil
        case .input:
            // A weak back-reference reads as an optional, an unowned one may be gone: say which.
            return (
                .aliasNeedsType,
                "'\(name)' is an alias of the back-reference input '\(target)'; give it a 'type' "
                    + "(the input's type, optional if it is held weakly)", []
            )
        case .view:
            return (
                .notAService,
                "'\(name)' is an alias of '\(target)', which is a view; an alias names a service, config value "
                    + "or input, or a member of one", []
            )
        case nil:
            if isUnreportable(target, from: service.scope) { return nil }
            if let problem = visibilityProblem(target, from: service, wording: "is an alias of") { return problem }
            return (
                .unknownName,
                "'\(name)' is an alias of '\(target)', which is not a service, config value or input"
                    + NameSuggestion.didYouMean(suggesting: suggestion), []
            )
        case .service:
            return serviceReferenceProblem(target, from: service, role: "an alias of", suggesting: nil)
        }
    }

    /// Why `target` cannot be the target of an alias or an element of a collection, if it cannot.
    /// `suggestion` is the service an unknown `target` likely means (`likelyName(for:from:servicesOnly:)`).
    private func serviceReferenceProblem(
        _ target: String, from service: ServiceDeclaration, role: String, suggesting suggestion: String?
    ) -> (id: DiagnosticID, message: String, notes: [Diagnostic.Note])? {
        let name = service.name.value
        let entry = names.lookup(target, from: service.scope)
        switch entry {
        case nil:
            if isUnreportable(target, from: service.scope) { return nil }
            if let problem = visibilityProblem(target, from: service, wording: "is \(role)") { return problem }
            return (.unknownName, "'\(name)' is \(role) '\(target)', which is not a service" + NameSuggestion.didYouMean(suggesting: suggestion), [])
        case .config, .input, .view:
            return (.notAService, "'\(name)' is \(role) '\(target)', which is \(describe(entry!, withArticle: true)), not a service", [])
        case .service(let index) where !manifest.services[index].parameters.isEmpty:
            return (
                .serviceTakesParameters,
                "'\(name)' is \(role) '\(target)', which takes parameters; only services without parameters "
                    + "can be aliased or collected", []
            )
        case .service(let index) where manifest.isMainActor(manifest.services[index]) && !manifest.isMainActor(service):
            return (
                .readsMainActorService,
                "'\(name)' is \(role) '\(target)', which is isolated to the main actor; \(isolateAdvice(name)), or "
                    + "name a thread-safe service", []
            )
        case .service(let index) where manifest.services[index].environments != nil && role == "a collection of":
            return (
                .optionalServiceCollected,
                "'\(name)' is \(role) '\(target)', which exists only in some environments ('in'), so it is optional; "
                    + "only services of every environment can be collected", []
            )
        case .service:
            return nil
        }
    }

    private func dependencyProblems(of service: ServiceDeclaration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = service.name.value
        let parameterNames = service.parameters.map(\.name.value)
        var usedParameters: Set<String> = []
        var namesAnUnknownDependency = false
        for (role, implementation) in service.implementations {
            if let problem = factoryShadowing(implementation, in: service.scope) {
                diagnostics.append(.error(.factoryShadowedByName, problem, at: implementation.location))
            }
            for dependency in implementation.allDependencies where dependency.expression == nil {
                if dependency.isScopeMaker {
                    diagnostics += scopeMakerProblems(dependency, in: service)
                    continue
                }
                let target = names.target(of: dependency.name, in: service)
                if let target, let problem = formProblem(of: dependency, naming: target, in: service) {
                    diagnostics.append(.error(problem.id, problem.message, at: dependency.location))
                }
                switch target {
                case .parameter:
                    usedParameters.insert(dependency.name)
                case nil:
                    if isUnreportable(dependency.name, from: service.scope) || service.unreadableParameterNames.contains(dependency.name) {
                        continue
                    }
                    // A misspelled name is reported once, here, and not as an unused parameter too.
                    namesAnUnknownDependency = true
                    if let problem = visibilityProblem(
                        dependency.name, from: service,
                        detail: " (\(role): \(implementation.displayName))",
                        wording: "depends on")
                    {
                        diagnostics.append(.error(problem.id, problem.message, at: dependency.location, notes: problem.notes))
                        continue
                    }
                    let suggestion = NameSuggestion.closest(to: dependency.name, among: names.names(visibleFrom: service.scope) + parameterNames)
                    diagnostics.append(
                        Diagnostic.error(
                            .unknownDependency,
                            "'\(name)' (\(role): \(implementation.displayName)\(scopeName(service).map { ", in scope '\($0)'" } ?? "")) "
                                + "depends on '\(dependency.name)', which is not a service, config value, input or parameter"
                                + (scopeName(service).map { " that scope '\($0)' can see" } ?? "")
                                + NameSuggestion.didYouMean(suggesting: suggestion),
                            at: dependency.location
                        ).fixed(by: suggestion.flatMap(dependency.renamingFixIt))
                            .declarable(dependency.name, in: manifest.scopes[service.scope]))
                default:
                    break
                }
            }
        }
        for parameter in service.parameters
        where !usedParameters.contains(parameter.name.value) && !namesAnUnknownDependency && !service.hasUnreadableImplementation {
            diagnostics.append(
                .error(
                    .unusedParameter,
                    "parameter '\(parameter.name.value)' of '\(name)' is not passed to any of its implementations; "
                        + "list it in 'dependencies' or remove it", at: parameter.name.location))
        }
        return diagnostics
    }

    /// The name of the scope a service belongs to; nil for the app's, so that only an error
    /// inside a scope names it.
    private func scopeName(_ service: ServiceDeclaration) -> String? {
        service.scope.isApp ? nil : manifest.scopes[service.scope].name.value
    }

    /// Inside a component, a factory path starting with a declared name would read that member,
    /// not the type the manifest means.
    private func factoryShadowing(_ implementation: Implementation, in scope: ScopeID) -> String? {
        guard implementation.receiver == nil, case .factory(let path, _) = implementation.constructor, let head = path.first,
            let entry = names.lookup(head, from: scope)
        else { return nil }
        return "factory '\(path.joined(separator: "."))' starts with '\(head)', the name of \(describe(entry, withArticle: true)); "
            + "inside the component that name means the \(describe(entry)), not a type; qualify the type with its module"
    }

    func describe(_ entry: NameTable.Entry, withArticle: Bool = false) -> String {
        switch entry {
        case .service: withArticle ? "a service" : "service"
        case .config: withArticle ? "a config value" : "config value"
        case .input(let index) where manifest.inputs[index].isRequirement: withArticle ? "a requirement" : "requirement"
        case .input: withArticle ? "an input" : "input"
        case .view: withArticle ? "a view" : "view"
        }
    }
}
