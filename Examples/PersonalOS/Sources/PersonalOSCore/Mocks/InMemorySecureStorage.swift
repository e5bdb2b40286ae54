import Foundation

/// A `SecureStorage` kept in memory, recording every call (keys only, never values).
public final class InMemorySecureStorage: SecureStorage, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case secret(forKey: String)
        case setSecret(forKey: String)
        case removeSecret(forKey: String)
    }

    private let store: RecordedStore<String, Call>

    /// - Parameters:
    ///   - secrets: the initial contents, e.g. `["github.token": "ghp_example"]`.
    ///   - failure: when set, every operation (still recorded) throws it.
    public init(secrets: [String: String] = [:], failure: (any Error)? = nil) {
        store = RecordedStore(contents: secrets, failure: failure)
    }

    /// The current contents.
    public var secrets: [String: String] {
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

    public func secret(forKey key: String) throws -> String? {
        try store.perform(.secret(forKey: key)) { secrets in secrets[key] }
    }

    public func setSecret(_ value: String, forKey key: String) throws {
        try store.perform(.setSecret(forKey: key)) { secrets in secrets[key] = value }
    }

    public func removeSecret(forKey key: String) throws {
        try store.perform(.removeSecret(forKey: key)) { secrets in secrets[key] = nil }
    }
}
