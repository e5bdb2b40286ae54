import Foundation
import ServiceGraph

struct ScriptedFailure: Error, Equatable {
    var service: String
}

/// What the test makes each service do (fail, wait for another), and what they did.
final class Script: @unchecked Sendable {
    private let lock = NSLock()
    private var failuresLeft: [String: Int] = [:]
    private var failingShutdowns: Set<String> = []
    private var built: [String] = []
    private var shutDown: [String] = []
    private var arrivals: [String: DispatchSemaphore] = [:]
    /// When set, `database` and `cache` each wait for the other to start building: they can only
    /// both finish if they are built at the same time.
    let rendezvous: Bool
    /// Held by `remoteConfig`'s construction until the test opens it.
    let remoteConfigGate = DispatchSemaphore(value: 0)
    let holdsRemoteConfig: Bool

    init(rendezvous: Bool = false, holdsRemoteConfig: Bool = false) {
        self.rendezvous = rendezvous
        self.holdsRemoteConfig = holdsRemoteConfig
    }

    func fail(_ service: String, times: Int = 1) {
        lock.withLock { failuresLeft[service] = times }
    }

    func failShutdown(of service: String) {
        lock.withLock { _ = failingShutdowns.insert(service) }
    }

    /// Records a construction of `service`, or throws if the script says it fails this time.
    func build(_ service: String) throws {
        try lock.withLock {
            if let left = failuresLeft[service], left > 0 {
                failuresLeft[service] = left - 1
                throw ScriptedFailure(service: service)
            }
            built.append(service)
        }
    }

    func recordShutdown(_ service: String) throws {
        try lock.withLock {
            shutDown.append(service)
            if failingShutdowns.contains(service) { throw ScriptedFailure(service: service) }
        }
    }

    var constructions: [String] { lock.withLock { built } }
    var shutdowns: [String] { lock.withLock { shutDown } }

    func count(of service: String) -> Int {
        constructions.filter { $0 == service }.count
    }

    /// Signals that `service` started and waits (up to five seconds) for `other` to start too.
    /// Returns whether `other` did.
    func meet(_ service: String, _ other: String) -> Bool {
        let (mine, theirs) = lock.withLock { () -> (DispatchSemaphore, DispatchSemaphore) in
            let mine = arrivals[service] ?? DispatchSemaphore(value: 0)
            let theirs = arrivals[other] ?? DispatchSemaphore(value: 0)
            arrivals[service] = mine
            arrivals[other] = theirs
            return (mine, theirs)
        }
        mine.signal()
        let met = theirs.wait(timeout: .now() + 5) == .success
        if met { theirs.signal() }
        return met
    }
}

final class Session: Sendable {
    init(script: Script) {
        try? script.build("session")
        usleep(1_000)
    }
}

final class Flaky: Sendable {
    init(script: Script) throws {
        try script.build("flaky")
    }
}

final class FlakyUser: Sendable {
    let flaky: Flaky
    init(script: Script, flaky: Flaky) throws {
        self.flaky = flaky
        try script.build("flakyUser")
    }
}

struct FlakyRequest: Sendable {
    let flaky: Flaky
}

protocol Assistant: Sendable {
    var name: String { get }
}

final class OnlineAssistant: Assistant {
    let name = "online"
    init(script: Script) throws {
        try script.build("assistant")
    }
}

final class OfflineAssistant: Assistant {
    let name = "offline"
    init(script: Script) {
        try? script.build("offlineAssistant")
    }
}

/// A service with shutdown work, recording it in the script.
class ScriptedService: Shutdownable, @unchecked Sendable {
    let script: Script
    let name: String

    init(script: Script, name: String) throws {
        self.script = script
        self.name = name
        try script.build(name)
    }

    func shutdown() async throws {
        try script.recordShutdown(name)
    }
}

final class RemoteConfig: ScriptedService, @unchecked Sendable {
    init(script: Script) async throws {
        if script.holdsRemoteConfig {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    script.remoteConfigGate.wait()
                    continuation.resume()
                }
            }
        }
        try super.init(script: script, name: "remoteConfig")
    }
}

final class Database: ScriptedService, @unchecked Sendable {
    let metCache: Bool
    init(script: Script) {
        metCache = script.rendezvous ? script.meet("database", "cache") : false
        try! super.init(script: script, name: "database")
    }
}

final class Cache: ScriptedService, @unchecked Sendable {
    let metDatabase: Bool
    init(script: Script) {
        metDatabase = script.rendezvous ? script.meet("cache", "database") : false
        try! super.init(script: script, name: "cache")
    }
}

final class Migrations: ScriptedService, @unchecked Sendable {
    init(script: Script) throws {
        try super.init(script: script, name: "migrations")
    }
}

final class Store: ScriptedService, @unchecked Sendable {
    init(script: Script, database: Database, cache: Cache, migrations: Migrations) throws {
        try super.init(script: script, name: "store")
    }
}

final class Analytics: ScriptedService, @unchecked Sendable {
    init(script: Script, database: Database) {
        try! super.init(script: script, name: "analytics")
    }
}

@MainActor
final class DashboardModel {
    let assistantName: String
    var refreshes = 0
    init(assistant: any Assistant) {
        assistantName = assistant.name
    }
}

/// What the signed-in screens told the app, in order: `built:ID`, `bind:ID`, `unbind`, and the
/// test's own `shut:ID` once a session's `shutdown()` has returned.
final class Presence: @unchecked Sendable {
    private let lock = NSLock()
    private var screen: SessionScreen?
    private var events: [String] = []
    init() {}

    func bind(_ screen: SessionScreen?) {
        lock.withLock {
            self.screen = screen
            events.append(screen.map { "bind:\($0.userID)" } ?? "unbind")
        }
    }

    func record(_ event: String) { lock.withLock { events.append(event) } }
    var log: [String] { lock.withLock { events } }
    var boundUser: String? { lock.withLock { screen?.userID } }
}

@MainActor
final class SessionScreen {
    nonisolated let userID: String
    init(userID: String, presence: Presence) {
        self.userID = userID
        presence.record("built:\(userID)")
    }
}
