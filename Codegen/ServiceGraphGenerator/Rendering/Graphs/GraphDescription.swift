/// The graph one environment builds, as tools show it: every service with what it is bound to,
/// and every dependency with its argument label. Built from a checked graph, in manifest order.
public struct GraphDescription: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public enum Kind: String, Sendable {
            case service, alias, collection, config, input
        }

        public var name: String
        public var kind: Kind
        /// The exposed type.
        public var type: String
        /// The bound implementation (`MockLogger`, `FileStorage.documents`), the alias target,
        /// the collection's elements, or a config value's literal.
        public var implementation: String
        /// `real` or `mock` for services; nil for the other kinds.
        public var binding: String?
        /// `singleton`, `transient`, `weak`, or `factory` for services with parameters.
        public var lifetime: String?
    }

    public struct Edge: Equatable, Sendable {
        public var from: String
        public var to: String
        /// The argument label (`_` when unlabelled), `alias` or `element`.
        public var label: String
    }

    public var environment: String
    public var nodes: [Node]
    public var edges: [Edge]

    /// One description per component: the environments in manifest order, then `test`.
    static func all(for plan: ResolvedPlan) -> [GraphDescription] {
        plan.components.indices.map { describe(plan, component: $0) }
    }

    private static func describe(_ plan: ResolvedPlan, component index: Int) -> GraphDescription {
        let component = plan.components[index]
        var nodes: [Node] = []
        var edges: [Edge] = []
        for config in plan.config {
            nodes.append(Node(name: config.name, kind: .config, type: config.type.source,
                              implementation: SwiftLiteral.config(config.values[index]), binding: nil, lifetime: nil))
        }
        for input in plan.inputs {
            nodes.append(Node(name: input.name, kind: .input, type: input.type.source,
                              implementation: "given at creation", binding: nil, lifetime: nil))
        }
        for (service, binding) in zip(plan.services, component.bindings) {
            let lifetime = service.isAssistedFactory ? "factory" : service.lifetime.rawValue
            switch binding {
            case .built(let bound):
                nodes.append(Node(name: service.name, kind: .service, type: service.type.source,
                                  implementation: bound.construction.displayName, binding: bound.role.rawValue,
                                  lifetime: lifetime))
                let arguments = bound.construction.arguments + (bound.fallback?.arguments ?? [])
                for argument in arguments {
                    guard let target = plan.name(of: argument.value) else { continue }
                    let label: String
                    switch argument.label {
                    case .named(let name): label = name
                    case .unlabeled: label = "_"
                    }
                    edges.append(Edge(from: service.name, to: target, label: label))
                }
            case .alias(let target):
                let targetName = plan.services[target].name
                nodes.append(Node(name: service.name, kind: .alias, type: service.type.source,
                                  implementation: targetName, binding: nil, lifetime: nil))
                edges.append(Edge(from: service.name, to: targetName, label: "alias"))
            case .collection(let elements):
                let names = elements.map { plan.services[$0].name }
                nodes.append(Node(name: service.name, kind: .collection, type: service.type.source,
                                  implementation: "[" + names.joined(separator: ", ") + "]", binding: nil,
                                  lifetime: lifetime))
                edges += names.map { Edge(from: service.name, to: $0, label: "element") }
            }
        }
        return GraphDescription(environment: component.name, nodes: nodes, edges: edges)
    }
}

private extension ResolvedPlan {
    /// The declared entry an argument reads; nil for the service's own parameters.
    func name(of value: Construction.Value) -> String? {
        switch value {
        case .service(let index), .assistedFactory(let index): services[index].name
        case .config(let index): config[index].name
        case .input(let index): inputs[index].name
        case .parameter: nil
        }
    }
}
