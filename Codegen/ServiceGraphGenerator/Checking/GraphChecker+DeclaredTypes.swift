/// Generated names against the target's own: a generated type with the name of a type the
/// target declares would fail to compile with errors in the generated file, so it is reported
/// where the name comes from in the manifest.
extension GraphChecker {
    func clashes(with declared: [DeclaredType]) -> [Diagnostic] {
        guard !declared.isEmpty else { return [] }
        var firstDeclarations: [String: DeclaredType] = [:]
        for type in declared where firstDeclarations[type.name] == nil { firstDeclarations[type.name] = type }
        var diagnostics: [Diagnostic] = []
        for (name, origin) in generatedTypeOrigins() {
            guard let type = firstDeclarations[name] else { continue }
            diagnostics.append(
                .error(
                    .generatedTypeDeclaredByTarget,
                    "the generated type '\(name)' has the name of a type this target declares; \(origin.remedy)",
                    at: origin.location, notes: [.init("'\(name)' is declared here", at: type.location)]))
        }
        return diagnostics
    }

    /// Each type the generated file declares, with where its name comes from and how to change it.
    private func generatedTypeOrigins() -> [(name: String, origin: (location: SourceLocation, remedy: String))] {
        let document = SourceLocation(line: 1, column: 1)
        let prefixOrigin: (location: SourceLocation, remedy: String)
        if let module = manifest.module {
            prefixOrigin =
                module.prefix.map {
                    ($0.location, "choose another prefix, or rename your type")
                } ?? (
                    module.location,
                    "choose the prefix of the generated names (\"module\": {\"prefix\": "
                        + "\"\(manifest.moduleName ?? "")DI\", ...}), or rename your type"
                )
        } else {
            prefixOrigin = (document, "the app's generated names are fixed, so rename your type")
        }
        var result: [(name: String, origin: (location: SourceLocation, remedy: String))] = []
        for (index, scope) in zip(manifest.scopeIDs, manifest.scopes) {
            let environmentClasses = Dictionary(
                manifest.environments.map {
                    (
                        SwiftNames.componentClass(
                            environment: $0.name.value, scope: index.isApp ? nil : scope.name.value,
                            module: manifest.moduleName), $0.name.location
                    )
                }, uniquingKeysWith: { first, _ in first })
            for name in generatedTypeNames(of: index) {
                if !index.isApp {
                    result.append((name, (scope.name.location, "rename the scope, or your type")))
                } else if let environment = environmentClasses[name] {
                    result.append((name, (environment, "rename the environment, or your type")))
                } else {
                    result.append((name, prefixOrigin))
                }
            }
        }
        for view in manifest.views {
            result.append((view.name.value, (view.name.location, "rename the view, or your type")))
        }
        return result
    }
}
