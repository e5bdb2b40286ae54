// Builds every environment's component and prints what each service is bound to and how it is wired.

func typeName(_ value: Any) -> String { String(describing: type(of: value)) }

func report(_ component: any AppComponent) {
    let env = component.environment.rawValue
    func line(_ name: String, _ value: Any) { print("\(env) \(name): \(typeName(value))") }
    func fact(_ text: String) { print("\(env)   \(text)") }

    fact("baseURL = \(component.baseURL)")
    line("keychain", component.keychain)
    fact("keychain === DefaultKeychainService.shared: \(component.keychain === DefaultKeychainService.shared)")
    line("apiClient", component.apiClient)
    fact("apiClient.baseURL = \(component.apiClient.baseURL)")
    if let client = component.apiClient as? DefaultAPIClient {
        fact("apiClient.keychainService is the component's keychain: \(client.keychainService === component.keychain)")
    }
    line("authRepository", component.authRepository)
    if let repository = component.authRepository as? AuthRepositoryImpl {
        fact("authRepository.apiClient is the component's: \(repository.apiClient === component.apiClient)")
        fact("authRepository.keychainService is the component's keychain: \(repository.keychainService === component.keychain)")
    }
    line("preferencesRepository", component.preferencesRepository)
    line("inputValidator", component.inputValidator)
    let login = component.loginUseCase
    line("loginUseCase", login)
    fact("a new loginUseCase on every access: \(login !== component.loginUseCase)")
    if let login = login as? DefaultLoginUseCase {
        fact(
            "loginUseCase.authRepository and validator are the component's: "
                + "\(login.authRepository === component.authRepository && login.validator === component.inputValidator)")
    }
    let logout = component.logoutUseCase
    line("logoutUseCase", logout)
    if let logout = logout as? DefaultLogoutUseCase {
        fact(
            "logoutUseCase.authRepository and preferences are the component's: "
                + "\(logout.authRepository === component.authRepository && logout.preferences === component.preferencesRepository)")
    }
    fact("logout: \(logout.execute())")
    let viewModel = component.loginViewModel
    line("loginViewModel", viewModel)
    fact("a new loginViewModel on every access: \(viewModel !== component.loginViewModel)")
    fact("loginViewModel has its own loginUseCase: \(typeName(viewModel.loginUseCase))")
    fact("sign in ana@edugo.example: \(viewModel.signIn(email: "ana@edugo.example", password: "correct-horse"))")
    fact("sign in ana: \(viewModel.signIn(email: "ana", password: "correct-horse"))")
    fact("authRepository is a singleton: \(component.authRepository === component.authRepository)")
}

for environment in AppEnvironment.allCases {
    print("== makeAppComponent(for: .\(environment.rawValue)) ==")
    report(makeAppComponent(for: environment))
}

print("== TestComponent overrides ==")
let keychain = InMemoryKeychainService()
let realClient = DefaultAPIClient(baseURL: "https://fixture.invalid", keychainService: keychain)
let repository = AuthRepositoryImpl(apiClient: realClient, keychainService: keychain)
let test = TestComponent(baseURL: "https://override.invalid", authRepository: repository)
print("test baseURL override: \(test.baseURL)")
print(
    "test loginUseCase receives the authRepository override: "
        + "\((test.loginUseCase as? DefaultLoginUseCase)?.authRepository === repository)")
print("test logoutUseCase receives it: \((test.logoutUseCase as? DefaultLogoutUseCase)?.authRepository === repository)")
print("test loginViewModel signs in through it: \(test.loginViewModel.signIn(email: "ben@edugo.example", password: "12345678"))")
let withClient = TestComponent(apiClient: realClient)
print(
    "test apiClient override: \(withClient.apiClient === realClient), at \(withClient.apiClient.baseURL); "
        + "authRepository keeps the test binding: \(typeName(withClient.authRepository))")
