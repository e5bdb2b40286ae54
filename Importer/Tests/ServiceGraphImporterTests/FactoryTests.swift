import Foundation
import Testing

@testable import ServiceGraphImporter

/// Factory's registrations: properties of a container extension, their scopes, parameters and contexts.
@Suite struct FactoryTests {
    static func container() throws -> String {
        let fixture = SampleRoundTripTests.repository.appendingPathComponent(
            "Importer/Tests/ServiceGraphImporterTests/Fixtures/FactoryApp/Container+Services.swift")
        return try String(contentsOf: fixture, encoding: .utf8)
    }

    @Test func propertiesAreServicesWithTheirScopes() throws {
        let draft = Drafting(try Self.container())
        draft.expect("logger", #"{"type": "any Logging", "real": "ConsoleLogger"}"#)
        draft.expect(
            "feed", #"{"type": "FeedViewModel", "real": {"type": "FeedViewModel", "dependencies": ["api", "logger"]}, "lifetime": "weak"}"#)
        // Factory's default scope, `.unique`, makes a new instance each time.
        draft.expect("formatter", #"{"type": "Formatter", "real": "Formatter", "lifetime": "transient"}"#)
        #expect(draft.root["imports"] as? [String] == ["Foundation"])
        draft.expectChecksClean()
    }

    @Test func contextsAreTheMockAndVariants() throws {
        let draft = Drafting(try Self.container())
        draft.expect(
            "api",
            #"{"type": "any APIClient", "real": {"type": "LiveAPIClient", "dependencies": ["baseURL: Config.baseURL", "logger"]}, "mock": "MockAPIClient", "variants": {"preview": "PreviewAPIClient"}}"#
        )
        let environments = draft.root["environments"] as? [String: Any]
        #expect(environments?["preview"] as? [String] == ["preview", "mock"])
        #expect(environments?["dev"] as? String == "mock")
    }

    @Test func aParameterFactoryIsAnAssistedFactory() throws {
        let draft = Drafting(try Self.container())
        draft.expect(
            "detail",
            #"{"type": "DetailViewModel", "real": {"type": "DetailViewModel", "dependencies": ["id", "api"]}, "parameters": [{"name": "id", "type": "String"}]}"#
        )
    }

    @Test func aCustomScopeAndAnUnknownModifierAreReported() {
        let draft = Drafting(
            """
            extension Container {
                var session: Factory<Session> { self { Session() }.scope(.session) }
                var cache: Factory<Cache> { self { Cache() }.singleton.timeToLive(60) }
            }
            """)
        draft.expectFinding(line: 2, "the custom scope '.session'", form: "\"scopes\"")
        draft.expectFinding(line: 3, "'.timeToLive' on the Factory 'cache' is not mapped", form: "by hand")
        draft.expect(
            "cache", #"{"type": "Cache", "real": "Cache", "doc": "Not imported: '.timeToLive' on the Factory 'cache' is not mapped (Registrations.swift:3)."}"#)
        draft.expectChecksClean()
    }

    @Test func factoryOnesStaticFactories() {
        let draft = Drafting(
            """
            extension Container {
                static let network = Factory<Network>(scope: .singleton) { Network() }
                static let feed = Factory<Feed> { Feed(network: network()) }
            }
            """)
        draft.expect("network", #"{"type": "Network", "real": "Network"}"#)
        draft.expect("feed", #"{"type": "Feed", "real": {"type": "Feed", "dependencies": ["network"]}, "lifetime": "transient"}"#)
        draft.expectChecksClean()
    }
}

/// What Factory code the importer does not read is reported, never dropped.
@Suite struct FactoryReportsTests {
    @Test func aRegistrationReplacedInTestsIsTheMock() {
        let draft = Drafting([
            "Container+Services.swift": """
            extension Container {
                var clock: Factory<Clock> { self { SystemClock() }.singleton }
            }
            """,
            "ClockTests.swift": """
            final class ClockTests: XCTestCase {
                override func setUp() { Container.shared.clock.register { FixedClock(hour: 9) } }
            }
            """,
        ])
        draft.expect(
            "clock", #"{"type": "Clock", "real": "SystemClock", "mock": {"type": "FixedClock", "dependencies": ["hour: 9"]}}"#)
        draft.expectChecksClean()
    }

    @Test func aGetterOfSeveralStatementsIsReported() {
        let draft = Drafting(
            """
            extension Container {
                var api: Factory<API> {
                    let factory = self { LiveAPI() }
                    return factory.singleton
                }
            }
            """)
        draft.expectFinding(line: 2, "the Factory 'api' is built by code the importer does not read", form: "\"api\"")
    }

    @Test func aRegistrationInAnotherFormIsReported() {
        let draft = Drafting("container.register(Feed.self, factory: Feed.make)")
        draft.expectFinding(line: 1, "this registration of Feed is not in a form the importer reads", form: "register(Feed.self)")
    }
}
