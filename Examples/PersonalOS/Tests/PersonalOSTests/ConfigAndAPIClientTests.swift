import Foundation
import FoundationNetworking
import PersonalOSCore
import PersonalOSKit
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Config, the apiKey input and the API client")
struct ConfigAndAPIClientTests {
    // MARK: Config

    @Test(
        "each environment's component has its own apiBaseURL and requestTimeout",
        arguments: [
            (AppEnvironment.dev, "https://api.dev.personalos.example", 5.0),
            (.staging, "https://api.staging.personalos.example", 10),
            (.prod, "https://api.personalos.example", 15),
            (.test, "https://api.test.invalid", 1),
        ])
    func configPerEnvironment(environment: AppEnvironment, baseURL: String, timeout: Double) {
        let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
        #expect(component.apiBaseURL == baseURL)
        #expect(component.requestTimeout == timeout)
        #expect(component.apiClient.baseURL == baseURL)
    }

    @Test("the component classes carry the same config as makeAppComponent")
    func configOnComponentClasses() {
        #expect(DevComponent(apiKey: "k").apiBaseURL == "https://api.dev.personalos.example")
        #expect(StagingComponent(apiKey: "k").apiBaseURL == "https://api.staging.personalos.example")
        #expect(ProdComponent(apiKey: "k").apiBaseURL == "https://api.personalos.example")
        #expect(DevComponent(apiKey: "k").requestTimeout == 5)
        #expect(StagingComponent(apiKey: "k").requestTimeout == 10)
        #expect(ProdComponent(apiKey: "k").requestTimeout == 15)
    }

    @Test(
        "the real network service of staging and prod gets that environment's requestTimeout",
        arguments: [
            AppEnvironment.staging, .prod,
        ])
    func networkTimeoutComesFromConfig(environment: AppEnvironment) throws {
        let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
        let network = try #require(component.network as? URLSessionNetworkService)
        #expect(network.timeout == component.requestTimeout)
        #expect(network.timeout == (environment == .prod ? 15 : 10))
    }

    @Test("URLSessionNetworkService applies its timeout and the headers to the URLRequest it sends")
    func urlRequestCarriesTimeout() throws {
        let url = try #require(URL(string: "http://127.0.0.1:9/v1/status"))
        let network = URLSessionNetworkService(logger: MockLogger(), timeout: 2.5)
        let request = network.urlRequest(for: NetworkRequest(url: url, headers: ["Authorization": "Bearer k"]))
        #expect(request.url == url)
        #expect(request.timeoutInterval == 2.5)
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer k")
    }

    @Test("TestComponent's config defaults to the test values and can be replaced")
    func testComponentConfig() throws {
        #expect(TestComponent().apiBaseURL == "https://api.test.invalid")
        #expect(TestComponent().requestTimeout == 1)
        let component = TestComponent(apiBaseURL: "http://127.0.0.1:8080", requestTimeout: 3)
        #expect(component.requestTimeout == 3)
        // The replaced config value is what the (mock) API client is built with.
        #expect(component.apiClient.baseURL == "http://127.0.0.1:8080")
        #expect(try component.apiClient.request(for: "v1/me").url.absoluteString == "http://127.0.0.1:8080/v1/me")
    }

    // MARK: The apiKey input

    @Test("the apiKey given to makeAppComponent reaches the API client of every environment", arguments: AppEnvironment.allCases)
    func apiKeyReachesTheClient(environment: AppEnvironment) throws {
        let key = "key-for-\(environment.rawValue)-123"
        let component = makeAppComponent(for: environment, apiKey: key)
        let request = try component.apiClient.request(for: "v1/dashboard")
        #expect(request.headers["Authorization"] == "Bearer \(key)")
        #expect(request.url.absoluteString == component.apiBaseURL + "/v1/dashboard")
        #expect(component.apiClient.maskedAPIKey == APIKey.masked(key))
    }

    @Test("prod's API client is the real PersonalOSAPIClient, built with the prod base URL and the key")
    func prodBuildsTheRealClient() throws {
        let component = ProdComponent(apiKey: "prod-key-abcdefgh")
        let client = try #require(component.apiClient as? PersonalOSAPIClient)
        let request = try client.request(for: "/v1/me")
        #expect(
            request
                == NetworkRequest(
                    url: try #require(URL(string: "https://api.personalos.example/v1/me")),
                    headers: ["Authorization": "Bearer prod-key-abcdefgh", "Accept": "application/json", "User-Agent": "PersonalOS"]
                ))
        #expect(client.maskedAPIKey == "prod…efgh")
    }

    @Test("dev's API client is the mock, recording the request it built with the dev key")
    func devBuildsTheMock() throws {
        let component = DevComponent(apiKey: "dev-key-from-test")
        let mock = try #require(component.apiClient as? MockPersonalOSAPIClient)
        let request = try mock.request(for: "v1/me")
        #expect(request.headers["Authorization"] == "Bearer dev-key-from-test")
        #expect(request.url.host == "api.dev.personalos.example")
        #expect(mock.calls == [.request(for: "v1/me")])
    }

    @Test("TestComponent's apiKey defaults to APIKey.forTests, and a given key replaces it")
    func testComponentAPIKey() throws {
        let component = TestComponent()
        #expect(component.apiKey == APIKey.forTests)
        #expect(try component.apiClient.request(for: "v1/me").headers["Authorization"] == "Bearer \(APIKey.forTests)")
        let other = TestComponent(apiKey: "another-test-key")
        #expect(other.apiKey == "another-test-key")
        #expect(try other.apiClient.request(for: "v1/me").headers["Authorization"] == "Bearer another-test-key")
    }

    @Test("the app's key comes from PERSONALOS_API_KEY, or the fake dev key when unset or empty")
    func resolveKey() {
        #expect(APIKey.resolve(from: ["PERSONALOS_API_KEY": "from-env"]) == "from-env")
        #expect(APIKey.resolve(from: ["PERSONALOS_API_KEY": ""]) == APIKey.developmentDefault)
        #expect(APIKey.resolve(from: ["OTHER": "x"]) == "dev-key-not-secret")
    }

    @Test("a masked key shows at most its first and last four characters")
    func maskedKey() {
        #expect(APIKey.masked("dev-key-not-secret") == "dev-…cret")
        #expect(APIKey.masked("abcdefghijkl") == "abcd…ijkl")
        #expect(APIKey.masked("short-key") == "…")
        #expect(APIKey.masked("") == "…")
    }

    // MARK: PersonalOSAPIClient

    @Test("requests are built under a 127.0.0.1 base URL and sent through the network service")
    func requestsGoThroughTheNetwork() async throws {
        let network = MockNetworkService()
        let url = try #require(URL(string: "http://127.0.0.1:8080/api/v1/status"))
        network.stub(url, text: #"{"ok": true}"#)
        let client = PersonalOSAPIClient(baseURL: "http://127.0.0.1:8080/api/", apiKey: "local-key", network: network)

        let data = try await client.data(for: "/v1//status")

        #expect(data == Data(#"{"ok": true}"#.utf8))
        #expect(
            network.requests == [
                NetworkRequest(
                    url: url,
                    headers: [
                        "Authorization": "Bearer local-key", "Accept": "application/json", "User-Agent": "PersonalOS",
                    ])
            ])
    }

    @Test("building a request sends nothing")
    func buildingSendsNothing() throws {
        let network = MockNetworkService()
        let client = PersonalOSAPIClient(baseURL: "http://localhost:8080", apiKey: "local-key", network: network)
        let request = try client.request(for: "v1/me")
        #expect(request.url.absoluteString == "http://localhost:8080/v1/me")
        #expect(network.requests.isEmpty)
    }

    @Test(
        "bad base URLs, paths and keys are errors, and nothing is sent",
        arguments: [
            ("http://api.personalos.example", "v1/me", "k", PersonalOSAPIError.insecureBaseURL("http://api.personalos.example")),
            ("ftp://127.0.0.1", "v1/me", "k", .invalidBaseURL("ftp://127.0.0.1", reason: "the scheme must be https or http")),
            ("not a url", "v1/me", "k", .invalidBaseURL("not a url", reason: "not an absolute URL")),
            ("https://127.0.0.1/?q=1", "v1/me", "k", .invalidBaseURL("https://127.0.0.1/?q=1", reason: "no query, fragment or credentials allowed")),
            ("https://127.0.0.1", "../secrets", "k", .invalidPath("../secrets")),
            ("https://127.0.0.1", "v1/me?admin=1", "k", .invalidPath("v1/me?admin=1")),
            ("https://127.0.0.1", "", "k", .invalidPath("")),
            ("https://127.0.0.1", "v1/me", "", .missingAPIKey),
        ])
    func rejections(baseURL: String, path: String, key: String, expected: PersonalOSAPIError) async throws {
        let network = MockNetworkService(fallback: .success(Data()))
        let client = PersonalOSAPIClient(baseURL: baseURL, apiKey: key, network: network)
        #expect(throws: expected) { try client.request(for: path) }
        await #expect(throws: expected) { try await client.data(for: path) }
        #expect(network.requests.isEmpty)
    }

    @Test("the mock API client records calls, answers with its data and fails like the real one")
    func mockClient() async throws {
        let mock = MockPersonalOSAPIClient(dataResult: .success(Data("canned".utf8)))
        #expect(try await mock.data(for: "v1/me") == Data("canned".utf8))
        await #expect(throws: PersonalOSAPIError.invalidPath("..")) { try await mock.data(for: "..") }
        #expect(mock.calls == [.data(for: "v1/me"), .data(for: "..")])
        #expect(mock.maskedAPIKey == APIKey.masked(APIKey.forTests))
    }
}
