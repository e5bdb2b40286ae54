/// One self-contained HTML page to explore the graph in a browser: every entry listed by scope
/// and by composed module, a search box, and for the entry picked its bindings per environment,
/// its dependencies and dependents, the child scopes it makes, the path to it from a root, and its
/// metrics. Each scope's heading says which services make it.
///
/// The page loads nothing: its style and script are inline (`HTMLReportTemplate`), and the graph
/// is one JSON object in a `<script type="application/json">` element, which the script reads.
/// The page draws a list, not a laid-out picture, so a graph of thousands of services opens at
/// once; the script works out each metric only for the entry picked.
enum HTMLReportWriter {
    static func render(_ graphs: GraphSet) -> String {
        HTMLReportTemplate.page(data: TextEscaping.jsonInHTMLScript(data(graphs)))
    }

    /// The object the page's script reads:
    ///
    ///     {"environments": [name],
    ///      "scopes": [{"name", "parent": index or null, "inputs": [name]}],
    ///      "nodes": [{"id", "name", "scope": index, "kind", "type", "lifetime"?, "doc"?, "module"?,
    ///                 "isolation"?, "bound": [{"implementation", "binding"?, "warmUp"?} per environment]}],
    ///      "edges": [[[from, to, label]] per environment],
    ///      "makers": [[[from, scope: index, label]] per environment]}
    ///
    /// Nodes are written once, since every environment lists the same entries in the same order;
    /// edges name nodes by index. Fields without a value are left out, which keeps the page of
    /// a large graph small. One node per line, so the page's source stays readable.
    static func data(_ graphs: GraphSet) -> String {
        let environments = graphs.environments
        let nodes = environments.first?.nodes ?? []
        var indexOfID: [String: Int] = [:]
        for (index, node) in nodes.enumerated() { indexOfID[node.id] = index }

        let scopes = graphs.scopes.map { scope in
            object([
                ("name", .string(scope.name)), ("parent", scope.parent.map { .integer($0.value) } ?? .null),
                ("inputs", .array(scope.inputs.map { .string($0) })),
            ])
        }
        let nodeObjects = nodes.indices.map { index in
            let node = nodes[index]
            // Lifetime is the service's own; an environment where it is absent shows none.
            let lifetime = environments.lazy.compactMap { $0.nodes[index].lifetime }.first
            let bound = environments.map { graph in
                let described = graph.nodes[index]
                return object([
                    ("implementation", .string(described.implementation)),
                    ("binding", described.binding.map { .string($0) }),
                    ("warmUp", described.isWarmedUp ? .bool(true) : nil),
                ])
            }
            return object([
                ("id", .string(node.id)), ("name", .string(node.name)), ("scope", .integer(node.scope.value)),
                ("kind", .string(node.kind.rawValue)), ("type", .string(node.type)),
                ("lifetime", lifetime.map { .string($0) }), ("doc", node.doc.map { .string($0) }),
                ("module", node.module.map { .string($0) }), ("isolation", node.isolation.map { .string($0) }),
                ("bound", .array(bound)),
            ])
        }
        let edges = environments.map { graph in
            JSONText.array(
                graph.edges.compactMap { edge in
                    guard let from = indexOfID[edge.from], let to = indexOfID[edge.to] else { return nil }
                    return .array([.integer(from), .integer(to), .string(edge.label)])
                })
        }
        let makers = environments.map { graph in
            JSONText.array(
                graph.makers.compactMap { maker in
                    indexOfID[maker.from].map { .array([.integer($0), .integer(maker.scope.value), .string(maker.label)]) }
                })
        }
        let document = JSONText.object([
            ("environments", .array(environments.map { .string($0.environment) })),
            ("scopes", .array(scopes)), ("nodes", .array(nodeObjects)), ("edges", .array(edges)), ("makers", .array(makers)),
        ])
        return document.lines().joined(separator: "\n")
    }

    /// A JSON object of the members that have a value, in the order given.
    private static func object(_ members: [(String, JSONText?)]) -> JSONText {
        .object(members.compactMap { name, value in value.map { (name, $0) } })
    }
}
