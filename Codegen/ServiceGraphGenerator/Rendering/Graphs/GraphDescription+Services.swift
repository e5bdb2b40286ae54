/// How one service is drawn: its node, with what the environment binds it to, and its links.
extension GraphDescription {
    /// One service's node, its edges to what it is built from, and the child scopes whose maker it is given.
    static func describe(
        _ service: ResolvedPlan.Service, as binding: ResolvedPlan.ServiceBinding, in plan: ResolvedPlan
    ) -> (node: Node, edges: [Edge], makers: [Maker]) {
        let id = plan.nodeID(service.name, in: service.scope)
        let lifetime = service.isAssistedFactory ? "factory" : service.lifetime.rawValue
        func node(_ kind: Node.Kind, _ implementation: String, binding: String?, lifetime: String?) -> Node {
            Node(
                id: id, name: service.name, scope: ScopeIndex(service.scope), kind: kind, type: service.type.source,
                implementation: implementation, binding: binding, lifetime: lifetime)
        }
        switch binding {
        case .built(let bound):
            // A factory method's receiver (`makeTimeline (factory)`), arguments, then what is set and
            // called on the instance: `delegate (property)`, `router (attach)`.
            let built = [bound.construction] + (bound.fallback.map { [$0] } ?? [])
            let arguments = built.flatMap { construction -> [(Construction.Argument, String)] in
                let receiver: [(Construction.Argument, String)] =
                    construction.receiverArgument.map { receiver in
                        var labelled = receiver
                        labelled.label = .named(receiver.members.joined(separator: "."))
                        return [(labelled, " (factory)")]
                    } ?? []
                let called: [(Construction.Argument, String)] = construction.arguments.map { ($0, "") }
                return receiver + called + construction.properties.map { ($0, " (property)") }
                    + construction.calls.flatMap { call in call.arguments.map { ($0, " (\(call.method))") } }
            }
            var edges: [Edge] = []
            var makers: [Maker] = []
            for (argument, suffix) in arguments {
                let label =
                    switch argument.label {
                    case .named(let name): name + suffix
                    case .unlabeled: "_" + suffix
                    }
                // A view is drawn as an edge to each of its members, a provider as an edge to its
                // target, a child scope's maker as a `Maker`.
                switch argument.value {
                case .view(let view):
                    edges += plan.views[view].members.compactMap(plan.nodeID(of:)).map {
                        Edge(from: id, to: $0, label: "\(label) (\(plan.views[view].name))")
                    }
                case .scopeMaker(let scope):
                    makers.append(Maker(from: id, scope: ScopeIndex(scope), label: label))
                case .provider, .requirementProvider:
                    edges += plan.nodeID(of: argument.value).map { [Edge(from: id, to: $0, label: label + " (provider)")] } ?? []
                case .expression(_, let reads):
                    // A value is drawn as an edge to each name it reads: `protection (value)`.
                    edges += reads.compactMap { plan.nodeID(of: $0.value) }.map { Edge(from: id, to: $0, label: label + " (value)") }
                default:
                    edges += plan.nodeID(of: argument.value).map { [Edge(from: id, to: $0, label: label)] } ?? []
                }
            }
            return (node(.service, bound.construction.displayName, binding: bound.role.name, lifetime: lifetime), edges, makers)
        case .alias(let target, let members):
            // Labels name the target as the manifest does; only the edge needs its id.
            return (
                node(.alias, ([plan.name(of: target)] + members).joined(separator: "."), binding: nil, lifetime: nil),
                plan.nodeID(of: target).map { [Edge(from: id, to: $0, label: "alias")] } ?? [], []
            )
        case .forwarded(let module, let reads, let built):
            // Built inside the module, which reads these of this graph through its requirements.
            let implementation = "module \(plan.composed[module].name)" + (built.map { ": \($0.displayName)" } ?? "")
            return (
                node(.provided, implementation, binding: built?.role.name, lifetime: nil),
                reads.compactMap(plan.nodeID(of:)).map { Edge(from: id, to: $0, label: "requires") }, []
            )
        case .collection(let elements):
            let names = elements.map { plan.services[$0].name }
            return (
                node(.collection, "[" + names.joined(separator: ", ") + "]", binding: nil, lifetime: lifetime),
                elements.map { Edge(from: id, to: plan.serviceNodeID($0), label: "element") }, []
            )
        case .absent:
            return (node(.service, "nil", binding: "absent", lifetime: nil), [], [])
        case .gathered(let kind, let elements):
            // The final order, and each element's key or order on its edge: `element (order 10)`, `"/settings"`.
            let names = elements.map { element in (element.key.map { "\($0): " } ?? "") + plan.services[element.service].name }
            let literal = kind == .map && elements.isEmpty ? "[:]" : "[" + names.joined(separator: ", ") + "]"
            let implementation = "\(kind.rawValue) " + literal
            return (
                node(.collection, implementation, binding: nil, lifetime: lifetime),
                elements.map { element in
                    let label = element.key ?? (element.order.map { "element (order \($0))" } ?? "element")
                    return Edge(from: id, to: plan.serviceNodeID(element.service), label: label)
                }, []
            )
        }
    }
}

/// The ids of the graph's nodes, as every format names them.
extension ResolvedPlan {
    /// See `GraphDescription.Node.id`.
    func nodeID(_ name: String, in scope: ScopeID) -> String {
        scopes[scope].isApp ? name : scopes[scope].name + "." + name
    }

    func serviceNodeID(_ index: ServiceID) -> String { nodeID(services[index].name, in: services[index].scope) }

    /// The node an argument reads; nil for what no node stands for: the service's own parameters,
    /// a value written out, a view (drawn as its members) and a child scope's maker.
    func nodeID(of value: Construction.Value) -> String? {
        switch value {
        case .service(let index), .assistedFactory(let index), .provider(let index): serviceNodeID(index)
        case .config(let index): nodeID(config[index].name, in: config[index].scope)
        case .input(let index), .requirementProvider(let index): nodeID(inputs[index].name, in: inputs[index].scope)
        case .parameter, .view, .scopeMaker, .expression: nil
        }
    }
}
