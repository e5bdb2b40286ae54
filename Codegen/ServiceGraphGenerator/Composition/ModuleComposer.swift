/// A module's manifest, or its interface file, as the build gives it to the generation of a
/// manifest that composes it.
public struct ModuleManifest: Sendable {
    /// The module's name (its SwiftPM target's), which its generated types start with.
    public var name: String
    /// Where the manifest (or interface file) is: diagnostics name a manifest's path; an
    /// interface file names the manifest it was written from.
    public var path: String
    /// The manifest's bytes, or the interface file's (`ComponentGenerator.Result.moduleInterface`).
    public var bytes: [UInt8]

    public init(name: String, path: String, bytes: [UInt8]) {
        self.name = name
        self.path = path
        self.bytes = bytes
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
    /// Reads a module's manifest on its own (the generator's whole pipeline, which the generator
    /// passes in), with the modules whose composition leads to it.
    let readModule: (ModuleManifest, _ composing: [String]) -> ModuleReading
    private(set) var diagnostics: [Diagnostic] = []
    /// Set when a composed module's manifest has errors, or a `compose` entry names no module it
    /// can compose: the composed graph is then not checked, since the services that module would
    /// provide would all look missing (one mistake, one error).
    private(set) var hasBrokenModule = false
    /// The modules read without errors, in `compose` order: a forwarded service's `module` is
    /// its position here.
    private(set) var modules: [ComposedModule] = []

    mutating func compose(into manifest: inout Manifest) {
        for entry in manifest.composes {
            guard let source = available.first(where: { $0.name == entry.value }) else {
                let found = available.map(\.name).sorted()
                let list = found.isEmpty ? "none" : found.joined(separator: ", ")
                let suggestion = NameSuggestion.closest(to: entry.value, among: found)
                diagnostics.append(
                    Diagnostic.error(
                        .moduleNotFound,
                        "no manifest for module '\(entry.value)' among this target's dependencies (found: \(list)); add the "
                            + "module's target to this target's dependencies, or remove it from \"compose\""
                            + NameSuggestion.didYouMean(suggesting: suggestion),
                        at: entry.location
                    ).fixed(by: suggestion.map { FixIt.string(at: entry.location, entry.value, becomes: $0) }))
                hasBrokenModule = true
                continue
            }
            guard !composing.contains(entry.value) else {
                diagnostics.append(
                    .error(
                        .moduleComposesItself,
                        "module '\(entry.value)' is composed by itself, through "
                            + "\((composing + [entry.value]).joined(separator: " -> ")); "
                            + "a module cannot compose the modules that compose it", at: entry.location))
                hasBrokenModule = true
                continue
            }
            let reading = readModule(source, composing)
            // The module's own build reports its warnings; its errors stop this build too, before
            // the composed graph is checked (its provided services would all look missing).
            diagnostics += reading.diagnostics.filter { $0.severity == .error }
            guard let interface = reading.interface else {
                hasBrokenModule = true
                continue
            }
            guard reading.isModule else {
                diagnostics.append(
                    .error(
                        .composedManifestNotAModule,
                        "module '\(entry.value)' has no \"module\" section, so it provides nothing to compose; add "
                            + "\"module\": {\"provides\": [...]} to its manifest", at: entry.location,
                        notes: [.init("its manifest is here", at: SourceLocation(line: 1, column: 1, file: reading.path))]))
                hasBrokenModule = true
                continue
            }
            let index = ModuleID(modules.count)
            let module = ComposedModule(entry: entry, path: reading.path, interface: interface)
            modules.append(module)
            // A scope the composer lacks is reported by the checks; its services are not forwarded.
            for scope in module.interface.exportedScopes {
                guard let composingScope = module.composingScope(of: scope, in: manifest) else { continue }
                let exported = module.interface.scopes[scope]
                for service in exported.provides {
                    forward(service, of: index, named: nil, into: composingScope, of: &manifest)
                }
                // A contributor it does not provide gets a name no manifest can declare or depend on.
                for service in exported.contributors where !exported.provides.contains(service) {
                    forward(service, of: index, named: "\(module.name)_", into: composingScope, of: &manifest)
                }
            }
        }
    }

    /// Adds the service `service` of module `index` to `manifest` as a forwarded service of
    /// `scope`, under its own name or, as only a contribution, `namePrefix` and its name.
    private func forward(
        _ service: ServiceID, of index: ModuleID, named namePrefix: String?, into scope: ScopeID,
        of manifest: inout Manifest
    ) {
        let module = modules[index]
        guard let provided = module.interface.provided[service] else { return }
        let name = namePrefix.map { Located($0 + provided.name.value, at: provided.name.location) } ?? provided.name
        var declaration = ServiceDeclaration(
            name: name, kind: .forwarded(ForwardedService(module: index, service: service)))
        declaration.isContributionOnly = namePrefix != nil
        declaration.scope = scope
        declaration.type = provided.type
        declaration.doc = provided.doc
        // A main-actor module's services are main-actor services of a thread-safe composer, and a
        // thread-safe module's are `nonisolated` services of a main-actor one.
        if module.interface.isMainActor != (manifest.isolation != nil) {
            declaration.isolation = Located(module.interface.isMainActor ? .mainActor : .nonisolated, at: module.entry.location)
        }
        declaration.parameters = provided.parameters
        declaration.contributions = module.interface.contributions[service] ?? []
        manifest.services.append(declaration)
    }
}
