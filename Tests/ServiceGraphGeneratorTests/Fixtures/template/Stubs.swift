// The types the template manifest names: an iOS template's Swinject container, translated.
// Each class keeps what it was built with, so main.swift can check the wiring.
import Foundation

protocol StorageServiceProtocol: AnyObject, Sendable {}
final class UserDefaultsStorage: StorageServiceProtocol { init() {} }
final class MockStorage: StorageServiceProtocol { init() {} }

protocol SecureStorageProtocol: AnyObject, Sendable {}
final class KeychainStorage: SecureStorageProtocol { init() {} }

protocol FileStorageProtocol: AnyObject, Sendable {
    var directory: String { get }
}

/// Three named storages, reached as `FileStorage.documents` and so on.
final class FileStorage: FileStorageProtocol {
    let directory: String
    private init(directory: String) { self.directory = directory }

    static let documents = FileStorage(directory: "Documents")
    static let cache = FileStorage(directory: "Library/Caches")
    static let temporary = FileStorage(directory: "tmp")
}

protocol NetworkServiceProtocol: AnyObject, Sendable {
    var baseURL: String { get }
}
final class NetworkService: NetworkServiceProtocol {
    let baseURL: String
    let timeout: Double
    let keychainStorage: any SecureStorageProtocol
    init(baseURL: String, timeout: Double, keychainStorage: any SecureStorageProtocol) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.keychainStorage = keychainStorage
    }
}
final class MockNetworkService: NetworkServiceProtocol {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
}

protocol AuthServiceProtocol: AnyObject, Sendable {}
final class AuthService: AuthServiceProtocol {
    let networkService: any NetworkServiceProtocol
    let keychainStorage: any SecureStorageProtocol
    init(networkService: any NetworkServiceProtocol, keychainStorage: any SecureStorageProtocol) {
        self.networkService = networkService
        self.keychainStorage = keychainStorage
    }
}

protocol LoggingServiceProtocol: AnyObject, Sendable {}
final class LoggingService: LoggingServiceProtocol { init() {} }

protocol AnalyticsTracker: AnyObject, Sendable {}
final class ConsoleAnalyticsTracker: AnalyticsTracker {
    let logger: any LoggingServiceProtocol
    init(logger: any LoggingServiceProtocol) { self.logger = logger }
}
final class RemoteAnalyticsTracker: AnalyticsTracker {
    let networkService: any NetworkServiceProtocol
    init(networkService: any NetworkServiceProtocol) { self.networkService = networkService }
}
final class MockAnalyticsTracker: AnalyticsTracker { init() {} }

protocol RemoteConfigServiceProtocol: AnyObject, Sendable {}
final class RemoteConfigService: RemoteConfigServiceProtocol { init() {} }

protocol UserRepositoryProtocol: AnyObject, Sendable {}
final class UserRepository: UserRepositoryProtocol {
    let networkService: any NetworkServiceProtocol
    let storage: any StorageServiceProtocol
    init(networkService: any NetworkServiceProtocol, storage: any StorageServiceProtocol) {
        self.networkService = networkService
        self.storage = storage
    }
}

extension DateFormatter {
    /// The API's timestamp format, in UTC.
    static func makeAPIFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter
    }
}
