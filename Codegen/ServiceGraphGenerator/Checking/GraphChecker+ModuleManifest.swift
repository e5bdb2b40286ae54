/// The checks of a module's own manifest: what it provides exists in the scope that provides it,
/// with its component's isolation.
extension GraphChecker {
    func ownModuleProblems() -> [Diagnostic] {
        guard manifest.module != nil else { return [] }
        var diagnostics: [Diagnostic] = []
        let exported = manifest.scopeIDs.filter { manifest.scopes[$0].isExported }
        for input in manifest.inputs where exported.contains(input.scope) && !input.isRequirement {
            let section = input.scope.isApp ? "\"module\": {\"requires\": ...}" : "the scope's \"requires\""
            diagnostics.append(
                .error(
                    .inputInModule,
                    "input '\(input.name.value)' cannot be given to the component of \(describeScope(input.scope)), which "
                        + "the module composing it makes; declare it under \(section) instead", at: input.name.location))
        }
        for scope in exported {
            if let parent = manifest.scopes[scope].parent, !manifest.scopes[parent].isExported {
                diagnostics.append(
                    .error(
                        .exportedScopeParentNotExported,
                        "\(describeScope(scope)) provides or requires, but its parent, \(describeScope(parent)), does not; the "
                            + "composing module makes it from its parent's component, so give \(describeScope(parent)) "
                            + "\"provides\" or \"requires\" too", at: manifest.scopes[scope].name.location))
            }
            for provided in manifest.scopes[scope].provides {
                if let (problem, suggestion) = provisionProblem(provided.value, in: scope) {
                    // No fix-it to a name the module already provides: it would be provided twice.
                    let fixIt = suggestion.flatMap { suggestion in
                        manifest.scopes[scope].provides.contains { $0.value == suggestion }
                            ? nil : FixIt.string(at: provided.location, provided.value, becomes: suggestion)
                    }
                    diagnostics.append(
                        Diagnostic.error(.invalidProvision, "the module provides '\(provided.value)', which " + problem, at: provided.location)
                            .fixed(by: fixIt))
                }
            }
        }
        return diagnostics
    }

    /// Why `name` cannot be provided from `scope`, if it cannot, and the service of `scope` it
    /// likely means when it names none.
    private func provisionProblem(_ name: String, in scope: ScopeID) -> (problem: String, suggestion: String?)? {
        let own = manifest.services.filter { $0.scope == scope }
        switch names.lookup(name, from: scope) {
        case .service(let index) where manifest.services[index].scope == scope:
            let service = manifest.services[index]
            if service.isolation != nil, manifest.isolation == nil {
                return (
                    "is isolated to the main actor while its component is not; a module provides services of its "
                        + "component's isolation", nil
                )
            }
            return nil
        case .service(let index):
            return ("belongs to \(describeScope(manifest.services[index].scope)); provide it from there", nil)
        case nil:
            if let owner = manifest.services.first(where: { $0.name.value == name }) {
                return ("belongs to \(describeScope(owner.scope)); provide it from there", nil)
            }
            let suggestion = NameSuggestion.closest(to: name, among: own.map(\.name.value))
            return ("is not a service of \(describeScope(scope))" + NameSuggestion.didYouMean(suggesting: suggestion), suggestion)
        case let entry?:
            return ("is \(describe(entry, withArticle: true)); only services can be provided", nil)
        }
    }
}
