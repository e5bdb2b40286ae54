import Foundation
import Testing

/// The component generated from this folder's services.json, which uses every binding form.
@Suite struct BindingVocabularyTests {
    @Test func configValuesDifferPerEnvironment() {
        let dev = DevComponent(apiKey: "k", launchCount: 1)
        let prod = ProdComponent(apiKey: "k", launchCount: 1)
        #expect(dev.baseURL == "https://dev.example.com")
        #expect(prod.baseURL == "https://api.example.com")
        // The default value serves environments without their own.
        #expect(dev.timeout == 5.5)
        #expect(prod.timeout == 30)
        #expect(dev.retries == 3 && prod.retries == 3)
        #expect(dev.verbose && !prod.verbose)
        #expect(dev.hosts == ["a.example.com", "b.example.com"])
        #expect(prod.hosts == [])
    }

    @Test func configStringsComeOutAsWrittenNeverAsCode() {
        // The manifest's JSON string, decoded: quotes, backslashes, `\(` and control and
        // invisible characters must survive as text.
        let expected = "quote \" backslash \\ interpolation \\(secret) newline\nnul\u{0} tab\t é 日本 🎉 \u{2028} \u{202E} end"
        let component = ProdComponent(apiKey: "k", launchCount: 1)
        #expect(component.tricky == expected)
        #expect(component.settingsEcho.tricky == expected)
        #expect(component.settingsEcho.hosts == [])
    }

    @Test func configAndInputsReachInitializersAndFactories() {
        let component = ProdComponent(apiKey: "secret-key", launchCount: 7)
        let client = component.client
        #expect(client.baseURL == "https://api.example.com")
        #expect(client.timeout == 30)
        #expect(client.key == "secret-key")
        #expect(client.retries == 3)
        #expect(component.apiKey == "secret-key")
        #expect(component.coordinator.launchCount == 7)
    }

    @Test func makeAppComponentPassesTheInputs() {
        for environment in AppEnvironment.allCases {
            let component = makeAppComponent(for: environment, apiKey: "key-\(environment)", launchCount: 3)
            #expect(component.environment == environment)
            #expect(component.client.key == "key-\(environment)")
        }
    }

    @Test func factoriesReadStaticMembersAndCallStaticFunctions() {
        let component = ProdComponent(apiKey: "k", launchCount: 1)
        #expect(component.documentsStorage === FileStorage.documents)
        #expect(component.cacheName == "cache")
        #expect(component.cacheStorage.name == "cache")
        #expect(component.cacheStorage === component.cacheStorage)
    }

    @Test func aliasesExposeTheSameInstance() {
        let component = DevComponent(apiKey: "k", launchCount: 1)
        #expect(component.fileStorage === component.documentsStorage)
        #expect(component.storage === component.documentsStorage)
    }

    @Test func collectionsHoldTheBoundElementsInOrder() {
        let dev = DevComponent(apiKey: "k", launchCount: 1)
        #expect(dev.trackers.count == 2)
        #expect(dev.trackers[0] is RecordingTracker)
        #expect(dev.trackers[1] === dev.consoleTracker)
        let prod = ProdComponent(apiKey: "k", launchCount: 1)
        #expect(prod.trackers[0] is RemoteTracker)
        #expect(prod.trackers[0] === prod.remoteTracker)
    }

    @Test func assistedFactoriesPassCallerValuesAndInjectedServices() {
        let component = ProdComponent(apiKey: "k", launchCount: 1)
        let first = component.makeProfileViewModel(userID: "ada", isOwner: true)
        let second = component.makeProfileViewModel(userID: "grace", isOwner: false)
        #expect(first.userID == "ada" && first.isOwner)
        #expect(second.userID == "grace" && !second.isOwner)
        #expect(first !== second)
        #expect(first.client === component.client)
        #expect(first.trackers.count == 2)
        // The mock takes `isOwner` from config instead (dev's `verbose` is true).
        #expect(DevComponent(apiKey: "k", launchCount: 1).makeProfileViewModel(userID: "x", isOwner: false).isOwner)
    }

    @Test func aDependencyOnAnAssistedFactoryReceivesAFunction() {
        let component = ProdComponent(apiKey: "k", launchCount: 1)
        let made = component.coordinator.makeProfile("linus", true)
        #expect(made.userID == "linus")
        #expect(made.client === component.client)
    }

    @Test func testComponentTakesInputsWithTheirTestDefaultsAndReplaceableConfig() {
        let component = TestComponent(apiKey: "test-key")
        #expect(component.launchCount == LaunchDefaults.count)
        #expect(component.baseURL == "https://test.invalid")
        #expect(component.client.baseURL == "https://test.invalid")
        let replaced = TestComponent(apiKey: "k", baseURL: "http://127.0.0.1:8080", trackers: [])
        #expect(replaced.client.baseURL == "http://127.0.0.1:8080")
        #expect(replaced.trackers.isEmpty)
        #expect(replaced.makeProfileViewModel(userID: "u", isOwner: true).trackers.isEmpty)
    }

    @Test func anArrayOfOptionalExistentialsIsWrittenAsSwiftSpellsIt() {
        let app = ProdComponent(apiKey: "key", launchCount: 1)
        let trackers: [(any AnalyticsTracker)?] = app.optionalTrackers
        #expect(trackers.count == 2 && trackers[0] != nil && trackers[1] == nil)
    }

    @Test func functionTypedConfigValuesInputsAndParametersAreStoredAndCalled() {
        let app = ProdComponent(apiKey: "k", launchCount: 1)
        let received = Recorded()
        let notifications = app.makeNotificationsComponent(onEvent: { received.append($0) }, onFailure: nil)
        notifications.notifier.notify(count: 3)
        #expect(received.all == ["3 new"])
        let retry = app.makeRetry(onGiveUp: { received.append("gave up after \($0)") })
        retry.onGiveUp(retry.retries)
        #expect(received.all == ["3 new", "gave up after 3"])
    }

    @MainActor @Test func anEagerMainActorServiceOfAScopeIsBuiltByItsWarmUp() async throws {
        let app = ProdComponent(apiKey: "k", launchCount: 1)
        let notifications = app.makeNotificationsComponent(onEvent: { _ in }, onFailure: nil)
        let before = BadgeView.built
        try await notifications.warmUp()
        #expect(BadgeView.built == before + 1)
        notifications.badge.count = 2
        #expect(notifications.badge.count == 2 && BadgeView.built == before + 1)
    }
}

final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func append(_ value: String) { lock.withLock { values.append(value) } }
    var all: [String] { lock.withLock { values } }

    @Test func valuesWrittenOutReachTheInitializerAndProperties() {
        let poller = ProdComponent(apiKey: "k", launchCount: 1).poller
        #expect(poller.interval == .seconds(20))
        #expect(poller.retries == 3 && poller.enabled && poller.owner == nil && poller.ratio == -2500)
        #expect(poller.label == "main \"queue\"")
        #expect(poller.priority == .high)
        #expect(poller.mode == .custom(name: "x, y", weight: 16))
        #expect(poller.id == PollerID())
        #expect(poller.jitter == .milliseconds(250))
    }

    @Test func aliasesNameInputsConfigValuesAndMembers() {
        let dev = DevComponent(apiKey: "k1", launchCount: 1)
        let key: String = dev.key
        let timeout: Double = dev.requestTimeout
        #expect(key == "k1" && timeout == 5.5)
        #expect(dev.clientBaseURL == "https://dev.example.com")
        // Replacing the service in a test replaces what its member alias reads.
        let test = TestComponent(apiKey: "k2", client: .make(baseURL: "https://replaced.invalid", timeout: 1, key: "k", retries: 0))
        #expect(test.clientBaseURL == "https://replaced.invalid" && test.key == "k2")
    }

    @MainActor @Test func aMainActorServiceOfAThreadSafeComponentIsBuiltAsynchronouslyByWarmUp() async throws {
        let app = ProdComponent(apiKey: "k", launchCount: 1)
        try await app.warmUp()
        let screen = await app.profileScreen
        screen.title = "Ada"
        #expect(await app.profileScreen === screen && screen.title == "Ada")
        #expect(await app.profileLoader === screen.loader)
    }
}
