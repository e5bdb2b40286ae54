/// What each lifetime allows, in one place. A singleton (the default) is built once and kept; a
/// transient service is built on every use, as every service with parameters is; a weak one is
/// shared while anyone holds it, so it must be a class built synchronously; only singletons are
/// built ahead of use (`eager`).
///
/// Rules that involve a lifetime but are about something else live with that: what a thread-safe
/// component may keep (`+Sendability`), a singleton reading a service that throws (`+Effects`),
/// and which services can close a wired cycle (`+Wiring`).
extension GraphChecker {
    func lifetimeProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, service) in zip(manifest.serviceIDs, manifest.services) {
            let context = "service '\(service.name.value)'"
            if let written = service.writtenLifetime {
                if !service.parameters.isEmpty, written.value != .transient {
                    diagnostics.append(
                        .error(
                            .serviceTakesParameters,
                            "\(context) takes parameters, so it is made anew on every call and cannot be "
                                + "\(written.value == .weak ? "weak" : "a singleton"); remove 'lifetime'", at: written.location))
                }
                if written.value == .weak, let type = service.type, !type.couldBeClass {
                    diagnostics.append(
                        .error(
                            .notAClass,
                            "\(context) is weak, but '\(type.source)' is not a class type; only class instances can be held "
                                + "weakly", at: written.location))
                }
            }
            if let eager = service.eager, eager.value,
                service.lifetime != .singleton || !service.parameters.isEmpty || service.isAlias
            {
                diagnostics.append(
                    .error(
                        .eagerNotSingleton, "\(context) cannot be eager: only singletons are built ahead of use by warmUp()",
                        at: eager.location))
            }
            if service.lifetime == .weak, effects.effects[index].suspending {
                diagnostics.append(
                    .error(
                        .weakAsync,
                        "'\(service.name.value)' is weak but its construction is async; weak services are built synchronously",
                        at: service.writtenLifetime?.location ?? service.name.location))
            }
        }
        return diagnostics
    }
}
