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

    private let lock = NSLock()
    private var stored: [String: Data]
    private var storedFailure: (any Error)?
    private var recorded: [Call] = []

    /// - Parameters:
    ///   - files: the initial contents, by name.
    ///   - failure: when set, every operation (still recorded) throws it.
    public init(files: [String: Data] = [:], failure: (any Error)? = nil) {
        stored = files
        storedFailure = failure
    }

    /// The current contents, by name.
    public var files: [String: Data] {
        get { lock.locked { stored } }
        set { lock.locked { stored = newValue } }
    }

    /// When set, every operation throws it.
    public var failure: (any Error)? {
        get { lock.locked { storedFailure } }
        set { lock.locked { storedFailure = newValue } }
    }

    /// Every call, oldest first.
    public var calls: [Call] {
        lock.locked { recorded }
    }

    /// Forgets every recorded call (the contents stay).
    public func reset() {
        lock.locked { recorded.removeAll() }
    }

    public func save(_ data: Data, named name: String) throws {
        try lock.locked {
            recorded.append(.save(named: name))
            if let storedFailure { throw storedFailure }
            try FileStorageError.check(name)
            stored[name] = data
        }
    }

    public func append(_ data: Data, to name: String) throws {
        try lock.locked {
            recorded.append(.append(to: name))
            if let storedFailure { throw storedFailure }
            try FileStorageError.check(name)
            stored[name, default: Data()].append(data)
        }
    }

    public func load(named name: String) throws -> Data? {
        try lock.locked {
            recorded.append(.load(named: name))
            if let storedFailure { throw storedFailure }
            try FileStorageError.check(name)
            return stored[name]
        }
    }

    public func list() throws -> [String] {
        try lock.locked {
            recorded.append(.list)
            if let storedFailure { throw storedFailure }
            return stored.keys.sorted()
        }
    }
}
