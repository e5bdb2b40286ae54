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
        var lines: LineTable
    }

    private(set) var roots: [String] = []
    private(set) var documents: [String: Document] = [:]
    /// The URI each document was opened with, which answers about it repeat: clients differ in how
    /// they escape a path's characters.
    private var clientURIs: [String: String] = [:]
    let disk = DiskFiles()
    /// The folder scans, made again after a save or a change of watched files.
    private var scannedManifests: [String]?
    /// The types the Swift files declare, as of the last scan: read on every keystroke (the
    /// target's types are an input of each reading), so not a `stat` of every Swift file each time.
    private var scannedTypes: [DeclaredType]?
    private var readings: [String: (key: Int, reading: ComponentGenerator.EditorReading)] = [:]
    /// Each manifest's names when it last parsed: what completion offers while it is mid-edit.
    private var lastSymbols: [String: ManifestSymbols] = [:]
    static let manifestName = "services.json"

    func setRoots(_ paths: [String]) {
        roots = paths
        filesChanged()
    }

    func open(_ path: String, uri: String, text: [UInt8], version: Int) {
        documents[path] = Document(text: text, version: version, lines: LineTable(text))
        clientURIs[path] = uri
        if !(scannedManifests?.contains(path) ?? true) { scannedManifests = nil }
    }

    func change(_ path: String, text: [UInt8], version: Int?) {
        let version = version ?? (documents[path]?.version ?? 0) + 1
        documents[path] = Document(text: text, version: version, lines: LineTable(text))
    }

    func close(_ path: String) {
        documents[path] = nil
    }

    /// A file saved, created or deleted outside the editor's buffers: the folders are scanned again.
    func filesChanged() {
        scannedManifests = nil
        scannedTypes = nil
    }

    func uri(of path: String) -> String {
        clientURIs[path] ?? DocumentURI.uri(of: path)
    }

    /// The manifest's text: the editor's when it is open, else the file's.
    func text(of path: String) -> [UInt8]? {
        documents[path]?.text ?? disk.bytes(of: path)
    }

    /// The lines of a manifest's text (or of any file's, such as a Swift file's).
    func lines(of path: String) -> LineTable? {
        documents[path]?.lines ?? disk.lines(of: path)
    }

    /// Every manifest: those under the roots and the open ones, sorted by path.
    func manifestPaths() -> [String] {
        if scannedManifests == nil {
            scannedManifests = roots.flatMap { disk.files(under: $0) { $0 == Self.manifestName } }
        }
        return Set((scannedManifests ?? []) + documents.keys.filter { $0.hasSuffix("/" + Self.manifestName) }).sorted()
    }

    /// The types the Swift files under the roots declare at their top level.
    func declaredTypes() -> [DeclaredType] {
        if let scannedTypes { return scannedTypes }
        let types = roots.flatMap { disk.files(under: $0) { $0.hasSuffix(".swift") } }.flatMap(disk.declaredTypes(in:))
        scannedTypes = types
        return types
    }

    /// The types the Swift files in a manifest's folder declare: its target's, as the build
    /// plugin passes them.
    func targetTypes(of manifest: String) -> [DeclaredType] {
        let folder = URL(fileURLWithPath: manifest).deletingLastPathComponent().path + "/"
        return declaredTypes().filter { $0.location.file?.hasPrefix(folder) ?? false }
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ first: String, _ second: String) -> Int {
        zip(first.split(separator: "/").dropLast(), second.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    static func moduleName(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
    }

    /// The manifest read as the build reads it, with every other manifest as a module it may
    /// compose; `overriding` gives some manifests other texts (a rename's, before it is made),
    /// for a reading that is not kept.
    func reading(of path: String, overriding: [String: [UInt8]] = [:]) -> ComponentGenerator.EditorReading? {
        let text = { (path: String) in overriding[path] ?? self.text(of: path) }
        guard let bytes = text(path) else { return nil }
        // Nearest first: where two folders have a module's name, the one beside this manifest is meant.
        let others = manifestPaths().filter { $0 != path }.sorted {
            (-Self.sharedFolders($0, path), $0) < (-Self.sharedFolders($1, path), $1)
        }
        let modules = others.compactMap { other in
            text(other).map { ModuleManifest(name: Self.moduleName(of: other), path: other, bytes: $0) }
        }
        let types = targetTypes(of: path)
        var hasher = Hasher()
        hasher.combine(bytes)
        for module in modules {
            hasher.combine(module.path)
            hasher.combine(module.bytes)
        }
        for type in types {
            hasher.combine(type)
        }
        let key = hasher.finalize()
        if overriding.isEmpty, let cached = readings[path], cached.key == key { return cached.reading }
        let reading = ComponentGenerator.readForEditor(
            manifest: bytes, moduleName: Self.moduleName(of: path), modules: modules, declaredTypes: types)
        guard overriding.isEmpty else { return reading }
        readings[path] = (key, reading)
        if let symbols = reading.symbols { lastSymbols[path] = symbols }
        return reading
    }

    /// The manifest's names: as it is now, or when it last parsed.
    func symbols(of path: String) -> ManifestSymbols? {
        reading(of: path)?.symbols ?? lastSymbols[path]
    }
}
