/// A warning the checks give (`UnusedDeclaration`): a config value or input nothing reads. (The
/// other warning, `UnusedFallback`, is in `+Effects`.)
extension GraphChecker {
    /// Config values and inputs that no service depends on or aliases: warnings, since an app may read them
    /// from the component directly. Back-reference inputs are not expected to be read by services.
    func unusedEntries() -> [Diagnostic] {
        // A name declared twice is reported as such, not also as unused.
        let isUnused = { (entry: NameTable.Entry, name: Located<String>, scope: ScopeID) in
            !self.analysis.reads.isRead(entry) && self.names.lookup(name.value, from: scope) == entry
        }
        let unusedConfig = manifest.config.indices.filter {
            isUnused(.config($0), manifest.config[$0].name, manifest.config[$0].scope)
        }.map { manifest.config[$0] }.map {
            Diagnostic.warning(.unusedDeclaration, "config value '\($0.name.value)' is not used by any service", at: $0.name.location)
        }
        // A back-reference is there for whoever reads the component (its owner), not for services.
        let unusedInputs = manifest.inputs.indices.filter {
            manifest.inputs[$0].reference == nil && isUnused(.input($0), manifest.inputs[$0].name, manifest.inputs[$0].scope)
        }.map { manifest.inputs[$0] }.map {
            Diagnostic.warning(
                .unusedDeclaration, "\($0.isRequirement ? "requirement" : "input") '\($0.name.value)' is not used by any service",
                at: $0.name.location)
        }
        return unusedConfig + unusedInputs
    }
}
