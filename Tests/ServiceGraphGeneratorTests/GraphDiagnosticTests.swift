import ServiceGraphGenerator
import Testing

/// Missing dependencies and cycles, checked for every environment and for the test component.
@Suite struct GraphDiagnosticTests {
    @Test func missingDependencyNamesTheServiceThatNeedsItAndSuggestsANearName() {
        let text = manifest(
            services: """
                    "network": {"type": "N", "real": "N"},
                    "auth": {"type": "A", "real": {"type": "A", "dependencies": ["netwrok", "tokens: keychain"]},
                             "mock": {"type": "M", "dependencies": ["_: logger"]}}
                """)
        #expect(
            diagnose(text) == [
                "services.json:5:66: error: 'auth' (real: A) depends on 'netwrok', which is not a service, config value, input or parameter; did you mean 'network'? [#UnknownDependency]",
                "services.json:5:77: error: 'auth' (real: A) depends on 'keychain', which is not a service, config value, input or parameter [#UnknownDependency]",
                "services.json:6:53: error: 'auth' (mock: M) depends on 'logger', which is not a service, config value, input or parameter [#UnknownDependency]",
            ])
    }

    @Test func cyclePrintsTheWholePathFromTheFirstNameAtItsFirstDependency() {
        // Written c, b, a: the report still starts from 'a' and points at a's dependency on 'b'.
        let text = manifest(
            services: """
                    "c": {"type": "C", "real": {"type": "C", "dependencies": ["a"]}},
                    "b": {"type": "B", "real": {"type": "B", "dependencies": ["c"]}},
                    "a": {"type": "A", "real": {"type": "A", "dependencies": ["b"]}}
                """)
        #expect(
            diagnose(text) == [
                "services.json:6:63: error: dependency cycle: a -> b -> c -> a [#DependencyCycle]",
                "services.json:5:63: note: 'b' depends on 'c' here",
                "services.json:4:63: note: 'c' depends on 'a' here",
                "services.json:4:63: note: a provider breaks the cycle: write \"provider(a)\" for this dependency, so 'c' receives a function that returns 'a' when called, after both are built",
            ])
    }

    @Test func selfDependencyIsACycle() {
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": {"type": "A", "dependencies": ["other: a"]}}
                """)
        #expect(diagnose(text) == ["services.json:4:63: error: dependency cycle: a -> a [#DependencyCycle]"])
    }

    @Test func cycleThroughMockDependenciesOnlyNamesTheEnvironmentsThatHaveIt() {
        // dev binds mocks; staging binds 'a' to its mock too; prod is all real.
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": "A", "mock": {"type": "MA", "dependencies": ["b"]}, "bind": {"staging": "mock"}},
                    "b": {"type": "B", "real": "B", "mock": {"type": "MB", "dependencies": ["a"]}}
                """, environments: #"{"dev": "mock", "staging": "real", "prod": "real"}"#)
        #expect(
            diagnose(text) == [
                "services.json:5:77: error: dependency cycle: a -> b -> a (only in dev and test) [#DependencyCycle]",
                "services.json:6:77: note: 'b' depends on 'a' here",
                "services.json:6:77: note: a provider breaks the cycle: write \"provider(a)\" for this dependency, so 'b' receives a function that returns 'a' when called, after both are built",
            ])
    }

    @Test func cycleOnlyInTheTestComponent() {
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": "A", "mock": {"type": "MA", "dependencies": ["a"]}}
                """, environments: #"{"prod": "real"}"#)
        #expect(diagnose(text) == ["services.json:5:77: error: dependency cycle: a -> a (only in test) [#DependencyCycle]"])
    }

    @Test func independentCyclesAreEachReported() {
        let text = manifest(
            services: """
                    "x": {"type": "X", "real": {"type": "X", "dependencies": ["y"]}},
                    "y": {"type": "Y", "real": {"type": "Y", "dependencies": ["x"]}},
                    "p": {"type": "P", "real": {"type": "P", "dependencies": ["q", "x"]}},
                    "q": {"type": "Q", "real": {"type": "Q", "dependencies": ["p"]}}
                """)
        #expect(
            errors(text) == [
                "services.json:4:63: error: dependency cycle: x -> y -> x [#DependencyCycle]",
                "services.json:6:63: error: dependency cycle: p -> q -> p [#DependencyCycle]",
            ])
    }

    @Test func theShortestCycleThroughTheFirstNameIsReported() {
        // a -> b -> c -> d -> a and a -> d -> a: the report shows the shorter one.
        let text = manifest(
            services: """
                    "a": {"type": "A", "real": {"type": "A", "dependencies": ["b", "d"]}},
                    "b": {"type": "B", "real": {"type": "B", "dependencies": ["c"]}},
                    "c": {"type": "C", "real": {"type": "C", "dependencies": ["d"]}},
                    "d": {"type": "D", "real": {"type": "D", "dependencies": ["a"]}}
                """)
        #expect(
            diagnose(text) == [
                "services.json:4:68: error: dependency cycle: a -> d -> a [#DependencyCycle]",
                "services.json:7:63: note: 'd' depends on 'a' here",
                "services.json:7:63: note: a provider breaks the cycle: write \"provider(a)\" for this dependency, so 'd' receives a function that returns 'a' when called, after both are built",
            ])
    }

    @Test func diamondIsNotACycle() {
        let text = manifest(
            services: """
                    "top": {"type": "T", "real": {"type": "T", "dependencies": ["left", "right"]}},
                    "left": {"type": "L", "real": {"type": "L", "dependencies": ["bottom"]}},
                    "right": {"type": "R", "real": {"type": "R", "dependencies": ["bottom"]}},
                    "bottom": {"type": "B", "real": "B"}
                """)
        #expect(diagnose(text) == [])
    }

    @Test func longChainChecksWithoutOverflowingTheStack() {
        let count = 10_000
        var services: [String] = []
        for index in 0..<count {
            let dependencies = index + 1 < count ? "[\"s\(index + 1)\"]" : "[\"s0\"]"
            services.append("\"s\(index)\": {\"type\": \"T\", \"real\": {\"type\": \"T\", \"dependencies\": \(dependencies)}}")
        }
        let result = errors("{\"version\": 1, \"services\": {\(services.joined(separator: ",\n"))}}")
        #expect(result.count == 1)
        // The cycle is reported starting at the name that sorts first, "s0".
        #expect(result.first?.hasPrefix("services.json:1:") == true)
        #expect(result.first?.contains("dependency cycle: s0 -> s1 -> s2 -> ") == true)
        #expect(result.first?.hasSuffix("-> s9999 -> s0 [#DependencyCycle]") == true)
    }

    /// Checking, ordering, warm-up waves and emission all walk a long chain without recursing
    /// along it: 4,000 deep would overflow a test thread's stack in a debug build if they did.
    /// (The benchmarks generate a 10,000-long chain with the release tool.)
    @Test func longAcyclicChainGeneratesWithoutOverflowingTheStack() throws {
        let count = 4_000
        var services: [String] = []
        for index in 0..<count {
            let dependencies = index > 0 ? ", \"dependencies\": [\"s\(index - 1)\"]" : ""
            let eager = index == count - 1 ? ", \"eager\": true" : ""
            services.append("\"s\(index)\": {\"type\": \"T\", \"real\": {\"type\": \"T\"\(dependencies)}\(eager)}")
        }
        let text = "{\"version\": 1, \"services\": {\(services.joined(separator: ",\n"))}}"
        let result = ComponentGenerator.generate(manifest: Array(text.utf8), manifestFileName: "services.json")
        #expect(result.diagnostics.isEmpty)
        let source = try #require(result.source)
        #expect(source.contains("_storage.singleton(3999, \"s3999\", as: T.self) { T(s3998: s3998) }"))
        #expect(source.contains("// Wave 4000: s3999"))
    }
}
