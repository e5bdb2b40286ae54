import Foundation
import ServiceGraphGenerator
import Testing

@testable import ServiceGraphImporter

/// A draft from sources written in the test, with its entries parsed back, so each test states
/// what an entry must be as the JSON the manifest reference documents.
struct Drafting {
    let result: ServiceGraphImporter.Result
    let root: [String: Any]

    init(_ sources: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        result = ServiceGraphImporter.draft(from: sources.map { SourceFile(path: $0.key, text: $0.value) })
        let parsed = (try? JSONSerialization.jsonObject(with: Data(result.manifest.utf8))) as? [String: Any]
        // Every draft is JSON, so that a test asserting what is not in it cannot pass on a broken one.
        #expect(parsed != nil, "the draft is not JSON:\n\(result.manifest)", sourceLocation: sourceLocation)
        root = parsed ?? [:]
    }

    init(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        self.init(["Registrations.swift": source], sourceLocation: sourceLocation)
    }

    var services: [String: Any] { root["services"] as? [String: Any] ?? [:] }

    /// The service's entry equals `json`.
    func expect(_ name: String, _ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let actual = services[name].map { NSDictionary(dictionary: $0 as? [String: Any] ?? [:]) }
        let expected = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
        #expect(expected != nil, "the expected entry is not JSON: \(json)", sourceLocation: sourceLocation)
        #expect(
            actual == expected.map(NSDictionary.init(dictionary:)),
            "\(name): \(services[name].map { "\($0)" } ?? "missing")\nin the draft:\n\(result.manifest)",
            sourceLocation: sourceLocation)
    }

    /// The draft has no errors when the generator checks it.
    func expectChecksClean(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let errors = result.diagnostics.filter { $0.severity == .error }.map { $0.rendered(path: "services.json") }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\nin the draft:\n\(result.manifest)", sourceLocation: sourceLocation)
    }

    /// One finding of `kind` at `line` says `message`, and its manifest form mentions `form`.
    func expectFinding(
        _ kind: Finding.Kind = .notMapped, line: Int, column: Int? = nil, _ message: String, form: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let found = result.findings.contains {
            $0.kind == kind && $0.spot.line == line && (column == nil || $0.spot.column == column)
                && $0.message.contains(message) && $0.manifestForm.contains(form)
        }
        #expect(found, "no \(kind) at line \(line) saying '\(message)': \(result.findings.map(\.rendered))", sourceLocation: sourceLocation)
    }

    func expectNoFindings(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(result.findings.isEmpty, "\(result.findings.map(\.rendered))", sourceLocation: sourceLocation)
    }
}
