/// Checks the graph a manifest declares: every name is declared once, every dependency names
/// something that exists and can be used there, nothing declared goes unused, and no
/// configuration (environment or test) has a cycle.
struct GraphChecker {
    private let manifest: Manifest
    /// Kept for the plan, so it does not work them out again.
    let names: NameTable
    let graphs: [ConfigurationGraph]
    let effects: EffectAnalysis

    init(manifest: Manifest) {
        self.manifest = manifest
        self.names = NameTable(manifest)
        self.graphs = ConfigurationGraph.all(for: manifest, names: names)
        self.effects = EffectAnalysis(manifest: manifest, names: names, graphs: graphs)
    }

    func check() -> [Diagnostic] {
        duplicateNames() + references() + unusedEntries() + cycles() + effects.diagnostics + lifecycleProblems(effects)
    }

    // MARK: - Lifecycles and isolation

    /// Combinations the generated code cannot honour: weak or main-actor services built
    /// asynchronously, and services reading a main-actor service without being on it.
    private func lifecycleProblems(_ analysis: EffectAnalysis) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, service) in manifest.services.enumerated() {
            let name = service.name.value
            let suspending = analysis.effects[index].suspending
            if suspending, service.lifetime == .weak {
                diagnostics.append(.error(
                    "'\(name)' is weak but its construction is async; weak services are built synchronously",
                    at: service.lifetimeLocation ?? service.name.location))
            }
            if suspending, service.isolation != nil || manifest.isolation != nil {
                // Point at this service: its own isolation, or where it is made async.
                let asyncLocation = service.implementations.lazy.compactMap(\.implementation.asyncLocation).first
                let location = service.isolation?.location ?? asyncLocation ?? service.name.location
                diagnostics.append(.error(
                    "'\(name)' is isolated to the main actor but its construction is async; build it off the main "
                        + "actor (remove 'isolation') or make its construction synchronous", at: location))
            }
            // Outside a main-actor component, only main-actor services may read main-actor ones.
            guard manifest.isolation == nil, service.isolation == nil else { continue }
            for (_, implementation) in service.implementations {
                for dependency in implementation.dependencies {
                    guard case .entry(.service(let target)) = names.target(of: dependency.name, in: service),
                          manifest.services[target].isolation != nil else { continue }
                    diagnostics.append(.error(
                        "'\(name)' depends on '\(dependency.name)', which is isolated to the main actor; isolate "
                            + "'\(name)' too (\"isolation\": \"MainActor\")", at: dependency.location))
                }
            }
        }
        return diagnostics
    }

    // MARK: - Names

    private func duplicateNames() -> [Diagnostic] {
        var diagnostics = names.duplicates.map { name, first in
            Diagnostic.error("'\(name.value)' is declared twice; services, config values and inputs share one "
                             + "namespace, since dependencies name them alone",
                             at: name.location, notes: [.init("'\(name.value)' is first declared here", at: first)])
        }
        // An assisted factory's function must not clash with another name.
        for service in manifest.services where !service.parameters.isEmpty {
            let function = SwiftNames.factoryFunction(for: service.name.value)
            if names[function] != nil {
                diagnostics.append(.error(
                    "'\(service.name.value)' takes parameters, so it is exposed as '\(function)(...)', which clashes "
                        + "with the declared name '\(function)'; rename one of them", at: service.name.location))
            }
            for parameter in service.parameters where names[parameter.name.value] != nil {
                diagnostics.append(.error(
                    "parameter '\(parameter.name.value)' of '\(service.name.value)' has the name of a declared "
                        + "\(describe(names[parameter.name.value]!)); rename the parameter so its dependencies "
                        + "are not ambiguous", at: parameter.name.location))
            }
        }
        return diagnostics
    }

    // MARK: - References

    private func references() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for input in manifest.inputs {
            if let testDefault = input.testDefault, let problem = factoryShadowing(testDefault) {
                diagnostics.append(.error(problem, at: testDefault.location))
            }
        }
        for service in manifest.services {
            let name = service.name.value
            switch service.kind {
            case .alias(let target) where !target.value.isEmpty:
                if let problem = serviceReferenceProblem(target.value, from: name, role: "an alias of") {
                    diagnostics.append(.error(problem, at: target.location))
                }
            case .alias:
                break  // Its target was not a name; that was reported.
            case .collection(let elements):
                for element in elements {
                    if let problem = serviceReferenceProblem(element.value, from: name, role: "a collection of") {
                        diagnostics.append(.error(problem, at: element.location))
                    }
                }
            case .implemented:
                diagnostics += dependencyProblems(of: service)
            }
        }
        return diagnostics
    }

    /// Why `target` cannot be the target of an alias or an element of a collection, if it cannot.
    private func serviceReferenceProblem(_ target: String, from name: String, role: String) -> String? {
        switch names[target] {
        case nil:
            return "'\(name)' is \(role) '\(target)', which is not a service"
                + NameSuggestion.didYouMean(target, among: manifest.services.map(\.name.value))
        case .config, .input:
            return "'\(name)' is \(role) '\(target)', which is \(describe(names[target]!, withArticle: true)), not a service"
        case .service(let index) where !manifest.services[index].parameters.isEmpty:
            return "'\(name)' is \(role) '\(target)', which takes parameters; only services without parameters "
                + "can be aliased or collected"
        case .service(let index) where manifest.services[index].isolation != nil && manifest.isolation == nil:
            return "'\(name)' is \(role) '\(target)', which is isolated to the main actor; only services of the "
                + "component's own isolation can be aliased or collected"
        case .service:
            return nil
        }
    }

    private func dependencyProblems(of service: ServiceDeclaration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = service.name.value
        let parameterNames = service.parameters.map(\.name.value)
        var usedParameters: Set<String> = []
        for (role, implementation) in service.implementations {
            if let problem = factoryShadowing(implementation) {
                diagnostics.append(.error(problem, at: implementation.location))
            }
            for dependency in implementation.dependencies {
                switch names.target(of: dependency.name, in: service) {
                case .parameter:
                    usedParameters.insert(dependency.name)
                case nil:
                    diagnostics.append(.error(
                        "'\(name)' (\(role): \(implementation.displayName)) depends on '\(dependency.name)', which is "
                            + "not a service, config value, input or parameter"
                            + NameSuggestion.didYouMean(dependency.name, among: names.names + parameterNames),
                        at: dependency.location))
                case .entry(.service(let index)) where !manifest.services[index].parameters.isEmpty
                    && service.lifetime == .singleton:
                    let target = manifest.services[index].name.value
                    diagnostics.append(.error(
                        "singleton '\(name)' depends on '\(target)', which takes parameters; it would receive a "
                            + "function that makes one, and keeping it would keep the component alive; make '\(name)' "
                            + "transient, or depend on what '\(target)' needs instead", at: dependency.location))
                default:
                    break
                }
            }
        }
        for parameter in service.parameters where !usedParameters.contains(parameter.name.value) {
            diagnostics.append(.error(
                "parameter '\(parameter.name.value)' of '\(name)' is not passed to any of its implementations; "
                    + "list it in 'dependencies' or remove it", at: parameter.name.location))
        }
        return diagnostics
    }

    /// Inside a component, a factory path starting with a declared name would read that member,
    /// not the type the manifest means.
    private func factoryShadowing(_ implementation: Implementation) -> String? {
        guard case .factory(let path, _) = implementation.constructor, let head = path.first,
              let entry = names[head] else { return nil }
        return "factory '\(path.joined(separator: "."))' starts with '\(head)', the name of \(describe(entry, withArticle: true)); "
            + "inside the component that name means the \(describe(entry)), not a type; qualify the type with its module"
    }

    // MARK: - Unused entries

    /// Config values and inputs that no service depends on: warnings, since an app may read them
    /// from the component directly.
    private func unusedEntries() -> [Diagnostic] {
        var used: Set<String> = []
        for service in manifest.services {
            for (_, implementation) in service.implementations {
                for dependency in implementation.dependencies {
                    if case .parameter = names.target(of: dependency.name, in: service) { continue }
                    used.insert(dependency.name)
                }
            }
        }
        let unusedConfig = manifest.config.filter { !used.contains($0.name.value) }.map {
            Diagnostic(.warning, "config value '\($0.name.value)' is not used by any service", at: $0.name.location)
        }
        let unusedInputs = manifest.inputs.filter { !used.contains($0.name.value) }.map {
            Diagnostic(.warning, "input '\($0.name.value)' is not used by any service", at: $0.name.location)
        }
        return unusedConfig + unusedInputs
    }

    private func describe(_ entry: NameTable.Entry, withArticle: Bool = false) -> String {
        switch entry {
        case .service: withArticle ? "a service" : "service"
        case .config: withArticle ? "a config value" : "config value"
        case .input: withArticle ? "an input" : "input"
        }
    }

    // MARK: - Cycles

    /// A cycle found in one or more configurations.
    private struct Cycle: Hashable {
        /// Service indices, starting and ending with the same one.
        var path: [Int]
        /// The dependency that makes each step of the path, in order.
        var edges: [SourceLocation]
    }

    private func cycles() -> [Diagnostic] {
        var found: [Cycle] = []
        var configurationsByCycle: [Cycle: [String]] = [:]
        for graph in graphs {
            for cycle in cycles(in: graph.edges) {
                if configurationsByCycle[cycle] == nil { found.append(cycle) }
                configurationsByCycle[cycle, default: []].append(graph.configuration.name)
            }
        }
        return found.map { cycle in
            let names = cycle.path.map { manifest.services[$0].name.value }
            let having = configurationsByCycle[cycle] ?? []
            let scope = having.count == graphs.count ? "" : " (only in \(englishList(having)))"
            var notes: [Diagnostic.Note] = []
            for step in 1..<cycle.edges.count {
                notes.append(.init("'\(names[step])' depends on '\(names[step + 1])' here", at: cycle.edges[step]))
            }
            return .error("dependency cycle: \(names.joined(separator: " -> "))\(scope)", at: cycle.edges[0], notes: notes)
        }
    }

    /// One cycle per strongly connected component that has one: the shortest cycle through the
    /// component's first service by name, so the report is the same whatever order the manifest uses.
    private func cycles(in edges: [[(target: Int, location: SourceLocation)]]) -> [Cycle] {
        var cycles: [Cycle] = []
        for component in StronglyConnectedComponents.find(successors: edges.map { $0.map(\.target) }) {
            let isCycle = component.count > 1 || edges[component[0]].contains { $0.target == component[0] }
            guard isCycle else { continue }
            let members = Set(component)
            let start = component.min { manifest.services[$0].name.value < manifest.services[$1].name.value }!
            cycles.append(shortestCycle(through: start, within: members, edges: edges))
        }
        return cycles
    }

    /// Breadth-first search from `start` back to itself, staying inside its component.
    private func shortestCycle(
        through start: Int, within members: Set<Int>, edges: [[(target: Int, location: SourceLocation)]]
    ) -> Cycle {
        var cameFrom: [Int: (previous: Int, location: SourceLocation)] = [:]
        var queue = [start]
        var head = 0
        var closing: (previous: Int, location: SourceLocation)?
        search: while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where members.contains(edge.target) {
                if edge.target == start {
                    closing = (node, edge.location)
                    break search
                }
                if cameFrom[edge.target] == nil {
                    cameFrom[edge.target] = (node, edge.location)
                    queue.append(edge.target)
                }
            }
        }
        // Walk back from the edge that closed the cycle.
        guard let closing else { return Cycle(path: [start, start], edges: []) }
        var path = [start]
        var locations = [closing.location]
        var node = closing.previous
        while node != start {
            path.append(node)
            guard let step = cameFrom[node] else { break }
            locations.append(step.location)
            node = step.previous
        }
        path.append(start)
        return Cycle(path: path.reversed(), edges: locations.reversed())
    }
}

/// Tarjan's algorithm, written with an explicit stack so a 10,000-service chain cannot overflow
/// the call stack.
enum StronglyConnectedComponents {
    /// The components of the graph given by `successors`; each lists its nodes.
    static func find(successors: [[Int]]) -> [[Int]] {
        let count = successors.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        // Each frame is a node and how many of its successors have been visited.
        var frames: [(node: Int, successor: Int)] = []

        for root in 0..<count where index[root] == -1 {
            frames.append((root, 0))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true

            while let frame = frames.last {
                let node = frame.node
                if frame.successor < successors[node].count {
                    frames[frames.count - 1].successor += 1
                    let next = successors[node][frame.successor]
                    if index[next] == -1 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
