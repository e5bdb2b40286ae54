import Foundation
import PersonalOSCore
import PersonalOSKit
import Testing

@Suite("File storages")
struct FileStorageTests {
    /// A fresh directory path inside the temporary directory (not created).
    private func makeDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("personalos-files-\(UUID().uuidString)", isDirectory: true)
    }

    // MARK: DirectoryFileStorage

    @Test("the directory is created on the first write, owner-only; files are saved, appended, listed and loaded")
    func directoryRoundTrip() throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = DirectoryFileStorage(directory: directory)

        #expect(try storage.load(named: "notes.txt") == nil)
        #expect(try storage.list() == [])
        #expect(!FileManager.default.fileExists(atPath: directory.path))

        try storage.save(Data("first".utf8), named: "notes.txt")
        try storage.save(Data("second".utf8), named: "notes.txt")
        try storage.append(Data("a\n".utf8), to: "log.jsonl")
        try storage.append(Data("b\n".utf8), to: "log.jsonl")

        #expect(try storage.load(named: "notes.txt") == Data("second".utf8))
        #expect(try storage.load(named: "log.jsonl") == Data("a\nb\n".utf8))
        #expect(try storage.list() == ["log.jsonl", "notes.txt"])
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
        #expect((attributes[.posixPermissions] as? NSNumber).map { $0.intValue & 0o777 } == 0o700)
        // Another instance on the same directory sees the same files.
        #expect(try DirectoryFileStorage(directory: directory).load(named: "notes.txt") == Data("second".utf8))
    }

    @Test("names that could escape the directory are rejected", arguments: ["", "../escape", "a/b", ".hidden", "with space"])
    func invalidNames(name: String) throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let storage = DirectoryFileStorage(directory: directory)
        #expect(throws: FileStorageError.invalidName(name)) { try storage.save(Data(), named: name) }
        #expect(throws: FileStorageError.invalidName(name)) { try storage.append(Data(), to: name) }
        #expect(throws: FileStorageError.invalidName(name)) { try storage.load(named: name) }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(throws: FileStorageError.invalidName(name)) { try InMemoryFileStorage().save(Data(), named: name) }
    }

    @Test("a file where the directory should be is a clear error")
    func directoryIsAFile() throws {
        let path = makeDirectory()
        defer { try? FileManager.default.removeItem(at: path) }
        try Data("not a directory".utf8).write(to: path)
        #expect(throws: FileStorageError.fileSystem(path: path.path, reason: "exists but is not a directory")) {
            try DirectoryFileStorage(directory: path).save(Data("x".utf8), named: "x")
        }
    }

    @Test("documents and caches are shared instances in two folders of the per-user root")
    func namedStorages() {
        let documents = DirectoryFileStorage.documents
        let caches = DirectoryFileStorage.caches
        #expect(documents === DirectoryFileStorage.documents)
        #expect(documents !== caches)
        #expect(documents.directory.lastPathComponent == "Documents")
        #expect(caches.directory.lastPathComponent == "Caches")
        #expect(
            documents.directory.deletingLastPathComponent().standardizedFileURL
                == DirectoryFileStorage.rootDirectory.standardizedFileURL)
        #expect(
            caches.directory.deletingLastPathComponent().standardizedFileURL
                == DirectoryFileStorage.rootDirectory.standardizedFileURL)
        let root = DirectoryFileStorage.rootDirectory.path
        #expect(root.hasPrefix(NSHomeDirectory()) || root.hasPrefix(FileManager.default.temporaryDirectory.path))
    }

    // MARK: InMemoryFileStorage

    @Test("InMemoryFileStorage keeps files, records names only, and can be told to fail")
    func inMemory() throws {
        let storage = InMemoryFileStorage(files: ["b": Data("1".utf8)])
        try storage.save(Data("x".utf8), named: "a")
        try storage.append(Data("2".utf8), to: "b")
        #expect(try storage.load(named: "b") == Data("12".utf8))
        #expect(try storage.list() == ["a", "b"])
        #expect(storage.calls == [.save(named: "a"), .append(to: "b"), .load(named: "b"), .list])

        storage.failure = MockServiceError("disk full")
        #expect(throws: MockServiceError("disk full")) { try storage.append(Data(), to: "b") }
        #expect(storage.files["b"] == Data("12".utf8))
    }

    // MARK: Components

    @Test("fileStorage is the very same instance as documentsStorage", arguments: AppEnvironment.allCases)
    func aliasIsTheSameInstance(environment: AppEnvironment) {
        let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
        #expect(component.fileStorage === component.documentsStorage)
        #expect(component.fileStorage !== component.cacheStorage)
    }

    @Test("prod's storages are the shared documents and caches folders")
    func prodStorages() {
        let component = ProdComponent(apiKey: Fixtures.apiKey)
        #expect(component.documentsStorage === DirectoryFileStorage.documents)
        #expect(component.cacheStorage === DirectoryFileStorage.caches)
        #expect(component.fileStorage === DirectoryFileStorage.documents)
    }

    @Test("a documentsStorage given to TestComponent is what fileStorage returns, and what it writes to")
    func aliasFollowsTheOverride() throws {
        let documents = InMemoryFileStorage()
        let component = TestComponent(documentsStorage: documents)
        #expect(component.fileStorage === documents)
        try component.fileStorage.save(Data("dashboard".utf8), named: "dashboard.txt")
        #expect(documents.files == ["dashboard.txt": Data("dashboard".utf8)])
        #expect(try component.cacheStorage.list() == [])
    }
}
