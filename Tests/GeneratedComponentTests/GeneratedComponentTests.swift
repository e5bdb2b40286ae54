import Foundation
import TestSupport
import Testing

/// The component generated from this folder's services.json by ServiceGraphPlugin, exercised in-process.
@Suite struct GeneratedComponentTests {
    @Test func creatingAComponentBuildsNoService() {
        let component = ProdComponent()
        #expect(component.log.entries.isEmpty)
    }

    @Test func dependenciesAreBuiltBeforeTheirDependentsAndShared() {
        let component = ProdComponent()
        let top = component.top
        #expect(component.log.entries == ["SlowStorage", "Left", "Right", "Top"])
        #expect(top.left.storage === top.right.storage)
        #expect(top.left.storage === component.bottom)
        #expect(component.top === top)
    }

    @Test(.timeLimit(.minutes(1)))
    func singletonsAreBuiltExactlyOnceUnderConcurrentFirstAccess() {
        for _ in 0..<20 {
            let component = ProdComponent()
            let tops = IdentitySet()
            // Threads enter the diamond at every node at once.
            runConcurrently(threads: 8) { index in
                switch index % 4 {
                case 0: tops.insert(component.top)
                case 1: _ = component.left
                case 2: _ = component.right
                default: _ = component.bottom
                }
            }
            tops.insert(component.top)
            #expect(tops.count == 1)
            for name in ["SlowStorage", "Left", "Right", "Top"] {
                #expect(component.log.count(of: name) == 1, "\(name) built \(component.log.count(of: name)) times")
            }
        }
    }

    @Test func singletonsAreBuiltOnceUnderConcurrentTasks() async {
        let component = ProdComponent()
        let tops = IdentitySet()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<64 {
                group.addTask { tops.insert(component.top) }
            }
        }
        #expect(tops.count == 1)
        #expect(component.log.count(of: "SlowStorage") == 1)
    }

    @Test func transientServicesAreNewOnEveryAccessButShareTheirSingletons() {
        let component = ProdComponent()
        let first = component.request
        let second = component.request
        #expect(first !== second)
        #expect(first.top === second.top)
        #expect(component.log.count(of: "Request") == 2)
        #expect(component.log.count(of: "Top") == 1)
    }

    @Test func eachEnvironmentBindsItsImplementations() {
        #expect(DevComponent().bottom is MemoryStorage)
        // staging defaults to real but services.json binds `bottom` to its mock there.
        #expect(StagingComponent().bottom is MemoryStorage)
        #expect(ProdComponent().bottom is SlowStorage)
        #expect(TestComponent().bottom is MemoryStorage)
    }

    @Test func makeAppComponentPicksTheEnvironment() {
        #expect(AppEnvironment.allCases == [.dev, .staging, .prod, .test])
        for environment in AppEnvironment.allCases {
            #expect(makeAppComponent(for: environment).environment == environment)
        }
        #expect(makeAppComponent(for: .prod) is ProdComponent)
        #expect(makeAppComponent(for: .test) is TestComponent)
    }

    @Test func componentsAreIndependent() {
        let first = ProdComponent()
        let second = ProdComponent()
        #expect(first.top !== second.top)
    }

    @Test func anOverrideFlowsToEveryDependent() {
        let log = ConstructionLog()
        let replacement = MemoryStorage(log: log)
        let component = TestComponent(log: log, bottom: replacement)
        let top = component.top
        #expect(top.left.storage === replacement)
        #expect(top.right.storage === replacement)
        // The replaced service was not built by the component; everything above it was.
        #expect(log.entries == ["MemoryStorage", "Left", "Right", "Top"])
    }

    @Test func transientServicesCanBeReplacedToo() {
        let log = ConstructionLog()
        let fixed = Request(log: log, top: TestComponent(log: log).top)
        let component = TestComponent(request: fixed)
        #expect(component.request === fixed)
        #expect(component.request === fixed)
    }

    @Test func keywordNamedServicesWork() {
        let component = DevComponent()
        #expect(component.default === component.default)
    }
}
