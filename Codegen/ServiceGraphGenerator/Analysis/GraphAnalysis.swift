/// The facts about a composed manifest that the checks and the plan both need, worked out once:
/// what every name refers to from each scope, what each collection of contributions gathers, each binding configuration's graph (its edges, and
/// an order when it has no cycle), what building each service can do (throw, suspend), and who reads what.
///
/// The analysis reports nothing: the checker turns its facts into diagnostics, and the plan
/// builder resolves a manifest without errors from the same facts.
struct GraphAnalysis {
    let manifest: Manifest
    /// The modules it composes; a forwarded service's `module` is its position here.
    let modules: [ComposedModule]
    let names: NameTable
    let contributions: ContributionAnalysis
    let graphs: [ConfigurationGraph]
    let effects: EffectAnalysis
    let reads: ReadAnalysis

    init(manifest: Manifest, modules: [ComposedModule] = []) {
        self.manifest = manifest
        self.modules = modules
        names = NameTable(manifest)
        contributions = ContributionAnalysis(manifest: manifest, modules: modules, names: names)
        graphs = ConfigurationGraph.all(for: manifest, modules: modules, names: names, contributions: contributions)
        effects = EffectAnalysis(manifest: manifest, modules: modules, names: names, graphs: graphs)
        reads = ReadAnalysis(manifest: manifest, modules: modules, names: names)
    }
}
