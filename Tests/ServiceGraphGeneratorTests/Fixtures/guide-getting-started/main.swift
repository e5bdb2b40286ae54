// The environment comes from the first argument (`swift run Hello prod`); dev by default.
let name = CommandLine.arguments.dropFirst().first ?? "dev"
guard let environment = AppEnvironment(rawValue: name) else {
    fatalError("unknown environment '\(name)'; use one of \(AppEnvironment.allCases.map(\.rawValue))")
}

let component = makeAppComponent(for: environment)
print("environment: \(component.environment)")
print("API: \(component.apiBaseURL)")
print("logger: \(type(of: component.logger))")

let session = component.loginUseCase.signIn(user: "ana")
print("signed in: \(session)")
