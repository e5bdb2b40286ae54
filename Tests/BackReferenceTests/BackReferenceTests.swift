import ServiceGraph
import TestSupport
import Testing

/// One case of the matrix: a service of the manifest, what it holds and how.
struct MatrixCase: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case view, provider, factory, maker }
    enum Holding: Sendable { case strong, weak, unowned }
    enum Lifetime: Sendable { case singleton, transient, weak }

    let service: String
    let kind: Kind
    let held: Holding
    let lifetime: Lifetime
    /// A service of scope `session`, whose component the case releases (the app stays).
    let inScope: Bool

    init(_ service: String, _ kind: Kind, held: Holding, lifetime: Lifetime, inScope: Bool) {
        (self.service, self.kind, self.held, self.lifetime, self.inScope) = (service, kind, held, lifetime, inScope)
    }

    var testDescription: String { service }

    /// What the Scopes guide's ownership rules say: the component keeps its singletons (and here
    /// nothing else: no service of the manifest holds the transient and weak ones), so only a
    /// singleton's back-references leave the component free to go.
    var isKeptByItsComponent: Bool { lifetime == .singleton }
}

/// Every kind of back-reference (a view, a provider, an assisted factory's function, a child
/// scope's maker) held strongly, `weak` or `unowned`, by a service of every lifetime, in the app
/// and in a scope: it works while its component lives, nothing leaks, and once the component is
/// released the holder gets what the ownership rules state.
@Suite struct BackReferenceTests {
    /// The matrix's services in the app, by name, read from a component.
    static let appHolders: [String: @Sendable (ProdComponent) -> any BackReferenceHolder] = [
        "appViewStrongSingleton": { $0.appViewStrongSingleton },
        "appViewStrongTransient": { $0.appViewStrongTransient },
        "appViewStrongWeak": { $0.appViewStrongWeak },
        "appViewWeakSingleton": { $0.appViewWeakSingleton },
        "appViewWeakTransient": { $0.appViewWeakTransient },
        "appViewWeakWeak": { $0.appViewWeakWeak },
        "appViewUnownedSingleton": { $0.appViewUnownedSingleton },
        "appViewUnownedTransient": { $0.appViewUnownedTransient },
        "appViewUnownedWeak": { $0.appViewUnownedWeak },
        "appProviderSingleton": { $0.appProviderSingleton },
        "appProviderTransient": { $0.appProviderTransient },
        "appProviderWeak": { $0.appProviderWeak },
        "appFactorySingleton": { $0.appFactorySingleton },
        "appFactoryTransient": { $0.appFactoryTransient },
        "appFactoryWeak": { $0.appFactoryWeak },
        "appMakerSingleton": { $0.appMakerSingleton },
        "appMakerTransient": { $0.appMakerTransient },
        "appMakerWeak": { $0.appMakerWeak },
    ]

    /// The matrix's services in scope `session`, by name.
    static let sessionHolders: [String: @Sendable (any SessionComponent) -> any BackReferenceHolder] = [
        "sessionViewStrongSingleton": { $0.sessionViewStrongSingleton },
        "sessionViewStrongTransient": { $0.sessionViewStrongTransient },
        "sessionViewStrongWeak": { $0.sessionViewStrongWeak },
        "sessionViewWeakSingleton": { $0.sessionViewWeakSingleton },
        "sessionViewWeakTransient": { $0.sessionViewWeakTransient },
        "sessionViewWeakWeak": { $0.sessionViewWeakWeak },
        "sessionViewUnownedSingleton": { $0.sessionViewUnownedSingleton },
        "sessionViewUnownedTransient": { $0.sessionViewUnownedTransient },
        "sessionViewUnownedWeak": { $0.sessionViewUnownedWeak },
        "sessionProviderSingleton": { $0.sessionProviderSingleton },
        "sessionProviderTransient": { $0.sessionProviderTransient },
        "sessionProviderWeak": { $0.sessionProviderWeak },
        "sessionFactorySingleton": { $0.sessionFactorySingleton },
        "sessionFactoryTransient": { $0.sessionFactoryTransient },
        "sessionFactoryWeak": { $0.sessionFactoryWeak },
        "sessionMakerSingleton": { $0.sessionMakerSingleton },
        "sessionMakerTransient": { $0.sessionMakerTransient },
        "sessionMakerWeak": { $0.sessionMakerWeak },
    ]

    /// Every kind of back-reference, held strongly, `weak` or `unowned` (a view; a function only
    /// strongly), by a service of every lifetime, in the app and in a scope.
    static let matrix: [MatrixCase] = [
        MatrixCase("appViewStrongSingleton", .view, held: .strong, lifetime: .singleton, inScope: false),
        MatrixCase("appViewStrongTransient", .view, held: .strong, lifetime: .transient, inScope: false),
        MatrixCase("appViewStrongWeak", .view, held: .strong, lifetime: .weak, inScope: false),
        MatrixCase("appViewWeakSingleton", .view, held: .weak, lifetime: .singleton, inScope: false),
        MatrixCase("appViewWeakTransient", .view, held: .weak, lifetime: .transient, inScope: false),
        MatrixCase("appViewWeakWeak", .view, held: .weak, lifetime: .weak, inScope: false),
        MatrixCase("appViewUnownedSingleton", .view, held: .unowned, lifetime: .singleton, inScope: false),
        MatrixCase("appViewUnownedTransient", .view, held: .unowned, lifetime: .transient, inScope: false),
        MatrixCase("appViewUnownedWeak", .view, held: .unowned, lifetime: .weak, inScope: false),
        MatrixCase("appProviderSingleton", .provider, held: .strong, lifetime: .singleton, inScope: false),
        MatrixCase("appProviderTransient", .provider, held: .strong, lifetime: .transient, inScope: false),
        MatrixCase("appProviderWeak", .provider, held: .strong, lifetime: .weak, inScope: false),
        MatrixCase("appFactorySingleton", .factory, held: .strong, lifetime: .singleton, inScope: false),
        MatrixCase("appFactoryTransient", .factory, held: .strong, lifetime: .transient, inScope: false),
        MatrixCase("appFactoryWeak", .factory, held: .strong, lifetime: .weak, inScope: false),
        MatrixCase("appMakerSingleton", .maker, held: .strong, lifetime: .singleton, inScope: false),
        MatrixCase("appMakerTransient", .maker, held: .strong, lifetime: .transient, inScope: false),
        MatrixCase("appMakerWeak", .maker, held: .strong, lifetime: .weak, inScope: false),
        MatrixCase("sessionViewStrongSingleton", .view, held: .strong, lifetime: .singleton, inScope: true),
        MatrixCase("sessionViewStrongTransient", .view, held: .strong, lifetime: .transient, inScope: true),
        MatrixCase("sessionViewStrongWeak", .view, held: .strong, lifetime: .weak, inScope: true),
        MatrixCase("sessionViewWeakSingleton", .view, held: .weak, lifetime: .singleton, inScope: true),
        MatrixCase("sessionViewWeakTransient", .view, held: .weak, lifetime: .transient, inScope: true),
        MatrixCase("sessionViewWeakWeak", .view, held: .weak, lifetime: .weak, inScope: true),
        MatrixCase("sessionViewUnownedSingleton", .view, held: .unowned, lifetime: .singleton, inScope: true),
        MatrixCase("sessionViewUnownedTransient", .view, held: .unowned, lifetime: .transient, inScope: true),
        MatrixCase("sessionViewUnownedWeak", .view, held: .unowned, lifetime: .weak, inScope: true),
        MatrixCase("sessionProviderSingleton", .provider, held: .strong, lifetime: .singleton, inScope: true),
        MatrixCase("sessionProviderTransient", .provider, held: .strong, lifetime: .transient, inScope: true),
        MatrixCase("sessionProviderWeak", .provider, held: .strong, lifetime: .weak, inScope: true),
        MatrixCase("sessionFactorySingleton", .factory, held: .strong, lifetime: .singleton, inScope: true),
        MatrixCase("sessionFactoryTransient", .factory, held: .strong, lifetime: .transient, inScope: true),
        MatrixCase("sessionFactoryWeak", .factory, held: .strong, lifetime: .weak, inScope: true),
        MatrixCase("sessionMakerSingleton", .maker, held: .strong, lifetime: .singleton, inScope: true),
        MatrixCase("sessionMakerTransient", .maker, held: .strong, lifetime: .transient, inScope: true),
        MatrixCase("sessionMakerWeak", .maker, held: .strong, lifetime: .weak, inScope: true),
    ]

    /// The component the case is about (the app, or a session made from `app`) and its holder.
    private static func make(_ matrixCase: MatrixCase, from app: ProdComponent, owner: OwnerObject) -> (
        component: AnyObject, holder: any BackReferenceHolder
    ) {
        guard matrixCase.inScope else { return (app, appHolders[matrixCase.service]!(app)) }
        let session = app.makeSessionComponent(owner: owner, optionalOwner: nil, host: owner)
        return (session, sessionHolders[matrixCase.service]!(session))
    }

    @Test(arguments: matrix)
    func whileItsComponentLivesTheReferenceWorks(_ matrixCase: MatrixCase) {
        let app = ProdComponent()
        let owner = OwnerObject()
        let (component, holder) = Self.make(matrixCase, from: app, owner: owner)
        #expect(holder.readThrough() != nil)
        // Memory freed too early would be reused by now: read again.
        let allocations = (0..<64).map { _ in Target() }
        #expect(holder.readThrough() != nil)
        withExtendedLifetime((component, allocations)) {}
    }

    @Test(arguments: matrix)
    func releasingTheComponentAndTheHolderFreesBoth(_ matrixCase: MatrixCase) {
        // A session's app stays, held here; an app case's component is released.
        let sessionsApp = matrixCase.inScope ? ProdComponent() : nil
        let owner = OwnerObject()
        weak var component: AnyObject?
        weak var holder: (any BackReferenceHolder)?
        do {
            let made = Self.make(matrixCase, from: sessionsApp ?? ProdComponent(), owner: owner)
            (component, holder) = (made.component, made.holder)
            _ = made.holder.readThrough()
        }
        // Read into locals first: the compiler crashes on a weak variable inside `#expect`.
        let (componentFreed, holderFreed) = (component == nil, holder == nil)
        #expect(componentFreed, "\(matrixCase.service) kept its component alive")
        #expect(holderFreed, "\(matrixCase.service) outlived its component")
    }

    @Test(arguments: matrix)
    func afterItsComponentIsReleasedTheHolderGetsWhatTheRulesState(_ matrixCase: MatrixCase) {
        // A session's app stays, held here; an app case's component is released.
        let sessionsApp = matrixCase.inScope ? ProdComponent() : nil
        let owner = OwnerObject()
        weak var component: AnyObject?
        var holder: (any BackReferenceHolder)?
        do {
            let made = Self.make(matrixCase, from: sessionsApp ?? ProdComponent(), owner: owner)
            (component, holder) = (made.component, made.holder)
        }
        let componentAlive = component != nil
        switch (matrixCase.held, matrixCase.isKeptByItsComponent) {
        case (.strong, false):
            // Held only by app code: the reference keeps its component alive, and still works.
            #expect(componentAlive)
            #expect(holder?.readThrough() != nil)
        case (.strong, true):
            // Kept by the component: the reference did not keep it; reading stops with a message
            // (`readingThroughAKeptReferenceAfterItsComponentIsGoneNamesTheHolder`).
            #expect(!componentAlive)
        case (.weak, _):
            // Nothing kept the component: a weak holder reads nil, as Swift's `weak` does.
            #expect(!componentAlive)
            #expect(holder?.readThrough() == nil)
        case (.unowned, _):
            // Nothing kept the component: reading an `unowned` holder now is Swift's trap (the
            // holder promised its component outlives it), so this test does not read.
            #expect(!componentAlive)
        }
        holder = nil
        let componentFreed = component == nil
        #expect(componentFreed)
    }

    @Test func readingThroughAKeptReferenceAfterItsComponentIsGoneNamesTheHolder() async {
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
            do { holder = ProdComponent().appViewStrongSingleton }
            _ = holder?.readThrough()
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("AppView, held by 'appViewStrongSingleton', "))
            #expect(message.contains("was read after its component was released"))
        }
    }

    // MARK: - What a singleton keeps

    /// A transient built for a singleton, and what a provider the singleton holds returns, are
    /// kept by the component through the singleton: their views do not keep it alive either.
    @Test func whatASingletonKeepsDoesNotKeepTheComponentAlive() {
        weak var component: ProdComponent?
        weak var screen: UnownedAppViewHolder?
        weak var provided: AppViewHolder?
        do {
            let app = ProdComponent()
            component = app
            let keeper = app.screenKeeper
            screen = keeper.screen
            #expect(keeper.screen.readThrough() === app.target)
            let made = keeper.makeScreen()
            provided = made
            #expect(made.readThrough() === app.target)
        }
        let freed = (component == nil, screen == nil, provided == nil)
        #expect(freed == (true, true, true))
    }

    /// Every service the component keeps receives the same object for a view, which the
    /// component keeps: so an `unowned` holder (Factory's convention) stays valid.
    @Test func servicesTheComponentKeepsShareOneViewObjectItKeeps() {
        let app = ProdComponent()
        let first = app.appViewUnownedSingleton.reference
        let second = app.screenKeeper.screen.reference
        #expect(first === second)
        #expect(first.target === app.target)
    }

    /// A child's singleton holding a view of its parent, `unowned`: the object is the parent's,
    /// which the session made by app code keeps alive.
    @Test func aChildsSingletonReadsItsParentsViewWhileTheChildLives() {
        let owner = OwnerObject()
        var session: (any SessionComponent)? = ProdComponent().makeSessionComponent(owner: owner, optionalOwner: nil, host: owner)
        #expect(session?.sessionAppViewSingleton.readThrough() === session?.parent.target)
        weak let app = session?.parent as AnyObject?
        session = nil
        let appFreed = app == nil
        #expect(appFreed)
    }

    /// A child made through a maker only app code holds keeps its parent alive, as one app code
    /// makes does; one made through a maker the parent keeps holds it weakly (the tab tests below).
    @Test func aChildMadeByWhatAppCodeHoldsKeepsItsParentAlive() {
        weak var app: ProdComponent?
        var session: (any SessionComponent)?
        let owner = OwnerObject()
        do {
            let made = ProdComponent()
            app = made
            session = made.appMakerTransient.reference(owner, nil, owner)
        }
        let appAlive = app != nil
        #expect(appAlive)
        #expect(session?.target === session?.parent.target)
        session = nil
        let appFreed = app == nil
        #expect(appFreed)
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
