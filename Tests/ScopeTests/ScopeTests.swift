import Foundation
import ServiceGraph
import TestSupport
import Testing

/// A three-level scope tree (app -> account -> conversation), generated through the plugin.
@Suite struct ScopeTests {
    @Test func eachChildHasItsOwnSingletons() {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        let owner = AccountOwner()
        let ada = app.makeAccountComponent(userID: "ada", owner: owner)
        let bob = app.makeAccountComponent(userID: "bob", owner: owner)
        #expect(ada.profile === ada.profile)
        #expect(ada.profile !== bob.profile)
        #expect(ada.profile.userID == "ada" && bob.profile.userID == "bob")
        #expect(log.builds(of: "profile") == 2)
    }

    @Test func creatingAChildBuildsNothing() {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        let account = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        _ = account.makeConversationComponent(conversationID: 1)
        #expect(["clock", "database", "profile", "drafts", "thread"].allSatisfy { log.builds(of: $0) == 0 })
    }

    @Test func childrenReadTheirAncestorsServices() {
        let app = DevComponent(log: ConstructionLog())
        let account = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        let conversation = account.makeConversationComponent(conversationID: 7)
        #expect(account.drafts.database === app.database)
        #expect(conversation.thread.drafts === account.drafts)
        #expect(conversation.thread.clock as AnyObject === app.clock as AnyObject)
        #expect(conversation.thread.id == 7)
        #expect(conversation.parent === account && account.parent === app)
        #expect(conversation.composer !== conversation.composer)
        #expect(conversation.composer.thread === conversation.thread)
    }

    @Test(arguments: [AppEnvironment.dev, .prod])
    func childrenHaveTheirParentsBindings(environment: AppEnvironment) {
        let app = makeAppComponent(for: environment, log: ConstructionLog())
        let account = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        let conversation = account.makeConversationComponent(conversationID: 1)
        #expect(account.environment == environment && conversation.environment == environment)
        let expected =
            environment == .dev
            ? ("DevAccountComponent", "DevConversationComponent", "FixedClock")
            : ("ProdAccountComponent", "ProdConversationComponent", "SystemClock")
        #expect("\(type(of: account))" == expected.0)
        #expect("\(type(of: conversation))" == expected.1)
        #expect("\(type(of: conversation.thread.clock))" == expected.2)
        #expect(account.draftLimit == 100)
    }

    @Test func theOwnerIsHeldWeaklySoOwnerAndChildDoNotLeak() {
        let app = DevComponent(log: ConstructionLog())
        var owner: AccountOwner? = AccountOwner()
        weak var weakAccount: (any AccountComponent)?
        do {
            let account = app.makeAccountComponent(userID: "ada", owner: owner!)
            owner!.account = account
            weakAccount = account
            #expect(account.owner === owner)
        }
        #expect(weakAccount != nil, "the owner keeps its account")
        owner = nil
        #expect(weakAccount == nil, "released with its owner: the account does not keep the owner")
    }

    @Test func anOrphanedChildSeesNoOwner() {
        let app = DevComponent(log: ConstructionLog())
        let account = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        #expect(account.owner == nil)
    }

    @Test func warmUpAndShutdownTouchOnlyTheirOwnComponent() async throws {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        let ada = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        let bob = app.makeAccountComponent(userID: "bob", owner: AccountOwner())
        try await ada.warmUp()
        #expect(log.builds(of: "drafts") == 1, "ada's eager drafts, not bob's")
        #expect(log.builds(of: "database") == 1, "built as the drafts read it, by the app")
        _ = bob.drafts
        try await ada.shutdown()
        #expect(log.shutdowns == ["drafts of ada"], "not bob's drafts, nor the app's database")
        try await bob.shutdown()
        try await app.shutdown()
        #expect(log.shutdowns == ["drafts of ada", "drafts of bob", "database"])
    }

    /// Shutting the parent down shuts its live children down first, newest first, then its own
    /// singletons: no child goes on reading the parent's shut-down services.
    @Test func shuttingDownTheParentShutsItsLiveChildrenDownFirst() async throws {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        let ada = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        let bob = app.makeAccountComponent(userID: "bob", owner: AccountOwner())
        _ = (ada.drafts, bob.drafts)
        try await app.shutdown()
        #expect(log.shutdowns == ["drafts of bob", "drafts of ada", "database"])
        // Each once: shutting a child down again does nothing.
        try await ada.shutdown()
        #expect(log.shutdowns.count == 3)
    }

    /// A child released before the parent shuts down is not reached (nor kept alive by it).
    @Test func aReleasedChildIsNotKeptForTheParentsShutdown() async throws {
        let log = ConstructionLog()
        let app = DevComponent(log: log)
        weak var released: (any AccountComponent)?
        do {
            let account = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
            _ = account.drafts
            try await account.shutdown()
            released = account
        }
        let freed = released == nil
        #expect(freed)
        try await app.shutdown()
        #expect(log.shutdowns == ["drafts of ada", "database"])
    }

    @Test func makingAChildAfterItsParentShutDownStopsWithAMessage() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let app = DevComponent(log: ConstructionLog())
            try? await app.shutdown()
            _ = app.makeAccountComponent(userID: "ada", owner: AccountOwner())
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("a 'account' component was made after its parent shut down"))
        }
    }

    /// Children made and shut down on many threads while others live: the parent's shutdown
    /// reaches exactly the live ones, each once (run under the thread sanitizer in CI).
    @Test func childrenMadeAndShutDownConcurrentlyAreEachShutDownOnce() async throws {
        for _ in 0..<10 {
            let log = ConstructionLog()
            let app = DevComponent(log: log)
            let kept = AccountList()
            runConcurrently(threads: 8) { thread in
                for round in 0..<20 {
                    let account = app.makeAccountComponent(userID: "u\(thread)-\(round)", owner: AccountOwner())
                    _ = account.drafts
                    if round.isMultiple(of: 2) { kept.append(account) }
                }
            }
            // The ones not kept are released on their threads; shutting down the app reaches the rest.
            try await app.shutdown()
            let shutDown = log.shutdowns.filter { $0.hasPrefix("drafts of ") }
            #expect(shutDown.count == 80 && Set(shutDown).count == 80)
            #expect(log.shutdowns.last == "database")
            for account in kept.all { try await account.shutdown() }
            #expect(log.shutdowns.count == 81)
        }
    }

    @Test func aChildsSingletonIsBuiltOnceUnderConcurrentFirstReads() {
        let log = ConstructionLog()
        let account = DevComponent(log: log).makeAccountComponent(userID: "ada", owner: AccountOwner())
        let seen = IdentitySet()
        runConcurrently(threads: 8) { _ in seen.insert(account.slowIndex) }
        #expect(log.builds(of: "slowIndex") == 1)
        #expect(seen.count == 1)
    }

    @Test func manyChildrenMadeConcurrentlyShareTheParentAndKeepTheirOwn() {
        let log = ConstructionLog()
        let app = ProdComponent(log: log)
        // Kept alive, so that no two profiles can share an address.
        let kept = KeptObjects()
        let profiles = IdentitySet()
        let databases = IdentitySet()
        runConcurrently(threads: 8) { thread in
            for index in 0..<50 {
                let account = app.makeAccountComponent(userID: "user\(thread)-\(index)", owner: AccountOwner())
                let conversation = account.makeConversationComponent(conversationID: index)
                kept.keep(conversation)
                profiles.insert(conversation.thread.drafts.profile)
                databases.insert(account.drafts.database)
            }
        }
        #expect(profiles.count == 400)
        #expect(log.builds(of: "profile") == 400 && log.builds(of: "thread") == 400)
        #expect(databases.count == 1 && log.builds(of: "database") == 1)
    }

    @Test func aTestChildTakesReplacementsAndAnyParent() {
        let clock = FixedClock(log: ConstructionLog())
        let testApp = TestComponent(clock: clock)
        let profile = Profile(userID: "replaced", clock: clock, log: ConstructionLog())
        let account = TestAccountComponent(parent: testApp, userID: "ada", owner: AccountOwner(), profile: profile)
        #expect(account.drafts.profile === profile)
        #expect(account.draftLimit == 3, "the test value of the scope's config")
        // An override in the parent flows into the child's services that read it.
        let conversation = TestConversationComponent(parent: account, conversationID: 2)
        #expect(conversation.thread.clock as AnyObject === clock)
        // A real parent works too; the child still uses test bindings.
        let realParent = ProdComponent(log: ConstructionLog())
        let testChild = TestAccountComponent(parent: realParent, userID: "bob", owner: AccountOwner())
        #expect(testChild.environment == .test)
        #expect(testChild.drafts.database === realParent.database)
    }

    @Test func aTestParentMakesTestChildren() {
        let testApp = TestComponent()
        let account = testApp.makeAccountComponent(userID: "ada", owner: AccountOwner())
        let conversation = account.makeConversationComponent(conversationID: 3)
        #expect(account is TestAccountComponent && conversation is TestConversationComponent)
        #expect(account.environment == .test && account.draftLimit == 3)
    }

    /// An input and a config value whose types are function types under other names: given as a
    /// closure, a static member, or left to the test default, each is kept and called later.
    @Test func functionTypesUnderOtherNamesAreKept() {
        let exported = ExportedTexts()
        let app = DevComponent(log: ConstructionLog())
        let export = app.makeExportComponent(onFinish: { exported.append($0) })
        export.exporter.export("report")
        TestComponent().makeExportComponent(onFinish: { exported.append($0) }).exporter.export("report")
        TestExportComponent(parent: app, onFinish: { exported.append("test: " + $0) }, format: { "[\($0)]" })
            .exporter.export("report")
        #expect(exported.all == ["report", "REPORT", "test: [report]"])
    }
}

private final class ExportedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}

private final class KeptObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var objects: [AnyObject] = []

    func keep(_ object: AnyObject) { lock.withLock { objects.append(object) } }
}

/// Components kept by several threads at once.
final class AccountList: @unchecked Sendable {
    private let lock = NSLock()
    private var accounts: [any AccountComponent] = []

    func append(_ account: any AccountComponent) { lock.withLock { accounts.append(account) } }
    var all: [any AccountComponent] { lock.withLock { accounts } }
}
