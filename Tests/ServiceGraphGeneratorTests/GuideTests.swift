import Foundation
import ServiceGraphGenerator
import Testing

/// The user guides (`Sources/ServiceGraph/ServiceGraph.docc/Guides/`, articles of the documentation
/// catalog) show code that works: every code block preceded by a marker
///
///     <!-- example: guide-testing/main.swift -->              (the whole file)
///     <!-- example: guide-testing/main.swift lines 10-24 -->  (those lines, 1-based, inclusive)
///
/// must be exactly that file of `Fixtures/` (or those lines of it), and `EmissionTests` generates,
/// compiles and runs every fixture. The errors a guide shows for a deliberate mistake
/// (`Fixtures/guide-*/mistake-NAME.json`) must be exactly what the tool reports (`mistake-NAME.txt`).
@Suite struct GuideTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalog = repository.appendingPathComponent("Sources/ServiceGraph/ServiceGraph.docc")
    static let guidesDirectory = catalog.appendingPathComponent("Guides")

    /// Every guide, by file name.
    static let guides: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: guidesDirectory.path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted()

    /// The catalog's other articles (the manifest reference, the generated API, debugging...) and the
    /// README, relative to `guidesDirectory`: what the wording check reads besides the guides. Not
    /// `Errors.md`, which `CorpusTests` generates: an entry may say what the compiler would do without
    /// the check it documents.
    static let otherDocuments: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? [])
        .filter { $0.hasSuffix(".md") && $0 != "Errors.md" }.sorted().map { "../" + $0 } + ["../../../../README.md"]

    /// The fixtures written for the guides.
    static let guideFixtures: [String] = Fixture.all.map(\.name).filter { $0.hasPrefix("guide-") }

    /// Every deliberate mistake a guide shows, as `FIXTURE/mistake-NAME` (without extension).
    static let mistakes: [String] = guideFixtures.flatMap { fixture in
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: Fixture.directory.appendingPathComponent(fixture).path)) ?? []
        return names.filter { $0.hasPrefix("mistake-") && $0.hasSuffix(".json") }.sorted()
            .map { "\(fixture)/\($0.dropLast(5))" }
    }

    /// A marker and the fenced code block under it.
    struct Example: CustomStringConvertible {
        var guide: String
        /// The marker's line in the guide, 1-based.
        var line: Int
        /// The file, relative to `Fixtures/`.
        var path: String
        var lines: ClosedRange<Int>?
        /// The block's lines, without its fences; nil when no block starts on the next line.
        var block: [String]?

        var description: String {
            "\(guide):\(line): \(path)" + (lines.map { " lines \($0.lowerBound)-\($0.upperBound)" } ?? "")
        }
    }

    /// The lines of `text`, without the empty one after a final line break.
    static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Parses `<!-- example: PATH -->` or `<!-- example: PATH lines A-B -->`.
    static func parseMarker(_ line: String) -> (path: String, lines: ClosedRange<Int>?)? {
        let prefix = "<!-- example: ", suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else { return nil }
        let words = line.dropFirst(prefix.count).dropLast(suffix.count).split(separator: " ").map(String.init)
        switch words.count {
        case 1:
            return (words[0], nil)
        case 3 where words[1] == "lines":
            let bounds = words[2].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
            guard bounds.count == 2, let first = bounds[0], let last = bounds[1], first >= 1, first <= last else {
                return nil
            }
            return (words[0], first...last)
        default:
            return nil
        }
    }

    /// Every marker in `guide`, and the lines that start like a marker but are not one.
    static func examples(in guide: String) throws -> (examples: [Example], malformed: [String]) {
        let text = try String(contentsOf: guidesDirectory.appendingPathComponent(guide), encoding: .utf8)
        let lines = lines(of: text)
        var examples: [Example] = []
        var malformed: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- example") {
            guard let marker = parseMarker(line) else {
                malformed.append("\(guide):\(index + 1): \(line)")
                continue
            }
            var block: [String]?
            if index + 1 < lines.count, lines[index + 1].hasPrefix("```") {
                let fence = String(lines[index + 1].prefix { $0 == "`" })
                if let end = lines[(index + 2)...].firstIndex(where: { $0 == fence }) {
                    block = Array(lines[(index + 2)..<end])
                }
            }
            examples.append(Example(guide: guide, line: index + 1, path: marker.path, lines: marker.lines, block: block))
        }
        return (examples, malformed)
    }

    @Test func theGuidesAreThere() {
        let expected: Set = [
            "GettingStarted.md", "UsingComponents.md", "Testing.md",
            "MigratingFromSwinject.md", "MigratingFromServiceLocators.md",
        ]
        #expect(expected.isSubset(of: Set(Self.guides)), "missing: \(expected.subtracting(Self.guides).sorted())")
    }

    /// Every mismatch between the manifest and Swift code is reported at services.json (through
    /// `#sourceLocation`), so no guide may say an error lands in the generated file: a clause that
    /// speaks of an error, a report or the compiler saying so, "in" or "at" the generated file.
    @Test(arguments: guides + otherDocuments)
    func noGuideSaysAnErrorLandsInTheGeneratedFile(_ guide: String) throws {
        let text = try String(contentsOf: Self.guidesDirectory.appendingPathComponent(guide), encoding: .utf8)
        // Lines joined, since a sentence wraps anywhere.
        let clauses = text.replacingOccurrences(of: "\n", with: " ")
            .split(whereSeparator: { ".,:;".contains($0) }).map(String.init)
        let wrong = clauses.filter { clause in
            ["error", "report", "says so"].contains { clause.contains($0) }
                && [
                    " in `ServiceGraph.generated.swift`", " at `ServiceGraph.generated.swift`", " in the generated file",
                    " at the generated file",
                ].contains { clause.contains($0) }
        }
        #expect(wrong.isEmpty, "\(guide) says an error is reported in the generated file: \(wrong)")
    }

    @Test(arguments: guides)
    func everyGuideShowsCompiledExamples(_ guide: String) throws {
        let (examples, malformed) = try Self.examples(in: guide)
        #expect(!examples.isEmpty, "\(guide) marks no code block with <!-- example: FIXTURE/FILE -->")
        #expect(malformed.isEmpty, "malformed markers: \(malformed)")
    }

    @Test(arguments: guides)
    func everyMarkedBlockIsExactlyItsFixtureFile(_ guide: String) throws {
        for example in try Self.examples(in: guide).examples {
            let url = Fixture.directory.appendingPathComponent(example.path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("\(example): no such fixture file")
                continue
            }
            guard let block = example.block else {
                Issue.record("\(example): the marker must be followed by a fenced code block on the next line")
                continue
            }
            var expected = Self.lines(of: text)
            if let range = example.lines {
                guard range.upperBound <= expected.count else {
                    Issue.record("\(example): the file has only \(expected.count) lines")
                    continue
                }
                expected = Array(expected[(range.lowerBound - 1)..<range.upperBound])
            }
            let differing = (0..<max(block.count, expected.count)).first {
                $0 >= block.count || $0 >= expected.count || block[$0] != expected[$0]
            }
            if let index = differing {
                let shown = index < block.count ? block[index] : "(the block ends)"
                let wanted = index < expected.count ? expected[index] : "(the file or excerpt ends)"
                Issue.record("\(example): line \(index + 1) of the block differs:\n  guide:   \(shown)\n  fixture: \(wanted)")
            }
        }
    }

    @Test func everyGuideFixtureIsShownInAGuide() throws {
        let shown = Set(
            try Self.guides.flatMap { try Self.examples(in: $0).examples }
                .map { String($0.path.prefix { $0 != "/" }) })
        #expect(
            Set(Self.guideFixtures).subtracting(shown).isEmpty,
            "not shown in any guide: \(Set(Self.guideFixtures).subtracting(shown).sorted())")
    }

    @Test func gettingStartedBeginsWithWhatInitWrites() throws {
        let manifest = try String(
            contentsOf: Fixture.directory.appendingPathComponent("guide-getting-started/services.json"), encoding: .utf8)
        #expect(manifest == ComponentGenerator.starterManifest)
    }

    /// The expected text names the manifest as the guide does (`Sources/Hello/services.json:...`).
    @Test(arguments: mistakes)
    func eachMistakeGetsExactlyTheErrorsTheGuideShows(_ mistake: String) throws {
        let manifest = Array(try Data(contentsOf: Fixture.directory.appendingPathComponent(mistake + ".json")))
        let expected = try String(contentsOf: Fixture.directory.appendingPathComponent(mistake + ".txt"), encoding: .utf8)
        let path = try #require(expected.components(separatedBy: ":").first)
        let reported = ComponentGenerator.check(manifest: manifest).map { $0.rendered(path: path) + "\n" }.joined()
        #expect(reported == expected)
        #expect(
            ComponentGenerator.generate(manifest: manifest, manifestFileName: "services.json").source == nil,
            "a mistake must fail the build")
    }
}
