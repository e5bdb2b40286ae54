import Foundation
import ServiceGraph

final class History: @unchecked Sendable {
    private let lock = NSLock()
    private var visits: [String] = []
    func record(_ url: String) { lock.withLock { visits.append(url) } }
    var all: [String] { lock.withLock { visits } }
    var last: String { lock.withLock { visits.last ?? "" } }
}

/// Records its room's closing in the history it was made with, when its component shuts down.
final class Timeline: Shutdownable {
    let roomID: String
    let isPreview: Bool
    private let history: History?
    init(roomID: String, isPreview: Bool, history: History? = nil) {
        self.roomID = roomID
        self.isPreview = isPreview
        self.history = history
    }

    func shutdown() async { history?.record("closed:" + roomID) }
}

class TimelineFactory: @unchecked Sendable {
    init() {}
    func makeTimeline(roomID: String, history: History) -> Timeline {
        history.record("room:" + roomID)
        return Timeline(roomID: roomID, isPreview: false, history: history)
    }
}

final class PreviewTimelineFactory: TimelineFactory, @unchecked Sendable {
    override func makeTimeline(roomID: String, history: History) -> Timeline {
        Timeline(roomID: roomID, isPreview: true)
    }
}

@MainActor protocol Screen: AnyObject {
    var title: String { get }
}

/// Main-actor state that is not `Sendable`, as a UIKit or SwiftUI model is.
@MainActor final class HomeScreen: Screen {
    let history: History
    private(set) var signedInUsers: [String] = []
    private(set) var signedOutUsers: [String] = []
    func signedIn(_ userID: String) { signedInUsers.append(userID) }
    var title: String { "Home" }
    func signedOut(_ userID: String) { signedOutUsers.append(userID) }
    init(history: History) { self.history = history }
}

@MainActor final class SettingsScreen: Screen {
    var title: String { "Settings" }
    init() {}
}

@MainActor final class TabManager {
    let makeTab: @Sendable (String) -> any TabComponent
    private(set) var open: [any TabComponent] = []
    init(makeTab: @escaping @Sendable (String) -> any TabComponent) { self.makeTab = makeTab }

    func open(_ url: String) -> any TabComponent {
        let tab = makeTab(url)
        open.append(tab)
        return tab
    }
}

@MainActor final class PageModel {
    let url: String
    init(url: String, history: History) {
        self.url = url
        history.record(url)
    }
}

@MainActor final class Toolbar {
    let page: PageModel
    var title: String { page.url }
    init(page: PageModel) { self.page = page }
}

struct RoomListUnavailable: Error {}

final class RoomSummaryProvider: @unchecked Sendable {
    private(set) var rooms: [String] = []
    init() {}
    func setRoomList(_ history: History) async throws {
        await Task.yield()
        guard !history.all.contains("offline") else { throw RoomListUnavailable() }
        rooms = history.all
    }
}

protocol SecureStore: Sendable {
    var kind: String { get }
}

final class KeychainStore: SecureStore {
    var kind: String { "keychain" }
    init?(_ history: History) {
        guard !history.all.contains("no-keychain") else { return nil }
    }
}

final class MemoryStore: SecureStore {
    var kind: String { "memory" }
    init() {}
}

struct SyncUnavailable: Error {}

final class SyncClient: Sendable {
    let isOnline: Bool
    init(isOnline: Bool) { self.isOnline = isOnline }
    static func connect(_ history: History) -> Result<SyncClient, SyncUnavailable> {
        history.all.contains("offline") ? .failure(SyncUnavailable()) : .success(SyncClient(isOnline: true))
    }
    static let offline = SyncClient(isOnline: false)
}

final class UserSession: Sendable {
    let userID: String
    init(userID: String) { self.userID = userID }
}

final class NotificationService: @unchecked Sendable {
    private let lock = NSLock()
    private var session: UserSession?
    init() {}
    func setSession(_ session: UserSession?) { lock.withLock { self.session = session } }
    var signedIn: String? { lock.withLock { session?.userID } }
}

/// Keeps the rooms opened inside a room, each made by the room's `scope(room)` maker.
final class ThreadRooms: @unchecked Sendable {
    private let lock = NSLock()
    private let makeRoom: @Sendable (String) -> any RoomComponent
    private var open: [any RoomComponent] = []
    init(makeRoom: @escaping @Sendable (String) -> any RoomComponent) { self.makeRoom = makeRoom }

    func open(_ roomID: String) -> any RoomComponent {
        let room = makeRoom(roomID)
        lock.withLock { open.append(room) }
        return room
    }
}

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
