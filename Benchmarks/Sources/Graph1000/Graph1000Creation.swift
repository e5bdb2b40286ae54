// What the creation benchmarks call. The graph's own types stay internal, as the scripts write them.

import Swinject

public enum Graph1000Creation {
    /// The generated `ProdComponent`; no service is built.
    public static func makeGeneratedComponent() -> AnyObject {
        ProdComponent()
    }

    /// synthetic_graph.py's hand-written `ProdComposition`; no service is built.
    public static func makeHandWrittenComposition() -> AnyObject {
        ProdComposition()
    }

    /// Creates the generated `ProdComponent`, reads every service once and releases it: what an
    /// app pays at launch, measured in a fresh process by Scripts/measure_cold_start.py (which
    /// counts the instructions of `coldLaunch...`).
    public static func coldStartGenerated() -> Int {
        coldLaunchProdComponent()
    }

    /// The same with the hand-written `ProdComposition`.
    public static func coldStartHandWritten() -> Int {
        coldLaunchProdComposition()
    }

    /// The same with `ProdLazyVarComposition`: plain `lazy var`s, no lock (the lock-free floor).
    public static func coldStartLazyVars() -> Int {
        coldLaunchProdLazyVarComposition()
    }

    /// A Swinject container with one registration per service; no service is built.
    public static func makeSwinjectContainer() -> Container {
        let container = Container()
        registerProdServices(in: container)
        return container
    }

    /// Resolves every Swinject registration, and the last service (with what it needs) from the
    /// generated and hand-written graphs, so a wiring mistake fails the run instead of going unnoticed.
    public static func resolveWithEachSystem() {
        resolveEveryService(from: makeSwinjectContainer())
        let component = ProdComponent()
        let composition = ProdComposition()
        _ = (component.s999, composition.s999)
    }
}
