import Foundation
import Testing

@testable import ServiceGraphGenerator

/// Every `services.json` in the repository, found by a sweep rather than listed: the fixtures, the
/// test targets', the sample's, the module fixtures', the benchmarks'. Each is valid: it validates
/// against the schema and the checker gives it no diagnostic at all, not even a warning, so a new
/// check that fires on correct manifests fails here first. The corpus's fixed manifests
/// (`Corpus/NNN-name.fixed.json`) are left out of the sweep, being named otherwise: they are checked
/// with their entry's modules and Swift file by `CorpusTests.eachFixChecksClean`, and validated by
/// `SchemaTests.everyFixOfTheCorpusValidates`.
@Suite struct RepositoryManifestTests {
    /// A manifest and the manifests it composes, found in the folders next to its own, named after
    /// their folders as SwiftPM targets are.
    struct Found: CustomTestStringConvertible, Sendable {
        var url: URL
        var modules: [URL]
        var testDescription: String { String(url.path.dropFirst(SchemaTests.repository.path.count + 1)) }
    }

    /// Every `services.json` below the repository's root, hidden and build folders aside.
    static let all: [Found] = {
        let root = SchemaTests.repository
        var urls: [URL] = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "node_modules" {
                enumerator?.skipDescendants()
            } else if url.lastPathComponent == "services.json" {
                urls.append(url.standardizedFileURL)
            }
        }
        urls.sort { $0.path < $1.path }
        return urls.map { url in Found(url: url, modules: composedManifests(of: url, among: urls)) }
    }()

    /// The manifests `url` composes, and those they compose: for each name in `compose`, the
    /// `services.json` of the folder of that name beside its own.
    static func composedManifests(of url: URL, among urls: [URL]) -> [URL] {
        var found: [URL] = []
        var pending = [url]
        while let next = pending.popLast() {
            let data = (try? Data(contentsOf: next)) ?? Data()
            let names = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?["compose"] as? [String] ?? []
            for name in names {
                let module = next.deletingLastPathComponent().deletingLastPathComponent()
                    .appendingPathComponent(name).appendingPathComponent("services.json").standardizedFileURL
                if urls.contains(module), !found.contains(module) {
                    found.append(module)
                    pending.append(module)
                }
            }
        }
        return found
    }

    @Test func theSweepFindsTheKnownManifests() {
        let found = Set(Self.all.map(\.testDescription))
        for known in [
            "Examples/PersonalOS/Sources/PersonalOSKit/services.json", "Tests/LifecycleTests/services.json",
            "Tests/ServiceGraphGeneratorTests/Fixtures/minimal/services.json", "Tests/ServiceGraphGeneratorTests/ModuleFixtures/notes/App/services.json",
        ] {
            #expect(found.contains(known), "\(known) was not found")
        }
        #expect(found.count >= 40)
    }

    @Test(arguments: all)
    func validatesAgainstTheSchema(_ manifest: Found) throws {
        let document = try #require(SchemaTests.parse(Array(try Data(contentsOf: manifest.url))))
        let problems = SchemaValidator(root: try SchemaTests.schema()).problems(in: document)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: all)
    func getsNoDiagnostic(_ manifest: Found) throws {
        let modules = try manifest.modules.map { url in
            ModuleManifest(name: url.deletingLastPathComponent().lastPathComponent, path: url.path, bytes: Array(try Data(contentsOf: url)))
        }
        let diagnostics = ComponentGenerator.check(
            manifest: Array(try Data(contentsOf: manifest.url)), moduleName: manifest.url.deletingLastPathComponent().lastPathComponent,
            modules: modules)
        #expect(diagnostics.isEmpty, "\(diagnostics.map { $0.rendered(path: manifest.testDescription) }.joined(separator: "\n"))")
    }
}
