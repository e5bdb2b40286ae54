/// Who reads what: for each service, config value, input and view a name resolves to, what reads
/// it (a service's implementations, a view's members, an alias, a composed module's requirements).
/// Worked out once, so the checker (what nothing reads) and the tools that draw the graph share it.
struct ReadAnalysis {
    /// What reads an entry.
    enum Reader: Hashable {
        /// A service: an implementation's dependency, a property, a call's argument, or its alias target.
        case service(ServiceID)
        /// A view that lists it: read by whoever is passed the view.
        case view(Int)
        /// A composed module that requires it: read by the module's services.
        case module(ModuleID)
        /// A scope's `onMake` or `onShutdown` call.
        case lifecycle(ScopeID)
    }

    /// The readers of each entry that anything reads, in manifest order, each once.
    private(set) var readers: [NameTable.Entry: [Reader]] = [:]

    init(manifest: Manifest, modules: [ComposedModule], names: NameTable) {
        for (index, service) in zip(manifest.serviceIDs, manifest.services) {
            if case .alias(let target, _) = service.kind, let entry = names.lookup(target.value, from: service.scope) {
                add(.service(index), reading: entry)
            }
            for (_, implementation) in service.implementations {
                for dependency in implementation.graphDependencies {
                    if case .entry(let entry) = names.target(of: dependency.name, in: service) { add(.service(index), reading: entry) }
                }
            }
        }
        for (index, view) in zip(manifest.views.indices, manifest.views) {
            for member in view.members {
                if let entry = names.lookup(member.value, from: view.scope) { add(.view(index), reading: entry) }
            }
        }
        for scope in manifest.scopeIDs {
            for call in manifest.scopes[scope].onMake + manifest.scopes[scope].onShutdown {
                for dependency in ([call.method] + call.dependencies).flatMap(\.withNamesRead) where dependency.expression == nil {
                    if let entry = names.lookup(dependency.name, from: scope) { add(.lifecycle(scope), reading: entry) }
                }
            }
        }
        for (index, module) in zip(modules.positions(of: ModuleKind.self), modules) {
            for requirement in module.interface.requirements {
                guard let scope = module.composingScope(of: requirement.scope, in: manifest),
                    let entry = names.lookup(requirement.name.value, from: scope)
                else { continue }
                add(.module(index), reading: entry)
            }
        }
    }

    /// Whether anything reads `entry`.
    func isRead(_ entry: NameTable.Entry) -> Bool { readers[entry] != nil }

    private mutating func add(_ reader: Reader, reading entry: NameTable.Entry) {
        if readers[entry]?.contains(reader) != true { readers[entry, default: []].append(reader) }
    }
}
