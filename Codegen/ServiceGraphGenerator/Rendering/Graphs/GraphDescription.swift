/// The graph one environment builds, as tools show it: every service with what it is bound to,
/// every dependency with its argument label, and every child scope's maker a service is given.
/// Built from a checked graph, scope by scope (parents before their children), each scope's
/// entries in manifest order. Each service's node and links come from `describe(_:as:in:)`
/// (`GraphDescription+Services.swift`).
public struct GraphDescription: Equatable, Sendable {
    public struct Node: Equatable, Sendable {
        public enum Kind: String, Sendable {
            /// `provided`: a service a composed module provides; its implementation names the module.
            case service, alias, collection, config, input, provided
        }

        /// Unique in the graph: the name for the app's entries, `account.drafts` for the entry
        /// `drafts` of scope `account`. Sibling scopes may reuse a name, but scope names are
        /// unique and never contain a dot, so the scope's name alone tells them apart.
        public var id: String
        public var name: String
        /// The scope it belongs to.
        public var scope: ScopeIndex
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
        /// The manifest's `doc`. Only the HTML report shows it: the other formats keep their form.
        public var doc: String? = nil
        /// The composed module that provides it; nil for this manifest's own entries.
        public var module: String? = nil
        /// `main actor` for a service built and read there; nil otherwise.
        public var isolation: String? = nil
        /// Built by the component's `warmUp()`: an eager service, or a singleton one needs.
        public var isWarmedUp = false
    }

    public struct Edge: Equatable, Sendable {
        /// Node ids: an edge from a scope's service may reach a service of an ancestor scope.
        public var from: String
        public var to: String
        /// The argument label (`_` when unlabelled), `alias` or `element`.
        public var label: String
    }

    /// A service given the function that makes components of a child scope
    /// (`"makeTab: scope(tab)"`). Not an edge: it reaches a scope, which has no node of its own.
    public struct Maker: Equatable, Sendable {
        /// The node id of the service given the function.
        public var from: String
        /// The child scope it makes.
        public var scope: ScopeIndex
        /// The argument label: `makeTab`, or `makeTabComponent` when the manifest writes none.
        public var label: String
    }

    /// A scope's position in `GraphSet.scopes`: the app's is `.app`.
    public struct ScopeIndex: Hashable, Sendable {
        public var value: Int

        public static let app = ScopeIndex(value: 0)

        init(value: Int) {
            self.value = value
        }

        /// The plan keeps its scopes in the same order as the graph set.
        init(_ scope: ScopeID) {
            self.value = scope.value
        }
    }

    /// A component type of its own: the app, or a scope made from its parent.
    public struct Scope: Equatable, Sendable {
        /// `app` for the app's scope.
        public var name: String
        /// The app has no parent.
        public var parent: ScopeIndex?
        public var children: [ScopeIndex]
        /// Its own entries' names, in manifest order.
        public var inputs: [String]
        public var config: [String]
        public var services: [String]
        /// Its own entries, as indices into every environment's `nodes` (they all list the
        /// same entries in the same order).
        public var nodes: Range<Int>
    }

    public var environment: String
    public var nodes: [Node]
    public var edges: [Edge]
    /// In manifest order, as the edges.
    public var makers: [Maker]

    /// The scope tree and one description per component: the environments in manifest order,
    /// then `test`.
    static func all(for plan: ResolvedPlan) -> GraphSet {
        let order = plan.scopesParentsFirst
        // Each environment lists the scopes' entries in `order`: a scope's nodes are one run.
        var nodeRanges = Array(repeating: 0..<0, count: plan.scopes.count)
        var nextNode = 0
        for scope in order {
            let own = plan.scopes[scope]
            nodeRanges[scope] =
                nextNode..<(nextNode + own.config.count + own.inputs.count + own.requirements.count
                + own.services.count)
            nextNode = nodeRanges[scope].upperBound
        }
        let scopes = plan.scopeIDs.map { index in
            let scope = plan.scopes[index]
            return Scope(
                name: scope.name, parent: scope.parent.map(ScopeIndex.init), children: scope.children.map(ScopeIndex.init),
                inputs: scope.inputs.map { plan.inputs[$0].name }, config: scope.config.map { plan.config[$0].name },
                services: scope.services.map { plan.services[$0].name }, nodes: nodeRanges[index])
        }
        let environments = plan.components.indices.map { describe(plan, component: $0, scopeOrder: order) }
        return GraphSet(scopes: scopes, environments: environments)
    }

    private static func describe(_ plan: ResolvedPlan, component index: Int, scopeOrder: [ScopeID]) -> GraphDescription {
        let component = plan.components[index]
        let warmedUp = Set(component.warmUpWaves.joined().joined())
        var nodes: [Node] = []
        var edges: [Edge] = []
        var makers: [Maker] = []
        for scope in scopeOrder {
            for config in plan.config(of: scope) {
                nodes.append(
                    Node(
                        id: plan.nodeID(config.name, in: scope), name: config.name, scope: ScopeIndex(scope), kind: .config,
                        type: config.type.source, implementation: SwiftLiteral.config(config.values[index]),
                        binding: nil, lifetime: nil, doc: config.doc))
            }
            for input in plan.inputs(of: scope) {
                nodes.append(
                    Node(
                        id: plan.nodeID(input.name, in: scope), name: input.name, scope: ScopeIndex(scope), kind: .input,
                        type: input.type.source, implementation: "given at creation", binding: nil, lifetime: nil,
                        doc: input.doc))
            }
            for requirement in plan.scopes[scope].requirements.map({ plan.inputs[$0] }) {
                nodes.append(
                    Node(
                        id: plan.nodeID(requirement.name, in: scope), name: requirement.name, scope: ScopeIndex(scope),
                        kind: .input, type: requirement.type.source, implementation: "required",
                        binding: nil, lifetime: nil, doc: requirement.doc))
            }
            for serviceIndex in plan.scopes[scope].services {
                let service = plan.services[serviceIndex]
                var described = describe(service, as: component.bindings[serviceIndex], in: plan)
                described.node.doc = service.doc
                described.node.module = plan.composedModuleName(of: serviceIndex)
                described.node.isolation = plan.isOnMainActor(service) ? "main actor" : nil
                described.node.isWarmedUp = warmedUp.contains(serviceIndex)
                nodes.append(described.node)
                edges += described.edges
                makers += described.makers
            }
        }
        return GraphDescription(environment: component.name, nodes: nodes, edges: edges, makers: makers)
    }
}

/// The graphs `servicegraph graph` draws: the scope tree, which every environment shares, and
/// the graph of each environment shown.
public struct GraphSet: Equatable, Sendable {
    /// The app's scope first, then each declared scope in manifest order.
    public var scopes: [GraphDescription.Scope]
    public var environments: [GraphDescription]

    /// Whether the manifest declares scopes: without any, every format stays as it was before
    /// scopes existed, so tools reading it need no change.
    public var hasScopes: Bool { scopes.count > 1 }

    public subscript(_ scope: GraphDescription.ScopeIndex) -> GraphDescription.Scope { scopes[scope.value] }

    /// The same scopes, showing only `environments`.
    func showing(_ environments: [GraphDescription]) -> GraphSet {
        GraphSet(scopes: scopes, environments: environments)
    }

    /// The lines of scope `index` of `graph` in a format that nests groups: a nested scope's
    /// `opening` lines (the app's scope is the whole graph, so it has none; the first line at
    /// `indent`, the rest one level in), a line per own node, its children's groups, then
    /// `closing`.
    func scopeLines(
        _ index: GraphDescription.ScopeIndex, of graph: GraphDescription, indent: String,
        opening: (GraphDescription.Scope) -> [String],
        node: (GraphDescription.Node) -> String, closing: String
    ) -> [String] {
        let scope = self[index]
        let isNested = scope.parent != nil
        let inner = isNested ? indent + "    " : indent
        var lines = isNested ? opening(scope).enumerated().map { ($0 == 0 ? indent : inner) + $1 } : []
        lines += graph.nodes[scope.nodes].map { inner + node($0) }
        for child in scope.children {
            lines += scopeLines(child, of: graph, indent: inner, opening: opening, node: node, closing: closing)
        }
        if isNested { lines.append(indent + closing) }
        return lines
    }
}

private extension ResolvedPlan {
    /// Every scope, each before its children (the order of a depth-first walk from the app).
    var scopesParentsFirst: [ScopeID] {
        var order: [ScopeID] = []
        func visit(_ scope: ScopeID) {
            order.append(scope)
            scopes[scope].children.forEach(visit)
        }
        visit(.app)
        return order
    }
}
