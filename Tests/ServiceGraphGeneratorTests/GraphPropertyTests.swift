import ServiceGraphGenerator
import Testing

/// Random graphs (seeded) checked against a reference so simple it is obviously right:
/// reachability by brute force, per binding configuration.
@Suite struct GraphPropertyTests {
    /// A random manifest: services with real and sometimes mock dependencies, sometimes on names
    /// that do not exist.
    struct RandomGraph {
        var names: [String]
        var real: [[String]]
        /// nil when the service has no mock.
        var mock: [[String]?]

        init(using random: inout SplitMix64) {
            let count = Int.random(in: 1...9, using: &random)
            names = (0..<count).map { "s\($0)" }.shuffled(using: &random)
            let pool = names + ["ghost"]
            func dependencies(_ random: inout SplitMix64) -> [String] {
                // Sparse enough that many graphs are acyclic.
                let wanted = Int.random(in: 0...2, using: &random)
                return Array(
                    Set(
                        (0..<wanted).map { _ in
                            Int.random(in: 0..<20, using: &random) == 0 ? "ghost" : pool.randomElement(using: &random)!
                        })
                ).sorted()
            }
            real = names.map { _ in dependencies(&random) }
            mock = names.map { _ in Bool.random(using: &random) ? dependencies(&random) : nil }
        }

        /// The manifest, with services in `order`.
        func manifest(order: [Int]) -> String {
            let services = order.map { index -> String in
                let list = { (deps: [String]) in deps.map { "\"\($0)\"" }.joined(separator: ", ") }
                let mockPart = mock[index].map { ", \"mock\": {\"type\": \"M\", \"dependencies\": [\(list($0))]}" } ?? ""
                return "\"\(names[index])\": {\"type\": \"T\", \"real\": {\"type\": \"T\", \"dependencies\": [\(list(real[index]))]}\(mockPart)}"
            }
            return "{\"version\": 1, \"environments\": {\"dev\": \"mock\", \"prod\": \"real\"}, \"services\": {\n"
                + services.joined(separator: ",\n") + "\n}}"
        }

        /// The dependencies each configuration builds with: dev and test use mocks where present.
        func edges(in configuration: String) -> [String: [String]] {
            var edges: [String: [String]] = [:]
            for (index, name) in names.enumerated() {
                let usesMock = configuration != "prod"
                edges[name] = (usesMock ? mock[index] : nil) ?? real[index]
            }
            return edges
        }

        var hasMissingName: Bool {
            (real.flatMap { $0 } + mock.compactMap { $0 }.flatMap { $0 }).contains("ghost")
        }

        /// The reference: some service reaches itself, found by exploring everything.
        func hasCycle(in configuration: String) -> Bool {
            let edges = edges(in: configuration)
            return names.contains { start in
                var seen: Set<String> = []
                var stack = edges[start] ?? []
                while let next = stack.popLast() {
                    if next == start { return true }
                    if seen.insert(next).inserted { stack += edges[next] ?? [] }
                }
                return false
            }
        }
    }

    static let configurations = ["dev", "prod", "test"]

    @Test func theCheckerAcceptsExactlyTheAcyclicGraphsWithNoMissingNames() {
        var random = SplitMix64(seed: 42)
        var outcomes: Set<Bool> = []
        for _ in 0..<2_000 {
            let graph = RandomGraph(using: &random)
            let text = graph.manifest(order: Array(graph.names.indices))
            let result = ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "services.json")
            let expectedValid = !graph.hasMissingName && !Self.configurations.contains { graph.hasCycle(in: $0) }
            #expect((result.source != nil) == expectedValid, "\(text)")
            outcomes.insert(expectedValid)
        }
        #expect(outcomes == [true, false])
    }

    @Test func everyReportedCycleIsARealCycleInTheConfigurationsItNames() {
        var random = SplitMix64(seed: 7)
        var cyclesSeen = 0
        for _ in 0..<2_000 {
            let graph = RandomGraph(using: &random)
            let text = graph.manifest(order: Array(graph.names.indices))
            let messages = ComponentGenerator.check(manifest: Array(text.utf8)).map(\.message)
            var reported: Set<String> = []
            for message in messages where message.hasPrefix("dependency cycle: ") {
                cyclesSeen += 1
                let body = message.dropFirst("dependency cycle: ".count)
                let parts = body.components(separatedBy: " (only in ")
                let path = parts[0].components(separatedBy: " -> ")
                let named =
                    parts.count > 1
                    ? parts[1].dropLast().replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
                    : Self.configurations
                #expect(path.first == path.last && path.count >= 2)
                // It starts at the name that sorts first among its members.
                #expect(path.first == path.dropLast().min())
                for configuration in named {
                    #expect(graph.hasCycle(in: configuration))
                    let edges = graph.edges(in: configuration)
                    for (from, to) in zip(path, path.dropFirst()) {
                        #expect(edges[from]?.contains(to) == true, "\(from) -> \(to) missing in \(configuration)")
                    }
                    reported.insert(configuration)
                }
            }
            // Every configuration that has a cycle has one reported.
            for configuration in Self.configurations where graph.hasCycle(in: configuration) {
                #expect(reported.contains(configuration), "\(text)")
            }
        }
        #expect(cyclesSeen > 100)
    }

    @Test func theReportDoesNotDependOnTheOrderServicesAreWritten() {
        var random = SplitMix64(seed: 99)
        for _ in 0..<1_000 {
            let graph = RandomGraph(using: &random)
            let messages = { (order: [Int]) -> [String] in
                ComponentGenerator.check(manifest: Array(graph.manifest(order: order).utf8)).map(\.message).sorted()
            }
            let written = messages(Array(graph.names.indices))
            let shuffled = messages(Array(graph.names.indices).shuffled(using: &random))
            #expect(written == shuffled)
        }
    }
}
