/// The `scopes` section: components created from their parent, each with its own inputs,
/// config and services.
extension ManifestDecoder {
    /// Names a scope cannot take, because of the types generated from it.
    static let reservedScopeNames: [String: String] = [
        ScopeDeclaration.appName: "'app' is the app's own scope, whose services are the top-level 'services'",
        testEnvironmentName: "'test' would generate 'TestComponent', the app's test component",
    ]

    /// Members every scope's component has beyond the app's, which its own names cannot take.
    static let scopeComponentMembers: [String: String] = [
        "parent": "every scope's component already has a 'parent' property, the component it was made from"
    ]

    mutating func decodeScopes(_ value: JSONValue, environmentNames: [String], into manifest: inout Manifest) {
        guard let members = object(value, describedAs: "'scopes'") else { return }
        // Parents are resolved once every scope is known: a scope may name one declared after it.
        var parentNames: [(scope: ScopeID, name: Located<String>)] = []
        for member in members {
            let name = member.key
            checkMemberName(
                name, at: member.keyLocation, role: "scope", becomes: "a component type and a 'make' function",
                reserved: Self.reservedScopeNames)
            let index = ScopeID(manifest.scopes.count)
            manifest.scopes.append(ScopeDeclaration(name: Located(name, at: member.keyLocation), parent: .app))
            let context = "scope '\(printable(name))'"
            guard let members = object(member.value, describedAs: context) else { continue }
            let fields = checkKeys(members, allowed: Keys.scope, required: [], in: context, at: member.value.location)
            if let parent = fields["parent"], let parentName = string(parent.value, describedAs: "'parent' of \(context)") {
                parentNames.append((index, Located(parentName, at: parent.value.location)))
                manifest.scopes[index].parentLocation = parent.value.location
            }
            if let doc = fields["doc"] {
                manifest.scopes[index].doc = string(doc.value, describedAs: "'doc' of \(context)")
            }
            if let isolation = fields["isolation"] {
                manifest.scopes[index].isolation = decodeEnumeration(
                    isolation.value, key: "'isolation'", of: Isolation.self, context: " of \(context)"
                )
                .map { Located($0, at: isolation.value.location) }
            }
            let appReservations = reservedMemberNames
            reservedMemberNames.merge(Self.scopeComponentMembers) { first, _ in first }
            defer { reservedMemberNames = appReservations }
            if let config = fields["config"] {
                manifest.config += decodeConfig(config.value, environmentNames: environmentNames).map {
                    var declaration = $0
                    declaration.scope = index
                    return declaration
                }
            }
            if let inputs = fields["inputs"] {
                manifest.inputs += decodeInputs(inputs.value).map {
                    var declaration = $0
                    declaration.scope = index
                    return declaration
                }
            }
            if let views = fields["views"] {
                manifest.views += decodeViews(views.value, scope: index)
            }
            decodeExports(fields, scope: index, context: context, into: &manifest)
            decodeLifecycle(fields, context: context, into: &manifest.scopes[index])
            if let services = fields["services"] {
                manifest.services += decodeServices(services.value, environmentNames: environmentNames).map {
                    var declaration = $0
                    declaration.scope = index
                    // The scope's isolation is each service's that declares none, as if written there.
                    declaration.isolation = declaration.isolation ?? manifest.scopes[index].isolation
                    return declaration
                }
            }
        }
        resolveParents(parentNames, in: &manifest)
    }

    /// Sets each scope's parent, reporting unknown names and scopes that are their own ancestor
    /// (those keep the app as parent, so the checks can go on).
    private mutating func resolveParents(_ parentNames: [(scope: ScopeID, name: Located<String>)], in manifest: inout Manifest) {
        let scopeNames = manifest.scopes.map(\.name.value)
        var broken: Set<ScopeID> = []
        for (scope, name) in parentNames {
            guard let parent = scopeNames.firstIndex(of: name.value).map(ScopeID.init) else {
                // A module's exported scope may be made under a scope of its composer's alone
                // (the app's `tab`, under `launch`): the module needs no empty `launch` of its own.
                // A name close to one of the module's own scopes is a misspelling of it, reported below.
                if manifest.module != nil, manifest.scopes[scope].isExported, SwiftNames.isMemberName(name.value),
                    NameSuggestion.closest(to: name.value, among: scopeNames) == nil
                {
                    manifest.scopes[scope].outerParent = name
                    continue
                }
                broken.insert(scope)
                let suggestion = NameSuggestion.closest(to: name.value, among: scopeNames)
                report(
                    Diagnostic.error(
                        .unknownScope,
                        "the parent of scope '\(scopeNames[scope])' is '\(printable(name.value))', which is not a scope"
                            + NameSuggestion.didYouMean(suggesting: suggestion)
                            + " (write \"app\" or leave 'parent' out for the app)", at: name.location
                    ).fixed(by: suggestion.map { FixIt.string(at: name.location, name.value, becomes: $0) }))
                continue
            }
            manifest.scopes[scope].parent = parent
        }
        for scope in manifest.scopeIDs.dropFirst() {
            var chain = [scope]
            while let parent = manifest.scopes[chain.last!].parent, !parent.isApp, !chain.contains(parent) {
                chain.append(parent)
            }
            if manifest.scopes[chain.last!].parent == scope { broken.insert(scope) }
            // A loop is reported once, at its first scope.
            guard let parent = manifest.scopes[chain.last!].parent, parent == scope, scope == chain.min() else { continue }
            let loop = (chain + [scope]).map { manifest.scopes[$0].name.value }.joined(separator: " -> ")
            error(
                .scopeCycle, "scope '\(scopeNames[scope])' is its own ancestor (\(loop)); scopes form a tree under the app",
                at: manifest.scopes[scope].parentLocation ?? manifest.scopes[scope].name.location)
        }
        // One error per mistake: the scopes in or under a broken link are marked, so the checks
        // skip what depends on their ancestors; then every loop is broken so later stages can
        // walk up to the app.
        for scope in manifest.scopeIDs.dropFirst() {
            var current: ScopeID? = scope
            var seen: Set<ScopeID> = []
            while let next = current, !next.isApp, seen.insert(next).inserted {
                if broken.contains(next) { manifest.scopes[scope].hasUnknownLineage = true }
                current = manifest.scopes[next].parent
            }
        }
        for scope in manifest.scopeIDs.dropFirst() where manifest.lineage(of: scope).last != .app {
            manifest.scopes[scope].parent = .app
        }
    }
}
