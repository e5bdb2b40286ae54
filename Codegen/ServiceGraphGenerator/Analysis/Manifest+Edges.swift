/// The graph's edges under a binding configuration, which `ConfigurationGraph` is built from:
/// what each service's construction reads, and what its properties and calls read after it is
/// built (wiring), with where each is named.
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
                // The fallback is built in the same accessor, so its dependencies are edges too; so are
                // a factory method's receiver and the names values read.
                return edges(of: built(implementation, service).flatMap(\.constructionDependencies), in: service, names: names)
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
