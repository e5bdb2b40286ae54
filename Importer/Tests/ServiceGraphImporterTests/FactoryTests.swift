import Testing

@testable import ServiceGraphImporter

/// Factory's registrations: properties of a container extension, their scopes, parameters and contexts.
@Suite struct FactoryTests {
    static let container = """
        import Factory
        import Foundation

        protocol Logging {}
        protocol APIClient {}

        extension Container {
            var logger: Factory<any Logging> { self { ConsoleLogger() }.singleton }
            var api: Factory<APIClient> {
                self { LiveAPIClient(baseURL: Config.baseURL, logger: self.logger()) }
                    .onTest { MockAPIClient() }
                    .onPreview { PreviewAPIClient() }
                    .cached
            }
            var detail: ParameterFactory<String, DetailViewModel> {
                self { id in DetailViewModel(id: id, api: self.api()) }
            }
            var feed: Factory<FeedViewModel> { Factory(self) { FeedViewModel(api: self.api(), logger: Container.shared.logger()) }.shared }
            var formatter: Factory<Formatter> { self { Formatter() } }
        }
        """

    @Test func propertiesAreServicesWithTheirScopes() {
        let draft = Drafting(Self.container)
        draft.expect("logger", #"{"type": "any Logging", "real": "ConsoleLogger"}"#)
        draft.expect(
            "feed", #"{"type": "FeedViewModel", "real": {"type": "FeedViewModel", "dependencies": ["api", "logger"]}, "lifetime": "weak"}"#)
        // Factory's default scope, `.unique`, makes a new instance each time.
        draft.expect("formatter", #"{"type": "Formatter", "real": "Formatter", "lifetime": "transient"}"#)
        #expect(draft.root["imports"] as? [String] == ["Foundation"])
        draft.expectChecksClean()
    }

    @Test func contextsAreTheMockAndVariants() {
        let draft = Drafting(Self.container)
        draft.expect(
            "api",
            #"{"type": "any APIClient", "real": {"type": "LiveAPIClient", "dependencies": ["baseURL: Config.baseURL", "logger"]}, "mock": "MockAPIClient", "variants": {"preview": "PreviewAPIClient"}}"#
        )
        let environments = draft.root["environments"] as? [String: Any]
        #expect(environments?["preview"] as? [String] == ["preview", "mock"])
        #expect(environments?["dev"] as? String == "mock")
    }

    @Test func aParameterFactoryIsAnAssistedFactory() {
        let draft = Drafting(Self.container)
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
        draft.expectFinding(line: 3, "'.timeToLive' on the Factory 'cache' is not mapped", form: "guide")
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
