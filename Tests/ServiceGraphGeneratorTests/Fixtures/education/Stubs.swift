// The types the education manifest names: EduGo's dependency container, translated.
// The manifest's access is public, so every type the components expose is public.

public protocol KeychainService: AnyObject, Sendable {}
public final class DefaultKeychainService: KeychainService {
    private init() {}
    public static let shared = DefaultKeychainService()
}
public final class InMemoryKeychainService: KeychainService { public init() {} }

public protocol APIClient: AnyObject, Sendable {
    var baseURL: String { get }
}
public final class DefaultAPIClient: APIClient {
    public let baseURL: String
    public let keychainService: any KeychainService
    public init(baseURL: String, keychainService: any KeychainService) {
        self.baseURL = baseURL
        self.keychainService = keychainService
    }
}
public final class MockAPIClient: APIClient {
    public let baseURL = "mock://edugo"
    public init() {}
}

public protocol AuthRepository: AnyObject, Sendable {
    func login(email: String, password: String) -> String
    func logout() -> String
}
public final class AuthRepositoryImpl: AuthRepository {
    public let apiClient: any APIClient
    public let keychainService: any KeychainService
    public init(apiClient: any APIClient, keychainService: any KeychainService) {
        self.apiClient = apiClient
        self.keychainService = keychainService
    }
    public func login(email: String, password: String) -> String { "signed in \(email) at \(apiClient.baseURL)" }
    public func logout() -> String { "signed out at \(apiClient.baseURL)" }
}
public final class MockAuthRepository: AuthRepository {
    public init() {}
    public func login(email: String, password: String) -> String { "mock session for \(email)" }
    public func logout() -> String { "mock session ended" }
}

public protocol PreferencesRepository: AnyObject, Sendable {
    var storeName: String { get }
}
public final class UserDefaultsPreferencesRepository: PreferencesRepository {
    public let storeName = "UserDefaults.standard"
    public init() {}
}
public final class InMemoryPreferencesRepository: PreferencesRepository {
    public let storeName = "memory"
    public init() {}
}

public protocol InputValidator: AnyObject, Sendable {
    func isValid(email: String, password: String) -> Bool
}
public final class DefaultInputValidator: InputValidator {
    public init() {}
    public func isValid(email: String, password: String) -> Bool { email.contains("@") && password.count >= 8 }
}

public protocol LoginUseCase: AnyObject, Sendable {
    func execute(email: String, password: String) -> String
}
public final class DefaultLoginUseCase: LoginUseCase {
    public let authRepository: any AuthRepository
    public let validator: any InputValidator
    public init(authRepository: any AuthRepository, validator: any InputValidator) {
        self.authRepository = authRepository
        self.validator = validator
    }
    public func execute(email: String, password: String) -> String {
        validator.isValid(email: email, password: password)
            ? authRepository.login(email: email, password: password) : "rejected: invalid credentials"
    }
}

public protocol LogoutUseCase: AnyObject, Sendable {
    func execute() -> String
}
public final class DefaultLogoutUseCase: LogoutUseCase {
    public let authRepository: any AuthRepository
    public let preferences: any PreferencesRepository
    public init(authRepository: any AuthRepository, preferences: any PreferencesRepository) {
        self.authRepository = authRepository
        self.preferences = preferences
    }
    public func execute() -> String { "\(authRepository.logout()), cleared \(preferences.storeName)" }
}

public final class LoginViewModel: Sendable {
    public let loginUseCase: any LoginUseCase
    public init(loginUseCase: any LoginUseCase) { self.loginUseCase = loginUseCase }
    public func signIn(email: String, password: String) -> String { loginUseCase.execute(email: email, password: password) }
}
