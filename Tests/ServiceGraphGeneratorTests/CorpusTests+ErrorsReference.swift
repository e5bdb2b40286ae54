import Foundation
import ServiceGraphGenerator
import Testing

/// The errors reference, `Sources/ServiceGraph/ServiceGraph.docc/Errors.md`, generated from the
/// registry of IDs and the corpus: for each ID its title and explanation, then every entry recorded
/// for it (its manifests and what the tool prints), and under the first, how it is fixed.
extension CorpusTests {
    static let errorsDocument = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ServiceGraph/ServiceGraph.docc/Errors.md")

    @Test func theErrorsReferenceIsGeneratedFromTheCorpus() throws {
        var document = """
            # Errors

            Every diagnostic `servicegraph` reports ends with its ID, such as `[#DependencyCycle]`: one per
            kind of mistake, which never changes meaning. This page has one entry per ID, grouped by the stage
            that reports it: what is wrong and how to fix it (which `servicegraph explain DependencyCycle`
            prints too), then minimal manifests that trigger it and exactly what the tool prints for each. It is
            generated from the registry of IDs and the test corpus (`Tests/ServiceGraphGeneratorTests/Corpus`)
            and checked by `swift test`, so it cannot drift from the tool. Positions are `line:column`,
            1-based; columns count UTF-8 bytes, so a tab is one column. An example that composes modules
            shows the composing manifest (`services.json`) and each module's manifest under the path the
            diagnostics name it by (`Health/services.json`); one about the target's own types shows its
            Swift file too. Names and keys are quoted with line breaks and other control characters escaped
            (`\\n`), so whatever a manifest contains, every diagnostic stays on one line and none can be forged.

            Under an ID's first example, "Fixed by" shows the fix its explanation describes, applied: the
            fix-it the tool prints (which `servicegraph fix` applies), or the lines of the manifest it changes,
            after which the manifest checks with no error or warning at all. `swift test` checks both.

            """
        for id in DiagnosticID.all {
            document += "\n## \(id.name)\n\n**\(id.title)**\n\n\(id.explanation)\n\n"
            let examples = Entry.all.filter { Self.recordedIDs[$0.name] == id.name }
            if examples.isEmpty {
                document += "No manifest triggers it.\n"
            }
            for (index, entry) in examples.enumerated() {
                document += try Self.example(entry)
                if index == 0 || entry.hasFix {
                    document += try Self.shownFix(of: entry, for: id)
                }
            }
        }
        if EmissionTests.updateGoldens {
            try Data(document.utf8).write(to: Self.errorsDocument)
        }
        #expect(
            document == (try String(contentsOf: Self.errorsDocument, encoding: .utf8)),
            "run with SERVICEGRAPH_UPDATE_GOLDENS=1 to regenerate Sources/ServiceGraph/ServiceGraph.docc/Errors.md")
    }

    /// A corpus entry as the errors reference shows it: its manifests (and Swift file), then what the tool prints.
    static func example(_ entry: Entry) throws -> String {
        var document = ""
        let manifest = Self.shown(try Data(contentsOf: entry.url(".json")))
        let modules = try entry.modules()
        if modules.isEmpty {
            document += manifest.hasPrefix("bytes: ") ? "```\n\(manifest)\n```\n\n" : "```json\n\(manifest)\n```\n\n"
        } else {
            // The composing manifest, then each module's, each under its path.
            document += "`services.json`:\n\n```json\n\(manifest)\n```\n\n"
            for module in modules {
                let text = String(decoding: module.bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                let fence = text.hasPrefix("//") ? "```" : "```json"
                document += "`\(module.path)`:\n\n\(fence)\n\(text)\n```\n\n"
            }
        }
        if FileManager.default.fileExists(atPath: entry.targetSourceURL.path) {
            let source = try String(contentsOf: entry.targetSourceURL, encoding: .utf8)
            document += "`Sources/Feature/Types.swift`:\n\n```swift\n\(source.trimmingCharacters(in: .whitespacesAndNewlines))\n```\n\n"
        }
        document += "```\n\(try Self.diagnostics(for: entry))```\n\n"
        return document
    }

    /// How the reference shows the fix of `entry`'s diagnostics of `id`: the lines its fix changes, in
    /// each file it changes (named as the example names them), or that its fix-its do it; nothing
    /// for an entry with neither (an ID of `idsWithoutAFix`).
    static func shownFix(of entry: Entry, for id: DiagnosticID) throws -> String {
        guard entry.hasFix else {
            return try isFixedByFixIts(entry, id) ? "Fixed by: applying the fix-it (`servicegraph fix services.json`).\n\n" : ""
        }
        var changes: [(path: String, old: Data, new: Data)] = []
        if entry.hasFixed(".json") {
            changes.append(("services.json", Data(try entry.manifest()), Data(try entry.manifest(fixed: true))))
        }
        for (module, fixed) in zip(try entry.modules(), try entry.modules(fixed: true)) where module.bytes != fixed.bytes {
            changes.append((module.path, Data(module.bytes), Data(fixed.bytes)))
        }
        if entry.hasFixed(".swift.txt") {
            let source = (try? Data(contentsOf: entry.targetSourceURL)) ?? Data()
            changes.append(("Sources/Feature/Types.swift", source, try Data(contentsOf: entry.url(".fixed.swift.txt"))))
        }
        // Paths are named where the example names them: beside modules or a Swift file.
        let named = try !entry.modules().isEmpty || FileManager.default.fileExists(atPath: entry.targetSourceURL.path)
        var document = "Fixed by:\n\n"
        for change in changes {
            // Both as text, or both as bytes when either cannot be shown as text.
            let (old, new) = text(change.old).flatMap { old in text(change.new).map { (old, $0) } } ?? (hex(change.old), hex(change.new))
            document += (named ? "`\(change.path)`:\n\n" : "") + "```diff\n\(lineDiff(old, new))```\n\n"
        }
        return document
    }

    /// A manifest as the errors reference shows it: its text, or, when it is not UTF-8 text a page
    /// can show (a UTF-16 file, control characters), its bytes in hexadecimal, so that the whole
    /// reference stays text for `grep` and browsers.
    static func shown(_ data: Data) -> String {
        text(data) ?? hex(data)
    }

    /// The file's text, without the blank lines around it; nil when it is not UTF-8 or has control characters.
    static func text(_ data: Data) -> String? {
        guard let text = String(data: data, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 && !["\n", "\r", "\t"].contains($0) })
        else { return nil }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file's bytes in hexadecimal, sixteen to a line.
    static func hex(_ data: Data) -> String {
        let hex = data.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
        return "bytes: "
            + stride(from: 0, to: hex.count, by: 16)
            .map { hex[$0..<min($0 + 16, hex.count)].joined(separator: " ") }.joined(separator: "\n       ")
    }

    /// The lines of `text`, each without its line break (`\n`, `\r\n` or `\r`, as the tool counts lines).
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(line))
                line = String.UnicodeScalarView()
                if scalar == "\r", next == "\n" { next = scalars.next() }
            } else {
                line.append(scalar)
            }
        }
        return text.isEmpty ? [] : lines + [String(line)]
    }

    /// The lines that differ between `old` and `new`, as a unified diff: each run of changes with a
    /// line of context either side, under its `@@ -line,count +line,count @@`; removed lines start
    /// with `-`, added ones with `+`. The lines kept are a longest common subsequence, and a change
    /// lists its removed lines before its added ones, so the diff of two texts is always the same.
    static func lineDiff(_ old: String, _ new: String) -> String {
        let (a, b) = (lines(old), lines(new))
        // common[i][j]: how many lines a[i...] and b[j...] have in common, in order.
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [(mark: String, text: String)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append((" ", a[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append(("-", a[i]))
                i += 1
            } else {
                lines.append(("+", b[j]))
                j += 1
            }
        }
        // The runs of changes with their context, joined where they touch.
        var hunks: [ClosedRange<Int>] = []
        for index in lines.indices where lines[index].mark != " " {
            let range = max(index - 1, 0)...min(index + 1, lines.count - 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var diff = ""
        for hunk in hunks {
            let before = lines[..<hunk.lowerBound]
            let inHunk = lines[hunk]
            let oldCount = inHunk.filter { $0.mark != "+" }.count
            let newCount = inHunk.filter { $0.mark != "-" }.count
            // A side with no line in the hunk is numbered by the line before it, as `diff -u` does.
            let oldStart = before.filter { $0.mark != "+" }.count + (oldCount == 0 ? 0 : 1)
            let newStart = before.filter { $0.mark != "-" }.count + (newCount == 0 ? 0 : 1)
            diff += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            diff += inHunk.map { $0.mark + $0.text + "\n" }.joined()
        }
        return diff
    }
}
