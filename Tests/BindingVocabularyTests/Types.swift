import Foundation

enum LaunchDefaults {
    static let count = 42
}

protocol FileStoring: AnyObject, Sendable {
    var name: String { get }
}

/// Named storages reached through static members, as apps write `FileStorage.documents`.
final class FileStorage: FileStoring {
    let name: String
    init(name: String) { self.name = name }

    static let documents = FileStorage(name: "documents")
    static func cacheName() -> String { "cache" }
    static func named(_ name: String) -> FileStorage { FileStorage(name: name) }
}

final class APIClient: Sendable {
    let baseURL: String
    let timeout: Double
    let key: String
    let retries: Int

    private init(baseURL: String, timeout: Double, key: String, retries: Int) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.key = key
        self.retries = retries
    }

    static func make(baseURL: String, timeout: Double, key: String, retries: Int) -> APIClient {
        APIClient(baseURL: baseURL, timeout: timeout, key: key, retries: retries)
    }
}

protocol AnalyticsTracker: AnyObject, Sendable {}
final class RemoteTracker: AnalyticsTracker {}
final class RecordingTracker: AnalyticsTracker {}
final class ConsoleTracker: AnalyticsTracker {
    let verbose: Bool
    init(verbose: Bool) { self.verbose = verbose }
}

final class ProfileViewModel: Sendable {
    let userID: String
    let client: APIClient
    let trackers: [any AnalyticsTracker]
    let isOwner: Bool

    init(userID: String, client: APIClient, trackers: [any AnalyticsTracker], isOwner: Bool) {
        self.userID = userID
        self.client = client
        self.trackers = trackers
        self.isOwner = isOwner
    }
}

final class Coordinator: Sendable {
    let makeProfile: @Sendable (String, Bool) -> ProfileViewModel
    let launchCount: Int

    init(makeProfile: @escaping @Sendable (String, Bool) -> ProfileViewModel, launchCount: Int) {
        self.makeProfile = makeProfile
        self.launchCount = launchCount
    }
}

/// Hands back the config values it was built with, to show they reach initializers intact.
struct SettingsEcho: Sendable {
    let hosts: [String]
    let tricky: String
}

/// Makes `[(any AnalyticsTracker)?]`: the remote tracker, and a slot left empty.
enum OptionalTrackers {
    static func make(remoteTracker: any AnalyticsTracker) -> [(any AnalyticsTracker)?] { [remoteTracker, nil] }
}

// MARK: - Function types

final class Retry: Sendable {
    let onGiveUp: @Sendable (Int) -> Void
    let retries: Int
    init(onGiveUp: @escaping @Sendable (Int) -> Void, retries: Int) {
        self.onGiveUp = onGiveUp
        self.retries = retries
    }
}

enum Formats {
    static let count: @Sendable (Int) -> String = { "\($0) new" }
}

final class Notifier: Sendable {
    let format: @Sendable (Int) -> String
    let onEvent: @Sendable (String) -> Void
    let onFailure: (@Sendable (any Error) -> Void)?
    init(
        format: @escaping @Sendable (Int) -> String, onEvent: @escaping @Sendable (String) -> Void,
        onFailure: (@Sendable (any Error) -> Void)?
    ) {
        self.format = format
        self.onEvent = onEvent
        self.onFailure = onFailure
    }
    func notify(count: Int) { onEvent(format(count)) }
}

// MARK: - Values written out

struct Interval: Sendable, Equatable {
    var milliseconds: Int
    static func seconds(_ seconds: Int) -> Interval { Interval(milliseconds: seconds * 1000) }
    static func milliseconds(_ milliseconds: Int) -> Interval { Interval(milliseconds: milliseconds) }
}

enum Priority: Sendable { case low, high }

enum PollMode: Sendable, Equatable {
    case fixed
    case custom(name: String, weight: Int)
}

struct PollerID: Sendable, Equatable {
    var value = 7
}

final class Poller: @unchecked Sendable {
    let interval: Interval, retries: Int, label: String, enabled: Bool, owner: String?, ratio: Double
    let priority: Priority, mode: PollMode, id: PollerID
    /// Set after `init`, from `"properties"`.
    var jitter = Interval(milliseconds: 0)

    init(
        interval: Interval, retries: Int, label: String, enabled: Bool, owner: String?, ratio: Double,
        _ priority: Priority, mode: PollMode, id: PollerID
    ) {
        (self.interval, self.retries, self.label, self.enabled, self.owner, self.ratio) = (interval, retries, label, enabled, owner, ratio)
        (self.priority, self.mode, self.id) = (priority, mode, id)
    }
}

// MARK: - A main-actor service built asynchronously

final class ProfileLoader: Sendable {
    init() async { await Task.yield() }
}

@MainActor final class ProfileScreen {
    let loader: ProfileLoader
    /// Main-actor state.
    var title = "Profile"
    init(profileLoader: ProfileLoader) { loader = profileLoader }
}

/// A main-actor view of the notifications scope, built by the scope's `warmUp()`.
@MainActor final class BadgeView {
    static var built = 0
    let notifier: Notifier
    var count = 0
    init(notifier: Notifier) {
        self.notifier = notifier
        BadgeView.built += 1
    }
}
