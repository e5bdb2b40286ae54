/// Component views: each member names something the view's scope sees, and the view's
/// protocol does not clash with a generated type.
extension GraphChecker {
    func viewProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let generatedTypes = Set(manifest.scopeIDs.flatMap(generatedTypeNames))
        for view in manifest.views {
            if generatedTypes.contains(view.name.value) {
                diagnostics.append(
                    .error(
                        .generatedTypeClash,
                        "view '\(view.name.value)' has the name of a generated component type; rename the view",
                        at: view.name.location))
            }
            for member in view.members {
                // Members are lowercase names (checked when read), so none can name a view.
                switch names.lookup(member.value, from: view.scope) {
                case nil where isUnreportable(member.value, from: view.scope):
                    break
                case nil:
                    let visible = names.names(visibleFrom: view.scope).filter(SwiftNames.isMemberName)
                    let home = names.scopes(declaring: member.value).first.map { " (it lives in \(describeScope($0)))" }
                    let suggestion = home == nil ? NameSuggestion.closest(to: member.value, among: visible) : nil
                    // No fix-it to a name the view already lists: it would be listed twice.
                    let fixIt = suggestion.flatMap { suggestion in
                        view.members.contains { $0.value == suggestion }
                            ? nil : FixIt.string(at: member.location, member.value, becomes: suggestion)
                    }
                    diagnostics.append(
                        Diagnostic.error(
                            home == nil ? .unknownName : .outOfScope,
                            "view '\(view.name.value)' of \(describeScope(view.scope)) lists '\(member.value)', which "
                                + (home.map { "its components cannot see\($0); a view lists names of its scope and its ancestors" }
                                    ?? "is not a service, config value or input" + NameSuggestion.didYouMean(suggesting: suggestion)),
                            at: member.location
                        ).fixed(by: fixIt))
                default:
                    break
                }
            }
        }
        return diagnostics
    }
}
