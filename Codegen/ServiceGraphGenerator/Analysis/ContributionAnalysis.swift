/// Which services each collection of contributions (`collects`) gathers, in its final order, and
/// every contribution that goes nowhere or does not fit: worked out once for the checks (which
/// report the problems), the graphs (whose edges run from a collection to its elements), the
/// plan and a module's interface (which exports the contributions its own manifest does not
/// gather).
///
/// A collection in scope S gathers the contributions that name it from S and from S's
/// ancestors, and from the composed modules whose components those scopes keep: a scope sees
/// its ancestors' services, never its descendants'.
struct ContributionAnalysis {
    /// One contribution: the service, and its `contributes` entry for this collection.
    struct Contribution {
        var service: ServiceID
        var declaration: ContributionDeclaration
    }

    /// Per collection of contributions, its contributions in their final order: a list's by
    /// `order`, then by origin (this manifest's own first, then each module by name), then by
    /// service name; a set's by origin and name; a map's by key.
    private(set) var gathered: [ServiceID: [Contribution]] = [:]
    /// Contributions that name no collection their service can reach, with the collections
    /// their manifest declares (for "did you mean") and any collection of that name that is out
    /// of reach (in a scope the contributor's scope does not lead to).
    private(set) var unmatched: [(contribution: Contribution, outOfReach: ServiceID?)] = []
    /// In a module's manifest: contributions of its exported scopes (or forwarded from modules it
    /// composes) that name no collection here. They are for the manifests that compose it.
    private(set) var exported: [Contribution] = []
    /// The names of every collection of contributions, for suggestions.
    private(set) var collectionNames: [String] = []

    init(manifest: Manifest, modules: [ComposedModule], names: NameTable) {
        let collections = manifest.serviceIDs.filter {
            if case .gathered = manifest.services[$0].kind { return true }
            return false
        }
        collectionNames = Array(Set(collections.map { manifest.services[$0].name.value })).sorted()
        for collection in collections { gathered[collection] = [] }
        for (index, service) in zip(manifest.serviceIDs, manifest.services) {
            for declaration in service.contributions {
                let contribution = Contribution(service: index, declaration: declaration)
                // Every collection of the name whose scope sees the contributor's.
                let matches = collections.filter { collection in
                    let target = manifest.services[collection]
                    return target.name.value == declaration.collection.value
                        && names.lineages[target.scope].contains(service.scope)
                }
                for collection in matches { gathered[collection, default: []].append(contribution) }
                guard matches.isEmpty else { continue }
                let outOfReach = collections.first { manifest.services[$0].name.value == declaration.collection.value }
                if outOfReach == nil, manifest.module != nil, manifest.scopes[service.scope].isExported {
                    exported.append(contribution)
                } else {
                    unmatched.append((contribution, outOfReach))
                }
            }
        }
        for (collection, contributions) in gathered {
            guard case .gathered(let gathering) = manifest.services[collection].kind else { continue }
            gathered[collection] = Self.ordered(contributions, as: gathering.kind.value, manifest: manifest, modules: modules)
        }
    }

    /// The contributions of `collection` in `environment`, in order.
    func elements(of collection: ServiceID, in environment: String) -> [Contribution] {
        (gathered[collection] ?? []).filter { $0.declaration.contributes(in: environment) }
    }

    private static func ordered(
        _ contributions: [Contribution], as kind: CollectionKind, manifest: Manifest, modules: [ComposedModule]
    ) -> [Contribution] {
        /// This manifest's own services first (""), then each module's by the module's name.
        func origin(_ contribution: Contribution) -> String {
            guard case .forwarded(let forwarded) = manifest.services[contribution.service].kind else { return "" }
            return modules[forwarded.module].name
        }
        func name(_ contribution: Contribution) -> String { manifest.services[contribution.service].name.value }
        switch kind {
        case .list, .set:
            return contributions.sorted {
                let (lhsOrder, rhsOrder) = (
                    kind == .list ? $0.declaration.order?.value ?? 0 : 0,
                    kind == .list ? $1.declaration.order?.value ?? 0 : 0
                )
                return (lhsOrder, origin($0), name($0)) < (rhsOrder, origin($1), name($1))
            }
        case .map:
            return contributions.sorted {
                let (lhsKey, rhsKey) = ($0.declaration.key?.value, $1.declaration.key?.value)
                if lhsKey != rhsKey, let lhsKey, let rhsKey { return lhsKey < rhsKey }
                return (origin($0), name($0)) < (origin($1), name($1))
            }
        }
    }
}
