/// The formats `servicegraph graph` writes.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz: `dot -Tsvg graph.dot -o graph.svg`.
    case dot
    /// Mermaid, which code-hosting sites render in Markdown.
    case mermaid
    /// A stable JSON document for other tools (see docs).
    case json
    /// One self-contained, interactive HTML page (`HTMLReportWriter`).
    case html

    func render(_ graphs: GraphSet) -> String {
        switch self {
        case .dot: DOTWriter.render(graphs)
        case .mermaid: MermaidWriter.render(graphs)
        case .json: GraphJSONWriter.render(graphs)
        case .html: HTMLReportWriter.render(graphs)
        }
    }
}

extension GraphDescription.Node {
    /// The three lines a node's box shows: name, type, and what it is bound to.
    var labelLines: [String] {
        [name, type, implementation + (lifetime.map { " (\($0))" } ?? "")]
    }
}

extension GraphDescription.Scope {
    /// The lines a scope's cluster is titled with: its name, then the inputs its component is
    /// made with (the values the parent's `make` function asks for).
    var titleLines: [String] {
        [name] + (inputs.isEmpty ? [] : ["inputs: " + inputs.joined(separator: ", ")])
    }
}
