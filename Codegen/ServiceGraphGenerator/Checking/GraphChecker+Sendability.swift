/// Services and inputs the manifest marks `"sendable": false`: a thread-safe component shares
/// what it keeps between threads, so it can keep one only on the main actor. Reported here, at
/// the mark, rather than as the compiler's errors about `Sendable` in the generated code.
extension GraphChecker {
    func sendabilityProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for service in manifest.services where !manifest.isMainActor(service) {
            guard let sendable = service.sendable, !sendable.value, service.lifetime != .transient else { continue }
            let name = service.name.value
            // In a main-actor manifest the service opted out of its component's isolation.
            let message =
                manifest.isolation != nil
                ? "'\(name)' is not Sendable, but it is nonisolated, so its \(service.lifetime) instance is shared between "
                    + "threads; remove its \"isolation\": \"nonisolated\", or make it transient"
                : "'\(name)' is not Sendable, but a thread-safe component shares its \(service.lifetime) instance between "
                    + "threads; isolate it to the main actor (\"isolation\": \"MainActor\", and the services that read it "
                    + "too), isolate the whole component (top-level \"isolation\": \"MainActor\"), or make it transient"
            diagnostics.append(.error(.notSendable, message, at: sendable.location))
        }
        for input in manifest.inputs where manifest.isolation == nil {
            guard let sendable = input.sendable, !sendable.value else { continue }
            diagnostics.append(
                .error(
                    .notSendable,
                    "input '\(input.name.value)' is not Sendable, but a thread-safe component shares its inputs between "
                        + "threads; isolate the whole component to the main actor (top-level \"isolation\": \"MainActor\")",
                    at: sendable.location))
        }
        return diagnostics
    }
}
