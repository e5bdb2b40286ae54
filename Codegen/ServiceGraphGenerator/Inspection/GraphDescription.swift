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

    /// One description per environment, in manifest order, then `test`.
    static func all(for graph: CheckedGraph) -> [GraphDescription] {
        graph.environments.map { describe(graph, environment: $0.name, bindings: $0.bindings) }
            + [describe(graph, environment: testEnvironmentName, bindings: graph.services.map { _ in .mock })]
    }

    private static func describe(_ graph: CheckedGraph, environment: String, bindings: [Binding]) -> GraphDescription {
        var nodes: [Node] = []
        var edges: [Edge] = []
        for config in graph.config {
            nodes.append(Node(name: config.name, kind: .config, type: config.type.source,
                              implementation: SwiftLiteral.config(config.values[environment]!), binding: nil, lifetime: nil))
        }
        for input in graph.inputs {
            nodes.append(Node(name: input.name, kind: .input, type: input.type.source,
                              implementation: "given at creation", binding: nil, lifetime: nil))
        }
        for (index, service) in graph.services.enumerated() {
            let lifetime = service.parameters.isEmpty ? service.lifetime.rawValue : "factory"
            switch service.kind {
            case .implemented(let real, let mock):
                let implementation = bindings[index] == .mock ? (mock ?? real) : real
                let role = implementation.location == real.location ? "real" : "mock"
                nodes.append(Node(name: service.name, kind: .service, type: service.type.source,
                                  implementation: implementation.displayName, binding: role, lifetime: lifetime))
                let parameters = Set(service.parameters.map(\.name.value))
                for dependency in implementation.dependencies + (service.fallback?.dependencies ?? [])
                where !parameters.contains(dependency.name) {
                    let label: String
                    switch dependency.label {
                    case .named(let name): label = name
                    case .unlabeled: label = "_"
                    }
                    edges.append(Edge(from: service.name, to: dependency.name, label: label))
                }
            case .alias(let target):
                nodes.append(Node(name: service.name, kind: .alias, type: service.type.source,
                                  implementation: target, binding: nil, lifetime: nil))
                edges.append(Edge(from: service.name, to: target, label: "alias"))
            case .collection(let elements):
                nodes.append(Node(name: service.name, kind: .collection, type: service.type.source,
                                  implementation: "[" + elements.joined(separator: ", ") + "]", binding: nil,
                                  lifetime: lifetime))
                edges += elements.map { Edge(from: service.name, to: $0, label: "element") }
            }
        }
        return GraphDescription(environment: environment, nodes: nodes, edges: edges)
    }
}
