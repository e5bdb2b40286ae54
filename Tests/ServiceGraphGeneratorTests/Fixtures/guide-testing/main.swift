// The shop's tests, as its test target would hold them: Swift Testing tests and an XCTest case.
// This program prints what an observer records; on Linux it also runs the Swift Testing tests.
import Foundation
import ServiceGraph

#if canImport(Testing) && os(Linux)
import Testing
#endif
#if canImport(XCTest) && os(Linux)
import XCTest
#endif

// MARK: - Test helpers

/// Remembers every event it is given.
final class RecordingTracker: AnalyticsTracker {
    private let log = Locked<[String]>([])
    var events: [String] { log.withLock { $0 } }
    func track(_ event: String) { log.withLock { $0.append(event) } }
}

/// Records what a component tells its observer: "willCreate auth", "didCreate auth", ...
final class RecordingObserver: ComponentObserver {
    private let log = Locked<[String]>([])
    var events: [String] { log.withLock { $0 } }

    func willCreate(service: String) { log.withLock { $0.append("willCreate \(service)") } }
    func didCreate(service: String, duration: Duration) { log.withLock { $0.append("didCreate \(service)") } }
    func didFail(service: String, error: any Error) { log.withLock { $0.append("didFail \(service)") } }
    func didFallBack(service: String, error: any Error) { log.withLock { $0.append("didFallBack \(service)") } }
}

/// Gives `body` a component and shuts the component down afterwards, even when `body` throws.
func withComponent<Result>(
    _ component: TestComponent = TestComponent(),
    _ body: (TestComponent) async throws -> Result
) async throws -> Result {
    do {
        let result = try await body(component)
        try await component.shutdown()
        return result
    } catch {
        try? await component.shutdown()
        throw error
    }
}

// MARK: - Swift Testing

#if canImport(Testing) && os(Linux)
@Test func servicesAreMocksByDefault() {
    let component = TestComponent()
    #expect(component.http is StubHTTPClient)
    #expect(component.tokens is InMemoryTokenStore)
    // auth has no mock: TestComponent builds the real one, on the mocks above.
    #expect(component.auth is RemoteAuthService)
}

@Test func aReplacementReachesEveryServiceThatDependsOnIt() throws {
    let http = StubHTTPClient()
    let component = TestComponent.replacing { $0.http = http }

    try component.auth.signIn(user: "ana", password: "secret")

    #expect(http.requests == ["POST /sessions ana"])
    #expect(component.tokens.token == "sessions-ana")
}

@Test func aReplacedTransientIsTheSameOnEveryAccess() {
    let cart = Cart(settings: InMemorySettingsStore())
    cart.add("Dune")
    let component = TestComponent(cart: cart)

    #expect(component.cart === cart)
    #expect(component.cart.items == ["Dune"])
}

@Test func aReplacedElementIsInTheCollection() throws {
    let tracker = RecordingTracker()
    let component = TestComponent(remoteTracker: tracker)
    try component.auth.signIn(user: "ana", password: "secret")
    let cart = component.cart
    cart.add("Dune")

    _ = try component.checkout.placeOrder(cart)

    #expect(component.analytics.count == 2)
    #expect(tracker.events == ["order_placed"])
}

@Test func aReplacedCollectionIsWhatDependentsGet() throws {
    let tracker = RecordingTracker()
    let component = TestComponent(analytics: [tracker])
    try component.auth.signIn(user: "ana", password: "secret")

    _ = try component.checkout.placeOrder(component.cart)

    #expect(component.checkout.analytics.count == 1)
    #expect(tracker.events == ["order_placed"])
}

@Test func configValuesHaveTheirTestValueUnlessOverridden() {
    let component = TestComponent()
    #expect(component.apiBaseURL == "https://api.test.invalid")
    #expect(component.http.baseURL == "https://api.test.invalid")

    let local = TestComponent(apiBaseURL: "http://localhost:8080")
    #expect(local.http.baseURL == "http://localhost:8080")
}

@Test func inputsTakeTheirTestDefault() {
    // settings defaults to InMemorySettingsStore(), its testDefault.
    #expect(TestComponent().cart.currency == "EUR")

    let settings = InMemorySettingsStore()
    settings.set("CHF", for: "currency")
    #expect(TestComponent(settings: settings).cart.currency == "CHF")
}

@Test func checkoutNeedsASignedInUser() {
    let component = TestComponent()
    #expect(throws: CheckoutError.signedOut) {
        try component.checkout.placeOrder(component.cart)
    }
}

@Test func theObserverSeesTheConstructionOrder() {
    let observer = RecordingObserver()
    let component = TestComponent(observer: observer)

    _ = component.auth

    #expect(
        observer.events == [
            "willCreate auth",
            "willCreate http", "didCreate http",
            "willCreate tokens", "didCreate tokens",
            "didCreate auth",
        ])
}

@Test func anUnreachableServerFallsBackToPopularPicks() {
    let observer = RecordingObserver()
    let component = TestComponent(http: StubHTTPClient(reachable: false), observer: observer)

    #expect(component.recommendations.titles == ["Bestsellers"])
    #expect(component.usedFallbacks == ["recommendations"])
    #expect(
        observer.events == [
            "willCreate recommendations", "didFail recommendations", "didFallBack recommendations",
            "willCreate recommendations", "didCreate recommendations",
        ])
}

@Test func shutdownClosesTheOrderDatabase() async throws {
    let orders = try await withComponent { component in
        try component.auth.signIn(user: "ana", password: "secret")
        return component.orders
    }
    #expect(!orders.isOpen)
}
#endif

// MARK: - XCTest

#if canImport(XCTest) && os(Linux)
final class CheckoutXCTests: XCTestCase {
    private var http: StubHTTPClient!
    private var component: TestComponent!

    override func setUp() async throws {
        try await super.setUp()
        http = StubHTTPClient()
        component = TestComponent(http: http)
    }

    override func tearDown() async throws {
        try await component.shutdown()
        component = nil
        try await super.tearDown()
    }

    func testPlacingAnOrderPostsItThroughTheReplacedClient() throws {
        try component.auth.signIn(user: "ana", password: "secret")
        let cart = component.cart
        cart.add("Dune")

        let number = try component.checkout.placeOrder(cart)

        XCTAssertEqual(number, "orders-Dune")
        XCTAssertEqual(http.requests, ["POST /sessions ana", "POST /orders Dune"])
    }
}
#endif

// MARK: - What an observer sees when the first checkout is made

let observer = RecordingObserver()
let component = TestComponent(observer: observer)
_ = component.checkout
for event in observer.events {
    print(event)
}

// MARK: - Running the tests above

#if canImport(Testing) && os(Linux)
/// Runs the Swift Testing tests above in this process (the XCTest case is only compiled). Their
/// report goes to a file, copied to standard error only when a test fails or none ran, so a passing
/// run prints nothing but the lines above.
func runSwiftTesting() async -> CInt {
    let entryPoint: (Testing.__CommandLineArguments_v0?) async -> CInt = Testing.__swiftPMEntryPoint(passing:)
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("guide-testing-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: report) }
    let reportFile = open(report.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let standardError = dup(2)
    dup2(reportFile, 2)
    let status = await entryPoint(nil)
    dup2(standardError, 2)
    close(reportFile)
    close(standardError)
    let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
    // "Test run with 12 tests passed ...": a run that found no test proves nothing.
    let testsRun = text.range(of: "Test run with ").flatMap { Int(text[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
    guard status == 0, testsRun > 0 else {
        FileHandle.standardError.write(Data(text.utf8))
        return status == 0 ? 1 : status
    }
    return 0
}

let status = await runSwiftTesting()
if status != 0 {
    print("the Swift Testing tests failed (exit status \(status)); their report is on standard error")
    exit(status)
}
#endif
