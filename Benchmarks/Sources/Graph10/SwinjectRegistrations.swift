// Swinject registrations of this target's services.json (prod bindings), as a user writes them.
// Written by Scripts/swinject_registrations.py: run Scripts/write_graphs.sh to rewrite it.

import Swinject

func registerProdServices(in container: Container) {
    container.register(Service0Impl.self) { _ in Service0Impl() }.inObjectScope(.container)
    container.register(Service1Impl.self) { r in Service1Impl(s0: r.resolve(Service0Impl.self)!) }.inObjectScope(.container)
    container.register((any Service2).self) { r in Service2Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!) }.inObjectScope(.container)
    container.register(Service3Impl.self) { r in Service3Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s2: r.resolve((any Service2).self)!) }.inObjectScope(.container)
    container.register(Service4Impl.self) { r in Service4Impl(s0: r.resolve(Service0Impl.self)!, s1: r.resolve(Service1Impl.self)!, s3: r.resolve(Service3Impl.self)!) }.inObjectScope(.transient)
    container.register((any Service5).self) { r in Service5Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s4: r.resolve(Service4Impl.self)!) }.inObjectScope(.container)
    container.register(Service6Impl.self) { r in Service6Impl(s1: r.resolve(Service1Impl.self)!, s4: r.resolve(Service4Impl.self)!, s5: r.resolve((any Service5).self)!) }.inObjectScope(.container)
    container.register(Service7Impl.self) { r in Service7Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s3: r.resolve(Service3Impl.self)!) }.inObjectScope(.container)
    container.register((any Service8).self) { r in Service8Impl(s1: r.resolve(Service1Impl.self)!, s2: r.resolve((any Service2).self)!, s7: r.resolve(Service7Impl.self)!) }.inObjectScope(.container)
    container.register(Service9Impl.self) { r in Service9Impl(s0: r.resolve(Service0Impl.self)!, s2: r.resolve((any Service2).self)!, s4: r.resolve(Service4Impl.self)!) }.inObjectScope(.transient)
}

func resolveEveryService(from resolver: any Resolver) {
    _ = resolver.resolve(Service0Impl.self)!
    _ = resolver.resolve(Service1Impl.self)!
    _ = resolver.resolve((any Service2).self)!
    _ = resolver.resolve(Service3Impl.self)!
    _ = resolver.resolve(Service4Impl.self)!
    _ = resolver.resolve((any Service5).self)!
    _ = resolver.resolve(Service6Impl.self)!
    _ = resolver.resolve(Service7Impl.self)!
    _ = resolver.resolve((any Service8).self)!
    _ = resolver.resolve(Service9Impl.self)!
}
