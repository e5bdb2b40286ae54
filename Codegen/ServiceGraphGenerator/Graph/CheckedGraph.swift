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
        /// Used when the implementation throws.
        var fallback: Implementation?
        /// Its accessor `throws` (in every component: `AppComponent` declares it once).
        var throwing: Bool
        /// Its accessor is `async`.
        var suspending: Bool
        /// This service, in a component that is not itself, is isolated to the main actor.
        var isMainActor: Bool
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
        /// What `warmUp()` builds: singleton indices in waves, each wave needing only earlier ones.
        var warmUpWaves: [[Int]]
    }

    /// What a name in a dependency list stands for, and so how it is passed.
    enum Reference: Sendable {
        /// A service, config value or input: read from the component.
        case member
        /// A service with parameters: the dependent receives a function that makes one.
        case factory(Service)
    }

    var imports: [String]
    var access: AccessLevel
    /// Every component is isolated to the main actor.
    var isMainActor: Bool
    /// How `TestComponent` warms up, with its test bindings.
    var testWarmUpWaves: [[Int]]
    var config: [Config]
    var inputs: [Input]
    var services: [Service]
    var environments: [Environment]
    private var references: [String: Reference]

    private var serviceReadEffects: [String: (throwing: Bool, suspending: Bool)]

    /// How `name` is passed when a dependency names it (the service's own parameters aside).
    func reference(_ name: String) -> Reference {
        references[name] ?? .member
    }

    /// Whether reading `name` as a dependency needs `try` or `await` (config values, inputs and
    /// assisted factories, passed as functions, need neither).
    func readEffects(of name: String) -> (throwing: Bool, suspending: Bool) {
        serviceReadEffects[name] ?? (false, false)
    }

    /// Nil when the manifest still lacks something an error should have been reported for.
    /// `checker` has checked `manifest`; its name table and effects are reused.
    init?(_ manifest: Manifest, checkedBy checker: GraphChecker) {
        let names = checker.names
        let effects = checker.effects.effects
        var services: [Service] = []
        for (index, declaration) in manifest.services.enumerated() {
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
            services.append(Service(
                name: declaration.name.value, type: type, kind: kind, lifetime: declaration.lifetime,
                parameters: declaration.parameters, fallback: declaration.fallback,
                throwing: effects[index].throwing, suspending: effects[index].suspending,
                isMainActor: manifest.isolation == nil && declaration.isolation != nil, doc: declaration.doc))
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
        let waves = checker.graphs.map { Self.warmUpWaves(manifest, graph: $0) }
        self.environments = zip(manifest.environments, zip(checker.graphs, waves)).map { declaration, planned in
            Environment(name: declaration.name.value, defaultBinding: declaration.defaultBinding,
                        bindings: planned.0.configuration.bindings, warmUpWaves: planned.1)
        }
        self.testWarmUpWaves = waves.last ?? []
        self.isMainActor = manifest.isolation != nil
        var references: [String: Reference] = [:]
        var readEffects: [String: (throwing: Bool, suspending: Bool)] = [:]
        for service in services {
            if service.parameters.isEmpty {
                readEffects[service.name] = (service.throwing, service.suspending)
            } else {
                references[service.name] = .factory(service)
            }
        }
        self.references = references
        self.serviceReadEffects = readEffects
        self.imports = manifest.imports.map(\.value)
        self.access = manifest.access
        self.config = config
        self.inputs = inputs
        self.services = services
    }

    /// The eager singletons and every singleton they need, in waves: each service in a wave
    /// depends only on services of earlier waves, so a wave can be built in parallel.
    private static func warmUpWaves(_ manifest: Manifest, graph: ConfigurationGraph) -> [[Int]] {
        let edges = graph.edges
        var needed = Set<Int>()
        var pending = manifest.services.indices.filter { manifest.services[$0].eager?.value == true }
        while let next = pending.popLast() {
            guard needed.insert(next).inserted else { continue }
            pending += edges[next].map(\.target)
        }
        guard !needed.isEmpty, let order = graph.order else { return [] }
        var wave = Array(repeating: 0, count: manifest.services.count)
        for index in order where needed.contains(index) {
            wave[index] = edges[index].map { wave[$0.target] + 1 }.max() ?? 0
        }
        let isBuiltAhead = { (index: Int) -> Bool in
            let service = manifest.services[index]
            guard case .implemented = service.kind else { return false }
            return service.lifetime == .singleton && service.parameters.isEmpty
        }
        // One pass into buckets, in manifest order within each wave: a long chain has as many
        // waves as services, so filtering all services once per wave would be quadratic.
        var waves = Array(repeating: [Int](), count: (needed.map { wave[$0] }.max() ?? 0) + 1)
        for index in manifest.services.indices where needed.contains(index) && isBuiltAhead(index) {
            waves[wave[index]].append(index)
        }
        return waves.filter { !$0.isEmpty }
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
