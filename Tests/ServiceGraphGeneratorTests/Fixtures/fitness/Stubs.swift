// The types the fitness manifest names: AirFit's dependency container, translated.
// SwiftData's ModelContainer and ModelContext are stood in for by small Sendable classes.

final class ModelContainer: Sendable {
    let name: String
    init(name: String) { self.name = name }

    /// A container that keeps nothing on disk, for tests and previews.
    static let inMemory = ModelContainer(name: "in-memory")
}

final class ModelContext: Sendable {
    let container: ModelContainer
    init(_ container: ModelContainer) { self.container = container }
}

final class KeychainWrapper: Sendable {
    private init() {}
    static let shared = KeychainWrapper()
}

final class NetworkClient: Sendable {
    private init() {}
    static let shared = NetworkClient()
}

protocol APIKeyManagerProtocol: AnyObject, Sendable {}
final class DefaultAPIKeyService: APIKeyManagerProtocol {
    let keychain: KeychainWrapper
    init(keychain: KeychainWrapper) { self.keychain = keychain }
}
final class MockAPIKeyManager: APIKeyManagerProtocol { init() {} }

protocol NetworkManagerProtocol: AnyObject, Sendable {}
final class NetworkManager: NetworkManagerProtocol {
    let client: NetworkClient
    init(client: NetworkClient) { self.client = client }
}
final class MockNetworkManager: NetworkManagerProtocol { init() {} }

protocol UserServiceProtocol: AnyObject, Sendable {}
final class DefaultUserService: UserServiceProtocol {
    let modelContext: ModelContext
    init(modelContext: ModelContext) { self.modelContext = modelContext }
}
final class MockUserService: UserServiceProtocol { init() {} }

protocol HealthKitManagerProtocol: AnyObject, Sendable {}
final class HealthKitManager: HealthKitManagerProtocol { init() {} }
final class MockHealthKitManager: HealthKitManagerProtocol { init() {} }

protocol WeatherServiceProtocol: AnyObject, Sendable {}
final class WeatherKitService: WeatherServiceProtocol { init() {} }
final class MockWeatherService: WeatherServiceProtocol { init() {} }

final class LLMOrchestrator: Sendable {
    let apiKeyManager: any APIKeyManagerProtocol
    init(apiKeyManager: any APIKeyManagerProtocol) { self.apiKeyManager = apiKeyManager }
}

protocol AIServiceProtocol: AnyObject, Sendable {}
final class DefaultAIService: AIServiceProtocol {
    let llmOrchestrator: LLMOrchestrator
    init(llmOrchestrator: LLMOrchestrator) { self.llmOrchestrator = llmOrchestrator }
}
final class OfflineAIService: AIServiceProtocol { init() {} }

protocol NutritionServiceProtocol: AnyObject, Sendable {}
final class NutritionService: NutritionServiceProtocol {
    let userService: any UserServiceProtocol
    let aiService: any AIServiceProtocol
    init(userService: any UserServiceProtocol, aiService: any AIServiceProtocol) {
        self.userService = userService
        self.aiService = aiService
    }
}

final class WorkoutViewModel: Sendable {
    let workoutID: String
    let healthKit: any HealthKitManagerProtocol
    let aiService: any AIServiceProtocol
    let userService: any UserServiceProtocol
    init(
        workoutID: String, healthKit: any HealthKitManagerProtocol, aiService: any AIServiceProtocol,
        userService: any UserServiceProtocol
    ) {
        self.workoutID = workoutID
        self.healthKit = healthKit
        self.aiService = aiService
        self.userService = userService
    }
}

final class DashboardViewModel: Sendable {
    let nutrition: any NutritionServiceProtocol
    let weather: any WeatherServiceProtocol
    let makeWorkout: @Sendable (String) -> WorkoutViewModel
    init(
        nutrition: any NutritionServiceProtocol, weather: any WeatherServiceProtocol,
        makeWorkout: @escaping @Sendable (String) -> WorkoutViewModel
    ) {
        self.nutrition = nutrition
        self.weather = weather
        self.makeWorkout = makeWorkout
    }
}
