import Foundation

/// A `SecureStorage` kept in memory, recording every call (keys only, never values).
public final class InMemorySecureStorage: SecureStorage, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case secret(forKey: String)
        case setSecret(forKey: String)
        case removeSecret(forKey: String)
    }

    private let lock = NSLock()
    private var stored: [String: String]
    private var storedFailure: (any Error)?
    private var recorded: [Call] = []

    /// - Parameters:
    ///   - secrets: the initial contents, e.g. `["github.token": "ghp_example"]`.
    ///   - failure: when set, every operation (still recorded) throws it.
    public init(secrets: [String: String] = [:], failure: (any Error)? = nil) {
        stored = secrets
        storedFailure = failure
    }

    /// The current contents.
    public var secrets: [String: String] {
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

    public func secret(forKey key: String) throws -> String? {
        try lock.locked {
            recorded.append(.secret(forKey: key))
            if let storedFailure { throw storedFailure }
            return stored[key]
        }
    }

    public func setSecret(_ value: String, forKey key: String) throws {
        try lock.locked {
            recorded.append(.setSecret(forKey: key))
            if let storedFailure { throw storedFailure }
            stored[key] = value
        }
    }

    public func removeSecret(forKey key: String) throws {
        try lock.locked {
            recorded.append(.removeSecret(forKey: key))
            if let storedFailure { throw storedFailure }
            stored[key] = nil
        }
    }
}
