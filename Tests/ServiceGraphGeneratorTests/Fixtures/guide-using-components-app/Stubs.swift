// A profile screen's services and its main-actor model, without the SwiftUI views.
import Foundation

struct Profile: Sendable {
    var id: String
    var name: String
}

protocol ProfileService: Sendable {
    func profile(id: String) async throws -> Profile
}

/// Reads `GET {baseURL}/users/{id}` (answered locally in this example).
final class RemoteProfileService: ProfileService {
    let baseURL: String
    init(baseURL: String) { self.baseURL = baseURL }

    func profile(id: String) async throws -> Profile {
        Profile(id: id, name: id == "ana" ? "Ana Lima" : "Unknown")
    }
}

/// Sample data for dev, previews and tests.
final class SampleProfileService: ProfileService {
    init() {}
    func profile(id: String) async throws -> Profile {
        Profile(id: id, name: "Sample User")
    }
}

/// For previews of the loading state: never answers.
final class NeverAnsweringProfileService: ProfileService {
    init() {}
    func profile(id: String) async throws -> Profile {
        try await Task.sleep(nanoseconds: .max)
        throw CancellationError()
    }
}

/// Who is signed in. Main-actor state: the UI reads it, nothing else.
@MainActor final class UserSession {
    private(set) var userID: String?
    init() {}
    func signIn(userID: String) { self.userID = userID }
}

/// The profile screen's model. In the app it is also `@Observable` (iOS 17, macOS 14),
/// so SwiftUI redraws the screen when `name` changes.
@MainActor final class ProfileModel {
    let userID: String
    private let profiles: any ProfileService
    private let session: UserSession
    private(set) var name = ""
    private(set) var isCurrentUser = false

    init(userID: String, profiles: any ProfileService, session: UserSession) {
        self.userID = userID
        self.profiles = profiles
        self.session = session
    }

    func load() async {
        name = (try? await profiles.profile(id: userID).name) ?? "Unavailable"
        isCurrentUser = session.userID == userID
    }
}

extension AppEnvironment {
    /// The environment a launch asks for: the scheme's `APP_ENVIRONMENT` variable when it names one
    /// (never `test`), otherwise dev in debug builds and prod in release builds.
    static func atLaunch(_ variables: [String: String] = ProcessInfo.processInfo.environment) -> AppEnvironment {
        if let name = variables["APP_ENVIRONMENT"], let environment = AppEnvironment(rawValue: name),
            environment != .test
        {
            return environment
        }
        #if DEBUG
        return .dev
        #else
        return .prod
        #endif
    }
}
