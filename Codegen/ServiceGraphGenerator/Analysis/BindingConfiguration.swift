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
    /// Whether each service exists here: a service with `in` exists only in those environments.
    var isPresent: [Bool]

    init(name: String, bindings: [Binding], manifest: Manifest) {
        self.name = name
        self.bindings = bindings
        isPresent = manifest.services.map { service in
            service.environments.map { $0.contains { $0.value == name } } ?? true
        }
    }

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
                },
                manifest: manifest)
        }
        // The test component uses the mock wherever there is one.
        configurations.append(
            BindingConfiguration(
                name: testEnvironmentName,
                bindings: manifest.services.map { $0.has(.mock) ? .mock : .real }, manifest: manifest))
        return configurations
    }
}
