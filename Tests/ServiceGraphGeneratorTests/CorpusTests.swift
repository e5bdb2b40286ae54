import Foundation
import ServiceGraphGenerator
import Testing

/// The bad-manifest corpus: each `Corpus/NNN-name.json` with the exact diagnostics it must get
/// (`.expected`, each line ending with its ID), and in `Corpus/IDs.txt` the ID it is about. The
/// errors reference, `Sources/ServiceGraph/ServiceGraph.docc/Errors.md`, is generated from the
/// registry of IDs (`DiagnosticID`) and these entries, so it cannot drift from what the tool says.
///
/// An entry that composes modules has a folder `NNN-name.modules/` beside it holding each module's
/// manifest as `<ModuleName>.json`; it is given to the check as `<ModuleName>/services.json`, the
/// path its diagnostics name. Every entry is checked as module `Feature` (which matters only to
/// a manifest with a "module" section).
///
/// An entry may have a fix beside it (`NNN-name.fixed.json`, see `CorpusTests+Fixes.swift`), and the
/// errors reference shows it (`CorpusTests+ErrorsReference.swift`).
@Suite struct CorpusTests {
    struct Entry: CustomStringConvertible, Sendable {
        static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        /// Every entry, in corpus order: each `NNN-name.json` but the fixed manifests, `NNN-name.fixed.json`.
        static let all: [Entry] = {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".fixed.json") }.sorted()
                .map { Entry(name: String($0.dropLast(5))) }
        }()

        var name: String
        var description: String { name }
        func url(_ suffix: String) -> URL { Self.directory.appendingPathComponent(name + suffix) }

        /// The Swift file of the target, `NNN-name.swift.txt` (not `.swift`, which the test target
        /// would compile), given to the check as `Sources/Feature/Types.swift`.
        var targetSourceURL: URL { url(".swift.txt") }

        /// The manifest; with `fixed`, the fixed one where the fix has one.
        func manifest(fixed: Bool = false) throws -> [UInt8] {
            Array(try Data(contentsOf: url(fixed && hasFixed(".json") ? ".fixed.json" : ".json")))
        }

        /// The types the target's Swift file declares; with `fixed`, the fix's Swift file where it has one.
        func declaredTypes(fixed: Bool = false) throws -> [DeclaredType] {
            let source = fixed && hasFixed(".swift.txt") ? url(".fixed.swift.txt") : targetSourceURL
            guard FileManager.default.fileExists(atPath: source.path) else { return [] }
            return DeclaredType.scan(Array(try Data(contentsOf: source)), file: "Sources/Feature/Types.swift")
        }

        /// The manifests of the modules the entry may compose, by module name; none without a folder.
        /// With `fixed`, each module of the fix (`NNN-name.fixed.modules/`) replaces the entry's of its name.
        func modules(fixed: Bool = false) throws -> [ModuleManifest] {
            let replacements = fixed ? try Self.modules(in: url(".fixed.modules")) : []
            return try Self.modules(in: url(".modules")).map { module in
                replacements.first { $0.name == module.name } ?? module
            }
        }

        /// Each `<Module>.json` of `folder` as module `Module`, at `<Module>/services.json`.
        static func modules(in folder: URL) throws -> [ModuleManifest] {
            guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
            return try files.map { file in
                let name = String(file.dropLast(5))
                return ModuleManifest(
                    name: name, path: "\(name)/services.json",
                    bytes: Array(try Data(contentsOf: folder.appendingPathComponent(file))))
            }
        }

        /// What the check reports for the entry, as module `Feature`; with `fixed`, for its fix.
        func check(fixed: Bool = false) throws -> [Diagnostic] {
            ComponentGenerator.check(
                manifest: try manifest(fixed: fixed), moduleName: "Feature", modules: try modules(fixed: fixed),
                declaredTypes: try declaredTypes(fixed: fixed))
        }
    }

    static func diagnostics(for entry: Entry) throws -> String {
        try entry.check().map { $0.rendered(path: "services.json") + "\n" }.joined()
    }

    /// A name two modules provide is blamed on the same module, with the note at the other,
    /// whichever order `compose` lists them in.
    @Test func aNameProvidedTwiceIsReportedTheSameWhicheverOrderComposeListsTheModules() throws {
        let entry = Entry(name: "198-two-modules-provide-one-name")
        let listed = String(decoding: try Data(contentsOf: entry.url(".json")), as: UTF8.self)
        let reversed = listed.replacingOccurrences(of: #"["Health", "News"]"#, with: #"["News", "Health"]"#)
        try #require(reversed != listed)
        let check = { (text: String) in
            try ComponentGenerator.check(manifest: Array(text.utf8), moduleName: "Feature", modules: entry.modules())
                .map { $0.rendered(path: "services.json") }
        }
        #expect(try check(reversed) == check(listed))
        #expect(try check(listed).first?.hasPrefix("News/services.json") == true)
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(Entry.all.count >= 60)
    }

    @Test(arguments: Entry.all)
    func eachBadManifestGetsExactlyItsExpectedDiagnostics(_ entry: Entry) throws {
        let actual = try Self.diagnostics(for: entry)
        if EmissionTests.updateGoldens {
            try Data(actual.utf8).write(to: entry.url(".expected"))
        }
        #expect(actual.contains(": error: ") || actual.contains(": warning: "), "a corpus entry must get a diagnostic")
        #expect(actual == (try String(contentsOf: entry.url(".expected"), encoding: .utf8)))
    }

    /// The ID each entry is about, from `Corpus/IDs.txt` (`NNN-name ID` lines, `#` comments).
    static let recordedIDs: [String: String] = {
        let url = Entry.directory.appendingPathComponent("IDs.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var ids: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { ids[String(parts[0])] = String(parts[1]) }
        }
        return ids
    }()

    /// Every ID a corpus entry's expected output carries, by entry.
    static func emittedIDs() throws -> [String: [String]] {
        var emitted: [String: [String]] = [:]
        for entry in Entry.all {
            let text = try String(contentsOf: entry.url(".expected"), encoding: .utf8)
            emitted[entry.name] = text.split(separator: "\n").compactMap { line in
                guard line.contains(": error: ") || line.contains(": warning: "), line.hasSuffix("]"),
                    let open = line.range(of: " [#", options: .backwards)
                else { return nil }
                return String(line[open.upperBound...].dropLast())
            }
        }
        return emitted
    }

    /// The one ID no manifest can trigger: the generator's own failure.
    static let unreachableIDs: Set<String> = ["InternalError"]

    /// The registry, name and title, against `DiagnosticIDs.txt`: renaming, removing or retitling
    /// an ID fails here. After adding one, regenerate with SERVICEGRAPH_UPDATE_GOLDENS=1.
    @Test func theDiagnosticIDsAreTheRecordedOnes() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("DiagnosticIDs.txt")
        let listed = DiagnosticID.all.map { "\($0.name): \($0.title)\n" }.joined()
        if EmissionTests.updateGoldens {
            try Data(listed.utf8).write(to: golden)
        }
        #expect(listed == (try String(contentsOf: golden, encoding: .utf8)))
        #expect(Set(DiagnosticID.all.map(\.name)).count == DiagnosticID.all.count, "names are unique")
        for id in DiagnosticID.all {
            let scalars = Array(id.name.unicodeScalars)
            #expect(
                scalars.first.map { ("A"..."Z").contains($0) } == true
                    && scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) },
                "\(id.name) is UpperCamelCase")
            #expect(!id.title.isEmpty && !id.title.hasSuffix(".") && !id.explanation.isEmpty, "\(id.name)")
            #expect(DiagnosticID.named(id.name) == id)
        }
    }

    /// Every fix-it fixes what it is attached to: with a diagnostic's fix-its applied (alone, as an
    /// editor's quick fix applies them), no diagnostic of its ID is left at its place (others may
    /// appear, that the mistake hid).
    @Test(arguments: Entry.all)
    func eachFixItFixesItsDiagnostic(_ entry: Entry) throws {
        let bytes = Array(try Data(contentsOf: entry.url(".json")))
        let check = { (bytes: [UInt8]) in
            try ComponentGenerator.check(
                manifest: bytes, moduleName: "Feature", modules: entry.modules(), declaredTypes: entry.declaredTypes())
        }
        for diagnostic in try check(bytes) where !diagnostic.fixIts.isEmpty {
            let fixed = FixIt.apply(diagnostic.fixIts, to: bytes)
            #expect(fixed != bytes, "\(entry.name): the fix-it of \(diagnostic.rendered(path: "services.json")) applies nowhere")
            #expect(
                try !check(fixed).contains { $0.id == diagnostic.id && $0.location == diagnostic.location },
                "\(entry.name): still \(diagnostic.rendered(path: "services.json"))")
        }
    }

    /// Severity belongs to the ID: every error and warning the corpus shows has its ID's severity.
    @Test func everyDiagnosticHasItsIDsSeverity() throws {
        for entry in Entry.all {
            for line in try String(contentsOf: entry.url(".expected"), encoding: .utf8).split(separator: "\n") {
                guard let open = line.range(of: " [#", options: .backwards), line.hasSuffix("]"),
                    let id = DiagnosticID.named(String(line[open.upperBound...].dropLast()))
                else { continue }
                #expect(line.contains(": \(id.severity.rawValue): "), "\(entry.name): \(line)")
            }
        }
    }

    /// Every ID the corpus shows has an entry, and every entry is shown by some corpus entry.
    @Test func everyEmittedIDHasAnEntryAndEveryEntryIsEmitted() throws {
        let emitted = Set(try Self.emittedIDs().values.joined())
        for name in emitted.sorted() {
            #expect(DiagnosticID.all.contains { $0.name == name }, "\(name) is emitted but has no entry")
        }
        for id in DiagnosticID.all where !Self.unreachableIDs.contains(id.name) {
            #expect(emitted.contains(id.name), "no corpus entry emits \(id.name); add one")
        }
    }

    /// `Corpus/IDs.txt` names, for every entry, an ID its output carries; every reachable ID is
    /// some entry's, so that the errors reference shows each with an example.
    @Test func eachEntryRecordsAnIDItEmits() throws {
        let emitted = try Self.emittedIDs()
        #expect(Set(Self.recordedIDs.keys) == Set(Entry.all.map(\.name)), "Corpus/IDs.txt lists every entry, once")
        for entry in Entry.all {
            guard let id = Self.recordedIDs[entry.name] else { continue }
            #expect(emitted[entry.name]?.contains(id) == true, "\(entry.name) does not emit \(id)")
        }
        let recorded = Set(Self.recordedIDs.values)
        for id in DiagnosticID.all where !Self.unreachableIDs.contains(id.name) {
            #expect(recorded.contains(id.name), "no entry of Corpus/IDs.txt is about \(id.name)")
        }
    }

    // Inputs too large to keep in the repository, built here instead.

    @Test func aFiftyMegabyteStringIsReadAndRejectedQuickly() {
        let huge = String(repeating: "a", count: 50_000_000)
        let text = "{\"version\": 1, \"services\": {\"s\": {\"type\": \"\(huge)!\", \"real\": \"S\"}}}"
        let diagnostics = ComponentGenerator.check(manifest: Array(text.utf8))
        #expect(diagnostics.map(\.location) == [SourceLocation(line: 1, column: 43)])
        #expect(diagnostics.first?.message.contains("it contains '!'") == true)
    }

    @Test func deeplyNestedArraysAreAnErrorNotAStackOverflow() {
        let depth = 100_000
        let text = "[" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "]"
        let diagnostics = ComponentGenerator.check(manifest: Array(text.utf8))
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message == "objects and arrays are nested more than 256 levels deep")
    }

    @Test func invalidUTF8InAKeyIsReportedAtTheByte() {
        var bytes = Array("{\"version\": 1, \"servi".utf8)
        bytes += [0xFF]
        bytes += Array("ces\": {}}".utf8)
        #expect(
            ComponentGenerator.check(manifest: bytes).map { $0.rendered(path: "services.json") } == [
                "services.json:1:22: error: the file is not valid UTF-8 here (byte 0xFF); save it as UTF-8 [#InvalidUTF8]"
            ])
    }
}
