import Testing

@testable import ServiceGraphImporter

/// swift-dependencies: keys' live, test and preview values, named by `DependencyValues`.
@Suite struct DependenciesTests {
    @Test func liveTestAndPreviewValuesAreRealMockAndAVariant() {
        let draft = Drafting(
            """
            import Dependencies
            protocol Clock {}
            enum ClockKey: DependencyKey {
                static let liveValue: any Clock = SystemClock()
                static let testValue: any Clock = TestClock()
                static let previewValue: any Clock = FrozenClock(hour: 9)
            }
            extension DependencyValues {
                var clock: any Clock {
                    get { self[ClockKey.self] }
                    set { self[ClockKey.self] = newValue }
                }
            }
            """)
        draft.expect(
            "clock",
            #"{"type": "any Clock", "real": "SystemClock", "mock": "TestClock", "variants": {"preview": {"type": "FrozenClock", "dependencies": ["hour: 9"]}}}"#
        )
        // Kept: a key's value may use what swift-dependencies provides (`unimplemented`).
        #expect(draft.root["imports"] as? [String] == ["Dependencies"])
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func aStructOfClosuresReadsTheKeysValue() {
        let draft = Drafting(
            """
            struct WeatherClient {
                var forecast: @Sendable () async throws -> String
            }
            extension WeatherClient: DependencyKey {
                static let liveValue = WeatherClient(forecast: { try await fetch() })
            }
            extension WeatherClient: TestDependencyKey {
                static let testValue = Self(forecast: { "sunny" })
            }
            extension DependencyValues {
                var weather: WeatherClient {
                    get { self[WeatherClient.self] }
                    set { self[WeatherClient.self] = newValue }
                }
            }
            """)
        draft.expect(
            "weather",
            #"{"type": "WeatherClient", "real": {"factory": "WeatherClient.liveValue"}, "mock": {"factory": "WeatherClient.testValue"}}"#)
        draft.expectFinding(.choice, line: 5, "WeatherClient.liveValue is code", form: "must not be private")
        draft.expectChecksClean()
    }

    @Test func aKeyWithoutADependencyValuesMemberIsNamedByItsType() {
        let draft = Drafting(
            """
            struct AnalyticsClient: DependencyKey {
                static var liveValue: AnalyticsClient { AnalyticsClient() }
            }
            """)
        draft.expect("analyticsClient", #"{"type": "AnalyticsClient", "real": "AnalyticsClient"}"#)
        draft.expectChecksClean()
    }
}

/// Forms of keys seen in real apps (TCA's examples, isowords).
@Suite struct DependencyKeyFormsTests {
    @Test func aKeyNestedInDependencyValues() {
        let draft = Drafting(
            """
            extension DependencyValues {
                var temporaryDirectory: URL {
                    get { self[TemporaryDirectoryKey.self] }
                    set { self[TemporaryDirectoryKey.self] = newValue }
                }
                enum TemporaryDirectoryKey: DependencyKey {
                    static let liveValue = URL(fileURLWithPath: NSTemporaryDirectory())
                }
            }
            """)
        draft.expect(
            "temporaryDirectory",
            #"{"type": "URL", "real": {"type": "URL", "dependencies": ["fileURLWithPath: NSTemporaryDirectory()"]}}"#)
    }

    @Test func selfAndImplicitMembersAreTheKeysType() {
        let draft = Drafting(
            """
            extension APIClient: DependencyKey {
                static let liveValue = Self.live(baseURL: "https://api.example.com")
                static let testValue: APIClient = .noop
            }
            """)
        draft.expect(
            "apiClient",
            #"{"type": "APIClient", "real": {"factory": "APIClient.live", "dependencies": ["baseURL: \"https://api.example.com\""]}, "mock": {"factory": "APIClient.noop"}}"#
        )
        draft.expectNoFindings()
        draft.expectChecksClean()
    }

    @Test func aPrivateKeysCodeIsReported() {
        let draft = Drafting(
            """
            private enum WeatherKey: DependencyKey {
                static let liveValue = WeatherClient(forecast: { "sunny" })
            }
            """)
        draft.expectFinding(line: 2, "WeatherKey is private to its file", form: "internal")
        #expect(draft.result.findings.filter { $0.kind == .notMapped }.count == 1, "said once")
    }

    @Test func valuesInAnotherExtensionAndMembersWithoutTheirKey() {
        let draft = Drafting(
            """
            extension Clock: DependencyKey {}
            extension Clock { static let liveValue = Clock() }
            extension DependencyValues {
                var clock: Clock { get { self[Clock.self] } set { self[Clock.self] = newValue } }
                var timer: Clock { get { self[Clock.self] } set { self[Clock.self] = newValue } }
                var clock: Clock { get { self[Clock.self] } set { self[Clock.self] = newValue } }
                var apiClient: APIClient { get { self[APIClient.self] } set { self[APIClient.self] = newValue } }
            }
            enum EmptyKey: DependencyKey {}
            """)
        draft.expect("clock", #"{"type": "Clock", "real": "Clock"}"#)
        draft.expect("timer", #"{"alias": "clock"}"#)
        draft.expectFinding(line: 7, "'apiClient' reads the key APIClient, which is not in the files read", form: "declare 'apiClient'")
        draft.expectFinding(line: 9, "the key EmptyKey has no liveValue", form: "import the files")
        draft.expectChecksClean()
    }
}
