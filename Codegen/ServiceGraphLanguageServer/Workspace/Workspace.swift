import Foundation
import ServiceGraphGenerator

/// The manifests the server knows: the open documents (their text as the editor has it) and every
/// `services.json` under the workspace's folders (as saved). A manifest's module is the name of
/// the folder holding it, as SwiftPM names a target; every other manifest is a module it may
/// compose, as the build plugin passes the target's dependencies' manifests.
final class Workspace {
    struct Document {
        var text: [UInt8]
        var version: Int
    }

    private(set) var roots: [String] = []
    private(set) var documents: [String: Document] = [:]
    private var scannedManifests: [String]?
    private var readings: [String: (key: Int, reading: ComponentGenerator.EditorReading)] = [:]
    /// Each manifest's names when it last parsed: what completion offers while it is mid-edit.
    private var lastSymbols: [String: ManifestSymbols] = [:]
    private var scannedTypes: [DeclaredType]?
    /// Each file's lines, made once per text: an answer converts thousands of positions.
    private var lineTables: [String: LineTable] = [:]
    private let fileManager = FileManager.default
    static let manifestName = "services.json"

    func setRoots(_ paths: [String]) {
        roots = paths
        scannedManifests = nil
    }

    func open(_ path: String, text: [UInt8], version: Int) {
        documents[path] = Document(text: text, version: version)
        lineTables[path] = nil
        if !(scannedManifests?.contains(path) ?? true) { scannedManifests = nil }
    }

    func change(_ path: String, text: [UInt8], version: Int?) {
        documents[path] = Document(text: text, version: version ?? (documents[path]?.version ?? 0) + 1)
        lineTables[path] = nil
    }

    func close(_ path: String) {
        documents[path] = nil
        lineTables[path] = nil
    }

    /// A file saved, created or deleted outside the editor's buffers.
    func filesChanged() {
        scannedManifests = nil
        scannedTypes = nil
        lineTables = [:]
    }

    /// The manifest's text: the editor's when it is open, else the file's.
    func text(of path: String) -> [UInt8]? {
        documents[path]?.text ?? fileManager.contents(atPath: path).map(Array.init)
    }

    /// The lines of a manifest's text (or of any file's, such as a Swift file's).
    func lines(of path: String) -> LineTable? {
        if let table = lineTables[path] { return table }
        guard let text = text(of: path) else { return nil }
        let table = LineTable(text)
        lineTables[path] = table
        return table
    }

    /// Every manifest: those under the roots and the open ones, sorted by path.
    func manifestPaths() -> [String] {
        if scannedManifests == nil {
            scannedManifests = roots.flatMap { files(under: $0) { $0 == Self.manifestName } }
        }
        return Set((scannedManifests ?? []) + documents.keys.filter { $0.hasSuffix("/" + Self.manifestName) }).sorted()
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        zip(first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    static func moduleName(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
    }

    /// The manifest read as the build reads it, with every other manifest as a module it may compose.
    func reading(of path: String) -> ComponentGenerator.EditorReading? {
        guard let bytes = text(of: path) else { return nil }
        // Nearest first: where two folders have a module's name, the one beside this manifest is meant.
        let others = manifestPaths().filter { $0 != path }.sorted {
            (-Self.sharedFolders($0, path), $0) < (-Self.sharedFolders($1, path), $1)
        }
        let modules = others.compactMap { other in
            text(of: other).map { ModuleManifest(name: Self.moduleName(of: other), path: other, bytes: $0) }
        }
        var hasher = Hasher()
        hasher.combine(bytes)
        hasher.combine(scannedTypes?.count)
        for module in modules {
            hasher.combine(module.path)
            hasher.combine(module.bytes)
        }
        let key = hasher.finalize()
        if let cached = readings[path], cached.key == key { return cached.reading }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path + "/"
        let targetTypes = declaredTypes().filter { $0.location.file?.hasPrefix(folder) ?? false }
        let reading = ComponentGenerator.readForEditor(
            manifest: bytes, moduleName: Self.moduleName(of: path), modules: modules, declaredTypes: targetTypes)
        readings[path] = (key, reading)
        if let symbols = reading.symbols { lastSymbols[path] = symbols }
        return reading
    }

    /// The manifest's names: as it is now, or when it last parsed.
    func symbols(of path: String) -> ManifestSymbols? {
        reading(of: path)?.symbols ?? lastSymbols[path]
    }

    /// The types the Swift files under the roots declare at their top level.
    func declaredTypes() -> [DeclaredType] {
        if let scannedTypes { return scannedTypes }
        let types = roots.flatMap { files(under: $0) { $0.hasSuffix(".swift") } }.flatMap { path in
            (fileManager.contents(atPath: path).map { DeclaredType.scan(Array($0), file: path) }) ?? []
        }
        scannedTypes = types
        return types
    }

    /// The files under `root` whose names pass `matches`, sorted; build folders and hidden ones are skipped.
    private func files(under root: String, matching matches: (String) -> Bool) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: root) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                enumerator.skipDescendants()
            } else if matches(name) {
                found.append(URL(fileURLWithPath: root).appendingPathComponent(relative).standardizedFileURL.path)
            }
        }
        return found.sorted()
    }
}
