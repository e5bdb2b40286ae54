/// The formats `servicegraph graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz: `dot -Tsvg graph.dot -o graph.svg`.
    case dot
    /// Mermaid, which code-hosting sites render in Markdown.
    case mermaid
    /// A stable JSON document for other tools (see docs).
    case json

    func render(_ graphs: [GraphDescription]) -> String {
        switch self {
        case .dot: DOTWriter.render(graphs)
        case .mermaid: MermaidWriter.render(graphs)
        case .json: GraphJSONWriter.render(graphs)
        }
    }
}

/// Graphviz DOT: one cluster per environment when several are shown.
enum DOTWriter {
    static func render(_ graphs: [GraphDescription]) -> String {
        var lines = ["digraph services {", "    rankdir=LR;", "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fillcolor=\"#ffffff\"];",
                     "    edge [fontname=\"Helvetica\", fontsize=10];"]
        let clustered = graphs.count > 1
        for graph in graphs {
            let indent = clustered ? "        " : "    "
            let prefix = clustered ? graph.environment + "." : ""
            if clustered {
                lines.append("    subgraph \(quoted("cluster_" + graph.environment)) {")
                lines.append("        label=\(quoted(graph.environment));")
            }
            for node in graph.nodes {
                let label = [node.name, node.type, node.implementation + (node.lifetime.map { " (\($0))" } ?? "")]
                    .joined(separator: "\n")
                lines.append(indent + "\(quoted(prefix + node.name)) [label=\(quoted(label))\(style(node))];")
            }
            for edge in graph.edges {
                lines.append(indent + "\(quoted(prefix + edge.from)) -> \(quoted(prefix + edge.to)) [label=\(quoted(edge.label))];")
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
        case (.alias, _), (.collection, _): attributes.append("fillcolor=\"#e3ecfa\"")
        }
        switch node.lifetime {
        case "transient", "factory": attributes.append("style=\"rounded,filled,dashed\"")
        case "weak": attributes.append("style=\"rounded,filled,dotted\"")
        default: break
        }
        return attributes.map { ", " + $0 }.joined()
    }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// Mermaid flowcharts: one subgraph per environment when several are shown.
enum MermaidWriter {
    static func render(_ graphs: [GraphDescription]) -> String {
        var lines = ["graph LR"]
        let clustered = graphs.count > 1
        for graph in graphs {
            let indent = clustered ? "        " : "    "
            let prefix = clustered ? graph.environment + "_" : ""
            if clustered { lines.append("    subgraph \(graph.environment)") }
            for node in graph.nodes {
                let text = [node.name, node.type, node.implementation + (node.lifetime.map { " (\($0))" } ?? "")]
                    .map(escaped).joined(separator: "<br/>")
                let (open, close) = node.kind == .config || node.kind == .input ? ("[/", "/]") : ("[", "]")
                lines.append(indent + "\(prefix)\(node.name)\(open)\"\(text)\"\(close):::\(styleClass(node))")
            }
            for edge in graph.edges {
                lines.append(indent + "\(prefix)\(edge.from) -->|\(escaped(edge.label))| \(prefix)\(edge.to)")
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

    private static func styleClass(_ node: GraphDescription.Node) -> String {
        switch node.kind {
        case .config, .input: return "value"
        case .alias, .collection: return "view"
        case .service:
            if node.lifetime == "transient" || node.lifetime == "factory" { return "transient" }
            return node.binding == "mock" ? "mock" : "real"
        }
    }

    /// Mermaid entity codes for what would end a label or be read as markup.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "|": result += "#124;"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}

/// The documented JSON form: `{"formatVersion": 1, "environments": [{"name", "nodes", "edges"}]}`.
enum GraphJSONWriter {
    static func render(_ graphs: [GraphDescription]) -> String {
        var lines = ["{", "  \"formatVersion\": 1,", "  \"environments\": ["]
        for (graphIndex, graph) in graphs.enumerated() {
            lines.append("    {")
            lines.append("      \"name\": \(string(graph.environment)),")
            lines.append("      \"nodes\": [")
            for (index, node) in graph.nodes.enumerated() {
                var fields = ["\"name\": \(string(node.name))", "\"kind\": \(string(node.kind.rawValue))",
                              "\"type\": \(string(node.type))", "\"implementation\": \(string(node.implementation))"]
                if let binding = node.binding { fields.append("\"binding\": \(string(binding))") }
                if let lifetime = node.lifetime { fields.append("\"lifetime\": \(string(lifetime))") }
                lines.append("        {" + fields.joined(separator: ", ") + "}" + (index == graph.nodes.count - 1 ? "" : ","))
            }
            lines.append("      ],")
            lines.append("      \"edges\": [")
            for (index, edge) in graph.edges.enumerated() {
                lines.append("        {\"from\": \(string(edge.from)), \"to\": \(string(edge.to)), \"label\": \(string(edge.label))}"
                             + (index == graph.edges.count - 1 ? "" : ","))
            }
            lines.append("      ]")
            lines.append("    }" + (graphIndex == graphs.count - 1 ? "" : ","))
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
