/// A module's manifest as the build gives it to the generation of a module that composes it.
public struct ModuleManifest: Sendable {
    /// The module's name (its SwiftPM target's), which its generated types start with.
    public var name: String
    /// Where the manifest is: diagnostics and the composing code's `#sourceLocation` name it.
    public var path: String
    public var bytes: [UInt8]

    public init(name: String, path: String, bytes: [UInt8]) {
        self.name = name
        self.path = path
        self.bytes = bytes
    }
}

/// A module a manifest composes, read and checked on its own.
struct ComposedModule: Sendable {
    /// The `compose` entry that names it.
    var entry: Located<String>
    var path: String
    var manifest: Manifest
    var plan: ResolvedPlan

    var name: String { entry.value }

    /// The module's exported scopes (its app scope first), by index in its manifest.
    var exportedScopes: [ScopeID] { manifest.scopeIDs.filter { manifest.scopes[$0].isExported } }

    /// The scope of `composer` that makes the component of the module's scope `scope`: the app
    /// scope for its app scope, else the scope of the same name; nil when there is none.
    func composingScope(of scope: ScopeID, in composer: Manifest) -> ScopeID? {
        scope.isApp ? .app : composer.scopeIDs.first { composer.scopes[$0].name.value == manifest.scopes[scope].name.value }
    }
}

/// Reads the modules a manifest composes and adds the services they provide to its own, as
/// `.forwarded` services: from then on the composed graph is checked, planned and drawn like
/// one manifest, with the provided services' names located in their modules' manifests.
struct ModuleComposer {
    /// Every module manifest the build found among the target's dependencies.
    let available: [ModuleManifest]
    /// The modules whose composition led here, so a module cannot compose itself through others.
    let composing: [String]
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when a composed module's manifest has errors: the composed graph is then not checked.
    private(set) var hasBrokenModule = false

    mutating func compose(into manifest: inout Manifest) {
        for entry in manifest.composes {
            guard let source = available.first(where: { $0.name == entry.value }) else {
                let found = available.map(\.name).sorted()
                let list = found.isEmpty ? "none" : found.joined(separator: ", ")
                diagnostics.append(.error(
                    "no manifest for module '\(entry.value)' among this target's dependencies (found: \(list)); add the "
                        + "module's target to this target's dependencies, or remove it from \"compose\""
                        + NameSuggestion.didYouMean(entry.value, among: found),
                    at: entry.location))
                continue
            }
            guard !composing.contains(entry.value) else {
                diagnostics.append(.error(
                    "module '\(entry.value)' is composed by itself, through "
                        + "\((composing + [entry.value]).joined(separator: " -> ")); "
                        + "a module cannot compose the modules that compose it", at: entry.location))
                continue
            }
            let reading = ComponentGenerator.read(source.bytes, file: source.path, moduleName: source.name,
                                                  modules: available, composing: composing)
            // The module's own build reports its warnings; its errors stop this build too, before
            // the composed graph is checked (its provided services would all look missing).
            diagnostics += reading.diagnostics.filter { $0.severity == .error }
            guard let plan = reading.plan, let analysis = reading.analysis else {
                hasBrokenModule = true
                continue
            }
            guard reading.manifest.module != nil else {
                diagnostics.append(.error(
                    "module '\(entry.value)' has no \"module\" section, so it provides nothing to compose; add "
                        + "\"module\": {\"provides\": [...]} to its manifest", at: entry.location,
                    notes: [.init("its manifest is here", at: SourceLocation(line: 1, column: 1, file: source.path))]))
                continue
            }
            let index = ModuleID(manifest.composed.count)
            manifest.composed.append(ComposedModule(entry: entry, path: source.path, manifest: reading.manifest, plan: plan))
            let composed = manifest.composed[index]
            // A scope the composer lacks is reported by the checks; its services are not forwarded.
            for scope in composed.exportedScopes {
                guard let composingScope = composed.composingScope(of: scope, in: manifest) else { continue }
                for provided in reading.manifest.scopes[scope].provides {
                    guard let service = analysis.names.service(provided.value, from: scope) else { continue }
                    let resolved = plan.services[service]
                    let forwarded = ForwardedService(
                        module: index, service: service, effects: resolved.effects,
                        requirementsRead: requirementsRead(from: service, in: analysis))
                    var declaration = ServiceDeclaration(name: provided, kind: .forwarded(forwarded))
                    declaration.scope = composingScope
                    declaration.type = resolved.type
                    declaration.doc = resolved.doc
                    // A main-actor module's services are main-actor services of a thread-safe composer.
                    if reading.manifest.isolation != nil, manifest.isolation == nil {
                        declaration.isolation = Located(.mainActor, at: entry.location)
                    }
                    // An assisted factory stays one: the composer forwards `make<Name>(...)`.
                    declaration.parameters = reading.manifest.services[service].parameters
                    manifest.services.append(declaration)
                }
            }
        }
    }

    /// Per configuration: the requirements that building `service` (and what it needs inside its
    /// module) reads, each where the module's manifest reads it, first reads first.
    private func requirementsRead(from service: ServiceID, in analysis: GraphAnalysis) -> [String: [Located<String>]] {
        let manifest = analysis.manifest
        var result: [String: [Located<String>]] = [:]
        for graph in analysis.graphs {
            var seen: Set<ServiceID> = [service]
            var pending = [service]
            var read: [Located<String>] = []
            var readNames: Set<String> = []
            while let next = pending.popLast() {
                let declaration = manifest.services[next]
                let built = [declaration.implementation(for: graph.configuration.bindings[next]), declaration.fallback]
                for implementation in built.compactMap({ $0 }) {
                    // A provider reads its requirement later, when called, not while building.
                    for dependency in implementation.graphDependencies where !dependency.isProvider {
                        guard case .entry(.input(let input)) = analysis.names.target(of: dependency.name, in: declaration),
                              manifest.inputs[input].isRequirement,
                              readNames.insert(dependency.name).inserted else { continue }
                        read.append(Located(dependency.name, at: dependency.location))
                    }
                }
                for edge in graph.edges[next] where seen.insert(edge.target).inserted {
                    pending.append(edge.target)
                }
            }
            result[graph.configuration.name] = read
        }
        return result
    }
}
