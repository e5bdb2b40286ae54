/// Every name a dependency can refer to (services, config values, inputs: one namespace,
/// since a dependency is written by name alone), what it refers to, and in which scope.
///
/// A scope sees its own names and its ancestors', nearest first; a name is declared at most
/// once along any branch of the scope tree (sibling scopes may reuse one).
struct NameTable {
    enum Entry: Hashable {
        case service(ServiceID)
        case config(Int)
        case input(Int)
        /// A view of the component, passed as the component itself.
        case view(Int)
    }

    private struct ScopedName: Hashable {
        var scope: ScopeID
        var name: String
    }

    /// The first declaration of each name in each scope; later ones are reported as duplicates.
    private var entries: [ScopedName: Entry] = [:]
    /// Every scope that declares each name, in manifest order.
    private var scopesDeclaring: [String: [ScopeID]] = [:]
    /// Each scope and its ancestors, nearest first.
    let lineages: [[ScopeID]]
    /// Names declared twice in one scope: the later declaration and the first one's location.
    private(set) var duplicates: [(name: Located<String>, first: SourceLocation)] = []
    /// Names declared in a scope and again in one of its descendants: the descendant's
    /// declaration, and the ancestor scope and location of the first.
    private(set) var shadowed: [(name: Located<String>, scope: ScopeID, ancestor: ScopeID, first: SourceLocation)] = []

    init(_ manifest: Manifest) {
        lineages = manifest.scopeIDs.map(manifest.lineage(of:))
        var declarations: [(name: Located<String>, scope: ScopeID, entry: Entry)] = []
        declarations += manifest.config.enumerated().map { ($1.name, $1.scope, .config($0)) }
        declarations += manifest.inputs.enumerated().map { ($1.name, $1.scope, .input($0)) }
        // A module's service that only contributes is not a name this graph can use.
        declarations += zip(manifest.serviceIDs, manifest.services).filter { !$1.isContributionOnly }
            .map { ($1.name, $1.scope, .service($0)) }
        declarations += manifest.views.enumerated().map { ($1.name, $1.scope, .view($0)) }
        var firstLocations: [ScopedName: SourceLocation] = [:]
        for (name, scope, entry) in declarations.sorted(by: { $0.name.location < $1.name.location }) {
            let key = ScopedName(scope: scope, name: name.value)
            if let first = firstLocations[key] {
                duplicates.append((name, first))
            } else {
                firstLocations[key] = name.location
                entries[key] = entry
                scopesDeclaring[name.value, default: []].append(scope)
            }
        }
        for (key, location) in firstLocations {
            for ancestor in lineages[key.scope].dropFirst() {
                guard let first = firstLocations[ScopedName(scope: ancestor, name: key.name)] else { continue }
                shadowed.append((Located(key.name, at: location), key.scope, ancestor, first))
                break
            }
        }
        shadowed.sort { $0.name.location < $1.name.location }
    }

    /// What `name` refers to in `scope`: its own declaration, else the nearest ancestor's.
    func lookup(_ name: String, from scope: ScopeID) -> Entry? {
        for candidate in lineages[scope] {
            if let entry = entries[ScopedName(scope: candidate, name: name)] { return entry }
        }
        return nil
    }

    /// Every name `scope` sees, sorted.
    func names(visibleFrom scope: ScopeID) -> [String] {
        let visible = Set(lineages[scope])
        return scopesDeclaring.filter { !visible.isDisjoint(with: $0.value) }.keys.sorted()
    }

    /// The scopes that declare `name`, in manifest order.
    func scopes(declaring name: String) -> [ScopeID] {
        scopesDeclaring[name] ?? []
    }

    /// The service index `name` refers to in `scope`, if it is a service.
    func service(_ name: String, from scope: ScopeID) -> ServiceID? {
        if case .service(let index) = lookup(name, from: scope) { return index }
        return nil
    }

    /// What a dependency of `service` names: one of the service's own parameters (which cannot
    /// share a visible name), or an entry its scope sees; nil when it names nothing there.
    func target(of dependency: String, in service: ServiceDeclaration) -> Target? {
        if let parameter = service.parameters.firstIndex(where: { $0.name.value == dependency }) {
            return .parameter(parameter)
        }
        return lookup(dependency, from: service.scope).map(Target.entry)
    }

    enum Target: Equatable {
        case parameter(Int)
        case entry(Entry)
    }
}

extension Manifest {
    /// The name of what `entry` refers to, where it is declared.
    func declaration(of entry: NameTable.Entry) -> Located<String> {
        switch entry {
        case .service(let index): services[index].name
        case .config(let index): config[index].name
        case .input(let index): inputs[index].name
        case .view(let index): views[index].name
        }
    }
}
