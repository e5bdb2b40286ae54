/// The checks that only scopes make necessary: a name declared along one branch of the tree
/// once, generated names that do not clash, and dependencies on what a scope cannot see.
extension GraphChecker {
    func scopeTreeProblems() -> [Diagnostic] {
        shadowedNames() + makeFunctionClashes() + typeNameClashes()
    }

    /// Whether `name`, which code in `scope` does not see, is left unreported: the scope's lineage
    /// is unknown (a scope loop or an unknown parent, reported once where it is written) and some
    /// scope declares `name`, which the scope may well have been meant to see.
    func isUnreportable(_ name: String, from scope: ScopeID) -> Bool {
        manifest.scopes[scope].hasUnknownLineage && !names.scopes(declaring: name).isEmpty
    }

    /// "the app scope", "scope 'account'": how diagnostics name a scope.
    func describeScope(_ scope: ScopeID) -> String {
        scope.isApp ? "the app scope" : "scope '\(manifest.scopes[scope].name.value)'"
    }

    /// Why `name`, which `service`'s scope does not see, cannot be used there, when another
    /// scope declares it: the scope it lives in and where to move one of them. Nil when no
    /// scope declares it.
    func visibilityProblem(
        _ name: String, from service: ServiceDeclaration, detail: String = "", wording: String
    ) -> (id: DiagnosticID, message: String, notes: [Diagnostic.Note])? {
        if let problem = encapsulationProblem(name, from: service, detail: detail, wording: wording) {
            return problem
        }
        guard let owner = names.scopes(declaring: name).first,
            let entry = names.lookup(name, from: owner)
        else { return nil }
        let scope = service.scope
        // The nearest scope both see: where the dependency could move to serve both.
        let shared = names.lineages[scope].first { names.lineages[owner].contains($0) } ?? .app
        let message =
            "'\(service.name.value)' in \(describeScope(scope))\(detail) \(wording) '\(name)', which lives in "
            + "\(describeScope(owner)); a service sees only its own scope and its ancestors, so move "
            + "'\(service.name.value)' into \(describeScope(owner)), or '\(name)' into \(describeScope(shared))"
        return (.outOfScope, message, [.init("'\(name)' is declared here, in \(describeScope(owner))", at: manifest.declaration(of: entry).location)])
    }

    // MARK: - Names along a branch

    private func shadowedNames() -> [Diagnostic] {
        names.shadowed.map { name, scope, ancestor, first in
            .error(
                .duplicateName,
                "'\(name.value)' is declared in \(describeScope(scope)) and in its ancestor, \(describeScope(ancestor)); "
                    + "a scope sees every name of its ancestors, so a name is declared once along a branch: rename one "
                    + "of them", at: name.location,
                notes: [.init("'\(name.value)' is first declared here, in \(describeScope(ancestor))", at: first)])
        }
    }

    /// A scope is made by `make<Scope>Component(...)` on its parent's component, which must not
    /// clash with one of the parent's own members.
    private func makeFunctionClashes() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, scope) in zip(manifest.scopeIDs, manifest.scopes) {
            guard let parent = scope.parent else { continue }
            let function = SwiftNames.scopeFactoryFunction(for: scope.name.value)
            let members =
                manifest.services.filter { $0.scope == parent }.map {
                    ($0.parameters.isEmpty ? $0.name.value : SwiftNames.factoryFunction(for: $0.name.value), $0.name.location)
                } + manifest.config.filter { $0.scope == parent }.map { ($0.name.value, $0.name.location) }
                + manifest.inputs.filter { $0.scope == parent }.map { ($0.name.value, $0.name.location) }
            for (member, location) in members where member == function {
                diagnostics.append(
                    .error(
                        .scopeMakeFunctionClash,
                        "\(describeScope(index)) is made by '\(function)(...)' on the component of \(describeScope(parent)), "
                            + "which already has a member of that name; rename the scope or the member",
                        at: scope.name.location, notes: [.init("the member is declared here", at: location)]))
            }
        }
        return diagnostics
    }

    /// Every type the generated file declares, named after environments and scopes, is unique.
    private func typeNameClashes() -> [Diagnostic] {
        guard manifest.scopes.count > 1 else { return [] }
        var declared: [String: (origin: String, location: SourceLocation)] = [:]
        var diagnostics: [Diagnostic] = []
        // A scope whose name is not valid was reported, and generates nothing.
        for (index, scope) in zip(manifest.scopeIDs, manifest.scopes)
        where index.isApp
            || (SwiftNames.isMemberName(scope.name.value)
                && ManifestDecoder.reservedScopeNames[scope.name.value] == nil)
        {
            // The app's environment classes come from the environments; everything else from the scope.
            let environmentLocations = Dictionary(
                uniqueKeysWithValues: manifest.environments.map {
                    (
                        SwiftNames.componentClass(environment: $0.name.value, scope: nil, module: manifest.moduleName),
                        $0.name.location
                    )
                })
            for type in generatedTypeNames(of: index) {
                let location = index.isApp ? environmentLocations[type] ?? scope.name.location : scope.name.location
                let origin = index.isApp ? "the app" : describeScope(index)
                if let first = declared[type] {
                    guard first.location != location else { continue }
                    diagnostics.append(
                        .error(
                            .generatedTypeClash,
                            "\(origin) generates the type '\(type)', which \(first.origin) also generates; rename the scope "
                                + "or the environment", at: location, notes: [.init("'\(type)' also comes from here", at: first.location)]))
                } else {
                    declared[type] = (origin, location)
                }
            }
        }
        return diagnostics
    }

    /// Every type the generated file declares for the scope at `index`.
    func generatedTypeNames(of index: ScopeID) -> [String] {
        SwiftNames.scopeTypes(
            scope: index.isApp ? nil : manifest.scopes[index].name.value,
            environments: manifest.environments.map(\.name.value), module: manifest.moduleName)
    }
}
