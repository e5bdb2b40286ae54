// The runtime benchmarks of GitHub-style issue 6, measurements 1 to 5 (and measurement 1 through
// a view, for issue 31), and the creation of child components (measurement 9), in one benchmark
// target so they run in one process. Each loop is written out per system, rather than through a
// shared closure, so that no system pays for an indirect call the others do not.

import Benchmark
import Dependencies
import MainActorGraph
import ResolutionGraph
import ResolutionServices
import Swinject

let benchmarks: @Sendable () -> Void = {
    let warm = WarmSystems()
    registerWarmSingletonBenchmarks(warm)
    registerViewReadBenchmarks(warm)
    registerTransientBenchmarks(warm)
    registerColdChainBenchmarks()
    registerComponentCreationBenchmarks()
    registerContentionBenchmarks(warm)
    registerChildCreationBenchmarks()
}

/// One instance of each system whose singletons are all built before any measurement.
struct WarmSystems {
    let generated = ResolutionGraph.ProdComponent()
    let handWritten = HandWrittenComposition()
    let stored = StoredServices()
    let lazilyStored = LazilyStoredServices()
    let swinject = makeSwinjectResolutionContainer()
    let swinjectSynchronized = SynchronizedSwinjectResolver(makeSwinjectResolutionContainer())
    let dependencies = DependencyReader()

    init() {
        _ = (generated.logger, generated.settings, generated.http, generated.requestHandler, generated.viewHolder)
        _ = (handWritten.logger, handWritten.settings, handWritten.http, handWritten.requestHandler)
        _ = lazilyStored.logger
        _ = swinject.resolve(RequestHandler.self)!
        _ = swinjectSynchronized.resolver.resolve(RequestHandler.self)!
        _ = dependencies.requestHandler
    }
}

/// The `@MainActor` component, created and warmed on the main actor the first time it is read.
@MainActor
enum MainActorSystems {
    static let warm: MainActorGraph.ProdComponent = {
        let component = MainActorGraph.ProdComponent()
        _ = (component.logger, component.settings, component.http, component.requestHandler)
        return component
    }()
}
