import Foundation

/// Keeps files of data by name, in one flat folder.
///
/// Names are limited to letters, digits, `.`, `_` and `-`, not starting with `.`, so a name
/// can never reach outside the storage.
public protocol FileStorageProtocol: AnyObject, Sendable {
    /// Stores `data` under `name`, replacing any previous contents.
    func save(_ data: Data, named name: String) throws
    /// Adds `data` at the end of the file `name`, creating it if needed.
    func append(_ data: Data, to name: String) throws
    /// The contents of `name`, or `nil` when there is no such file.
    func load(named name: String) throws -> Data?
    /// The names of every stored file, sorted.
    func list() throws -> [String]
}

/// Why a `FileStorageProtocol` operation failed.
public enum FileStorageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Names become file names, so they are limited to letters, digits, `.`, `_` and `-`.
    case invalidName(String)
    /// The file system refused an operation; `reason` says why.
    case fileSystem(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "invalid file name \"\(name)\": use letters, digits, '.', '_' or '-', not starting with '.'"
        case .fileSystem(let path, let reason):
            "file storage at \(path): \(reason)"
        }
    }

    public var errorDescription: String? { description }

    /// Throws `invalidName` unless `name` is a safe file name.
    static func check(_ name: String) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !name.isEmpty, !name.hasPrefix("."), name.count <= 200, name.allSatisfy(allowed.contains) else {
            throw FileStorageError.invalidName(name)
        }
    }
}

/// Keeps each file in a directory on disk, created (owner-only, mode 0700) on the first write.
///
/// Saves are atomic (written to a temporary file, then renamed), so a reader never sees half a
/// file. Operations on one instance are serialized, so concurrent appends never interleave; use
/// the shared `documents` and `caches` instances rather than several on the same directory.
public final class DirectoryFileStorage: FileStorageProtocol, @unchecked Sendable {
    /// The directory holding the files.
    public let directory: URL
    private let lock = NSLock()

    public init(directory: URL) {
        self.directory = directory
    }

    /// Files the user keeps: `Documents` in `rootDirectory`.
    public static let documents = DirectoryFileStorage(
        directory: rootDirectory.appendingPathComponent("Documents", isDirectory: true)
    )

    /// Files that can be rebuilt or thrown away: `Caches` in `rootDirectory`.
    public static let caches = DirectoryFileStorage(
        directory: rootDirectory.appendingPathComponent("Caches", isDirectory: true)
    )

    /// `$PERSONALOS_DATA_DIR` when set (CI points it at a temporary folder), else `PersonalOS` in
    /// the user's Application Support directory (`~/.local/share` on Linux), or
    /// `personalos-<user>` in the temporary directory if there is none.
    public static var rootDirectory: URL {
        if let override = ProcessInfo.processInfo.environment["PERSONALOS_DATA_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return support.appendingPathComponent("PersonalOS", isDirectory: true)
        }
        return FileManager.default.temporaryDirectory
            .appendingPathComponent("personalos-\(NSUserName())", isDirectory: true)
    }

    public func save(_ data: Data, named name: String) throws {
        let file = try fileURL(named: name)
        try lock.locked {
            try createDirectoryIfNeeded()
            do {
                try data.write(to: file, options: .atomic)
            } catch {
                throw FileStorageError.fileSystem(path: file.path, reason: "could not save: \(error.localizedDescription)")
            }
        }
    }

    public func append(_ data: Data, to name: String) throws {
        let file = try fileURL(named: name)
        try lock.locked {
            try createDirectoryIfNeeded()
            guard FileManager.default.fileExists(atPath: file.path) else {
                do {
                    try data.write(to: file, options: .atomic)
                } catch {
                    throw FileStorageError.fileSystem(path: file.path, reason: "could not save: \(error.localizedDescription)")
                }
                return
            }
            do {
                let handle = try FileHandle(forWritingTo: file)
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: data)
            } catch {
                throw FileStorageError.fileSystem(path: file.path, reason: "could not append: \(error.localizedDescription)")
            }
        }
    }

    public func load(named name: String) throws -> Data? {
        let file = try fileURL(named: name)
        return try lock.locked {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { return nil }
            guard !isDirectory.boolValue else {
                throw FileStorageError.fileSystem(path: file.path, reason: "is a directory")
            }
            do {
                return try Data(contentsOf: file)
            } catch {
                throw FileStorageError.fileSystem(path: file.path, reason: "could not read: \(error.localizedDescription)")
            }
        }
    }

    public func list() throws -> [String] {
        try lock.locked {
            guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            } catch {
                throw FileStorageError.fileSystem(path: directory.path, reason: "could not list: \(error.localizedDescription)")
            }
            return
                names
                .filter { name in
                    var isDirectory: ObjCBool = false
                    let path = directory.appendingPathComponent(name).path
                    return (try? FileStorageError.check(name)) != nil
                        && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                        && !isDirectory.boolValue
                }
                .sorted()
        }
    }

    /// The file for `name`, after checking the name cannot escape the directory.
    private func fileURL(named name: String) throws -> URL {
        try FileStorageError.check(name)
        return directory.appendingPathComponent(name, isDirectory: false)
    }

    private func createDirectoryIfNeeded() throws {
        if let reason = PrivateDirectory.prepare(directory) {
            throw FileStorageError.fileSystem(path: directory.path, reason: reason)
        }
    }
}
