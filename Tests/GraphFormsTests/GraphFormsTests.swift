import ServiceGraph
import TestSupport
import Testing

/// Views, providers, derived values, constants from code and named variants, run for real.
@Suite struct GraphFormsTests {
    @Test func aProviderLetsTwoSingletonsSeeEachOther() {
        let app = ProdComponent(session: .preview, log: ConstructionLog())
        #expect(app.router.coordinator === app.coordinator)
        #expect(app.coordinator.router === app.router)
    }

    @Test func theProviderCycleBuildsEachSingletonOnceUnderConcurrentFirstReads() {
        for _ in 0..<20 {
            let log = ConstructionLog()
            let app = ProdComponent(session: .preview, log: log)
            let coordinators = IdentitySet()
            let routers = IdentitySet()
            runConcurrently(threads: 8) { thread in
                // Half the threads start from each end of the cycle.
                if thread.isMultiple(of: 2) {
                    coordinators.insert(app.coordinator)
                    routers.insert(app.router.coordinator.router)
                } else {
                    routers.insert(app.router)
                    coordinators.insert(app.router.coordinator)
                }
            }
            #expect(log.builds(of: "coordinator") == 1 && log.builds(of: "router") == 1)
            #expect(coordinators.count == 1 && routers.count == 1)
        }
    }

    /// `makeAppComponent(for:)` returns `any AppComponent`, which refines the app's views: it is
    /// passed where a view is expected, with no cast.
    @Test func anyAppComponentIsItsViews() {
        let component: any AppComponent = makeAppComponent(
            for: .prod, session: Session(user: User(id: "ada")), log: ConstructionLog())
        let view: any FeedDependencies = component
        #expect(view.apiHost == "api.example.com" && view.session.user.id == "ada")
    }

    @Test func aViewReadsTheComponentsMembersWhenUsed() {
        let app = ProdComponent(session: Session(user: User(id: "ada")), log: ConstructionLog())
        let feed = app.feed
        // A transient only app code holds receives the component itself, which it keeps alive.
        #expect(feed.dependencies === app)
        #expect(feed.dependencies.client === app.client)
        #expect(feed.dependencies.apiHost == "api.example.com" && feed.dependencies.session.user.id == "ada")
    }

    @Test(arguments: [
        (AppEnvironment.dev, "localhost", 50, "memory"),
        (.prod, "api.example.com", 50, "disk"),
        (.widget, "api.example.com", 5, "shared"),
        (.test, "api.example.com", 50, "memory"),
    ])
    func constantsDerivedValuesAndVariants(environment: AppEnvironment, host: String, pageSize: Int, store: String) {
        let app = makeAppComponent(for: environment, session: Session(user: User(id: "u7")), log: ConstructionLog())
        #expect(app.client.host == host)
        #expect(app.client.pageSize.count == pageSize)
        #expect(app.client.storeKind == store)
        #expect(app.client.userID == "u7")
    }

    @Test func aTestComponentReplacesAServiceAViewLists() {
        let client = Client(host: "stub", userID: "x", pageSize: .compact, storeKind: "none")
        let test = TestComponent(client: client)
        #expect(test.feed.dependencies.client === client)
    }
}
