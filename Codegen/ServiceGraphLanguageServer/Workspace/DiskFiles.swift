import Foundation
import ServiceGraphGenerator

/// The workspace's files as saved: each read again only when its size or modification date
/// changed, with its lines, and the types each Swift file declares. So an answer that reads every
/// manifest of the workspace, on every keystroke, costs a `stat` per file, and a file changed
/// outside the editor (a checkout, a save the client does not report) is read as it is now.
final class DiskFiles {
    private struct Snapshot {
        var size: Int
        var modified: Date
        var bytes: [UInt8]
        var lines: LineTable?
        var types: [DeclaredType]?
    }

    private var snapshots: [String: Snapshot] = [:]
    private let fileManager = FileManager.default

    /// The file's bytes, as saved; nil when it cannot be read.
    func bytes(of path: String) -> [UInt8]? {
        snapshot(of: path)?.bytes
    }

    func lines(of path: String) -> LineTable? {
        guard var snapshot = snapshot(of: path) else { return nil }
        if let lines = snapshot.lines { return lines }
        let lines = LineTable(snapshot.bytes)
        snapshot.lines = lines
        snapshots[path] = snapshot
        return lines
    }

    /// The types a Swift file declares at its top level.
    func declaredTypes(in path: String) -> [DeclaredType] {
        guard var snapshot = snapshot(of: path) else { return [] }
        if let types = snapshot.types { return types }
        let types = DeclaredType.scan(snapshot.bytes, file: path)
        snapshot.types = types
        snapshots[path] = snapshot
        return types
    }

    private func snapshot(of path: String) -> Snapshot? {
        guard let attributes = try? fileManager.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType != .typeDirectory,
            let size = (attributes[.size] as? NSNumber)?.intValue,
            let modified = attributes[.modificationDate] as? Date
        else {
            snapshots[path] = nil
            return nil
        }
        if let known = snapshots[path], known.size == size, known.modified == modified { return known }
        guard let data = fileManager.contents(atPath: path) else { return nil }
        let snapshot = Snapshot(size: size, modified: modified, bytes: Array(data))
        snapshots[path] = snapshot
        return snapshot
    }

    /// The files under `root` whose names pass `matches`, sorted; build folders and hidden ones are skipped.
    func files(under root: String, matching matches: (String) -> Bool) -> [String] {
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
