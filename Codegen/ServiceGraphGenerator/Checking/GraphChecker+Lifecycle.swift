/// The checks of a scope's `onMake` and `onShutdown` calls: each name is one the scope can see,
/// passed as a value, and each call can run where it runs. `onMake` runs when the component is
/// made, in its initializer, which is synchronous (a call that reads a main-actor service from a
/// thread-safe component runs on the main actor right after); `onShutdown` runs first in
/// `shutdown()`, which is async but goes on past what it calls, so a call there cannot throw.
extension GraphChecker {
    func lifecycleCallProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scope in manifest.scopeIDs where !manifest.scopes[scope].hasUnknownLineage {
            for (key, calls) in [("onMake", manifest.scopes[scope].onMake), ("onShutdown", manifest.scopes[scope].onShutdown)] {
                for call in calls {
                    diagnostics += problems(of: call, key: key, in: scope)
                }
            }
        }
        return diagnostics
    }

    private func problems(of call: LifecycleCall, key: String, in scope: ScopeID) -> [Diagnostic] {
        let what = "'\(key)' of \(describeScope(scope)) calls '\(([call.method.name] + call.method.members).joined(separator: "."))'"
        var diagnostics: [Diagnostic] = []
        var reads = Effects()
        for dependency in ([call.method] + call.dependencies).flatMap(\.withNamesRead) where dependency.expression == nil {
            if dependency.isProvider || dependency.isScopeMaker {
                diagnostics.append(
                    .error(
                        .invalidDependency, "\(what) with '\(dependency.written)'; a lifecycle call passes values, not providers or makers",
                        at: dependency.location))
                continue
            }
            switch names.lookup(dependency.name, from: scope) {
            case nil:
                if isUnreportable(dependency.name, from: scope) { continue }
                let suggestion = NameSuggestion.closest(to: dependency.name, among: names.names(visibleFrom: scope))
                diagnostics.append(
                    Diagnostic.error(
                        .unknownDependency,
                        "\(what), which reads '\(dependency.name)': not a service, config value or input \(describeScope(scope)) "
                            + "can see" + NameSuggestion.didYouMean(suggesting: suggestion), at: dependency.location
                    ).fixed(by: suggestion.flatMap(dependency.renamingFixIt))
                        .declarable(dependency.name, in: manifest.scopes[scope]))
            case .service(let index) where !manifest.services[index].parameters.isEmpty:
                diagnostics.append(
                    .error(
                        .serviceTakesParameters,
                        "\(what), which reads '\(dependency.name)', a service that takes parameters; read a service without",
                        at: dependency.location))
            case .service(let index):
                reads.formUnion(effects.effects[index])
            case .view:
                diagnostics.append(
                    .error(.invalidDependency, "\(what) with the view '\(dependency.name)'; pass its members", at: dependency.location))
            case .config, .input:
                break
            }
        }
        let effects = call.effects.union(reads)
        if key == "onMake", effects.suspending || effects.throwing {
            let cause = call.asyncLocation != nil || call.throwsLocation != nil ? "the method is" : "what it reads is"
            diagnostics.append(
                .error(
                    .lifecycleCallEffects,
                    "\(what), but \(cause) \(effects.throwing ? "throwing" : "async"); 'onMake' runs in the synchronous, "
                        + "non-throwing initializer of the component: call it from app code, or move it to 'onShutdown' if "
                        + "it undoes something", at: call.asyncLocation ?? call.throwsLocation ?? call.method.location))
        } else if key == "onShutdown", effects.throwing {
            diagnostics.append(
                .error(
                    .lifecycleCallEffects,
                    "\(what), which can throw; 'onShutdown' goes on to shut the component's services down whatever "
                        + "happens: handle the error in the method", at: call.throwsLocation ?? call.method.location))
        }
        return diagnostics
    }
}
