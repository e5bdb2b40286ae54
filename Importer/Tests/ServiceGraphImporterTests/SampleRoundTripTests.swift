import Foundation
import Testing

@testable import ServiceGraphImporter

/// The sample's graph written as Swinject registrations (Fixtures/PersonalOSSwinject), imported
/// with the sample's own sources: the draft's services are the sample manifests' entries, up to
/// order and docs.
@Suite struct SampleRoundTripTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sample = repository.appendingPathComponent("Examples/PersonalOS/Sources")

    /// The services Swinject has a form for. The rest of the sample's graph is what Swinject
    /// cannot say: collections and contributions, the account scope and its views, an eager
    /// async service, a service in some environments only, a fallback, a binding per environment.
    static let expressible = [
        "PersonalOSKit": [
            "logger", "secureStorage", "network", "apiClient", "documentsStorage", "cacheStorage", "fileStorage",
            "consoleTracker", "fileTracker",
        ],
        "HealthFeature": ["health"],
        "StocksFeature": ["stocks"],
    ]

    static func draft() throws -> Drafting {
        var sources: [String: String] = [:]
        let fixture = repository.appendingPathComponent(
            "Importer/Tests/ServiceGraphImporterTests/Fixtures/PersonalOSSwinject/PersonalOSAssemblies.swift")
        sources["PersonalOSAssemblies.swift"] = try String(contentsOf: fixture, encoding: .utf8)
        let walker = FileManager.default.enumerator(at: sample, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            sources[String(url.path.dropFirst(sample.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        #expect(sources.count > 40, "the sample's sources are read too")
        return Drafting(sources)
    }

    @Test func theDraftsServicesAreTheSamplesUpToOrderAndDocs() throws {
        let draft = try Self.draft()
        var compared = 0
        for (module, names) in Self.expressible {
            let manifest = Self.sample.appendingPathComponent("\(module)/services.json")
            let root = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any]
            let services = root?["services"] as? [String: Any] ?? [:]
            for name in names {
                var entry = try #require(services[name] as? [String: Any], "\(module) has no service \(name)")
                entry["doc"] = nil
                let json = String(decoding: try JSONSerialization.data(withJSONObject: entry), as: UTF8.self)
                draft.expect(name, json)
                compared += 1
            }
        }
        #expect(compared == 11)
        // Nothing else is drafted as a service but the key read at launch (below).
        #expect(Set(draft.services.keys) == Set(Self.expressible.values.joined()).union(["apiKey"]))
    }

    @Test func theConstantsAreConfigAndTheKeyReadAtLaunchIsReported() throws {
        let draft = try Self.draft()
        let config = draft.root["config"] as? [String: [String: Any]]
        #expect(config?["apiBaseURL"]?["type"] as? String == "String")
        #expect(config?["apiBaseURL"]?["value"] as? String == "https://api.personalos.example")
        #expect(config?["apiBaseURL"]?["dev"] as? String == "https://api.dev.personalos.example")
        #expect(config?["requestTimeout"]?["type"] as? String == "Double")
        // `apiKey` comes from the environment at launch: the sample's input. The importer says so.
        draft.expectFinding(line: 12, "ProcessInfo.processInfo.environment", form: "\"inputs\"")
        let apiKey = draft.services["apiKey"] as? [String: Any]
        #expect(apiKey?["real"] == nil)
        #expect((apiKey?["doc"] as? String)?.hasPrefix("Not imported: this registration returns") == true)
        let errors = draft.result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1 && errors[0].message.contains("apiKey"), "\(errors.map(\.message))")
    }
}
