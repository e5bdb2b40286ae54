import Foundation
import PersonalOSCore
import Testing

@Suite("FileSecureStorage")
struct SecureStorageTests {
    /// A fresh directory path inside the temporary directory (not created).
    private func makeDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("personalos-secrets-\(UUID().uuidString)", isDirectory: true)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let value = try #require(attributes[.posixPermissions] as? NSNumber)
        return value.intValue & 0o777
    }

    @Test("reading a missing key returns nil without creating anything")
    func missingKeyIsNil() throws {
        let directory = makeDirectory()
        let storage = FileSecureStorage(directory: directory)
        #expect(try storage.secret(forKey: "github.token") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("a secret is stored in its own owner-only file and read back")
    func roundTrip() throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSecureStorage(directory: directory)

        try storage.setSecret("ghp_first", forKey: "github.token")
        try storage.setSecret("ghp_second", forKey: "github.token")
        try storage.setSecret("other", forKey: "news-api_key.v2")

        #expect(try storage.secret(forKey: "github.token") == "ghp_second")
        #expect(try storage.secret(forKey: "news-api_key.v2") == "other")
        let file = directory.appendingPathComponent("github.token")
        #expect(try String(contentsOf: file, encoding: .utf8) == "ghp_second")
        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: directory) == 0o700)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["github.token", "news-api_key.v2"])
        // Another instance on the same directory sees the same secrets.
        #expect(try FileSecureStorage(directory: directory).secret(forKey: "github.token") == "ghp_second")
    }

    @Test("removing deletes the file; removing a missing key is fine")
    func remove() throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSecureStorage(directory: directory)
        try storage.setSecret("value", forKey: "key")

        try storage.removeSecret(forKey: "key")
        try storage.removeSecret(forKey: "key")

        #expect(try storage.secret(forKey: "key") == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("key").path))
    }

    @Test("keys that could escape the directory are rejected", arguments: ["", "../escape", "a/b", ".hidden", "with space", "ключ"])
    func invalidKeys(key: String) throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = FileSecureStorage(directory: directory)
        #expect(throws: SecureStorageError.invalidKey(key)) {
            try storage.setSecret("value", forKey: key)
        }
        #expect(throws: SecureStorageError.invalidKey(key)) {
            _ = try storage.secret(forKey: key)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("a file where the directory should be is a clear error")
    func directoryIsAFile() throws {
        let path = makeDirectory()
        defer { try? FileManager.default.removeItem(at: path) }
        try Data("not a directory".utf8).write(to: path)
        let storage = FileSecureStorage(directory: path)
        let error = try #require(
            #expect(throws: SecureStorageError.self) {
                try storage.setSecret("value", forKey: "key")
            })
        #expect(error == .fileSystem(path: path.path, reason: "exists but is not a directory"))
    }

    @Test("the default directory is under the user's home")
    func defaultDirectory() {
        let directory = FileSecureStorage().directory
        #expect(directory == FileSecureStorage.defaultDirectory)
        #expect(directory.path.hasPrefix(NSHomeDirectory()))
        #expect(directory.path.contains("PersonalOS") || directory.path.contains(".personalos"))
    }
}
