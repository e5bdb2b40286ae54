/// Dependency cycles: one per strongly connected component, in every configuration that has
/// it, reported along the shortest path with a note per step.
extension GraphChecker {
    /// A cycle found in one or more configurations.
    private struct Cycle: Hashable {
        /// Services, starting and ending with the same one.
        var path: [ServiceID]
        /// The dependency that makes each step of the path, in order.
        var edges: [SourceLocation]
    }

    func cycles() -> [Diagnostic] {
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
            if let note = wiredCycleNote(for: cycle.path, edges: cycle.edges) { notes.append(note) }
            // The edge back to where the cycle starts, or the latest one that can be a provider: a
            // view's member cannot be one (the dependency names the view), so it gets its own note.
            let steps = cycle.path.indices.dropLast()
            let views = steps.map { viewName(at: cycle.edges[$0], in: cycle.path[$0]) }
            if let step = steps.last(where: {
                canBeProvided(cycle.path[$0], cycle.path[$0 + 1]) && views[$0] == nil
                    && canTakeAProvider(at: cycle.edges[$0], in: cycle.path[$0])
            }) {
                notes.append(
                    .init(
                        "a provider breaks the cycle: write \"provider(\(names[step + 1]))\" for this dependency, so "
                            + "'\(names[step])' receives a function that returns '\(names[step + 1])' when called, after both "
                            + "are built",
                        at: cycle.edges[step]))
            } else if let step = steps.last(where: { views[$0] != nil }), let view = views[step] {
                notes.append(
                    .init(
                        "'\(names[step])' receives the view '\(view)', which lists '\(names[step + 1])'; the build counts a "
                            + "view's members as read while '\(names[step])' is built. Take '\(names[step + 1])' out of "
                            + "'\(view)' and pass \"provider(\(names[step + 1]))\" to '\(names[step])' instead, which returns it "
                            + "when called, after both are built",
                        at: cycle.edges[step]))
            }
            return .error(.dependencyCycle, "dependency cycle: \(names.joined(separator: " -> "))\(scope)", at: cycle.edges[0], notes: notes)
        }
    }

    /// Whether the dependency of `service` written at `location` can be written `provider(...)`:
    /// not a name read inside a value, nor a factory method's receiver.
    private func canTakeAProvider(at location: SourceLocation, in service: ServiceID) -> Bool {
        let declaration = manifest.services[service]
        return !declaration.implementations.contains { _, implementation in
            implementation.receiver?.location == location
                || implementation.allDependencies.contains { $0.location == location && $0.isReadInsideAValue }
        }
    }

    /// The view the dependency of `service` written at `location` passes, if it passes one.
    private func viewName(at location: SourceLocation, in service: ServiceID) -> String? {
        let declaration = manifest.services[service]
        for (_, implementation) in declaration.implementations {
            for dependency in implementation.allDependencies where dependency.location == location {
                if case .entry(.view) = names.target(of: dependency.name, in: declaration), !dependency.isScopeMaker {
                    return dependency.name
                }
            }
        }
        return nil
    }

    /// Whether the edge from `source` to `target` can be a provider: a dependency of an
    /// implementation (not an alias's target or a collection's element) on another service
    /// without parameters.
    private func canBeProvided(_ source: ServiceID, _ target: ServiceID) -> Bool {
        // A service that needs itself needs no provider but a different design.
        guard source != target, case .implemented = manifest.services[source].kind else { return false }
        return manifest.services[target].parameters.isEmpty
    }

    /// One cycle per strongly connected component that has one: the shortest cycle through the
    /// component's first service by name, so the report is the same whatever order the manifest uses.
    /// A service of this manifest comes before one a composed module provides, so a cycle through
    /// several modules is reported in the manifest being built.
    private func cycles(in edges: [[(target: ServiceID, location: SourceLocation)]]) -> [Cycle] {
        var cycles: [Cycle] = []
        for component in StronglyConnectedComponents.find(successors: edges.map { $0.map(\.target) }) {
            let isCycle = component.count > 1 || edges[component[0]].contains { $0.target == component[0] }
            guard isCycle else { continue }
            let members = Set(component)
            let start = component.min { ordering($0) < ordering($1) }!
            cycles.append(shortestCycle(through: start, within: members, edges: edges))
        }
        return cycles
    }

    private func ordering(_ service: ServiceID) -> (Int, String) {
        (ForwardedService.isForwarded(manifest.services[service]) ? 1 : 0, manifest.services[service].name.value)
    }

    /// Breadth-first search from `start` back to itself, staying inside its component.
    private func shortestCycle(
        through start: ServiceID, within members: Set<ServiceID>, edges: [[(target: ServiceID, location: SourceLocation)]]
    ) -> Cycle {
        var cameFrom: [ServiceID: (previous: ServiceID, location: SourceLocation)] = [:]
        var queue = [start]
        var head = 0
        var closing: (previous: ServiceID, location: SourceLocation)?
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
    /// `find(successors:)` over positions of one kind.
    static func find<Kind>(successors: [[Position<Kind>]]) -> [[Position<Kind>]] {
        find(successors: successors.map { $0.map(\.value) }).map { $0.map(Position.init) }
    }

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
