import ServiceGraphGenerator
import Testing

/// Where contributions go across modules, read from the generated code: a module's collection
/// gathers its own contributions and its composed modules' (never its composer's), and a
/// composer's contribution cannot reach a collection a module keeps.
@Suite struct ContributionCompositionTests {
    static let inner = ModuleManifest(
        name: "Inner", path: "Inner/services.json",
        bytes: Array(
            #"""
            {
              "version": 1,
              "module": {"provides": []},
              "services": {"innerStep": {"type": "String", "real": {"factory": "Steps.inner"}, "contributes": {"to": "steps", "order": 2}}}
            }
            """#.utf8))
    static let middle = ModuleManifest(
        name: "Middle", path: "Middle/services.json",
        bytes: Array(
            #"""
            {
              "version": 1,
              "compose": ["Inner"],
              "module": {"provides": ["steps"]},
              "services": {
                "steps": {"type": "[String]", "collects": "list"},
                "ownStep": {"type": "String", "real": {"factory": "Steps.own"}, "contributes": {"to": "steps", "order": 1}}
              }
            }
            """#.utf8))

    @Test func aModulesCollectionGathersItsOwnAndItsComposedModulesContributions() throws {
        let result = ComponentGenerator.generate(
            manifest: Self.middle.bytes, manifestFileName: "services.json",
            moduleName: "Middle", modules: [Self.inner, Self.middle])
        let source = try #require(result.source, "\(result.diagnostics.map(\.message))")
        let gather = try #require(source.range(of: "func _gatherSteps()"))
        let body = String(source[gather.lowerBound...].prefix(600))
        let own = try #require(body.range(of: "elements.append(ownStep)"))
        let inner = try #require(body.range(of: "Inner_innerStep)"))
        #expect(own.lowerBound < inner.lowerBound, "order 1 before order 2")
        // Its own tests see only those: the module's test component gathers them too.
        #expect(source.contains("final class TestMiddleComponent"))
    }

    @Test func aComposersContributionCannotReachACollectionAModuleKeeps() {
        let app = #"""
            {
              "version": 1,
              "compose": ["Middle"],
              "services": {"appStep": {"type": "String", "real": {"factory": "Steps.app"}, "contributes": {"to": "steps"}}}
            }
            """#
        let diagnostics = ComponentGenerator.check(
            manifest: Array(app.utf8), moduleName: "App",
            modules: [Self.inner, Self.middle]
        )
        .map { $0.rendered(path: "services.json") }
        #expect(diagnostics.contains { $0.contains("'appStep' contributes to 'steps', which is not a collection of contributions") })
    }
}
