/// The documented JSON form: `{"formatVersion": 1, "environments": [{"name", "nodes", "edges"}]}`.
///
/// A manifest with scopes adds, without breaking readers of the form above, a top-level
/// `scopes` list (`name`, `parent`, `inputs`, `config`, `services`: the scope's own entries'
/// names) and on each node its `id` (which edges name) and its `scope`. Without scopes, ids are
/// names and every node is the app's, so neither is written and the document stays as it was.
/// A service given a child scope's maker adds to `edges` an entry
/// `{"from", "scope", "label", "kind": "makes"}`: it names the scope made, where the other edges,
/// which have no `kind`, name a node in `to`.
enum GraphJSONWriter {
    static func render(_ graphs: GraphSet) -> String {
        var lines = ["{", "  \"formatVersion\": 1,"]
        if graphs.hasScopes {
            lines.append("  \"scopes\": [")
            for (index, scope) in graphs.scopes.enumerated() {
                let fields = [
                    "\"name\": \(string(scope.name))",
                    "\"parent\": " + (scope.parent.map { string(graphs[$0].name) } ?? "null"),
                    "\"inputs\": \(list(scope.inputs))", "\"config\": \(list(scope.config))",
                    "\"services\": \(list(scope.services))",
                ]
                lines.append("    {" + fields.joined(separator: ", ") + "}" + (index == graphs.scopes.count - 1 ? "" : ","))
            }
            lines.append("  ],")
        }
        lines.append("  \"environments\": [")
        for (graphIndex, graph) in graphs.environments.enumerated() {
            lines.append("    {")
            lines.append("      \"name\": \(string(graph.environment)),")
            lines.append("      \"nodes\": [")
            for (index, node) in graph.nodes.enumerated() {
                var fields: [String] = []
                if graphs.hasScopes {
                    fields += ["\"id\": \(string(node.id))", "\"scope\": \(string(graphs[node.scope].name))"]
                }
                fields += [
                    "\"name\": \(string(node.name))", "\"kind\": \(string(node.kind.rawValue))",
                    "\"type\": \(string(node.type))", "\"implementation\": \(string(node.implementation))",
                ]
                if let binding = node.binding { fields.append("\"binding\": \(string(binding))") }
                if let lifetime = node.lifetime { fields.append("\"lifetime\": \(string(lifetime))") }
                lines.append("        {" + fields.joined(separator: ", ") + "}" + (index == graph.nodes.count - 1 ? "" : ","))
            }
            lines.append("      ],")
            lines.append("      \"edges\": [")
            let edges =
                graph.edges.map { edge in
                    "{\"from\": \(string(edge.from)), \"to\": \(string(edge.to)), \"label\": \(string(edge.label))}"
                }
                + graph.makers.map { maker in
                    "{\"from\": \(string(maker.from)), \"scope\": \(string(graphs[maker.scope].name)), "
                        + "\"label\": \(string(maker.label)), \"kind\": \"makes\"}"
                }
            for (index, edge) in edges.enumerated() {
                lines.append("        " + edge + (index == edges.count - 1 ? "" : ","))
            }
            lines.append("      ]")
            lines.append("    }" + (graphIndex == graphs.environments.count - 1 ? "" : ","))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON array of strings, on one line.
    private static func list(_ texts: [String]) -> String {
        "[" + texts.map(string).joined(separator: ", ") + "]"
    }

    private static func string(_ text: String) -> String { TextEscaping.jsonString(text) }
}
