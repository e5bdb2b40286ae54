// The services of ResolutionGraph's services.json registered in Swinject, as a user writes them.

import ResolutionServices
import Swinject

func makeSwinjectResolutionContainer() -> Container {
    let container = Container()
    container.register((any EventLogger).self) { _ in BufferedEventLogger() }.inObjectScope(.container)
    container.register((any SettingsStore).self) { _ in InMemorySettingsStore() }.inObjectScope(.container)
    container.register((any HTTPClient).self) { _ in LoopbackHTTPClient() }.inObjectScope(.container)
    container.register(RequestHandler.self) { r in
        RequestHandler(
            logger: r.resolve((any EventLogger).self)!,
            settings: r.resolve((any SettingsStore).self)!,
            http: r.resolve((any HTTPClient).self)!
        )
    }.inObjectScope(.transient)
    container.register(ChainLevel0.self) { _ in ChainLevel0() }.inObjectScope(.container)
    container.register(ChainLevel1.self) { r in ChainLevel1(previous: r.resolve(ChainLevel0.self)!) }.inObjectScope(.container)
    container.register(ChainLevel2.self) { r in ChainLevel2(previous: r.resolve(ChainLevel1.self)!) }.inObjectScope(.container)
    container.register(ChainLevel3.self) { r in ChainLevel3(previous: r.resolve(ChainLevel2.self)!) }.inObjectScope(.container)
    container.register(ChainLevel4.self) { r in ChainLevel4(previous: r.resolve(ChainLevel3.self)!) }.inObjectScope(.container)
    container.register(ChainLevel5.self) { r in ChainLevel5(previous: r.resolve(ChainLevel4.self)!) }.inObjectScope(.container)
    container.register(ChainLevel6.self) { r in ChainLevel6(previous: r.resolve(ChainLevel5.self)!) }.inObjectScope(.container)
    container.register(ChainLevel7.self) { r in ChainLevel7(previous: r.resolve(ChainLevel6.self)!) }.inObjectScope(.container)
    container.register(ChainLevel8.self) { r in ChainLevel8(previous: r.resolve(ChainLevel7.self)!) }.inObjectScope(.container)
    container.register(ChainLevel9.self) { r in ChainLevel9(previous: r.resolve(ChainLevel8.self)!) }.inObjectScope(.container)
    return container
}

/// `Container.synchronize()`'s resolver, which Swinject documents as safe to use from any thread;
/// its type does not say so, hence the unchecked conformance.
struct SynchronizedSwinjectResolver: @unchecked Sendable {
    let resolver: any Resolver

    init(_ container: Container) {
        resolver = container.synchronize()
    }
}
