/// A composed module's interface, worked out from the module's own reading: what the composing
/// manifest's composition, analysis, checks and plan know of it.
extension ComponentGenerator {
    /// A module's interface for the manifest that composes it: read from its interface file, or
    /// worked out by reading its manifest on its own.
    static func readModule(_ source: ModuleManifest, modules: [ModuleManifest], composing: [String]) -> ModuleReading {
        if ModuleInterfaceFile.isInterface(source.bytes) {
            do {
                let file = try ModuleInterfaceFile.read(source.bytes)
                return ModuleReading(diagnostics: [], isModule: file.isModule, path: file.manifestPath, interface: file.interface)
            } catch {
                let problem =
                    "cannot read the interface of module '\(source.name)': \(error.reason) in the interface file; "
                    + "build the module again (delete its build folder if this persists)"
                return ModuleReading(
                    diagnostics: [.error(.unreadableModuleInterface, problem, at: SourceLocation(line: 1, column: 1, file: source.path))],
                    isModule: false, path: source.path, interface: nil)
            }
        }
        let reading = read(source.bytes, file: source.path, moduleName: source.name, modules: modules, composing: composing)
        let isModule = reading.manifest.module != nil
        guard let analysis = reading.analysis, let plan = reading.plan else {
            return ModuleReading(diagnostics: reading.diagnostics, isModule: isModule, path: source.path, interface: nil)
        }
        return ModuleReading(
            diagnostics: reading.diagnostics, isModule: isModule, path: source.path,
            interface: ModuleInterface(manifest: reading.manifest, analysis: analysis, plan: plan))
    }
}

extension ModuleInterface {
    /// The interface of the module whose reading gave `manifest`, `analysis` and `plan`.
    init(manifest: Manifest, analysis: GraphAnalysis, plan: ResolvedPlan) {
        typePrefix = manifest.moduleName ?? ""
        isMainActor = manifest.isolation != nil
        environments = manifest.environments.map(\.name)
        requirements = manifest.inputs.filter(\.isRequirement)
        declaredNames =
            manifest.services.map(\.name) + manifest.config.map(\.name)
            + manifest.inputs.filter { !$0.isRequirement }.map(\.name)
        var provided: [ServiceID: ProvidedService] = [:]
        var contributions: [ServiceID: [ContributionDeclaration]] = [:]
        for contribution in analysis.contributions.exported {
            contributions[contribution.service, default: []].append(contribution.declaration)
        }
        scopes = manifest.scopeIDs.map { index in
            let scope = manifest.scopes[index]
            let provides =
                scope.isExported
                ? scope.provides.compactMap { name -> ServiceID? in
                    guard let service = analysis.names.service(name.value, from: index) else { return nil }
                    provided[service] = Self.provided(service, as: name, analysis: analysis, plan: plan)
                    return service
                } : []
            let contributors = manifest.serviceIDs.filter { contributions[$0] != nil && manifest.services[$0].scope == index }
            for service in contributors where provided[service] == nil {
                provided[service] = Self.provided(service, as: manifest.services[service].name, analysis: analysis, plan: plan)
            }
            return Scope(
                name: scope.name, parent: scope.parent, outerParent: scope.outerParent, isExported: scope.isExported,
                provides: provides,
                contributors: contributors,
                warmsUp: plan.components.contains { !$0.warmUpWaves[index].isEmpty }
                    || plan.composed.contains { $0.scope == index && $0.warmsUp })
        }
        self.provided = provided
        self.contributions = contributions
    }

    private static func provided(
        _ service: ServiceID, as name: Located<String>, analysis: GraphAnalysis, plan: ResolvedPlan
    ) -> ProvidedService {
        let resolved = plan.services[service]
        var builtBy: [String: ProvidedService.Implementation] = [:]
        for component in plan.components {
            guard case .built(let bound) = component.bindings[service] else { continue }
            builtBy[component.name] = .init(displayName: bound.construction.displayName, role: bound.role)
        }
        return ProvidedService(
            name: name, type: resolved.type, doc: resolved.doc, parameters: resolved.parameters,
            effects: resolved.effects, requirementsRead: requirementsRead(from: service, in: analysis), builtBy: builtBy)
    }

    /// Per configuration: the requirements that building `service` (and what it needs inside its
    /// module) reads, each where the module's manifest reads it, first reads first.
    private static func requirementsRead(from service: ServiceID, in analysis: GraphAnalysis) -> [String: [Located<String>]] {
        let manifest = analysis.manifest
        var result: [String: [Located<String>]] = [:]
        for graph in analysis.graphs {
            var seen: Set<ServiceID> = [service]
            var pending = [service]
            var read: [Located<String>] = []
            var readNames: Set<String> = []
            while let next = pending.popLast() {
                // A service absent in this configuration (`in`) builds nothing.
                guard graph.configuration.isPresent[next] else { continue }
                let declaration = manifest.services[next]
                let built = [declaration.implementation(for: graph.configuration.bindings[next]), declaration.fallback]
                for implementation in built.compactMap({ $0 }) {
                    // A provider reads its requirement later, when called, not while building.
                    for dependency in implementation.graphDependencies where !dependency.isProvider {
                        guard case .entry(.input(let input)) = analysis.names.target(of: dependency.name, in: declaration),
                            manifest.inputs[input].isRequirement,
                            readNames.insert(dependency.name).inserted
                        else { continue }
                        read.append(Located(dependency.name, at: dependency.location))
                    }
                }
                for edge in graph.edges[next] where seen.insert(edge.target).inserted {
                    pending.append(edge.target)
                }
            }
            result[graph.configuration.name] = read
        }
        return result
    }
}
