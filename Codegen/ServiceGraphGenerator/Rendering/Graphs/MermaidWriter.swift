/// Mermaid flowcharts: one subgraph per environment when several are shown, and in it one
/// subgraph per scope, nested in its parent scope's. A service given a child scope's maker has a
/// dotted edge to that scope's subgraph.
enum MermaidWriter {
    static func render(_ graphs: GraphSet) -> String {
        var lines = ["graph LR"]
        let clustered = graphs.environments.count > 1
        for graph in graphs.environments {
            let indent = clustered ? "        " : "    "
            // Every environment draws the same names: its own prefix keeps their ids apart.
            let prefix = clustered ? graph.environment + "_" : ""
            if clustered { lines.append("    subgraph \(graph.environment)") }
            // Each scope a subgraph in its parent's; the app's scope is the whole graph (or
            // environment).
            lines += graphs.scopeLines(
                .app, of: graph, indent: indent,
                opening: { scope in
                    ["subgraph \(prefix)\(subgraphID(scope.name)) [\"\(scope.titleLines.map(escaped).joined(separator: "<br/>"))\"]"]
                },
                node: { node in
                    let text = node.labelLines.map(escaped).joined(separator: "<br/>")
                    let (open, close) = node.kind == .config || node.kind == .input ? ("[/", "/]") : ("[", "]")
                    return "\(prefix)\(node.id)\(open)\"\(text)\"\(close):::\(styleClass(node))"
                }, closing: "end")
            // Edges go after every scope's subgraph, outside them all: Mermaid moves a node into
            // the innermost subgraph that mentions it, so an edge written in a scope's subgraph
            // would pull the ancestor's service it reaches into that subgraph.
            for edge in graph.edges {
                lines.append(indent + "\(prefix)\(edge.from) -->|\(escaped(edge.label))| \(prefix)\(edge.to)")
            }
            // Mermaid draws an edge that names a subgraph to the subgraph's border.
            for maker in graph.makers {
                lines.append(indent + "\(prefix)\(maker.from) -.->|\(escaped(maker.label))| \(prefix)\(subgraphID(graphs[maker.scope].name))")
            }
            if clustered { lines.append("    end") }
        }
        lines += [
            "    classDef real fill:#d9f2d9,stroke:#3a7d3a",
            "    classDef mock fill:#fff3c4,stroke:#a88a00",
            "    classDef transient fill:#ffffff,stroke:#555,stroke-dasharray:4 3",
            "    classDef value fill:#f2f2f2,stroke:#999",
            "    classDef view fill:#e3ecfa,stroke:#4a6fa5",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Subgraph and node ids share one namespace; a colon, which no node id holds, keeps scope
    /// `account` apart from a service named `account`.
    private static func subgraphID(_ scope: String) -> String { "scope:" + scope }

    private static func styleClass(_ node: GraphDescription.Node) -> String {
        switch node.kind {
        case .config, .input: return "value"
        case .alias, .collection, .provided: return "view"
        case .service:
            if node.lifetime == "transient" || node.lifetime == "factory" { return "transient" }
            return node.binding == "mock" ? "mock" : "real"
        }
    }

    private static func escaped(_ text: String) -> String { TextEscaping.mermaidLabel(text) }
}
