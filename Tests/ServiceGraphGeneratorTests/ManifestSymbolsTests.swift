import Foundation
import ServiceGraphGenerator
import Testing

/// The names an editor navigates: what `readForEditor` indexes of the scopes fixture.
@Suite struct ManifestSymbolsTests {
    static let scopes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/scopes/services.json")

    func symbols() throws -> (ManifestSymbols, [String]) {
        let text = try String(contentsOf: Self.scopes, encoding: .utf8)
        let reading = ComponentGenerator.readForEditor(manifest: Array(text.utf8))
        #expect(!reading.diagnostics.containsErrors)
        return (try #require(reading.symbols), text.components(separatedBy: "\n"))
    }

    /// The text a site's location points at in the fixture.
    func text(at location: ServiceGraphGenerator.SourceLocation, _ lines: [String], length: Int) -> String {
        String(decoding: Array(lines[location.line - 1].utf8)[(location.column - 1)...].prefix(length), as: UTF8.self)
    }

    @Test func everyReferenceLandsOnItsNameAndPointsAtItsDeclaration() throws {
        let (symbols, lines) = try symbols()
        let declarations = Dictionary(symbols.symbols.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(!symbols.references.isEmpty)
        for reference in symbols.references {
            let name = reference.site.name
            let span = try #require(reference.site.nameSpan)
            #expect(text(at: span.location, lines, length: span.length) == name)
            #expect(declarations[reference.declaration]?.name == name, "\(name) at \(reference.site.location)")
        }
    }

    @Test func scopeMakersParentsLabelsAndEnvironmentsAreReferences() throws {
        let (symbols, _) = try symbols()
        let kinds = Dictionary(grouping: symbols.references, by: \.kind).mapValues { $0.map(\.site.written) }
        #expect(kinds[.scope]?.contains("makeAccount: scope(account)") == true)
        #expect(kinds[.scope]?.contains("account") == true)  // conversation's parent
        #expect(kinds[.config]?.contains("host: apiHost") == true)
        #expect(kinds[.environment]?.contains("dev") == true)  // a config value's key, a `bind` key
        #expect(kinds[.collection]?.contains("badges") == true)  // `contributes.to`
    }

    @Test func aScopeSeesItsOwnNamesAndItsAncestorsButNotItsChildrens() throws {
        let (symbols, _) = try symbols()
        let fromAccount = Set(symbols.symbols(visibleFrom: "account").map(\.name))
        #expect(fromAccount.isSuperset(of: ["logger", "apiHost", "user", "drafts", "pageSize"]))
        #expect(!fromAccount.contains("thread"))
        let fromApp = Set(symbols.symbols(visibleFrom: "app").map(\.name))
        #expect(!fromApp.contains("drafts"))
        #expect(symbols.parameters["reply"]?.map(\.name) == ["text"])
    }

    @Test func slotsSayWhatEachPlaceExpects() {
        typealias Step = ManifestSlot.Step
        let dependency: [Step] = [.key("scopes"), .key("account"), .key("services"), .key("drafts"), .key("real"), .key("dependencies"), .element]
        #expect(
            ManifestSlot.at(dependency, isKey: false)
                == .names([.service, .collection, .config, .input, .requirement, .view], scope: "account", service: "drafts"))
        #expect(
            ManifestSlot.at([.key("services"), .key("x")], isKey: true)
                == .keys([
                    "type", "real", "mock", "variants", "fallback", "lifetime", "eager", "isolation", "sendable", "bind", "parameters", "alias", "elements",
                    "collects", "mayBeEmpty", "contributes", "in", "doc",
                ]))
        #expect(ManifestSlot.at([.key("services"), .key("x"), .key("lifetime")], isKey: false) == .words(["singleton", "transient", "weak"]))
        #expect(ManifestSlot.at([.key("compose"), .element], isKey: false) == .module)
        #expect(ManifestSlot.at([.key("services"), .key("x"), .key("type")], isKey: false) == .typeName)
        #expect(ManifestSlot.at([.key("services"), .key("x"), .key("doc")], isKey: false) == ManifestSlot.none)
    }
}
