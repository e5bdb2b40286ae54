/// Which services' construction can throw or suspend, worked out through the graph: a service
/// whose dependency throws can throw too, unless its fallback catches it; one whose
/// dependency is async is async.
///
/// Each binding configuration is analysed on its own graph; a service's accessor throws (or is
/// async) when it does in any configuration, since `AppComponent` declares it once for all.
struct EffectAnalysis {
    /// Per service, indexed like `Manifest.services`.
    private(set) var effects: [Effects]
    /// Singletons that read a dependency that can throw, in some configuration, without being
    /// marked `throws` or having a fallback: each with the first dependency that does, once per place.
    private(set) var uncaughtThrows: [(service: ServiceID, dependency: Dependency)] = []
    /// Services with a fallback whose implementations can never throw, so it is never used.
    private(set) var unusedFallbacks: [ServiceID] = []

    init(manifest: Manifest, modules: [ComposedModule], names: NameTable, graphs: [ConfigurationGraph]) {
        effects = Array(repeating: Effects(), count: manifest.services.count)
        var reported: Set<SourceLocation> = []
        for graph in graphs {
            let (configuration, edges) = (graph.configuration, graph.edges)
            guard let order = graph.order else { continue }
            var local = Array(repeating: Effects(), count: manifest.services.count)
            for index in order {
                let service = manifest.services[index]
                switch service.kind {
                case .alias, .collection, .gathered:
                    for edge in edges[index] { local[index].formUnion(local[edge.target]) }
                case .forwarded(let forwarded):
                    local[index] = modules[forwarded.module].interface.provided[forwarded.service]?.effects ?? Effects()
                case .implemented:
                    guard configuration.isPresent[index],
                        let implementation = service.implementation(for: configuration.bindings[index])
                    else { continue }
                    let primary = effects(of: implementation, in: service, local: local, manifest: manifest, names: names)
                    if let fallback = service.fallback {
                        // The fallback catches whatever the implementation throws.
                        let backup = effects(of: fallback, in: service, local: local, manifest: manifest, names: names)
                        local[index] = Effects(throwing: backup.throwing, suspending: primary.suspending || backup.suspending)
                    } else if service.hasUnreadableFallback {
                        local[index] = Effects(throwing: false, suspending: primary.suspending)
                    } else {
                        local[index] = primary
                        if service.lifetime == .singleton, !implementation.ownEffects.throwing {
                            for read in manifest.readServices(of: implementation.allDependencies, in: service, names: names)
                            where local[read.target].throwing && reported.insert(read.dependency.location).inserted {
                                uncaughtThrows.append((index, read.dependency))
                            }
                        }
                    }
                }
            }
            for index in effects.indices { effects[index].formUnion(local[index]) }
        }
        findUnusedFallbacks(manifest, names: names)
    }

    /// What building `implementation` can do: its own `throws`/`async` and its dependencies',
    /// its properties' and its calls' arguments' (set in the same accessor).
    private func effects(
        of implementation: Implementation, in service: ServiceDeclaration, local: [Effects], manifest: Manifest,
        names: NameTable
    ) -> Effects {
        var result = implementation.ownEffects
        for read in manifest.readServices(of: implementation.allDependencies, in: service, names: names) {
            result.formUnion(local[read.target])
        }
        return result
    }

    /// A fallback for an implementation that can never throw is dead configuration.
    private mutating func findUnusedFallbacks(_ manifest: Manifest, names: NameTable) {
        for (index, service) in zip(manifest.serviceIDs, manifest.services) {
            guard service.fallback != nil else { continue }
            let primaryCanThrow = service.implementations.contains { role, implementation in
                role != "fallback"
                    && (implementation.ownEffects.throwing
                        || manifest.readServices(of: implementation.allDependencies, in: service, names: names)
                            .contains { effects[$0.target].throwing })
            }
            if !primaryCanThrow { unusedFallbacks.append(index) }
        }
    }

    /// Kahn's algorithm over `edges` (service -> the services it needs); nil if there is a cycle.
    static func dependenciesFirst(_ edges: [[(target: ServiceID, location: SourceLocation)]]) -> [ServiceID]? {
        var remaining = edges.map(\.count)
        var dependents = Array(repeating: [ServiceID](), count: edges.count)
        for (index, targets) in zip(edges.positions(of: ServiceKind.self), edges) {
            for edge in targets { dependents[edge.target].append(index) }
        }
        var ready = edges.positions(of: ServiceKind.self).filter { remaining[$0] == 0 }
        var order: [ServiceID] = []
        order.reserveCapacity(edges.count)
        while let next = ready.popLast() {
            order.append(next)
            for dependent in dependents[next] {
                remaining[dependent] -= 1
                if remaining[dependent] == 0 { ready.append(dependent) }
            }
        }
        return order.count == edges.count ? order : nil
    }
}
