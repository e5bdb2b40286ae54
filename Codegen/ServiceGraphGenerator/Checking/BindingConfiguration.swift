/// One way of binding every service: an environment's component, or the test component.
///
/// The graph is checked once per configuration, because a mock can depend on different
/// services than the real implementation it stands in for.
struct BindingConfiguration: Sendable {
    /// The environment's name; `test` for the test component.
    var name: String
    /// Which implementation each service uses, indexed like `Manifest.services`: always one the
    /// service has (`real` where it has none of the environment's preferences).
    var bindings: [Binding]

    /// Every declared environment, then the test configuration.
    static func all(for manifest: Manifest) -> [BindingConfiguration] {
        var configurations = manifest.environments.map { environment in
            BindingConfiguration(
                name: environment.name.value,
                bindings: manifest.services.map { service in
                    if let override = service.bindings.last(where: { $0.environment.value == environment.name.value }) {
                        return override.binding
                    }
                    for preference in environment.preferences where service.has(preference.value) {
                        return preference.value
                    }
                    return .real
                })
        }
        // The test component uses the mock wherever there is one.
        configurations.append(BindingConfiguration(
            name: testEnvironmentName,
            bindings: manifest.services.map { $0.has(.mock) ? .mock : .real }))
        return configurations
    }
}

/// One configuration's graph, built once and shared by the checks and the emitter.
struct ConfigurationGraph {
    var configuration: BindingConfiguration
    /// For each service, the services its construction reads, with where each is named.
    var edges: [[(target: Int, location: SourceLocation)]]
    /// The services with dependencies first; nil when the configuration has a cycle.
    var order: [Int]?

    /// Every configuration of `manifest`: its environments, then `test`.
    static func all(for manifest: Manifest, names: NameTable) -> [ConfigurationGraph] {
        BindingConfiguration.all(for: manifest).map { configuration in
            let edges = manifest.edges(in: configuration, names: names)
            return ConfigurationGraph(configuration: configuration, edges: edges,
                                      order: EffectAnalysis.dependenciesFirst(edges))
        }
    }
}
