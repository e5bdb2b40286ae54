import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps secrets such as API tokens, one string per key.
public protocol SecureStorage: Sendable {
    /// The secret stored under `key`, or `nil` when there is none.
    func secret(forKey key: String) throws -> String?
    /// Stores `value` under `key`, replacing any previous value.
    func setSecret(_ value: String, forKey key: String) throws
    /// Deletes the secret stored under `key`; deleting a missing key does nothing.
    func removeSecret(forKey key: String) throws
}

/// Why a `SecureStorage` operation failed.
public enum SecureStorageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// Keys become file names, so they are limited to letters, digits, `.`, `_` and `-`.
    case invalidKey(String)
    /// The file system refused an operation; `reason` says why.
    case fileSystem(path: String, reason: String)
    /// A stored secret is not valid UTF-8.
    case corrupted(key: String)

    public var description: String {
        switch self {
        case .invalidKey(let key):
            "invalid secure-storage key \"\(key)\": use letters, digits, '.', '_' or '-', not starting with '.'"
        case .fileSystem(let path, let reason):
            "secure storage at \(path): \(reason)"
        case .corrupted(let key):
            "the secret stored under \"\(key)\" is not valid UTF-8"
        }
    }

    public var errorDescription: String? { description }
}

/// Stores each secret in its own file, readable and writable only by the owner (mode 0600),
/// inside a directory only the owner can enter (mode 0700).
///
/// The directory is created on the first write, so creating the storage or reading from
/// it never touches the disk beyond a lookup. Writes go to a temporary file that is
/// renamed into place, so a reader never sees half a secret.
public final class FileSecureStorage: SecureStorage {
    /// The directory holding one file per key.
    public let directory: URL

    public init(directory: URL = FileSecureStorage.defaultDirectory) {
        self.directory = directory
    }

    /// `PersonalOS/Secrets` in the user's Application Support directory
    /// (`~/.local/share` on Linux), or `~/.personalos/secrets` if there is none.
    public static var defaultDirectory: URL {
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return support.appendingPathComponent("PersonalOS", isDirectory: true)
                .appendingPathComponent("Secrets", isDirectory: true)
        }
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
            .appendingPathComponent(".personalos", isDirectory: true)
            .appendingPathComponent("secrets", isDirectory: true)
    }

    public func secret(forKey key: String) throws -> String? {
        let file = try fileURL(forKey: key)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw SecureStorageError.fileSystem(path: file.path, reason: "could not read: \(error.localizedDescription)")
        }
        guard let value = String(data: data, encoding: .utf8) else {
            throw SecureStorageError.corrupted(key: key)
        }
        return value
    }

    public func setSecret(_ value: String, forKey key: String) throws {
        let file = try fileURL(forKey: key)
        try createDirectoryIfNeeded()
        let temporary = directory.appendingPathComponent(".\(key).\(UUID().uuidString).tmp")
        try writeOwnerOnly(Data(value.utf8), to: temporary.path)
        guard rename(temporary.path, file.path) == 0 else {
            let reason = Self.errnoDescription()
            unlink(temporary.path)
            throw SecureStorageError.fileSystem(path: file.path, reason: "could not save: \(reason)")
        }
    }

    public func removeSecret(forKey key: String) throws {
        let file = try fileURL(forKey: key)
        guard unlink(file.path) == 0 || errno == ENOENT else {
            throw SecureStorageError.fileSystem(path: file.path, reason: "could not delete: \(Self.errnoDescription())")
        }
    }

    /// The file for `key`, after checking the key cannot escape the directory.
    private func fileURL(forKey key: String) throws -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        guard !key.isEmpty, !key.hasPrefix("."), key.count <= 200, key.allSatisfy(allowed.contains) else {
            throw SecureStorageError.invalidKey(key)
        }
        return directory.appendingPathComponent(key, isDirectory: false)
    }

    private func createDirectoryIfNeeded() throws {
        if let reason = PrivateDirectory.prepare(directory) {
            throw SecureStorageError.fileSystem(path: directory.path, reason: reason)
        }
    }

    /// Creates `path` with mode 0600 from the start (no window where it is readable by others).
    private func writeOwnerOnly(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw SecureStorageError.fileSystem(path: path, reason: "could not create: \(Self.errnoDescription())")
        }
        var failure: String?
        // The umask may have cleared bits, never added them; make the mode exact anyway.
        if fchmod(descriptor, 0o600) != 0 {
            failure = "could not set permissions: \(Self.errnoDescription())"
        }
        if failure == nil {
            failure = data.withUnsafeBytes { buffer -> String? in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return "could not write: \(Self.errnoDescription())"
                    }
                    offset += written
                }
                return nil
            }
        }
        if close(descriptor) != 0, failure == nil {
            failure = "could not write: \(Self.errnoDescription())"
        }
        if let failure {
            unlink(path)
            throw SecureStorageError.fileSystem(path: path, reason: failure)
        }
    }

    private static func errnoDescription() -> String {
        String(cString: strerror(errno))
    }
}
