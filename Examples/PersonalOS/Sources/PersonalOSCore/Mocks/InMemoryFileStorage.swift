import Foundation

/// A `FileStorageProtocol` kept in memory, recording every call (names only, never contents).
/// Rejects the same names as `DirectoryFileStorage`.
public final class InMemoryFileStorage: FileStorageProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case save(named: String)
        case append(to: String)
        case load(named: String)
        case list
    }

    private let store: RecordedStore<Data, Call>

    /// - Parameters:
    ///   - files: the initial contents, by name.
    ///   - failure: when set, every operation (still recorded) throws it.
    public init(files: [String: Data] = [:], failure: (any Error)? = nil) {
        store = RecordedStore(contents: files, failure: failure)
    }

    /// The current contents, by name.
    public var files: [String: Data] {
        get { store.contents }
        set { store.contents = newValue }
    }

    /// When set, every operation throws it.
    public var failure: (any Error)? {
        get { store.failure }
        set { store.failure = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { store.calls }

    /// Forgets every recorded call (the contents stay).
    public func reset() {
        store.reset()
    }

    public func save(_ data: Data, named name: String) throws {
        try store.perform(.save(named: name)) { files in
            try FileStorageError.check(name)
            files[name] = data
        }
    }

    public func append(_ data: Data, to name: String) throws {
        try store.perform(.append(to: name)) { files in
            try FileStorageError.check(name)
            files[name, default: Data()].append(data)
        }
    }

    public func load(named name: String) throws -> Data? {
        try store.perform(.load(named: name)) { files in
            try FileStorageError.check(name)
            return files[name]
        }
    }

    public func list() throws -> [String] {
        try store.perform(.list) { files in files.keys.sorted() }
    }
}
