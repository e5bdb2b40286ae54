/// Property and method injection: what a wired cycle's members may not do.
extension GraphChecker {
    /// A member of a wired cycle is built and wired under its cycle's lock, with the other
    /// members, synchronously: it cannot read anything whose accessor throws or is async (in
    /// any environment: the accessor is declared once for all).
    func wiringProblems() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<ServiceID> = []
        for graph in graphs {
            for member in graph.wiredCycleMembers.sorted() {
                let service = manifest.services[member]
                guard let implementation = service.implementation(for: graph.configuration.bindings[member]) else { continue }
                var read = Effects()
                for dependency in manifest.readServices(of: implementation.allDependencies, in: service, names: names) {
                    read.formUnion(effects.effects[dependency.target])
                }
                guard read != Effects(), reported.insert(member).inserted else { continue }
                let what = read.suspending ? "is async" : "can throw"
                diagnostics.append(
                    .error(
                        .wiredCycleNotSynchronous,
                        "'\(service.name.value)' is in a cycle closed by properties or calls, whose services are built first "
                            + "and wired after, together and synchronously, but building '\(service.name.value)' \(what); "
                            + "break the cycle with a provider (\"provider(\(service.name.value))\") instead",
                        at: service.name.location))
            }
        }
        return diagnostics
    }

    /// The note for a dependency cycle that a property or call is part of: why it is not a wired
    /// cycle, which would have been allowed.
    func wiredCycleNote(for path: [ServiceID], edges: [SourceLocation]) -> Diagnostic.Note? {
        guard let location = edges.first(where: { location in graphs.contains { $0.wiringLocations.contains(location) } })
        else { return nil }
        var reason = "their arguments alone make a cycle"
        search: for index in path {
            for graph in graphs {
                if let why = manifest.whyNotWiredCycleCandidate(index, in: graph.configuration) {
                    reason = "'\(manifest.services[index].name.value)' \(why)"
                    break search
                }
            }
        }
        return .init(
            "a property or call can close a cycle only when every service in it is a singleton built synchronously, "
                + "without throwing, parameters or a fallback, and their arguments alone make no cycle; here \(reason)",
            at: location)
    }
}
