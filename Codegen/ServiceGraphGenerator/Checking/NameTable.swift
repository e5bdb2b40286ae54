/// Every name a dependency can refer to (services, config values, inputs: one namespace,
/// since a dependency is written by name alone) and what it refers to.
struct NameTable {
    enum Entry: Equatable {
        case service(Int)
        case config(Int)
        case input(Int)
    }

    /// The first declaration of each name; later ones are reported as duplicates.
    private(set) var entries: [String: Entry] = [:]
    /// Names declared twice: the later declaration and the first one's location.
    private(set) var duplicates: [(name: Located<String>, first: SourceLocation)] = []

    init(_ manifest: Manifest) {
        var declarations: [(name: Located<String>, entry: Entry)] = []
        declarations += manifest.config.enumerated().map { ($1.name, .config($0)) }
        declarations += manifest.inputs.enumerated().map { ($1.name, .input($0)) }
        declarations += manifest.services.enumerated().map { ($1.name, .service($0)) }
        var firstLocations: [String: SourceLocation] = [:]
        for (name, entry) in declarations.sorted(by: { $0.name.location < $1.name.location }) {
            if let first = firstLocations[name.value] {
                duplicates.append((name, first))
            } else {
                firstLocations[name.value] = name.location
                entries[name.value] = entry
            }
        }
    }

    subscript(name: String) -> Entry? { entries[name] }

    var names: [String] { entries.keys.sorted() }

    /// The service index `name` refers to, if it is a service.
    func service(_ name: String) -> Int? {
        if case .service(let index) = entries[name] { return index }
        return nil
    }

    /// What a dependency of `service` names: one of the service's own parameters (which cannot
    /// share a declared name), or a declared entry; nil when it names nothing.
    func target(of dependency: String, in service: ServiceDeclaration) -> Target? {
        if let parameter = service.parameters.firstIndex(where: { $0.name.value == dependency }) {
            return .parameter(parameter)
        }
        return entries[dependency].map(Target.entry)
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
    func edges(in configuration: BindingConfiguration, names: NameTable) -> [[(target: Int, location: SourceLocation)]] {
        services.enumerated().map { index, service in
            switch service.kind {
            case .alias(let target):
                return names.service(target.value).map { [($0, target.location)] } ?? []
            case .collection(let elements):
                return elements.compactMap { element in names.service(element.value).map { ($0, element.location) } }
            case .implemented:
                guard let implementation = service.implementation(for: configuration.bindings[index]) else { return [] }
                // The fallback is built in the same accessor, so its dependencies are edges too.
                let built = [implementation] + (service.fallback.map { [$0] } ?? [])
                return built.flatMap { readServices(of: $0, in: service, names: names) }
                    .map { ($0.target, $0.dependency.location) }
            }
        }
    }

    /// The services whose accessors building `implementation` reads, with the dependency that
    /// names each: not the service's own parameters, nor services with parameters (a dependent
    /// receives a function that makes one, so nothing is built while the dependent is).
    func readServices(
        of implementation: Implementation, in service: ServiceDeclaration, names: NameTable
    ) -> [(target: Int, dependency: Dependency)] {
        implementation.dependencies.compactMap { dependency in
            guard case .entry(.service(let target)) = names.target(of: dependency.name, in: service),
                  services[target].parameters.isEmpty else { return nil }
            return (target, dependency)
        }
    }
}
