import Testing

@testable import ServiceGraphImporter

/// Each row of the Swinject guide's table ("Concept by concept", MigratingFromSwinject.md),
/// written as Swinject registrations, imported, and the draft checked by the generator.
@Suite struct SwinjectGuideTests {
    @Test func registrationOfAProtocol() {
        let draft = Drafting(
            """
            protocol P {}
            container.register(P.self) { _ in Impl() }.inObjectScope(.container)
            """)
        draft.expect("p", #"{"type": "any P", "real": "Impl"}"#)
        draft.expectChecksClean()
    }

    @Test func resolveInsideAFactoryIsADependencyWithTheInitializersLabels() {
        let draft = Drafting(
            """
            container.register(Impl.self) { r in
                Impl(a: r.resolve(A.self)!, label: r.resolve(B.self)!, r.resolve(C.self)!)
            }.inObjectScope(.container)
            container.register(A.self) { _ in A() }.inObjectScope(.container)
            container.register(B.self) { _ in B() }.inObjectScope(.container)
            container.register(C.self) { _ in C() }.inObjectScope(.container)
            """)
        draft.expect("impl", #"{"type": "Impl", "real": {"type": "Impl", "dependencies": ["a", "label", "_: c"]}}"#)
        draft.expect("a", #"{"type": "A", "real": "A"}"#)
        draft.expectChecksClean()
    }

    @Test func aFactoryReturningAnInstanceOrCallingAStaticFunction() {
        let draft = Drafting(
            """
            container.register(FileStore.self, name: "documents") { _ in FileStore.documents }.inObjectScope(.container)
            container.register(FileStore.self, name: "named") { r in
                FileStore.named("x", log: r ~> Log.self)
            }.inObjectScope(.container)
            container.register(Log.self) { _ in Log() }.inObjectScope(.container)
            """)
        draft.expect("documents", #"{"type": "FileStore", "real": {"factory": "FileStore.documents"}}"#)
        draft.expect(
            "named", #"{"type": "FileStore", "real": {"factory": "FileStore.named", "dependencies": ["_: \"x\"", "log"]}}"#)
        draft.expectChecksClean()
    }

    @Test func objectScopesAreLifetimes() {
        let draft = Drafting(
            """
            container.register(Shared.self) { _ in Shared() }.inObjectScope(.container)
            container.register(Fresh.self) { _ in Fresh() }.inObjectScope(.transient)
            container.register(Held.self) { _ in Held() }.inObjectScope(.weak)
            """)
        draft.expect("shared", #"{"type": "Shared", "real": "Shared"}"#)
        draft.expect("fresh", #"{"type": "Fresh", "real": "Fresh", "lifetime": "transient"}"#)
        draft.expect("held", #"{"type": "Held", "real": "Held", "lifetime": "weak"}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func theDefaultGraphScopeIsDraftedTransientWithARemark() {
        let draft = Drafting(
            """
            container.register(Parser.self) { _ in Parser() }
            container.register(Other.self) { _ in Other() }.inObjectScope(.graph)
            """)
        draft.expect("parser", #"{"type": "Parser", "real": "Parser", "lifetime": "transient"}"#)
        draft.expect("other", #"{"type": "Other", "real": "Other", "lifetime": "transient"}"#)
        draft.expectFinding(.choice, line: 1, ".graph scope (Swinject's when none is set)", form: "remove \"lifetime\"")
        draft.expectFinding(.choice, line: 2, ".graph scope (Swinject's when none is set)", form: "singleton")
        draft.expectChecksClean()
    }

    @Test func aCustomObjectScopeIsReportedAsAScope() {
        let draft = Drafting(
            """
            container.register(Session.self) { _ in Session() }.inObjectScope(.session)
            """)
        draft.expectFinding(line: 1, "custom scope '.session'", form: "\"scopes\"")
        #expect(
            (draft.services["session"] as? [String: Any])?["doc"] as? String
                == "Not imported: the custom scope '.session' is not mapped; drafted as a singleton (Registrations.swift:1).")
        draft.expectChecksClean()
    }

    @Test func namedRegistrationsAndTheUnnamedOneForwardingToOne() {
        let draft = Drafting(
            """
            container.register(FileStore.self, name: "documents") { _ in DiskFileStore.documents }.inObjectScope(.container)
            container.register(FileStore.self, name: "caches") { _ in DiskFileStore.caches }.inObjectScope(.container)
            container.register(FileStore.self) { r in r.resolve(FileStore.self, name: "documents")! }
            container.register(Images.self) { r in Images(cache: r.resolve(FileStore.self, name: "caches")!) }.inObjectScope(.container)
            """)
        draft.expect("documents", #"{"type": "FileStore", "real": {"factory": "DiskFileStore.documents"}}"#)
        draft.expect("caches", #"{"type": "FileStore", "real": {"factory": "DiskFileStore.caches"}}"#)
        draft.expect("fileStore", #"{"alias": "documents"}"#)
        draft.expect("images", #"{"type": "Images", "real": {"type": "Images", "dependencies": ["cache: caches"]}}"#)
        draft.expectChecksClean()
    }

    @Test func implementsIsAnAliasWithASupertype() {
        let draft = Drafting(
            """
            protocol Q {}
            container.register(Impl.self) { _ in Impl() }.inObjectScope(.container).implements(Q.self)
            """)
        draft.expect("q", #"{"alias": "impl", "type": "any Q"}"#)
        draft.expectChecksClean()
    }

    @Test func argumentsAreAnAssistedFactorysParameters() {
        let draft = Drafting(
            """
            container.register(VM.self) { (r, id: String) in VM(id: id, api: r ~> API.self) }
            container.register(API.self) { _ in API() }.inObjectScope(.container)
            """)
        draft.expect(
            "vm", #"{"type": "VM", "real": {"type": "VM", "dependencies": ["id", "api"]}, "parameters": [{"name": "id", "type": "String"}]}"#)
        draft.expectChecksClean()
    }

    @Test func anArgumentWithoutATypeAsksForIt() {
        let draft = Drafting("container.register(VM.self) { r, id in VM(id: id) }")
        #expect(draft.result.manifest.contains(#""parameters": [{"name": "id", "type": "<#Type#>"}]"#))
        #expect(draft.result.diagnostics.contains { $0.severity == .error })
    }

    @Test func theContainerPassedAsANarrowProtocolIsAView() {
        let draft = Drafting(
            """
            container.register(Screen.self) { r in Screen(dependencies: r as! ScreenDependencies) }
            container.register(Keeper.self) { r in Keeper(resolver: r) }
            """)
        draft.expectFinding(line: 1, "the container itself is passed", form: "a view")
        draft.expectFinding(line: 2, "the container itself is passed", form: "assisted factory")
    }

    @Test func assembliesAreDraftedIntoOneManifest() {
        let draft = Drafting([
            "NetworkAssembly.swift": """
            final class NetworkAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(HTTP.self) { _ in HTTP() }.inObjectScope(.container)
                }
            }
            """,
            "FeedAssembly.swift": """
            final class FeedAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Feed.self) { r in Feed(http: r ~> HTTP.self) }.inObjectScope(.container)
                }
            }
            let assembler = Assembler([NetworkAssembly(), FeedAssembly()])
            """,
        ])
        draft.expect("http", #"{"type": "HTTP", "real": "HTTP"}"#)
        draft.expect("feed", #"{"type": "Feed", "real": {"type": "Feed", "dependencies": ["http"]}}"#)
        draft.expectChecksClean()
    }

    @Test func aChildContainerIsReportedAsAScope() {
        let draft = Drafting(
            """
            let child = Container(parent: container)
            child.register(Cart.self) { _ in Cart() }.inObjectScope(.container)
            """)
        draft.expectFinding(line: 1, "a child container", form: "\"scopes\"")
        draft.expect("cart", #"{"type": "Cart", "real": "Cart"}"#)
    }

    @Test func initCompletedSetsPropertiesAndCallsMethods() {
        let draft = Drafting(
            """
            container.register(Router.self) { r in Router(log: r ~> Log.self) }
                .inObjectScope(.container)
                .initCompleted { r, router in
                    router.delegate = r.resolve(Coordinator.self)!
                    router.attach(r ~> Presenter.self, store: r ~> Store.self)
                }
            container.register(Coordinator.self) { r in Coordinator(router: r ~> Router.self) }.inObjectScope(.container)
            container.register(Log.self) { _ in Log() }.inObjectScope(.container)
            container.register(Presenter.self) { _ in Presenter() }.inObjectScope(.container)
            container.register(Store.self) { _ in Store() }.inObjectScope(.container)
            """)
        draft.expect(
            "router",
            #"{"type": "Router", "real": {"type": "Router", "dependencies": ["log"], "properties": ["delegate: coordinator"], "calls": [{"method": "attach", "dependencies": ["_: presenter", "store"]}]}}"#
        )
        draft.expectChecksClean()
    }

    @Test func synchronizeAndResetNeedNothing() {
        let draft = Drafting(
            """
            container.register(A.self) { _ in A() }.inObjectScope(.container)
            let resolver = container.synchronize()
            container.resetObjectScope(.container)
            container.removeAll()
            Container.loggingFunction = nil
            """)
        #expect(draft.services.count == 1)
        draft.expectNoFindings()
    }

    @Test func debugRegistrationsAreMocks() {
        let draft = Drafting(
            """
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    #if DEBUG
                    container.register(HTTP.self) { _ in StubHTTP() }.inObjectScope(.container)
                    #else
                    container.register(HTTP.self) { _ in URLSessionHTTP() }.inObjectScope(.container)
                    #endif
                    container.register(Tokens.self) { _ in KeychainTokens() }.inObjectScope(.container)
                }
            }
            final class DebugAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Tokens.self) { _ in MemoryTokens() }.inObjectScope(.container)
                }
            }
            """)
        draft.expect("http", #"{"type": "HTTP", "real": "URLSessionHTTP", "mock": "StubHTTP"}"#)
        draft.expect("tokens", #"{"type": "Tokens", "real": "KeychainTokens", "mock": "MemoryTokens"}"#)
        draft.expectChecksClean()
    }

    @Test func aPropertyOfAnotherServiceIsADerivedValue() {
        let draft = Drafting(
            """
            container.register(Profile.self) { r in Profile(userID: r.resolve(User.self)!.id) }.inObjectScope(.container)
            container.register(User.self) { _ in User() }.inObjectScope(.container)
            """)
        draft.expect("profile", #"{"type": "Profile", "real": {"type": "Profile", "dependencies": ["userID: user.id"]}}"#)
        draft.expectChecksClean()
    }

    @Test func aRegistrationMadeByAnotherServiceIsItsFactoryMethod() {
        let draft = Drafting(
            """
            container.register(Timeline.self) { (r, roomID: String) in
                r.resolve(TimelineFactory.self)!.makeTimeline(roomID: roomID)
            }
            container.register(TimelineFactory.self) { _ in TimelineFactory() }.inObjectScope(.container)
            """)
        draft.expect(
            "timeline",
            #"{"type": "Timeline", "real": {"factory": "timelineFactory.makeTimeline", "dependencies": ["roomID"]}, "parameters": [{"name": "roomID", "type": "String"}]}"#
        )
        draft.expectChecksClean()
    }

    @Test func valuesBuiltFromConstantsAreWrittenOut() {
        let draft = Drafting(
            """
            container.register(About.self) { _ in About(sha: sdkGitSha(), flags: FeatureFlag.self, retries: 3) }
                .inObjectScope(.container)
            """)
        draft.expect(
            "about",
            #"{"type": "About", "real": {"type": "About", "dependencies": ["sha: sdkGitSha()", "flags: FeatureFlag.self", "retries: 3"]}}"#)
        draft.expectChecksClean()
    }

    @Test func aFallbackIsReportedWithItsForm() {
        let draft = Drafting(
            """
            container.register(Store.self) { _ in Keychain() ?? MemoryStore() }.inObjectScope(.container)
            """)
        draft.expectFinding(line: 1, "'Keychain() ?? MemoryStore()'", form: "\"fallback\"")
    }

    @Test func mocksReRegisteredInTestsAreTheMock() {
        let draft = Drafting([
            "App.swift": "container.register(HTTP.self) { _ in LiveHTTP() }.inObjectScope(.container)",
            "AppTests.swift": """
            final class FeedTests: XCTestCase {
                override func setUp() {
                    container.register(HTTP.self) { _ in StubHTTP() }.inObjectScope(.container)
                }
            }
            """,
        ])
        draft.expect("http", #"{"type": "HTTP", "real": "LiveHTTP", "mock": "StubHTTP"}"#)
    }

    @Test func autoregisterIsReportedWithTheListOfDependencies() {
        let draft = Drafting("container.autoregister(P.self, initializer: Impl.init)")
        draft.expectFinding(line: 1, "autoregister", form: "\"dependencies\"")
    }

    @Test func aLiteralIsAConfigValue() {
        let draft = Drafting(
            """
            container.register(String.self, name: "apiBaseURL") { _ in "https://reader.example.com" }
            container.register(Client.self) { r in Client(baseURL: r.resolve(String.self, name: "apiBaseURL")!) }
                .inObjectScope(.container)
            """)
        #expect(
            (draft.root["config"] as? [String: Any])?["apiBaseURL"] as? [String: String]
                == ["type": "String", "value": "https://reader.example.com"])
        draft.expect("client", #"{"type": "Client", "real": {"type": "Client", "dependencies": ["baseURL: apiBaseURL"]}}"#)
        draft.expectChecksClean()
    }

    @Test func codeInARegistrationIsReportedNotGuessed() {
        let draft = Drafting(
            """
            container.register(Service.self) { r in
                if flag { return A() }
                return B()
            }
            """)
        draft.expectFinding(line: 2, "runs code the manifest cannot say", form: "variant")
        #expect((draft.services["service"] as? [String: Any])?["real"] == nil)
        #expect(draft.result.diagnostics.contains { $0.severity == .error })
    }

    @Test func aServiceAskedForButNeverRegisteredIsReported() {
        let draft = Drafting("container.register(Feed.self) { r in Feed(http: r ~> HTTP.self) }.inObjectScope(.container)")
        draft.expectFinding(line: 1, "asks for HTTP, which no registration provides", form: "declare 'http'")
        #expect(draft.result.diagnostics.contains { $0.severity == .error && $0.message.contains("'http'") })
    }

    @Test func anOperatorResolutionAssignedInInitCompletedIsAProperty() {
        let draft = Drafting(
            """
            container.register(Toolbar.self) { _ in Toolbar() }
                .inObjectScope(.container)
                .initCompleted { r, s in s.log = r ~> Logger.self }
            container.register(Logger.self) { _ in Logger() }.inObjectScope(.container)
            """)
        draft.expect("toolbar", #"{"type": "Toolbar", "real": {"type": "Toolbar", "properties": ["log: logger"]}}"#)
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func mockNamesAreWholeWords() {
        let draft = Drafting(
            """
            final class LatestNewsAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(NewsFeed.self) { _ in LiveNewsFeed() }.inObjectScope(.container)
                }
            }
            """)
        draft.expect("newsFeed", #"{"type": "NewsFeed", "real": "LiveNewsFeed"}"#)
        #expect(SyntaxShapes.camelCaseWords("XCTestCase") == ["XC", "Test", "Case"])
        #expect(SyntaxShapes.flavor(named: "registerMocks") == .mock)
        #expect(SyntaxShapes.flavor(named: "Contest") == nil)
    }

    @Test func resolvingWithArgumentsIsReportedOnceAndLeftOut() {
        let draft = Drafting(
            """
            container.register(DetailModel.self) { r in DetailModel(item: r.resolve(Item.self, argument: "42")!) }
                .inObjectScope(.container)
            """)
        #expect(draft.result.findings.filter { $0.kind == .notMapped }.count == 1)
        draft.expectFinding(line: 1, "resolves with arguments inside a registration", form: "assisted factory")
        let real = (draft.services["detailModel"] as? [String: Any])?["real"]
        #expect(real == nil, "the construction is left out, not written with the resolution in it")
    }
}
