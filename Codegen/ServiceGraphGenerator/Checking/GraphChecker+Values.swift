/// Values written out in dependencies: the free functions they call, which the component's own
/// members must not hide. (The names values read are dependencies of their own, checked with the
/// others; their grammar is the decoder's.)
extension GraphChecker {
    func valueProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for service in manifest.services {
            for (_, implementation) in service.implementations {
                for function in implementation.allDependencies.flatMap(\.functionsCalled) {
                    guard let member = componentMember(named: function.value, for: service) else { continue }
                    diagnostics.append(
                        .error(
                            .functionShadowedByName,
                            "'\(service.name.value)' calls '\(function.value)(...)' inside a value, but inside the component "
                                + "'\(function.value)' means \(member), which the call would reach instead of a free function; "
                                + "qualify the function with the module that declares it (MyKit.\(function.value)(...)), or rename it",
                            at: function.location))
                }
            }
        }
        return diagnostics
    }

    /// What code building `service` reaches by calling `name`, when it is a member of the component
    /// or one of the service's parameters rather than a free function: nil when it is none.
    private func componentMember(named name: String, for service: ServiceDeclaration) -> String? {
        if service.parameters.contains(where: { $0.name.value == name }) {
            return "the parameter '\(name)' of '\(service.name.value)'"
        }
        // The component's members: its own scope's names and what its views list (an ancestor's
        // names are read through `_parent.`, so they hide nothing).
        let isMember = { (candidate: String) in
            self.names.scopes(declaring: candidate).contains(service.scope)
                || self.manifest.views.contains { $0.scope == service.scope && $0.members.contains { $0.value == candidate } }
        }
        if isMember(name), let entry = names.lookup(name, from: service.scope) { return "the \(describe(entry)) '\(name)'" }
        if SwiftNames.componentMembers[name] != nil { return "a member every component has" }
        guard name.hasPrefix("make") else { return nil }
        let madeService = names.names(visibleFrom: service.scope).filter(isMember).first { candidate in
            guard let index = names.service(candidate, from: service.scope) else { return false }
            return !manifest.services[index].parameters.isEmpty && SwiftNames.factoryFunction(for: candidate) == name
        }
        if let madeService { return "the function that makes the service '\(madeService)'" }
        let child = manifest.scopes.first { $0.parent == service.scope && SwiftNames.scopeFactoryFunction(for: $0.name.value) == name }
        return child.map { "the function that makes a component of scope '\($0.name.value)'" }
    }
}
