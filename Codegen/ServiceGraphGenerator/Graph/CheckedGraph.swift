/// A manifest that passed every check, with nothing left optional: what the emitter works from.
struct CheckedGraph: Sendable {
    struct Service: Sendable {
        var name: String
        var type: TypeExpression
        var real: Implementation
        var mock: Implementation?
        var lifetime: Lifetime
        var doc: String?
    }

    struct Environment: Sendable {
        var name: String
        var defaultBinding: Binding
        /// Which implementation each service uses, indexed like `services`.
        var bindings: [Binding]
    }

    var imports: [String]
    var access: AccessLevel
    var services: [Service]
    var environments: [Environment]

    /// Nil when the manifest still lacks something an error should have been reported for.
    init?(_ manifest: Manifest) {
        var services: [Service] = []
        for declaration in manifest.services {
            guard let type = declaration.type, let real = declaration.real else { return nil }
            services.append(Service(name: declaration.name.value, type: type, real: real, mock: declaration.mock,
                                    lifetime: declaration.lifetime, doc: declaration.doc))
        }
        let configurations = BindingConfiguration.all(for: manifest)
        self.environments = zip(manifest.environments, configurations).map { declaration, configuration in
            Environment(name: declaration.name.value, defaultBinding: declaration.defaultBinding,
                        bindings: configuration.bindings)
        }
        self.imports = manifest.imports.map(\.value)
        self.access = manifest.access
        self.services = services
    }
}
