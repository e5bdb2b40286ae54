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
    /// The edges of the graph under `configuration`: for each service, the services its
    /// construction reads, in the order written, with where each is written.
    ///
    /// A dependency on a service with parameters is not an edge: the dependent receives a
    /// function that makes one later, so nothing is built while the dependent is.
    func edges(
        in configuration: BindingConfiguration, modules: [ComposedModule], names: NameTable,
        contributions: ContributionAnalysis
    ) -> [[(target: ServiceID, location: SourceLocation)]] {
        zip(serviceIDs, services).map { index, service in
            switch service.kind {
            case .alias(let target, _):
                return names.service(target.value, from: service.scope).map { [($0, target.location)] } ?? []
            case .collection(let elements):
                return elements.compactMap { element in names.service(element.value, from: service.scope).map { ($0, element.location) } }
            case .gathered:
                // Each element is built while the collection is; its edge is where it contributes. Every
                // contribution is an edge in every configuration, even one it is not in: the collection's
                // accessor reads each one's accessor, whose effects are those of every configuration.
                return (contributions.gathered[index] ?? []).map { ($0.service, $0.declaration.location) }
            case .forwarded(let forwarded):
                // What the module reads from this graph while building the service.
                let provided = modules[forwarded.module].interface.provided[forwarded.service]
                return (provided?.requirementsRead[configuration.name] ?? []).compactMap { requirement in
                    names.service(requirement.value, from: service.scope).map { ($0, requirement.location) }
                }
            case .implemented:
                // A service absent here (`in`) builds nothing.
                guard configuration.isPresent[index],
                    let implementation = service.implementation(for: configuration.bindings[index])
                else { return [] }
                // The fallback is built in the same accessor, so its dependencies are edges too.
                return edges(of: built(implementation, service).flatMap(\.dependencies), in: service, names: names)
            }
        }
    }

    /// For each service, the services its properties and calls read after it is built (under
    /// `configuration`, its fallback's too), with where each is named.
    func wiringEdges(in configuration: BindingConfiguration, names: NameTable) -> [[(target: ServiceID, location: SourceLocation)]] {
        zip(serviceIDs, services).map { index, service in
            guard case .implemented = service.kind, configuration.isPresent[index],
                let implementation = service.implementation(for: configuration.bindings[index])
            else { return [] }
            return edges(of: built(implementation, service).flatMap(\.wiringDependencies), in: service, names: names)
        }
    }

    /// The implementation and the service's fallback, which its accessor builds too.
    private func built(_ implementation: Implementation, _ service: ServiceDeclaration) -> [Implementation] {
        [implementation] + (service.fallback.map { [$0] } ?? [])
    }

    /// The services `dependencies` read, and the members of the views they pass, with where each
    /// is named.
    private func edges(
        of dependencies: [Dependency], in service: ServiceDeclaration, names: NameTable
    ) -> [(target: ServiceID, location: SourceLocation)] {
        readServices(of: dependencies, in: service, names: names).map { ($0.target, $0.dependency.location) }
            + viewMembers(of: dependencies, in: service, names: names)
    }

    /// The services listed by the views `dependencies` pass, with the dependency that names each
    /// view: edges for the cycle check, since the service may read them as it is built, though
    /// passing the view builds nothing.
    func viewMembers(
        of dependencies: [Dependency], in service: ServiceDeclaration, names: NameTable
    ) -> [(target: ServiceID, location: SourceLocation)] {
        dependencies.flatMap { dependency -> [(target: ServiceID, location: SourceLocation)] in
            // Only a type name can name a view; most dependencies need no lookup.
            guard SwiftNames.isTypeName(dependency.name), !dependency.isScopeMaker,
                case .entry(.view(let index)) = names.target(of: dependency.name, in: service)
            else { return [] }
            return views[index].members.compactMap { member in
                guard let target = names.service(member.value, from: views[index].scope),
                    services[target].parameters.isEmpty
                else { return nil }
                return (target, dependency.location)
            }
        }
    }

    /// The services whose accessors `dependencies` read, with the dependency that names each:
    /// not the service's own parameters, nor services with parameters, nor providers or scope
    /// makers (the dependent receives a function that makes or returns one later, so nothing is
    /// built while the dependent is).
    func readServices(
        of dependencies: [Dependency], in service: ServiceDeclaration, names: NameTable
    ) -> [(target: ServiceID, dependency: Dependency)] {
        dependencies.compactMap { dependency in
            guard !dependency.isProvider, !dependency.isScopeMaker,
                case .entry(.service(let target)) = names.target(of: dependency.name, in: service),
                services[target].parameters.isEmpty
            else { return nil }
            return (target, dependency)
        }
    }
}
