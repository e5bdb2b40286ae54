/// Who may read what across the main actor: a thread-safe service (in a thread-safe manifest, or
/// `nonisolated` in a main-actor one) reads only what any thread can.
extension GraphChecker {
    /// Services reading a main-actor service without being on it.
    func isolationProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for service in manifest.services where !manifest.isMainActor(service) {
            let name = service.name.value
            // Only main-actor services may read main-actor ones; any service may take a provider of
            // one, a `@MainActor` function it calls on the main actor.
            for (_, implementation) in service.implementations {
                // A value is checked through the names it reads, each a dependency of its own.
                for dependency in implementation.allDependencies where !dependency.isProvider && dependency.expression == nil {
                    // A scope maker names a scope, not anything of the graph.
                    let target = dependency.isScopeMaker ? nil : names.target(of: dependency.name, in: service)
                    guard let what = mainActorThing(dependency, target: target) else { continue }
                    // A main-actor module's services are main-actor here: say where that comes from.
                    var notes: [Diagnostic.Note] = []
                    if case .entry(.service(let index)) = target, let module = providingModule(of: index) {
                        notes.append(
                            .init(
                                "'\(dependency.name)' is provided by module '\(module.name)', whose components are "
                                    + "isolated to the main actor", at: module.entry.location))
                    }
                    diagnostics.append(
                        .error(
                            .readsMainActorService,
                            "'\(name)' depends on '\(dependency.isScopeMaker ? "scope(\(dependency.name))" : dependency.name)', \(what)"
                                + readsMainActorFix(dependency, target: target, readBy: service, in: implementation),
                            at: dependency.location, notes: notes))
                }
            }
        }
        return diagnostics
    }

    /// What `dependency` is, if only the main actor can read it: a main-actor service, and in a
    /// main-actor manifest (read by a `nonisolated` service) what its components give only there.
    private func mainActorThing(_ dependency: Dependency, target: NameTable.Target?) -> String? {
        let isMainActorManifest = manifest.isolation != nil
        if dependency.isScopeMaker {
            return isMainActorManifest ? "which makes components on the main actor in this manifest" : nil
        }
        switch target {
        case .entry(.service(let index)) where manifest.isMainActor(manifest.services[index]):
            return "which is isolated to the main actor"
        case .entry(.view) where isMainActorManifest:
            return "a view, which is isolated to the main actor in this manifest"
        case .entry(.input(let index)) where isMainActorManifest && manifest.inputs[index].reference != nil:
            return "a back-reference, which is isolated to the main actor in this manifest"
        case .entry(.input(let index)) where isMainActorManifest && manifest.inputs[index].isRequirement:
            return "a requirement, which this main-actor module reads on the main actor"
        default:
            return nil
        }
    }

    /// How to fix a service that reads a main-actor `dependency` off the main actor.
    private func readsMainActorFix(
        _ dependency: Dependency, target: NameTable.Target?, readBy service: ServiceDeclaration, in implementation: Implementation
    ) -> String {
        let isolate = isolateAdvice(service.name.value)
        // A provider is a dependency of its own, never read inside a value; a factory's receiver is
        // called, so it cannot be one; nor can what is not a service.
        let isReceiver = implementation.receiver?.location == dependency.location && implementation.receiver?.name == dependency.name
        guard !isReceiver else { return "; its factory is a method of '\(dependency.name)', so \(isolate)" }
        guard case .entry(.service) = target else {
            return "; \(isolate)"
        }
        let provider = dependency.isReadInsideAValue ? "pass a provider of it as a dependency of its own" : "take a provider of it"
        return "; \(isolate), or \(provider), called on the main actor (\"\(dependency.name): provider(\(dependency.name))\")"
    }

    /// `isolate 'x' too ("isolation": "MainActor")`; in a main-actor manifest, where `x` opted out
    /// of its component's isolation, to opt back in.
    func isolateAdvice(_ name: String, too: Bool = true) -> String {
        manifest.isolation != nil
            ? "make '\(name)' main-actor\(too ? " too" : "") (remove its \"isolation\": \"nonisolated\")"
            : "isolate '\(name)'\(too ? " too" : "") (\"isolation\": \"MainActor\")"
    }
}
