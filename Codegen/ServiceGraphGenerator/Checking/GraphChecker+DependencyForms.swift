/// The forms a dependency can take beyond a plain name: a member of a value (`user.id`), a
/// provider (`provider(coordinator)`), a name read inside a value (`.named(appGroup)`), each valid
/// only for some of what a name can refer to, and a child scope's maker (`scope(tab)`), which
/// names a scope.
extension GraphChecker {
    /// Why `dependency`'s form cannot be used with what it names, if it cannot.
    func formProblem(
        of dependency: Dependency, naming target: NameTable.Target, in service: ServiceDeclaration
    ) -> (id: DiagnosticID, message: String)? {
        let name = dependency.name
        if dependency.isProvider {
            // A module's requirement is read from its composer when used, like a service.
            if case .entry(.input(let index)) = target, manifest.inputs[index].isRequirement { return nil }
            guard case .entry(.service(let index)) = target else {
                let what = if case .entry(let entry) = target { describe(entry, withArticle: true) } else { "a parameter" }
                return (
                    .notAService,
                    "'\(service.name.value)' asks for a provider of '\(name)', which is \(what); only a "
                        + "service or a module's requirement can be provided: pass '\(name)' itself"
                )
            }
            if !manifest.services[index].parameters.isEmpty {
                return (
                    .serviceTakesParameters,
                    "'\(service.name.value)' asks for a provider of '\(name)', which takes "
                        + "parameters and is already passed as a function that makes one; write \"\(name)\" without 'provider(...)'"
                )
            }
            return nil
        }
        if dependency.isReadInsideAValue, case .entry(.service(let index)) = target, !manifest.services[index].parameters.isEmpty {
            return (
                .serviceTakesParameters,
                "'\(service.name.value)' reads '\(([name] + dependency.members).joined(separator: "."))' inside a value, but "
                    + "'\(name)' takes parameters and is passed as a function that makes one; a value can read a service "
                    + "without parameters, a config value, an input or a parameter: pass '\(name)' as a dependency of its own"
            )
        }
        if !dependency.members.isEmpty, case .entry(.view) = target {
            return (
                .invalidDependency,
                "'\(service.name.value)' reads a member of the view '\(name)'; depend on the member "
                    + "itself, or on the view"
            )
        }
        if !dependency.members.isEmpty, case .entry(.service(let index)) = target,
            !manifest.services[index].parameters.isEmpty
        {
            return (
                .serviceTakesParameters,
                "'\(service.name.value)' reads '\(([name] + dependency.members).joined(separator: "."))', "
                    + "but '\(name)' takes parameters and is passed as a function; depend on a service that has the member instead"
            )
        }
        return nil
    }

    /// What is wrong with `scope(name)` in `service`'s dependencies: a scope that does not
    /// exist, or one that is not a child of the service's own scope (a service makes the
    /// components its own component's `make...Component` functions make, and no other).
    func scopeMakerProblems(_ dependency: Dependency, in service: ServiceDeclaration) -> [Diagnostic] {
        let name = service.name.value
        let scopes = manifest.scopes
        guard let index = scopes.firstIndex(where: { $0.name.value == dependency.name }) else {
            let names = scopes.dropFirst().map(\.name.value)
            let suggestion = NameSuggestion.closest(to: dependency.name, among: names)
            return [
                Diagnostic.error(
                    .unknownScope,
                    "'\(name)' asks for the maker of scope '\(dependency.name)', but no scope has that name"
                        + (names.isEmpty ? "; declare it under \"scopes\"" : NameSuggestion.didYouMean(suggesting: suggestion)),
                    at: dependency.location
                ).fixed(by: suggestion.flatMap(dependency.renamingFixIt))
            ]
        }
        // Which scope makes a scope in or under a loop, or under an unknown parent, is unknown (reported once).
        // A scope's service may make components of its own scope too (a room opened from a room):
        // siblings of its component, made from the same parent.
        let isOwnScope = scopes[service.scope].name.value == dependency.name && !scopes[service.scope].isApp
        guard scopes[index].parent != service.scope, !isOwnScope, !scopes[index].hasUnknownLineage,
            !scopes[service.scope].hasUnknownLineage
        else { return [] }
        let own = scopes[service.scope].isApp ? "the app" : "scope '\(scopes[service.scope].name.value)'"
        let children = scopes.indices.filter { scopes[$0].parent == service.scope }.map { "'\(scopes[$0].name.value)'" }
        let hint = children.isEmpty ? "\(own) has no child scopes" : "the children of \(own): \(children.joined(separator: ", "))"
        let declared: [Diagnostic.Note] =
            scopes[index].isApp
            ? []
            : [
                .init(
                    "scope '\(dependency.name)' is declared here, with parent '\(scopes[scopes[index].parent!].name.value)'",
                    at: scopes[index].name.location)
            ]
        return [
            .error(
                .scopeMakerNotChild,
                "'\(name)' belongs to \(own) and asks for the maker of scope '\(dependency.name)', which is not one of its "
                    + "children; a service can make only its own scope's children and its own scope (\(hint)); move '\(name)' into the "
                    + "parent of '\(dependency.name)'", at: dependency.location, notes: declared)
        ]
    }
}
