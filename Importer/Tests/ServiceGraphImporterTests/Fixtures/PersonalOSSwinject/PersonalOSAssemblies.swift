// The PersonalOS sample's graph (Examples/PersonalOS) as a Swinject app would register it: the
// app's shared services, two features, their mocks in a debug assembly, and the launch code that
// resolves them. Read by SampleRoundTripTests with the sample's own sources; never compiled.
import Foundation
import PersonalOSCore
import Swinject

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(String.self, name: "apiBaseURL") { _ in "https://api.personalos.example" }
        container.register(Double.self, name: "requestTimeout") { _ in 15.0 }
        container.register(String.self, name: "apiKey") { _ in ProcessInfo.processInfo.environment["PERSONALOS_API_KEY"] ?? "" }

        container.register(LoggingService.self) { _ in ConsoleLogger() }.inObjectScope(.container)
        container.register(SecureStorage.self) { _ in FileSecureStorage() }.inObjectScope(.container)
        container.register(NetworkService.self) { r in
            URLSessionNetworkService(logger: r ~> LoggingService.self, timeout: r.resolve(Double.self, name: "requestTimeout")!)
        }
        .inObjectScope(.container)
        container.register(PersonalOSAPIClientProtocol.self) { r in
            PersonalOSAPIClient(
                baseURL: r.resolve(String.self, name: "apiBaseURL")!,
                apiKey: r.resolve(String.self, name: "apiKey")!,
                network: r ~> NetworkService.self)
        }
        .inObjectScope(.container)

        container.register(FileStorageProtocol.self, name: "documentsStorage") { _ in DirectoryFileStorage.documents }
            .inObjectScope(.container)
        container.register(FileStorageProtocol.self, name: "cacheStorage") { _ in DirectoryFileStorage.caches }
            .inObjectScope(.container)
        container.register(FileStorageProtocol.self) { r in r.resolve(FileStorageProtocol.self, name: "documentsStorage")! }

        container.register(AnalyticsTracker.self, name: "consoleTracker") { r in
            ConsoleAnalyticsTracker(logger: r ~> LoggingService.self)
        }
        .inObjectScope(.container)
        container.register(AnalyticsTracker.self, name: "fileTracker") { r in
            FileAnalyticsTracker(
                storage: r ~> (FileStorageProtocol.self, name: "cacheStorage"), logger: r ~> LoggingService.self)
        }
        .inObjectScope(.container)
    }
}

final class FeaturesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HealthServiceProtocol.self) { r in
            HealthExportService(network: r ~> NetworkService.self, logger: r ~> LoggingService.self)
        }
        .inObjectScope(.container)
        container.register(StockPriceServiceProtocol.self) { r in
            CSVStockPriceService(network: r ~> NetworkService.self, logger: r ~> LoggingService.self)
        }
        .inObjectScope(.container)
    }
}

/// Registered after the others in debug builds.
final class DebugAssembly: Assembly {
    func assemble(container: Container) {
        container.register(String.self, name: "apiBaseURL") { _ in "https://api.dev.personalos.example" }
        container.register(Double.self, name: "requestTimeout") { _ in 5.0 }
        container.register(LoggingService.self) { _ in MockLogger() }.inObjectScope(.container)
        container.register(SecureStorage.self) { _ in InMemorySecureStorage() }.inObjectScope(.container)
        container.register(NetworkService.self) { _ in MockNetworkService() }.inObjectScope(.container)
        container.register(PersonalOSAPIClientProtocol.self) { r in
            MockPersonalOSAPIClient(
                baseURL: r.resolve(String.self, name: "apiBaseURL")!, apiKey: r.resolve(String.self, name: "apiKey")!)
        }
        .inObjectScope(.container)
        container.register(FileStorageProtocol.self, name: "documentsStorage") { _ in InMemoryFileStorage() }
            .inObjectScope(.container)
        container.register(FileStorageProtocol.self, name: "cacheStorage") { _ in InMemoryFileStorage() }
            .inObjectScope(.container)
        container.register(AnalyticsTracker.self, name: "consoleTracker") { _ in RecordingAnalyticsTracker() }
            .inObjectScope(.container)
        container.register(AnalyticsTracker.self, name: "fileTracker") { _ in RecordingAnalyticsTracker() }
            .inObjectScope(.container)
        container.register(HealthServiceProtocol.self) { _ in MockHealthService() }.inObjectScope(.container)
        container.register(StockPriceServiceProtocol.self) { _ in MockStockPriceService() }.inObjectScope(.container)
    }
}

@MainActor
func launch() {
    let assembler = Assembler([AppAssembly(), FeaturesAssembly()])
    let container = assembler.resolver
    let apiClient = container.resolve(PersonalOSAPIClientProtocol.self)!
    let health = container.resolve(HealthServiceProtocol.self)!
    let stocks = container.resolve(StockPriceServiceProtocol.self)!
    print(apiClient, health, stocks)
}
