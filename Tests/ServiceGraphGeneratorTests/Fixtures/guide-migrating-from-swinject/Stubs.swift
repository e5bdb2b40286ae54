// A news reader's services, as its Swinject assembly registered them.
import Foundation

protocol SettingsStore: AnyObject, Sendable {}
final class UserDefaultsSettingsStore: SettingsStore { init() {} }
final class InMemorySettingsStore: SettingsStore { init() {} }

protocol TokenStore: AnyObject, Sendable {}
final class KeychainTokenStore: TokenStore { init() {} }
final class InMemoryTokenStore: TokenStore { init() {} }

protocol FileStore: AnyObject, Sendable {
    var directory: String { get }
}

/// The app's folders, one shared store each.
final class DiskFileStore: FileStore {
    let directory: String
    private init(directory: String) { self.directory = directory }

    static let documents = DiskFileStore(directory: "Documents")
    static let caches = DiskFileStore(directory: "Library/Caches")
}

protocol HTTPClient: AnyObject, Sendable {
    func get(_ path: String) -> String
}

final class URLSessionHTTPClient: HTTPClient {
    let baseURL: String
    let tokens: any TokenStore
    init(baseURL: String, tokens: any TokenStore) {
        self.baseURL = baseURL
        self.tokens = tokens
    }
    func get(_ path: String) -> String { "<feed from \(baseURL)\(path)>" }
}

final class StubHTTPClient: HTTPClient {
    init() {}
    func get(_ path: String) -> String { "<sample feed>" }
}

protocol AuthService: AnyObject, Sendable {}
final class RemoteAuthService: AuthService {
    let http: any HTTPClient
    let tokens: any TokenStore
    init(http: any HTTPClient, tokens: any TokenStore) {
        self.http = http
        self.tokens = tokens
    }
}

/// Stateless: a new one per use costs nothing.
final class FeedParser: Sendable {
    init() {}
    func title(of feed: String) -> String { "Title of \(feed)" }
}

/// Decoded images, kept while any screen shows them.
final class ImagePipeline: Sendable {
    let cache: any FileStore
    init(cache: any FileStore) { self.cache = cache }
}

@MainActor final class ArticleViewModel {
    let articleID: String
    let title: String
    let images: ImagePipeline

    init(articleID: String, http: any HTTPClient, parser: FeedParser, images: ImagePipeline) {
        self.articleID = articleID
        self.title = parser.title(of: http.get("/articles/\(articleID)"))
        self.images = images
    }
}
