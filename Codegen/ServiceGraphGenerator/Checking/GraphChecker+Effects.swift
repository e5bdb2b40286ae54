/// What the effect analysis found that the manifest must change: a singleton that reads a
/// dependency that can throw without saying what happens then, and a fallback that can never
/// be used.
extension GraphChecker {
    func effectProblems() -> [Diagnostic] {
        let uncaught = effects.uncaughtThrows.map { service, dependency in
            let name = manifest.services[service].name.value
            return Diagnostic.error(
                .uncaughtThrow,
                "singleton '\(name)' depends on '\(dependency.name)', which can throw; mark the implementation "
                    + "\"throws\": true, or give '\(name)' a \"fallback\"", at: dependency.location)
        }
        let unused = effects.unusedFallbacks.compactMap { index -> Diagnostic? in
            let service = manifest.services[index]
            return service.fallback.map {
                Diagnostic.warning(
                    .unusedFallback, "the fallback of '\(service.name.value)' is never used: its implementations cannot throw",
                    at: $0.location)
            }
        }
        return uncaught + unused
    }
}
