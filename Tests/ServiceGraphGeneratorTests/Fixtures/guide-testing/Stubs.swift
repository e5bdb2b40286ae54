// A small shop: its services, and the mocks services.json binds in dev and in TestComponent.
import Foundation
import ServiceGraph

/// A value shared between threads, behind a lock.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

enum HTTPError: Error { case unreachable }
enum CheckoutError: Error { case signedOut }

protocol SettingsStore: Sendable {
    func string(for key: String) -> String?
    func set(_ value: String, for key: String)
}

final class InMemorySettingsStore: SettingsStore {
    private let values = Locked<[String: String]>([:])
    init() {}
    func string(for key: String) -> String? { values.withLock { $0[key] } }
    func set(_ value: String, for key: String) { values.withLock { $0[key] = value } }
}

protocol TokenStore: Sendable {
    var token: String? { get }
    func save(_ token: String)
}

/// The app's keychain wrapper (kept in memory in this example).
final class KeychainTokenStore: TokenStore {
    private let stored = Locked<String?>(nil)
    init() {}
    var token: String? { stored.withLock { $0 } }
    func save(_ token: String) { stored.withLock { $0 = token } }
}

final class InMemoryTokenStore: TokenStore {
    private let stored = Locked<String?>(nil)
    init() {}
    var token: String? { stored.withLock { $0 } }
    func save(_ token: String) { stored.withLock { $0 = token } }
}

protocol HTTPClient: Sendable {
    var baseURL: String { get }
    var isReachable: Bool { get }
    func post(_ path: String, body: String) throws -> String
}

/// The real client (answers locally in this example).
final class URLSessionHTTPClient: HTTPClient {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }
    var isReachable: Bool { true }
    func post(_ path: String, body: String) throws -> String { "\(path):\(body)" }
}

/// Answers every request and remembers it; `reachable: false` fails every request.
final class StubHTTPClient: HTTPClient {
    let baseURL: String
    let isReachable: Bool
    private let log = Locked<[String]>([])

    init(baseURL: String = "https://stub.invalid", reachable: Bool = true) {
        self.baseURL = baseURL
        self.isReachable = reachable
    }

    /// Every request so far, as "METHOD path body".
    var requests: [String] { log.withLock { $0 } }

    func post(_ path: String, body: String) throws -> String {
        guard isReachable else { throw HTTPError.unreachable }
        log.withLock { $0.append("POST \(path) \(body)") }
        return "\(path.dropFirst())-\(body)"
    }
}

protocol AuthService: Sendable {
    var isSignedIn: Bool { get }
    func signIn(user: String, password: String) throws
}

final class RemoteAuthService: AuthService {
    let http: any HTTPClient
    let tokens: any TokenStore

    init(http: any HTTPClient, tokens: any TokenStore) {
        self.http = http
        self.tokens = tokens
    }

    var isSignedIn: Bool { tokens.token != nil }

    func signIn(user: String, password: String) throws {
        tokens.save(try http.post("/sessions", body: user))
    }
}

protocol AnalyticsTracker: Sendable {
    func track(_ event: String)
}

/// Keeps the last events for the app's debug menu.
final class ConsoleTracker: AnalyticsTracker {
    private let recent = Locked<[String]>([])
    init() {}
    func track(_ event: String) { recent.withLock { $0 = Array(($0 + [event]).suffix(50)) } }
}

final class RemoteTracker: AnalyticsTracker {
    let http: any HTTPClient
    init(http: any HTTPClient) { self.http = http }
    func track(_ event: String) { _ = try? http.post("/events", body: event) }
}

final class NoOpTracker: AnalyticsTracker {
    init() {}
    func track(_ event: String) {}
}

final class Cart: Sendable {
    let currency: String
    private let contents = Locked<[String]>([])

    init(settings: any SettingsStore) {
        currency = settings.string(for: "currency") ?? "EUR"
    }

    var items: [String] { contents.withLock { $0 } }
    func add(_ item: String) { contents.withLock { $0.append(item) } }
}

final class Checkout: Sendable {
    let auth: any AuthService
    let http: any HTTPClient
    let analytics: [any AnalyticsTracker]

    init(auth: any AuthService, http: any HTTPClient, analytics: [any AnalyticsTracker]) {
        self.auth = auth
        self.http = http
        self.analytics = analytics
    }

    /// Places the order and returns its number.
    func placeOrder(_ cart: Cart) throws -> String {
        guard auth.isSignedIn else { throw CheckoutError.signedOut }
        let number = try http.post("/orders", body: cart.items.joined(separator: ","))
        for tracker in analytics {
            tracker.track("order_placed")
        }
        return number
    }
}

protocol Recommendations: Sendable {
    var titles: [String] { get }
}

/// Personal picks from the server; cannot be built offline.
final class PersonalRecommendations: Recommendations {
    init(http: any HTTPClient) throws {
        guard http.isReachable else { throw HTTPError.unreachable }
    }
    var titles: [String] { ["Picked for you"] }
}

final class PopularRecommendations: Recommendations {
    init() {}
    var titles: [String] { ["Bestsellers"] }
}

/// The local order history; `shutdown()` closes it.
final class OrderDatabase: Shutdownable {
    private let open = Locked(true)
    init(settings: any SettingsStore) {}
    var isOpen: Bool { open.withLock { $0 } }
    func shutdown() async throws { open.withLock { $0 = false } }
}
