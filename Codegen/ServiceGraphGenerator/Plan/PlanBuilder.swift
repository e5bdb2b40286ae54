/// Turns a manifest that passed every check into its resolved plan, from the facts the analysis
/// worked out (names, each configuration's graph, effects).
struct PlanBuilder {
    let manifest: Manifest
    let modules: [ComposedModule]
    let names: NameTable
    private let graphs: [ConfigurationGraph]
    let effects: [Effects]
    private let contributions: ContributionAnalysis
    /// Where each composed module's component kept by each scope here sits in the plan's `composed`.
    let composedEntries: [ComposedEntryKey: ComposedComponentID]
    /// The target's own types that are not function types (declared as a class, structure,
    /// enumeration, protocol or actor): an input or config value of one is a plain parameter.
    private let nominalTypes: Set<String>

    init(analysis: GraphAnalysis, declaredTypes: [DeclaredType] = []) {
        nominalTypes = Set(declaredTypes.filter { !$0.isTypealias }.map(\.name))
        manifest = analysis.manifest
        modules = analysis.modules
        names = analysis.names
        graphs = analysis.graphs
        effects = analysis.effects.effects
        contributions = analysis.contributions
        composedEntries = Self.composedEntries(of: manifest, modules: modules)
    }

    /// Nil when the manifest still lacks something an error should have been reported for.
    func plan() -> ResolvedPlan? {
        var services: [ResolvedPlan.Service] = []
        var slots = Array(repeating: 0, count: manifest.scopes.count)
        for (index, declaration) in zip(manifest.serviceIDs, manifest.services) {
            guard let storedType = declaration.type ?? aliasedType(of: declaration) else { return nil }
            // A service that exists only in some environments is nil in the others.
            let type = declaration.environments != nil && !storedType.isOptional ? .optional(storedType) : storedType
            // Aliases follow their target and assisted factories build anew: neither keeps anything.
            // A service a module provides lives in the module's component; its slot here only ever
            // holds a test's replacement.
            let hasSlot = !declaration.isAlias && declaration.parameters.isEmpty
            services.append(
                ResolvedPlan.Service(
                    name: declaration.name.value, location: declaration.name.location, scope: declaration.scope, type: type,
                    doc: declaration.doc, lifetime: declaration.lifetime, parameters: declaration.parameters, effects: effects[index],
                    isMainActor: manifest.isolation == nil && manifest.isMainActor(declaration),
                    isNonisolated: manifest.isolation != nil && !manifest.isMainActor(declaration),
                    storage: storage(of: declaration, effects: effects[index]),
                    slot: hasSlot ? SlotID(slots[declaration.scope]) : nil, storedType: storedType,
                    memberInModule: memberInModule(of: declaration),
                    isContributionOnly: declaration.isContributionOnly))
            if hasSlot { slots[declaration.scope] += 1 }
        }
        var components: [ResolvedPlan.Component] = []
        for graph in graphs {
            guard let bindings = bindings(in: graph, services: services) else { return nil }
            let name = graph.configuration.name
            let declared = manifest.environments.first { $0.name.value == name }
            components.append(
                ResolvedPlan.Component(
                    name: name, kind: declared.map { .environment(preferences: $0.preferences.map(\.value)) } ?? .test,
                    bindings: bindings, warmUpWaves: manifest.scopeIDs.map { warmUpWaves(graph, in: $0) }))
        }
        var config: [ResolvedPlan.Config] = []
        for declaration in manifest.config {
            guard let type = declaration.type else { return nil }
            let values = components.compactMap { declaration.value(for: $0.name) }
            guard values.count == components.count else { return nil }
            config.append(
                ResolvedPlan.Config(
                    name: declaration.name.value, scope: declaration.scope, type: type,
                    doc: declaration.doc, values: values.map(\.value),
                    valueLocations: values.map(\.location),
                    isPassedAsClosure: type.couldNameAFunctionType(nominalTypes: nominalTypes)))
        }
        var inputs: [ResolvedPlan.Input] = []
        for declaration in manifest.inputs {
            guard let type = declaration.type else { return nil }
            inputs.append(
                ResolvedPlan.Input(
                    name: declaration.name.value, scope: declaration.scope, type: type,
                    reference: declaration.reference?.value, location: declaration.name.location, doc: declaration.doc,
                    testDefault: declaration.testDefault.map { construction(of: $0, in: nil) },
                    isRequirement: declaration.isRequirement,
                    // A back-reference is a class.
                    isPassedAsClosure: declaration.reference == nil && type.couldNameAFunctionType(nominalTypes: nominalTypes)))
        }
        guard let composed = composedComponents(slots: &slots) else { return nil }
        guard let declaredViews = resolvedViews() else { return nil }
        let kept = Self.keptServices(services: services, components: components, views: declaredViews, composed: composed)
        for index in kept { services[index].isKept = true }
        let views = Self.viewReferences(views: declaredViews, kept: kept, components: components, slots: &slots)
        let scopes = resolvedScopes(services: services, config: config, inputs: inputs, views: views, slotCounts: slots)
        return ResolvedPlan(
            imports: manifest.imports.map(\.value), access: manifest.access, isMainActor: manifest.isolation != nil,
            config: config, inputs: inputs, services: services, components: components, scopes: scopes, views: views,
            moduleName: manifest.moduleName,
            // A module's exported contributions are read by the manifests that gather them.
            provided: Set(
                manifest.scopeIDs.flatMap { scope in
                    manifest.scopes[scope].provides.compactMap { names.service($0.value, from: scope) }
                } + contributions.exported.map(\.service)),
            composed: composed)
    }

    // MARK: - Services

    private func storage(of service: ServiceDeclaration, effects: Effects) -> ResolvedPlan.Storage {
        if service.isAlias || ForwardedService.isForwarded(service) || !service.parameters.isEmpty
            || service.lifetime == .transient
        {
            return .none
        }
        let isMainActor = manifest.isMainActor(service)
        if service.lifetime == .weak { return isMainActor ? .mainActorWeak : .weak }
        if effects.suspending {
            return isMainActor ? .mainActorAsyncSingleton(throwing: effects.throwing) : .asyncSingleton(throwing: effects.throwing)
        }
        return isMainActor ? .mainActorSingleton : .singleton
    }

    /// An alias without a `type` exposes its target's, following aliases of aliases, or the
    /// config value's or input's it names (an alias of a member path always has a `type`).
    private func aliasedType(of service: ServiceDeclaration) -> TypeExpression? {
        var current = service
        // The checks have ruled out cycles; the bound only guards against a broken invariant.
        for _ in 0...manifest.services.count {
            // A service that exists only in some environments is an optional.
            if let type = current.type { return current.environments != nil && !type.isOptional ? .optional(type) : type }
            guard case .alias(let target, _) = current.kind else { return nil }
            switch names.lookup(target.value, from: current.scope) {
            case .service(let index): current = manifest.services[index]
            case .config(let index): return manifest.config[index].type?.typeExpression
            case .input(let index): return manifest.inputs[index].type
            case .view, nil: return nil
            }
        }
        return nil
    }

    // MARK: - Bindings

    private func bindings(in graph: ConfigurationGraph, services: [ResolvedPlan.Service]) -> [ResolvedPlan.ServiceBinding]? {
        let configuration = graph.configuration
        // Only the test component's services can be replaced.
        let isTest = !manifest.environments.contains { $0.name.value == configuration.name }
        var bindings: [ResolvedPlan.ServiceBinding] = []
        for (index, service) in zip(manifest.serviceIDs, manifest.services) {
            switch service.kind {
            case .alias(let target, let members):
                guard let value = value(ofName: target.value, from: service.scope) else { return nil }
                bindings.append(.alias(of: value, members: members))
            case .collection(let elements):
                let indices = elements.compactMap { names.service($0.value, from: service.scope) }
                guard indices.count == elements.count else { return nil }
                bindings.append(.collection(of: indices))
            case .gathered(let gathering):
                let keyType = service.type.flatMap(MapKeyType.init)
                let elements = contributions.elements(of: index, in: configuration.name).map { contribution in
                    let moduleEntry = composeEntry(of: contribution.service)
                    return ResolvedPlan.CollectionElement(
                        service: contribution.service,
                        key: contribution.declaration.key.map { key in
                            keyType?.source(of: key.value) ?? ""
                        },
                        order: contribution.declaration.order?.value,
                        location: moduleEntry ?? contribution.declaration.collection.location,
                        isFromModule: moduleEntry != nil)
                }
                bindings.append(.gathered(gathering.kind.value, elements: elements))
            case .forwarded(let forwarded):
                guard let entry = composedEntries[ComposedEntryKey(module: forwarded.module, scope: service.scope)]
                else { return nil }
                // What the module reads from this graph, through its requirements, to build it.
                let provided = modules[forwarded.module].interface.provided[forwarded.service]
                let reads = (provided?.requirementsRead[configuration.name] ?? []).compactMap {
                    value(ofName: $0.value, from: service.scope)
                }
                bindings.append(
                    .forwarded(
                        module: entry, reads: reads,
                        built: forwardedImplementation(forwarded, in: configuration.name)))
            case .implemented where !configuration.isPresent[index]:
                bindings.append(.absent)
            case .implemented:
                let role = configuration.bindings[index]
                guard let implementation = service.implementation(for: role) else { return nil }
                var bound = ResolvedPlan.BoundImplementation(
                    role: role,
                    construction: construction(of: implementation, in: service),
                    fallback: service.fallback.map { construction(of: $0, in: service) },
                    wiredCycle: graph.wiredCycles.first { $0.contains(index) }.flatMap { services[$0[0]].slot })
                bound.slotType = slotType(of: bound, for: services[index.value], replaceable: isTest)
                bindings.append(.built(bound))
            }
        }
        return bindings
    }

    /// The type a singleton's slot keeps where it differs from the service's: the type its one
    /// initializer builds, where nothing replaces it (see `BoundImplementation.slotType`).
    private func slotType(
        of bound: ResolvedPlan.BoundImplementation, for service: ResolvedPlan.Service, replaceable: Bool
    ) -> TypeExpression? {
        guard !replaceable, service.storage == .singleton || service.storage == .mainActorSingleton,
            bound.usedFallback == nil, bound.wiredCycle == nil, !bound.construction.isWired,
            case .initializer(let type) = bound.construction.callee, type != service.storedType
        else { return nil }
        return type
    }

    // MARK: - Warm-up

    /// The eager singletons of `scope` and every singleton of it they need, in waves: each
    /// service in a wave depends only on services of earlier waves, so a wave can be built in
    /// parallel. An ancestor's services are its own component's, built when read.
    private func warmUpWaves(_ graph: ConfigurationGraph, in scope: ScopeID) -> [[ServiceID]] {
        let edges = graph.edges
        let inScope = { (index: ServiceID) in self.manifest.services[index].scope == scope }
        var needed = Set<ServiceID>()
        var pending = manifest.serviceIDs.filter { inScope($0) && manifest.services[$0].eager?.value == true }
        while let next = pending.popLast() {
            guard needed.insert(next).inserted else { continue }
            pending += edges[next].map(\.target).filter(inScope)
        }
        guard !needed.isEmpty, let order = graph.order else { return [] }
        var wave = Array(repeating: 0, count: manifest.services.count)
        for index in order where needed.contains(index) {
            wave[index] = edges[index].filter { inScope($0.target) }.map { wave[$0.target] + 1 }.max() ?? 0
        }
        let isBuiltAhead = { (index: ServiceID) -> Bool in
            let service = self.manifest.services[index]
            guard case .implemented = service.kind else { return false }
            return service.lifetime == .singleton && service.parameters.isEmpty
        }
        // One pass into buckets, in manifest order within each wave: a long chain has as many
        // waves as services, so filtering all services once per wave would be quadratic.
        var waves = Array(repeating: [ServiceID](), count: (needed.map { wave[$0] }.max() ?? 0) + 1)
        for index in manifest.serviceIDs where needed.contains(index) && isBuiltAhead(index) {
            waves[wave[index]].append(index)
        }
        return waves.filter { !$0.isEmpty }
    }
}
