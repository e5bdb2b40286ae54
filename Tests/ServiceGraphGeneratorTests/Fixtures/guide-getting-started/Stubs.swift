// The types services.json names: a protocol with a real and a mock implementation,
// a client built from a config value and another service, and a use case.

protocol Logging: Sendable {
    func log(_ message: String)
}

/// The real logger: prints every message.
struct ConsoleLogger: Logging {
    func log(_ message: String) {
        print("[log] \(message)")
    }
}

/// The mock: dev stays quiet.
struct SilentLogger: Logging {
    func log(_ message: String) {}
}

final class APIClient: Sendable {
    let baseURL: String
    let logger: any Logging

    init(baseURL: String, logger: any Logging) {
        self.baseURL = baseURL
        self.logger = logger
    }

    func createSession(user: String) -> String {
        logger.log("POST \(baseURL)/sessions for \(user)")
        return "session-\(user)"
    }
}

struct LoginUseCase: Sendable {
    let apiClient: APIClient

    func signIn(user: String) -> String {
        apiClient.createSession(user: user)
    }
}
