/// The forms a dependency can take beyond a plain name: a member of a value (`user.id`) and a
/// provider (`provider(coordinator)`), each valid only for some of what a name can refer to.
extension GraphChecker {
    /// Why `dependency`'s form cannot be used with what it names, if it cannot.
    func formProblem(of dependency: Dependency, naming target: NameTable.Target, in service: ServiceDeclaration) -> String? {
        let name = dependency.name
        if dependency.isProvider {
            guard case .entry(.service(let index)) = target else {
                let what = if case .entry(let entry) = target { describe(entry, withArticle: true) } else { "a parameter" }
                return "'\(service.name.value)' asks for a provider of '\(name)', which is \(what); only a service can be "
                    + "provided: pass '\(name)' itself"
            }
            if !manifest.services[index].parameters.isEmpty {
                return "'\(service.name.value)' asks for a provider of '\(name)', which takes parameters and is already "
                    + "passed as a function that makes one; write \"\(name)\" without 'provider(...)'"
            }
            return nil
        }
        if !dependency.members.isEmpty, case .entry(.view) = target {
            return "'\(service.name.value)' reads a member of the view '\(name)'; depend on the member itself, or on "
                + "the view"
        }
        if !dependency.members.isEmpty, case .entry(.service(let index)) = target,
           !manifest.services[index].parameters.isEmpty {
            return "'\(service.name.value)' reads '\(([name] + dependency.members).joined(separator: "."))', but '\(name)' "
                + "takes parameters and is passed as a function; depend on a service that has the member instead"
        }
        return nil
    }
}
