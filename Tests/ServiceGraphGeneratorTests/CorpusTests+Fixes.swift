import Foundation
import ServiceGraphGenerator
import Testing

/// Every entry of the errors reference shows a fix that applies. The first corpus entry recorded for
/// an ID (the one the reference shows it under) either gets a fix-it on each of its diagnostics of that
/// ID (which `eachFixItFixesItsDiagnostic` applies), or has a fix beside it: `NNN-name.fixed.json`,
/// its manifest with the fix the ID's explanation describes applied, a minimal edit, which checks
/// with no diagnostic at all, not even a warning. A fix that lies in a composed module's manifest
/// or in the target's Swift file is `NNN-name.fixed.modules/<Module>.json` (replacing that module)
/// or `NNN-name.fixed.swift.txt`; each file a fix does not replace is the entry's own. A documented
/// fix that does not apply fails here: correct the explanation, or the tool.
extension CorpusTests {
    /// The IDs whose explanation describes no fix of a manifest (or of the target's Swift file), and
    /// so whose entries need no fix. Every other ID's first entry shows one that applies.
    static let idsWithoutAFix: Set<String> = [
        // The generator's own failure: the fix is a bug report, and no manifest triggers it.
        "InternalError",
        // The fix is to build the composed module again, which rewrites its interface file (generated,
        // marked "Do not edit"); nobody edits a manifest or the interface to fix it.
        "UnreadableModuleInterface",
    ]

    /// The first entry `Corpus/IDs.txt` records for `id`, in corpus order: the reference shows its fix.
    static func firstEntry(of id: DiagnosticID) -> Entry? {
        Entry.all.first { recordedIDs[$0.name] == id.name }
    }

    /// Whether `entry` gets diagnostics of `id`, each with a fix-it.
    static func isFixedByFixIts(_ entry: Entry, _ id: DiagnosticID) throws -> Bool {
        let diagnostics = try entry.check().filter { $0.id == id }
        return !diagnostics.isEmpty && diagnostics.allSatisfy { !$0.fixIts.isEmpty }
    }

    @Test func everyEntryOfTheErrorsReferenceHasAFixThatApplies() throws {
        for id in DiagnosticID.all {
            let entry = Self.firstEntry(of: id)
            if Self.idsWithoutAFix.contains(id.name) {
                #expect(entry?.hasFix != true, "\(id.name) has a fix now: take it out of idsWithoutAFix")
                continue
            }
            guard let entry else {
                Issue.record("no corpus entry is about \(id.name), so the errors reference shows no fix for it")
                continue
            }
            // That a fix checks clean is eachFixChecksClean's to check.
            #expect(
                try entry.hasFix || Self.isFixedByFixIts(entry, id),
                """
                \(id.name): its entry \(entry.name) shows no fix; write Corpus/\(entry.name).fixed.json, its manifest \
                with the fix the explanation describes, or give the diagnostics fix-its
                """)
        }
    }

    /// Every fix checks with no diagnostic at all, and each file it has replaces one of the entry's with another text.
    @Test(arguments: Entry.withFix)
    func eachFixChecksClean(_ entry: Entry) throws {
        let left = try entry.check(fixed: true).map { $0.rendered(path: "services.json") }
        #expect(left.isEmpty, "\(entry.name)'s fix still gets:\n\(left.joined(separator: "\n"))")
        if entry.hasFixed(".json") {
            #expect(try entry.manifest(fixed: true) != entry.manifest(), "\(entry.name).fixed.json is its manifest unchanged")
        }
        let modules = try entry.modules()
        for fixed in try Entry.modules(in: entry.url(".fixed.modules")) {
            let module = modules.first { $0.name == fixed.name }
            #expect(module != nil, "\(entry.name).fixed.modules/\(fixed.name).json replaces no module of the entry")
            #expect(module?.bytes != fixed.bytes, "\(entry.name).fixed.modules/\(fixed.name).json is the module unchanged")
        }
        if entry.hasFixed(".swift.txt") {
            #expect(
                (try? Data(contentsOf: entry.targetSourceURL)) != (try Data(contentsOf: entry.url(".fixed.swift.txt"))),
                "\(entry.name).fixed.swift.txt is its Swift file unchanged")
        }
    }

    /// Every fixed file is an entry's: `NNN-name.fixed...` beside `NNN-name.json`.
    @Test func everyFixIsBesideItsEntry() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Entry.directory.path).filter { $0.contains(".fixed.") }
        #expect(!names.isEmpty)
        for name in names {
            let entry = name.components(separatedBy: ".fixed.")[0]
            #expect(Entry.all.contains { $0.name == entry }, "\(name) is beside no corpus entry")
            #expect(Entry.fixedSuffixes.contains { name == entry + ".fixed" + $0 }, "\(name) is not a fix's file")
        }
    }
}

extension CorpusTests.Entry {
    /// What a fix may replace: the manifest, composed modules' manifests, the target's Swift file.
    static let fixedSuffixes = [".json", ".modules", ".swift.txt"]

    /// Whether the entry's fix replaces the file (or folder) named with `suffix`, `NNN-name.fixed<suffix>`.
    func hasFixed(_ suffix: String) -> Bool {
        FileManager.default.fileExists(atPath: url(".fixed" + suffix).path)
    }

    /// Whether the entry has a fix beside it.
    var hasFix: Bool { Self.fixedSuffixes.contains { hasFixed($0) } }

    /// The entries with a fix beside them, in corpus order.
    static var withFix: [Self] { all.filter { $0.hasFix } }
}
