/// Builds a manifest's `ManifestSymbols` from the manifest as decoded and composed, and its name
/// table: what it declares here, where it names those declarations in `SymbolIndexer+References`.
/// It needs no graph analysis, so a manifest with errors (or a broken composed module) is indexed
/// as far as it was read.
struct SymbolIndexer {
    let manifest: Manifest
    let names: NameTable
    /// Each composed module's manifest path, by module name.
    let modulePaths: [String: String]
    var symbols = ManifestSymbols()

    init(manifest: Manifest, modulePaths: [String: String]) {
        self.manifest = manifest
        self.names = NameTable(manifest)
        self.modulePaths = modulePaths
    }

    mutating func index() -> ManifestSymbols {
        for scope in manifest.scopeIDs {
            symbols.lineages[scopeName(scope)] = manifest.lineage(of: scope).map(scopeName)
        }
        let variants = manifest.services.flatMap { $0.variants.map(\.name.value) }
        symbols.bindings = [Binding.real.name, Binding.mock.name] + Set(variants).sorted()
        symbols.environments = manifest.environments.map(\.name.value) + [testEnvironmentName]
        declareScopesAndEnvironments()
        declareValues()
        declareServices()
        indexReferences()
        return symbols
    }

    func scopeName(_ scope: ScopeID) -> String {
        manifest.scopes[scope].name.value
    }

    mutating func declare(
        _ kind: ManifestSymbols.Kind, _ name: Located<String>, scope: ScopeID = .app, type: String? = nil,
        doc: String? = nil, facts: [String] = []
    ) {
        symbols.symbols.append(
            ManifestSymbols.Symbol(
                kind: kind, name: name.value, site: NameSite(name), scope: scopeName(scope), type: type, doc: doc,
                facts: facts))
    }

    private mutating func declareScopesAndEnvironments() {
        if let module = manifest.module {
            let site = NameSite(location: module.location, written: "module", nameOffset: 0, name: "module")
            symbols.symbols.append(
                ManifestSymbols.Symbol(
                    kind: .module, name: manifest.moduleName ?? "module", site: site, scope: ScopeDeclaration.appName,
                    facts: ["provides \(manifest.scopes[ScopeID.app].provides.map(\.value).joined(separator: ", "))"]))
        }
        for scope in manifest.scopeIDs.dropFirst() {
            let declaration = manifest.scopes[scope]
            let parent = declaration.parent.map(scopeName) ?? declaration.outerParent?.value ?? ScopeDeclaration.appName
            declare(.scope, declaration.name, scope: scope, doc: declaration.doc, facts: ["made by \(parent)'s component"])
        }
        // The environments a manifest without an `environments` section gets are written nowhere.
        for environment in manifest.environments where environment.isWritten {
            let preferences = environment.preferences.map(\.value.name).joined(separator: ", then ")
            declare(.environment, environment.name, facts: ["binds \(preferences)"])
        }
    }

    private mutating func declareValues() {
        let environments = manifest.environments.map(\.name.value) + [testEnvironmentName]
        for config in manifest.config {
            let values = environments.map { environment in
                "\(environment): " + (config.value(for: environment).map { Self.describe($0.value) } ?? "none")
            }
            declare(.config, config.name, scope: config.scope, type: config.type?.source, doc: config.doc, facts: values)
        }
        for input in manifest.inputs {
            var facts: [String] = []
            if let reference = input.reference { facts.append("held \(reference.value.rawValue)") }
            if input.isOptional { facts.append("optional: nil where no composer provides it") }
            if input.isRequirement { facts.append("read from the manifest that composes this module") }
            declare(
                input.isRequirement ? .requirement : .input, input.name, scope: input.scope, type: input.type?.source,
                doc: input.doc, facts: facts)
        }
        for view in manifest.views {
            declare(.view, view.name, scope: view.scope, doc: view.doc, facts: ["members: " + view.members.map(\.value).joined(separator: ", ")])
        }
    }

    static func describe(_ value: ConfigValue) -> String {
        switch value {
        case .string(let text): TextEscaping.jsonString(text)
        case .number(let number): number
        case .bool(let flag): "\(flag)"
        case .array(let elements): "[" + elements.map(describe).joined(separator: ", ") + "]"
        case .code(let path): path.joined(separator: ".")
        }
    }
}
