/// A manifest that passed every check, with nothing left optional and every name resolved:
/// what the emitter works from.
struct CheckedGraph: Sendable {
    struct Service: Sendable {
        enum Kind: Sendable {
            case implemented(real: Implementation, mock: Implementation?)
            case alias(target: String)
            case collection(elements: [String])
        }

        var name: String
        /// The exposed type; for an alias without one, its target's.
        var type: TypeExpression
        var kind: Kind
        var lifetime: Lifetime
        var parameters: [Parameter]
        var doc: String?

        /// Replaceable in `TestComponent`: everything but aliases (which follow their target)
        /// and services with parameters (which are functions).
        var isReplaceableInTests: Bool {
            if case .alias = kind { return false }
            return parameters.isEmpty
        }
    }

    struct Config: Sendable {
        var name: String
        var type: ConfigType
        var doc: String?
        /// The value of each environment, by environment name (`test` included).
        var values: [String: ConfigValue]
    }

    struct Input: Sendable {
        var name: String
        var type: TypeExpression
        var testDefault: Implementation?
        var doc: String?
    }

    struct Environment: Sendable {
        var name: String
        var defaultBinding: Binding
        /// Which implementation each service uses, indexed like `services`.
        var bindings: [Binding]
    }

    /// What a name in a dependency list stands for, and so how it is passed.
    enum Reference: Sendable {
        /// A service, config value or input: read from the component.
        case member
        /// A service with parameters: the dependent receives a function that makes one.
        case factory(parameters: [String])
    }

    var imports: [String]
    var access: AccessLevel
    var config: [Config]
    var inputs: [Input]
    var services: [Service]
    var environments: [Environment]
    private var references: [String: Reference]

    /// How `name` is passed when a dependency names it (the service's own parameters aside).
    func reference(_ name: String) -> Reference {
        references[name] ?? .member
    }

    /// Nil when the manifest still lacks something an error should have been reported for.
    init?(_ manifest: Manifest) {
        let names = NameTable(manifest)
        var services: [Service] = []
        for declaration in manifest.services {
            let kind: Service.Kind
            switch declaration.kind {
            case .implemented(let real, let mock, _):
                guard let real else { return nil }
                kind = .implemented(real: real, mock: mock)
            case .alias(let target):
                kind = .alias(target: target.value)
            case .collection(let elements):
                kind = .collection(elements: elements.map(\.value))
            }
            guard let type = declaration.type ?? Self.aliasedType(of: declaration, in: manifest, names: names) else {
                return nil
            }
            services.append(Service(name: declaration.name.value, type: type, kind: kind, lifetime: declaration.lifetime,
                                    parameters: declaration.parameters, doc: declaration.doc))
        }
        var config: [Config] = []
        for declaration in manifest.config {
            guard let type = declaration.type else { return nil }
            var values: [String: ConfigValue] = [:]
            for environment in manifest.environments.map(\.name.value) + [testEnvironmentName] {
                guard let value = declaration.value(for: environment) else { return nil }
                values[environment] = value
            }
            config.append(Config(name: declaration.name.value, type: type, doc: declaration.doc, values: values))
        }
        var inputs: [Input] = []
        for declaration in manifest.inputs {
            guard let type = declaration.type else { return nil }
            inputs.append(Input(name: declaration.name.value, type: type, testDefault: declaration.testDefault,
                                doc: declaration.doc))
        }
        let configurations = BindingConfiguration.all(for: manifest)
        self.environments = zip(manifest.environments, configurations).map { declaration, configuration in
            Environment(name: declaration.name.value, defaultBinding: declaration.defaultBinding,
                        bindings: configuration.bindings)
        }
        var references: [String: Reference] = [:]
        for service in services where !service.parameters.isEmpty {
            references[service.name] = .factory(parameters: service.parameters.map(\.name.value))
        }
        self.references = references
        self.imports = manifest.imports.map(\.value)
        self.access = manifest.access
        self.config = config
        self.inputs = inputs
        self.services = services
    }

    /// An alias without a `type` exposes its target's, following aliases of aliases.
    private static func aliasedType(of service: ServiceDeclaration, in manifest: Manifest, names: NameTable) -> TypeExpression? {
        var current = service
        // The checks have ruled out cycles; the bound only guards against a broken invariant.
        for _ in 0...manifest.services.count {
            if let type = current.type { return type }
            guard case .alias(let target) = current.kind, let index = names.service(target.value) else { return nil }
            current = manifest.services[index]
        }
        return nil
    }
}
