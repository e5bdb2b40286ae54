/// What binds differently in two environments: per service and config value of every scope,
/// side by side.
public struct EnvironmentDiff: Sendable {
    public struct Row: Equatable, Sendable {
        /// The node's id: `drafts` in the app, `account.drafts` in scope `account`, so that
        /// sibling scopes' entries of the same name stay apart.
        public var name: String
        public var from: String
        public var to: String
        public var differs: Bool { from != to }
    }

    public var from: String
    public var to: String
    /// Each scope's config values, inputs and services in manifest order, parents' scopes first.
    public var rows: [Row]

    public var hasDifferences: Bool { rows.contains(where: \.differs) }

    init(from: GraphDescription, to: GraphDescription) {
        self.from = from.environment
        self.to = to.environment
        rows = zip(from.nodes, to.nodes).map { old, new in
            Row(name: old.id, from: Self.describe(old), to: Self.describe(new))
        }
    }

    private static func describe(_ node: GraphDescription.Node) -> String {
        switch node.kind {
        case .service:
            return "\(node.implementation) (\(node.binding ?? "real"))"
        case .alias:
            return "alias of \(node.implementation)"
        case .provided:
            return node.binding.map { "\(node.implementation) (\($0))" } ?? node.implementation
        case .collection, .config, .input:
            return node.implementation
        }
    }

    /// A table, differing rows marked `*`, then a one-line summary.
    public var text: String {
        let nameWidth = max(4, rows.map(\.name.count).max() ?? 0)
        let fromWidth = max(from.count, rows.map(\.from.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var lines = ["  " + pad("name", nameWidth) + "  " + pad(from, fromWidth) + "  " + to]
        for row in rows {
            lines.append((row.differs ? "* " : "  ") + pad(row.name, nameWidth) + "  " + pad(row.from, fromWidth) + "  " + row.to)
        }
        let differing = rows.filter(\.differs).count
        lines.append("")
        lines.append(
            differing == 0
                ? "\(from) and \(to) bind everything the same way."
                : "\(differing) of \(rows.count) entries differ between \(from) and \(to).")
        return lines.joined(separator: "\n") + "\n"
    }
}
