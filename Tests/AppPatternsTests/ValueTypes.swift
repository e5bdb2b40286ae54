import Foundation

// Types of the services whose values read the graph (issue 33): a config value inside a value,
// a free function's call, a metatype, a provider of a member path, an async service inside a value.

enum Container: Equatable, Sendable {
    case named(String)
    case shared(group: String, room: String)
}

enum DataProtection: Equatable, Sendable {
    case none
    case dataProtection(Container)
}

final class Vault: Sendable {
    let protection: DataProtection
    init(protection: DataProtection) { self.protection = protection }
}

/// A free function, as a build script's generated `sdkGitSha()` is.
func sdkGitSha() -> String { "0ae90f5" }

enum FeatureFlag: String, CaseIterable, Sendable {
    case search, sync
}

final class AboutInfo: Sendable {
    let sha: String
    let flagNames: [String]
    init(sha: String, flags: FeatureFlag.Type) {
        self.sha = sha
        flagNames = flags.allCases.map(\.rawValue)
    }
}

final class AccountManager: @unchecked Sendable {
    private let lock = NSLock()
    private var token = ""
    var accessToken: String { lock.withLock { token } }
    func signIn(token: String) { lock.withLock { self.token = token } }
}

final class APIClient: Sendable {
    let token: @Sendable () -> String
    init(token: @escaping @Sendable () -> String) { self.token = token }
}

final class Keychain: Sendable {
    let secret: String
    init() async {
        await Task.yield()
        secret = "s3cret"
    }
}

enum VaultKey: Equatable, Sendable {
    case derived(from: String, group: String)
}

final class SealedVault: Sendable {
    let key: VaultKey
    init(key: VaultKey) { self.key = key }
}
