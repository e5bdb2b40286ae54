/// Graphviz DOT: one cluster per environment when several are shown, and in it one cluster per
/// scope, nested in its parent scope's. A service given a child scope's maker has a dashed edge
/// that ends at the border of that scope's cluster.
enum DOTWriter {
    static func render(_ graphs: GraphSet) -> String {
        var lines = [
            "digraph services {", "    rankdir=LR;", "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fillcolor=\"#ffffff\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        // An edge can end at a cluster (`lhead`) only in a compound graph. Only graphs with
        // makers say so, so the others stay as they were.
        if graphs.environments.contains(where: { !$0.makers.isEmpty }) { lines.insert("    compound=true;", at: 2) }
        let clustered = graphs.environments.count > 1
        for graph in graphs.environments {
            let indent = clustered ? "        " : "    "
            // Every environment draws the same names: its own prefix keeps their ids apart.
            let prefix = clustered ? graph.environment + "." : ""
            if clustered {
                lines.append("    subgraph \(quoted(clusterID(graph.environment))) {")
                lines.append("        label=\(quoted(graph.environment));")
            }
            // Each scope a cluster in its parent's; the app's scope is the whole graph (or environment).
            let madeScopes = Set(graph.makers.map { graphs[$0.scope].name })
            lines += graphs.scopeLines(
                .app, of: graph, indent: indent,
                opening: { scope in
                    [
                        "subgraph \(quoted(clusterID(prefix + scope.name))) {",
                        "label=\(quoted(scope.titleLines.joined(separator: "\n")));",
                        "style=\"rounded\"; color=\"#4a6fa5\"; fontname=\"Helvetica\";",
                    ]
                        // A maker's edge must end at a node inside the cluster, even an empty one:
                        // an invisible point, which the edge never reaches (it is clipped at the border).
                        + (madeScopes.contains(scope.name) ? ["\(quoted(prefix + makerTarget(scope.name))) [shape=point, style=invis];"] : [])
                },
                node: { node in
                    "\(quoted(prefix + node.id)) [label=\(quoted(node.labelLines.joined(separator: "\n")))\(style(node))];"
                }, closing: "}")
            // Edges go after every scope's cluster, outside them all: Graphviz puts a node in
            // each cluster that mentions it, so an edge written in a scope's cluster would pull
            // the ancestor's service it reaches into that cluster.
            for edge in graph.edges {
                lines.append(indent + "\(quoted(prefix + edge.from)) -> \(quoted(prefix + edge.to)) [label=\(quoted(edge.label))];")
            }
            for maker in graph.makers {
                let scope = graphs[maker.scope].name
                lines.append(
                    indent + "\(quoted(prefix + maker.from)) -> \(quoted(prefix + makerTarget(scope))) [label=\(quoted(maker.label)), "
                        + "lhead=\(quoted(clusterID(prefix + scope))), style=dashed, color=\"#4a6fa5\", fontcolor=\"#4a6fa5\"];")
            }
            if clustered { lines.append("    }") }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mocks in yellow, real services in green; transients dashed, weak dotted; values as notes.
    private static func style(_ node: GraphDescription.Node) -> String {
        var attributes: [String] = []
        switch (node.kind, node.binding) {
        case (.service, "mock"): attributes.append("fillcolor=\"#fff3c4\"")
        case (.service, _): attributes.append("fillcolor=\"#d9f2d9\"")
        case (.config, _), (.input, _): attributes.append("shape=note")
        case (.alias, _), (.collection, _), (.provided, _): attributes.append("fillcolor=\"#e3ecfa\"")
        }
        switch node.lifetime {
        case "transient", "factory": attributes.append("style=\"rounded,filled,dashed\"")
        case "weak": attributes.append("style=\"rounded,filled,dotted\"")
        default: break
        }
        return attributes.map { ", " + $0 }.joined()
    }

    /// Graphviz draws a subgraph as a box only when its name starts with `cluster`.
    private static func clusterID(_ name: String) -> String { "cluster_" + name }

    /// The id of the point a maker's edge is drawn to in scope `name`'s cluster. No node id holds
    /// a colon, so it never names an entry.
    private static func makerTarget(_ scope: String) -> String { "scope:" + scope }

    private static func quoted(_ text: String) -> String { TextEscaping.dotString(text) }
}
