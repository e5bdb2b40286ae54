// The types the example manifest names, so that its generated code can be compiled.
// (The example calls the real auth class `AuthService`, the protocol's own name;
// one module cannot declare both, so the fixture names it `DefaultAuthService`.)
public protocol LoggingService: Sendable {}
public final class ConsoleLogger: LoggingService { public init() {} }
public final class MockLogger: LoggingService { public init() {} }

public protocol SecureStorage: Sendable {}
public final class KeychainStorage: SecureStorage { public init() {} }
public final class InMemorySecureStorage: SecureStorage { public init() {} }

public protocol NetworkService: Sendable {}
public final class URLSessionNetworkService: NetworkService {
    public init(logger: any LoggingService, tokens: any SecureStorage) {}
}
public final class MockNetworkService: NetworkService { public init() {} }

public protocol AuthService: Sendable {}
public final class DefaultAuthService: AuthService {
    public init(network: any NetworkService, keychain: any SecureStorage) {}
}
public final class MockAuthService: AuthService {
    public init(logger: any LoggingService) {}
}

public struct LoginUseCase: Sendable {
    public init(_ auth: any AuthService) {}
}
