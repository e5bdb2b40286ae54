// Builds every environment's component and prints what each service is bound to and how it is wired.
import Foundation

func typeName(_ value: Any) -> String { String(describing: type(of: value)) }

func report(_ component: any AppComponent) {
    let env = component.environment.rawValue
    func line(_ name: String, _ value: Any) { print("\(env) \(name): \(typeName(value))") }
    func fact(_ text: String) { print("\(env)   \(text)") }

    fact("apiBaseURL = \(component.apiBaseURL), requestTimeout = \(component.requestTimeout)")
    line("storage", component.storage)
    line("keychain", component.keychain)
    for (name, storage) in [
        ("documentsStorage", component.documentsStorage), ("cacheStorage", component.cacheStorage),
        ("temporaryStorage", component.temporaryStorage), ("fileStorage", component.fileStorage),
    ] {
        print("\(env) \(name): \(typeName(storage)) at \(storage.directory)")
    }
    fact("fileStorage === documentsStorage: \(component.fileStorage === component.documentsStorage)")
    fact("documentsStorage === FileStorage.documents: \(component.documentsStorage === FileStorage.documents)")
    line("network", component.network)
    fact("network.baseURL = \(component.network.baseURL)")
    if let network = component.network as? NetworkService {
        fact("network.timeout = \(network.timeout), keychain is the component's: \(network.keychainStorage === component.keychain)")
    }
    line("auth", component.auth)
    if let auth = component.auth as? AuthService {
        fact("auth.networkService is the component's network: \(auth.networkService === component.network)")
        fact("auth.keychainStorage is the component's keychain: \(auth.keychainStorage === component.keychain)")
    }
    line("logging", component.logging)
    line("consoleTracker", component.consoleTracker)
    if let console = component.consoleTracker as? ConsoleAnalyticsTracker {
        fact("consoleTracker.logger is the component's logging: \(console.logger === component.logging)")
    }
    line("remoteTracker", component.remoteTracker)
    if let remote = component.remoteTracker as? RemoteAnalyticsTracker {
        fact("remoteTracker.networkService is the component's network: \(remote.networkService === component.network)")
    }
    print("\(env) analytics: [\(component.analytics.map(typeName).joined(separator: ", "))]")
    fact(
        "analytics holds the consoleTracker and remoteTracker singletons: "
            + "\(component.analytics[0] === component.consoleTracker && component.analytics[1] === component.remoteTracker)")
    line("remoteConfig", component.remoteConfig)
    line("userRepository", component.userRepository)
    if let repository = component.userRepository as? UserRepository {
        fact("userRepository.networkService is the component's network: \(repository.networkService === component.network)")
        fact("userRepository.storage is the component's storage: \(repository.storage === component.storage)")
    }
    let formatter = component.dateFormatter
    line("dateFormatter", formatter)
    fact("dateFormatter is new on every access: \(formatter !== component.dateFormatter)")
    fact("dateFormatter formats the epoch as \(formatter.string(from: Date(timeIntervalSince1970: 0)))")
    fact("auth is a singleton: \(component.auth === component.auth)")
}

for environment in AppEnvironment.allCases {
    print("== makeAppComponent(for: .\(environment.rawValue)) ==")
    report(makeAppComponent(for: environment))
}

print("== TestComponent overrides ==")
let fakeNetwork = MockNetworkService(baseURL: "https://fake.invalid")
let test = TestComponent(apiBaseURL: "https://override.invalid", network: fakeNetwork)
print("test network is the override: \(test.network === fakeNetwork)")
print("test auth receives the override: \((test.auth as? AuthService)?.networkService === fakeNetwork)")
print("test userRepository receives the override: \((test.userRepository as? UserRepository)?.networkService === fakeNetwork)")
print("test apiBaseURL override: \(test.apiBaseURL); overridden network keeps its own: \(test.network.baseURL)")
let configOnly = TestComponent(apiBaseURL: "https://override.invalid", requestTimeout: 9)
print("test config override reaches the mock network: \(configOnly.network.baseURL), timeout \(configOnly.requestTimeout)")
let fakeTracker = MockAnalyticsTracker()
let tracked = TestComponent(consoleTracker: fakeTracker)
print("test analytics uses the replaced tracker: \(tracked.analytics[0] === fakeTracker), [\(tracked.analytics.map(typeName).joined(separator: ", "))]")
