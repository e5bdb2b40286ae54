/// Who keeps what: which services something a component keeps can end up holding, and so which
/// back-references (views, providers, assisted factories, child-scope makers) must not keep their
/// component alive. See "Ownership" in the Scopes guide.
extension PlanBuilder {
    /// The services a component keeps, directly or through what it keeps: every singleton, what
    /// meets a composed module's requirement (the module's component, which this one keeps, reads
    /// it), and everything one of those can end up holding: the services it depends on, what its
    /// providers and assisted factories return, the services its views list, an alias's target, a
    /// collection's elements. A child scope's singletons are roots of their own, so a child made
    /// by a service that is kept holds its ancestors through links that do not keep them alive.
    ///
    /// What is not in the set is held only by app code (a screen read on demand, a transient no
    /// service keeps): its back-references keep their component alive, with no cycle, since
    /// nothing the component keeps holds it. A service read both ways is in the set: one
    /// accessor builds it for both.
    static func keptServices(
        services: [ResolvedPlan.Service], components: [ResolvedPlan.Component], views: [ResolvedPlan.View],
        composed: [ResolvedPlan.Composed]
    ) -> Set<ServiceID> {
        var kept: Set<ServiceID> = []
        var pending: [ServiceID] = []
        func keep(_ value: Construction.Value) {
            switch value {
            case .service(let index), .provider(let index), .assistedFactory(let index):
                if kept.insert(index).inserted { pending.append(index) }
            case .view(let index):
                views[index].members.forEach(keep)
            case .config, .input, .parameter, .requirementProvider, .scopeMaker, .expression:
                break
            }
        }
        for index in services.positions(of: ServiceKind.self) where services[index].isKeptByItsComponent {
            keep(.service(index))
        }
        for requirement in composed.flatMap(\.requirements) {
            requirement.value.map(keep)
        }
        while let index = pending.popLast() {
            for component in components {
                component.bindings[index].heldValues.forEach(keep)
            }
        }
        return kept
    }

    /// Each view's slot for the back-reference object services its scope keeps receive, after the
    /// scope's other slots (`slots`, counted per scope, grows), and those services.
    static func viewReferences(
        views: [ResolvedPlan.View], kept: Set<ServiceID>, components: [ResolvedPlan.Component], slots: inout [Int]
    ) -> [ResolvedPlan.View] {
        var holders = Array(repeating: [ServiceID](), count: views.count)
        for component in components {
            for (service, binding) in zip(component.bindings.positions(of: ServiceKind.self), component.bindings)
            where kept.contains(service) {
                for case .view(let index) in binding.heldValues where !holders[index].contains(service) {
                    holders[index].append(service)
                }
            }
        }
        return zip(views, holders).map { view, holders in
            var view = view
            guard !holders.isEmpty else { return view }
            view.keptHolders = holders.sorted()
            view.slot = SlotID(slots[view.scope])
            slots[view.scope] += 1
            return view
        }
    }
}

extension ResolvedPlan.Service {
    /// Kept by its component whoever reads it: a singleton (not an alias, a factory or a
    /// module's service, which keep nothing here).
    var isKeptByItsComponent: Bool {
        switch storage {
        case .singleton, .asyncSingleton, .mainActorSingleton, .mainActorAsyncSingleton: true
        case .none, .weak, .mainActorWeak: false
        }
    }
}

extension ResolvedPlan.ServiceBinding {
    /// What the service, built this way, is given and may keep: its construction's and fallback's
    /// arguments, properties and calls, an alias's target, a collection's elements, what a module
    /// reads here to build it.
    var heldValues: [Construction.Value] {
        switch self {
        case .alias(let value, _): [value]
        case .collection(let elements): elements.map(Construction.Value.service)
        case .gathered(_, let elements): elements.map { .service($0.service) }
        case .forwarded(_, let reads, _): reads
        case .built(let implementation): [implementation.construction, implementation.fallback].compactMap { $0 }.flatMap(\.heldValues)
        case .absent: []
        }
    }
}

extension Construction {
    /// Every value its call, properties and calls pass (for a value written out, what its names
    /// read), and a factory method's receiver.
    var heldValues: [Value] {
        readArguments.flatMap(\.value.heldValues)
    }
}
