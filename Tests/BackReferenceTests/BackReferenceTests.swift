import ServiceGraph
import TestSupport
import Testing

/// Every kind of back-reference (a view, a provider, an assisted factory's function) held by a
/// service of every lifetime, in the app and in a scope: releasing the component frees it and
/// every service it built, and reading through a reference whose component is gone stops with a
/// message naming the service and the reference.
@Suite struct BackReferenceTests {
    /// The matrix's services, by name, read from a component.
    static let appHolders: [String: @Sendable (ProdComponent) -> any BackReferenceHolder] = [
        "appViewSingleton": { $0.appViewSingleton }, "appViewTransient": { $0.appViewTransient },
        "appViewWeak": { $0.appViewWeak },
        "appProviderSingleton": { $0.appProviderSingleton }, "appProviderTransient": { $0.appProviderTransient },
        "appProviderWeak": { $0.appProviderWeak },
        "appFactorySingleton": { $0.appFactorySingleton }, "appFactoryTransient": { $0.appFactoryTransient },
        "appFactoryWeak": { $0.appFactoryWeak },
        "appMakerSingleton": { $0.appMakerSingleton }, "appMakerTransient": { $0.appMakerTransient },
        "appMakerWeak": { $0.appMakerWeak },
    ]

    static let sessionHolders: [String: @Sendable (any SessionComponent) -> any BackReferenceHolder] = [
        "sessionViewSingleton": { $0.sessionViewSingleton }, "sessionViewTransient": { $0.sessionViewTransient },
        "sessionViewWeak": { $0.sessionViewWeak },
        "sessionProviderSingleton": { $0.sessionProviderSingleton },
        "sessionProviderTransient": { $0.sessionProviderTransient }, "sessionProviderWeak": { $0.sessionProviderWeak },
        "sessionFactorySingleton": { $0.sessionFactorySingleton },
        "sessionFactoryTransient": { $0.sessionFactoryTransient }, "sessionFactoryWeak": { $0.sessionFactoryWeak },
        "sessionMakerSingleton": { $0.sessionMakerSingleton }, "sessionMakerTransient": { $0.sessionMakerTransient },
        "sessionMakerWeak": { $0.sessionMakerWeak },
    ]

    @Test(arguments: appHolders.keys.sorted())
    func anAppServiceDoesNotKeepItsComponentAlive(_ name: String) {
        weak var component: ProdComponent?
        weak var holder: (any BackReferenceHolder)?
        do {
            let app = ProdComponent()
            component = app
            let held = Self.appHolders[name]!(app)
            holder = held
            // The reference works while the component lives.
            _ = held.readThrough()
        }
        // Read into locals first: the compiler crashes on a weak variable inside `#expect`.
        let (componentFreed, holderFreed) = (component == nil, holder == nil)
        #expect(componentFreed, "\(name) kept its component alive")
        #expect(holderFreed, "\(name) outlived its component")
    }

    @Test(arguments: sessionHolders.keys.sorted())
    func aScopeServiceDoesNotKeepItsComponentAlive(_ name: String) {
        let app = ProdComponent()
        let owner = OwnerObject()
        weak var component: (any SessionComponent)?
        weak var holder: (any BackReferenceHolder)?
        do {
            let session = app.makeSessionComponent(owner: owner, optionalOwner: nil, host: owner)
            component = session
            let held = Self.sessionHolders[name]!(session)
            holder = held
            _ = held.readThrough()
        }
        let (componentFreed, holderFreed) = (component == nil, holder == nil)
        #expect(componentFreed, "\(name) kept its session alive")
        #expect(holderFreed, "\(name) outlived its session")
    }

    @Test func aServiceKeptOutsideItsComponentStillFreesTheComponent() {
        weak var component: ProdComponent?
        var screen: AppViewHolder?
        do {
            let app = ProdComponent()
            component = app
            screen = app.appViewTransient
        }
        let componentFreed = component == nil
        #expect(componentFreed)
        #expect(screen != nil)
    }

    @Test func readingThroughAReferenceWhoseComponentIsGoneNamesTheServiceAndTheReference() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var holder: ProviderHolder?
            do { holder = ProdComponent().appProviderSingleton }
            _ = holder?.readThrough()
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("'appProviderSingleton' used provider(target) after its component was released"))
        }
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var holder: AppViewHolder?
            do { holder = ProdComponent().appViewTransient }
            _ = holder?.readThrough()
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("'appViewTransient' used AppView after its component was released"))
        }
    }

    // MARK: - Child scopes made by services

    @Test func aTabManagerSingletonMakesTabsAndClosingOneFreesIt() {
        let app = ProdComponent()
        weak var closedTab: (any TabComponent)?
        do {
            let tab = app.tabs.open("https://example.com")
            #expect(tab.page.address == "https://example.com")
            #expect(app.tabs.open("https://example.com") === tab)
            #expect(tab.parent === app)
            closedTab = tab
        }
        app.tabs.close("https://example.com")
        let tabFreed = closedTab == nil
        #expect(tabFreed)
    }

    @Test func releasingTheAppFreesItsTabManagerAndItsOpenTabs() {
        weak var component: ProdComponent?
        weak var openTab: (any TabComponent)?
        do {
            let app = ProdComponent()
            component = app
            openTab = app.tabs.open("https://swift.org")
        }
        let (appFreed, tabFreed) = (component == nil, openTab == nil)
        #expect(appFreed && tabFreed)
    }

    // MARK: - Property and method injection

    @Test func aPropertyClosesACycleWhicheverSideIsReadFirst() {
        let fromCoordinator = ProdComponent()
        #expect(fromCoordinator.coordinator.router.delegate === fromCoordinator.coordinator)
        let fromRouter = ProdComponent()
        let router = fromRouter.router
        #expect(router.delegate === fromRouter.coordinator && fromRouter.coordinator.router === router)
    }

    /// Both ends read first by many threads at once: each singleton is built once, and no thread
    /// receives the router before its delegate is set (run under the thread sanitizer in CI).
    @Test func aWiredCycleIsBuiltOnceAndWiredBeforeAnyThreadReceivesIt() {
        for _ in 0..<20 {
            let app = ProdComponent()
            let unwired = Counter()
            runConcurrently(threads: 8) { thread in
                if thread.isMultiple(of: 2) {
                    if app.router.delegate == nil { unwired.increment() }
                } else {
                    if app.coordinator.router.delegate == nil { unwired.increment() }
                }
            }
            #expect(unwired.value == 0)
            // Once each in each cycle: the coordinator's bridge also builds the other cycle.
            #expect(app.buildLog.builds(of: "router") == 2 && app.buildLog.builds(of: "coordinator") == 2)
        }
    }

    /// Two wired cycles and a singleton between them (the first cycle needs it, it needs the
    /// second), read from every end at once: each cycle has its own lock, so no thread waits
    /// for a lock held by one that waits for it, and the bridge never receives an unwired router.
    @Test func twoWiredCyclesAndASingletonBetweenThemBuildWithoutDeadlock() {
        for _ in 0..<20 {
            let app = ProdComponent()
            let unwired = Counter()
            runConcurrently(threads: 8) { thread in
                switch thread % 4 {
                case 0: if app.coordinator.bridge?.router.delegate == nil { unwired.increment() }
                case 1: if app.bridge.router.delegate == nil { unwired.increment() }
                case 2: if app.otherRouter.delegate == nil { unwired.increment() }
                default: if app.router.delegate == nil { unwired.increment() }
                }
            }
            #expect(unwired.value == 0)
            #expect(app.bridge.router === app.otherRouter && app.otherRouter.delegate === app.otherCoordinator)
        }
    }

    @Test func releasingTheComponentFreesAWiredCycle() {
        weak var component: ProdComponent?
        weak var coordinator: FlowCoordinator?
        weak var router: FlowRouter?
        do {
            let app = ProdComponent()
            component = app
            coordinator = app.coordinator
            router = app.router
        }
        let freed = (component == nil, coordinator == nil, router == nil)
        #expect(freed == (true, true, true))
    }

    @Test func propertiesAreSetAndMethodsCalledBeforeTheInstanceIsReturned() {
        let app = ProdComponent()
        let presenter = app.presenter
        #expect(presenter.target === app.target)
        #expect(presenter.attached?.0 === app.router && presenter.attached?.1 === app.coordinator)
    }

    // MARK: - Owners

    @Test func aWeakOwnerTypedAsAProtocolIsReleasedWithoutTheSession() {
        let app = ProdComponent()
        let host = OwnerObject()
        var owner: OwnerObject? = OwnerObject()
        let optionalOwner = OwnerObject()
        let session = app.makeSessionComponent(owner: owner!, optionalOwner: optionalOwner, host: host)
        #expect(session.owner === owner)
        #expect(session.optionalOwner === optionalOwner)
        #expect(session.host === host)
        owner = nil
        let ownerFreed = session.owner == nil
        #expect(ownerFreed)
    }

    @Test func anOptionalOwnerMayBeAbsent() {
        let owner = OwnerObject()
        let session = ProdComponent().makeSessionComponent(owner: owner, optionalOwner: nil, host: owner)
        #expect(session.optionalOwner == nil)
    }
}
