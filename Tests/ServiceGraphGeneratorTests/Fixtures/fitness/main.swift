// Builds every environment's component and prints what each service is bound to and how it is wired.

func typeName(_ value: Any) -> String { String(describing: type(of: value)) }

let store = ModelContainer(name: "AirFit.store")

func report(_ component: any AppComponent) {
    let env = component.environment.rawValue
    func line(_ name: String, _ value: Any) { print("\(env) \(name): \(typeName(value))") }
    func fact(_ text: String) { print("\(env)   \(text)") }

    print("\(env) modelContainer: \(component.modelContainer.name), the one given: \(component.modelContainer === store)")
    line("keychain", component.keychain)
    fact("keychain === KeychainWrapper.shared: \(component.keychain === KeychainWrapper.shared)")
    line("networkClient", component.networkClient)
    fact("networkClient === NetworkClient.shared: \(component.networkClient === NetworkClient.shared)")
    line("apiKeyManager", component.apiKeyManager)
    if let keys = component.apiKeyManager as? DefaultAPIKeyService {
        fact("apiKeyManager.keychain is the component's keychain: \(keys.keychain === component.keychain)")
    }
    line("networkManager", component.networkManager)
    if let manager = component.networkManager as? NetworkManager {
        fact("networkManager.client is the component's networkClient: \(manager.client === component.networkClient)")
    }
    line("modelContext", component.modelContext)
    fact("modelContext.container is the modelContainer input: \(component.modelContext.container === component.modelContainer)")
    line("userService", component.userService)
    if let users = component.userService as? DefaultUserService {
        fact("userService.modelContext is the component's modelContext: \(users.modelContext === component.modelContext)")
    }
    line("healthKit", component.healthKit)
    line("weather", component.weather)
    line("llmOrchestrator", component.llmOrchestrator)
    fact("llmOrchestrator.apiKeyManager is the component's: \(component.llmOrchestrator.apiKeyManager === component.apiKeyManager)")
    line("aiService", component.aiService)
    if let ai = component.aiService as? DefaultAIService {
        fact("aiService.llmOrchestrator is the component's: \(ai.llmOrchestrator === component.llmOrchestrator)")
    }
    line("nutrition", component.nutrition)
    if let nutrition = component.nutrition as? NutritionService {
        fact("nutrition.userService is the component's: \(nutrition.userService === component.userService)")
        fact("nutrition.aiService is the component's: \(nutrition.aiService === component.aiService)")
    }
    let workout = component.makeWorkoutViewModel(workoutID: "run-42")
    line("makeWorkoutViewModel(workoutID:)", workout)
    fact("workoutID arrived: \(workout.workoutID)")
    fact(
        "workout.healthKit, aiService and userService are the component's: "
            + "\(workout.healthKit === component.healthKit && workout.aiService === component.aiService && workout.userService === component.userService)")
    fact("a new view model on every call: \(workout !== component.makeWorkoutViewModel(workoutID: "run-42"))")
    let dashboard = component.dashboardViewModel
    line("dashboardViewModel", dashboard)
    fact("a new dashboard on every access: \(dashboard !== component.dashboardViewModel)")
    fact(
        "dashboard.nutrition and weather are the component's: "
            + "\(dashboard.nutrition === component.nutrition && dashboard.weather === component.weather)")
    let opened = dashboard.makeWorkout("swim-7")
    fact(
        "dashboard.makeWorkout(\"swim-7\") makes \(typeName(opened)) for \(opened.workoutID), "
            + "with the component's aiService: \(opened.aiService === component.aiService)")
    fact("aiService is a singleton: \(component.aiService === component.aiService)")
}

for environment in AppEnvironment.allCases {
    print("== makeAppComponent(for: .\(environment.rawValue), modelContainer:) ==")
    report(makeAppComponent(for: environment, modelContainer: store))
}

print("== TestComponent overrides ==")
let plain = TestComponent()
print("test default modelContainer: \(plain.modelContainer.name), is ModelContainer.inMemory: \(plain.modelContainer === ModelContainer.inMemory)")
print("test default modelContext uses it: \(plain.modelContext.container === ModelContainer.inMemory)")
let fakeAI = OfflineAIService()
let replaced = TestComponent(aiService: fakeAI)
print("test aiService is the override: \(replaced.aiService === fakeAI)")
print("test nutrition receives it: \((replaced.nutrition as? NutritionService)?.aiService === fakeAI)")
print("test makeWorkoutViewModel receives it: \(replaced.makeWorkoutViewModel(workoutID: "lift-1").aiService === fakeAI)")
print("test dashboard's makeWorkout receives it: \(replaced.dashboardViewModel.makeWorkout("lift-2").aiService === fakeAI)")
let realUsers = DefaultUserService(modelContext: ModelContext(store))
let withUsers = TestComponent(modelContainer: store, userService: realUsers)
print("test userService override reaches nutrition: \((withUsers.nutrition as? NutritionService)?.userService === realUsers)")
print("test given modelContainer: \(withUsers.modelContainer.name)")
