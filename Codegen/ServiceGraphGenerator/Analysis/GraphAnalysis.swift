/// The facts about a composed manifest that the checks and the plan both need, worked out once:
/// what every name refers to from each scope, each binding configuration's graph (its edges, and
/// an order when it has no cycle), and what building each service can do (throw, suspend).
///
/// The analysis reports nothing: the checker turns its facts into diagnostics, and the plan
/// builder resolves a manifest without errors from the same facts.
struct GraphAnalysis {
    let manifest: Manifest
    let names: NameTable
    let graphs: [ConfigurationGraph]
    let effects: EffectAnalysis

    init(manifest: Manifest) {
        self.manifest = manifest
        names = NameTable(manifest)
        graphs = ConfigurationGraph.all(for: manifest, names: names)
        effects = EffectAnalysis(manifest: manifest, names: names, graphs: graphs)
    }
}
