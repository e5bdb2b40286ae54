/// One configuration's graph, built once and shared by the checks and the emitter.
struct ConfigurationGraph {
    var configuration: BindingConfiguration
    /// For each service, the services its construction reads, with where each is named: its
    /// arguments', and its properties' and calls' unless they close a wired cycle.
    var edges: [[(target: ServiceID, location: SourceLocation)]]
    /// The services with dependencies first; nil when the configuration has a cycle.
    var order: [ServiceID]?
    /// The wired cycles, each its members in ascending order: cycles closed by properties or
    /// calls (a coordinator that builds its router, whose delegate is the coordinator), whose
    /// members are built first and wired after, together (`ServiceStorage.cycleMember`). Their
    /// wiring edges inside the cycle are left out of `edges`.
    var wiredCycles: [[ServiceID]] = []
    var wiredCycleMembers: Set<ServiceID> { Set(wiredCycles.joined()) }
    /// Where each wiring dependency that is an edge is written, to tell the cycle check's notes.
    var wiringLocations: Set<SourceLocation> = []

    /// Every configuration of `manifest`: its environments, then `test`.
    static func all(
        for manifest: Manifest, modules: [ComposedModule], names: NameTable, contributions: ContributionAnalysis
    ) -> [ConfigurationGraph] {
        BindingConfiguration.all(for: manifest).map { configuration in
            var edges = manifest.edges(in: configuration, modules: modules, names: names, contributions: contributions)
            let wiring = manifest.wiringEdges(in: configuration, names: names)
            let cycles = wiredCycles(construction: edges, wiring: wiring, manifest: manifest, configuration: configuration)
            let members = Set(cycles.joined())
            var locations: Set<SourceLocation> = []
            for (service, serviceWiring) in zip(manifest.serviceIDs, wiring) {
                for edge in serviceWiring where !(members.contains(service) && members.contains(edge.target)) {
                    edges[service].append(edge)
                    locations.insert(edge.location)
                }
            }
            return ConfigurationGraph(
                configuration: configuration, edges: edges,
                order: EffectAnalysis.dependenciesFirst(edges), wiredCycles: cycles,
                wiringLocations: locations)
        }
    }

    /// Every strongly connected component of construction and wiring edges that is a wired
    /// cycle: a cycle that is no cycle without its wiring edges, whose members are all singletons
    /// built synchronously, without throwing (so that they can be built first and wired after,
    /// under their cycle's lock). Any other cycle stays in the graph, for the cycle check.
    private static func wiredCycles(
        construction: [[(target: ServiceID, location: SourceLocation)]],
        wiring: [[(target: ServiceID, location: SourceLocation)]],
        manifest: Manifest, configuration: BindingConfiguration
    ) -> [[ServiceID]] {
        guard wiring.contains(where: { !$0.isEmpty }) else { return [] }
        // The component search works on plain numbers: each service's position.
        let successors = construction.indices.map { (construction[$0] + wiring[$0]).map(\.target.value) }
        var cycles: [[ServiceID]] = []
        for numbers in StronglyConnectedComponents.find(successors: successors) {
            let component = numbers.map(ServiceID.init)
            let inside = Set(component)
            let isCycle = component.count > 1 || successors[numbers[0]].contains(numbers[0])
            guard isCycle, component.allSatisfy({ manifest.isWiredCycleCandidate($0, in: configuration) }) else { continue }
            let constructionOnly = component.map { construction[$0].map(\.target).filter(inside.contains) }
            let local = Dictionary(uniqueKeysWithValues: component.enumerated().map { ($1, $0) })
            let subgraph = constructionOnly.map { $0.map { local[$0]! } }
            guard
                StronglyConnectedComponents.find(successors: subgraph).allSatisfy({
                    $0.count == 1 && !subgraph[$0[0]].contains($0[0])
                })
            else { continue }
            cycles.append(component.sorted())
        }
        return cycles.sorted { $0[0] < $1[0] }
    }
}

extension Manifest {
    /// Whether the service can be a member of a wired cycle in `configuration`: a singleton
    /// without parameters or a fallback, built by an implementation that neither throws nor is async.
    func isWiredCycleCandidate(_ index: ServiceID, in configuration: BindingConfiguration) -> Bool {
        whyNotWiredCycleCandidate(index, in: configuration) == nil
    }

    /// Why the service cannot be a member of a wired cycle, as the end of a sentence about it
    /// ("is transient"); nil when it can.
    func whyNotWiredCycleCandidate(_ index: ServiceID, in configuration: BindingConfiguration) -> String? {
        let service = services[index]
        switch service.kind {
        case .alias: return "is an alias"
        case .collection, .gathered: return "is a collection"
        case .forwarded: return "is provided by a module"
        case .implemented: break
        }
        if service.lifetime != .singleton { return "is \(service.lifetime.rawValue)" }
        if !service.parameters.isEmpty { return "takes parameters" }
        if service.fallback != nil { return "has a fallback" }
        guard let implementation = service.implementation(for: configuration.bindings[index]) else { return nil }
        if implementation.ownEffects.suspending { return "is async" }
        if implementation.ownEffects.throwing { return "can throw" }
        return nil
    }
}
