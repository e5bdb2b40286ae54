import PersonalOSCore
import PersonalOSKit
import Testing

/// The settings sections, deep links and capabilities the features contribute: the app's
/// manifest declares the collections and lists none of their elements.
@Suite("Contributions from the features")
struct ContributionTests {
    @Test("the settings sections follow their order: the app's first, the developer section in dev only")
    func settingsOrder() {
        let dev = makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)
        #expect(dev.settingsSections.map(\.title) == ["About", "Health", "News", "Stocks", "GitHub", "Developer"])
        for environment in [AppEnvironment.staging, .prod, .test] {
            let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
            #expect(component.settingsSections.map(\.title) == ["About", "Health", "News", "Stocks", "GitHub"])
        }
        // The app's own section reads the environment's config.
        #expect(dev.settingsSections.first?.rows.last == "API: \(dev.apiBaseURL)")
    }

    @Test("HealthFeature's optional requirement is met in dev only, where the app has developer tools")
    func optionalRequirementPerEnvironment() {
        let dev = makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)
        #expect(dev.developerTools != nil)
        #expect(dev.settingsSections[1].rows.last == "Developer tools: reload sample data")
        for environment in [AppEnvironment.staging, .prod, .test] {
            let component = makeAppComponent(for: environment, apiKey: Fixtures.apiKey)
            #expect(component.developerTools == nil)
            #expect(component.settingsSections[1].rows == ["Source: Apple Health export", "Daily goal: 10,000 steps"])
        }
        // A test can give it all the same.
        #expect(TestComponent(developerTools: SampleDeveloperTools()).settingsSections[1].rows.count == 3)
    }

    @Test("each feature's deep link is under its path, and the router opens it")
    func deepLinkKeys() {
        let component = makeAppComponent(for: .prod, apiKey: Fixtures.apiKey)
        #expect(component.deepLinks.keys.sorted() == ["/github", "/health", "/news", "/stocks"])
        #expect(component.deepLinkRouter.open("personalos://news") == "Top headlines")
        #expect(component.deepLinkRouter.open("personalos://health?range=week") == "Steps (range=week)")
        #expect(component.deepLinkRouter.open("personalos://weather") == nil)
    }

    @Test("a capability two features need is in the set once")
    func capabilitiesAreASet() {
        let component = makeAppComponent(for: .dev, apiKey: Fixtures.apiKey)
        // News and Stocks both contribute backgroundFetch.
        #expect(component.capabilities == [.backgroundFetch, .healthKit, .keychain])
    }

    @Test("a test replaces one feature's contribution by its name, or a whole collection")
    func testReplacement() {
        let oneReplaced = TestComponent(
            HealthFeature_healthSettings: StaticSettingsSection(title: "Fake health", rows: []),
            HealthFeature_healthLink: ScreenLinkHandler(screen: "Fake steps"))
        #expect(oneReplaced.settingsSections.map(\.title) == ["About", "Fake health", "News", "Stocks", "GitHub"])
        #expect(oneReplaced.deepLinkRouter.open("personalos://health") == "Fake steps")

        let allReplaced = TestComponent(settingsSections: [StaticSettingsSection(title: "Only", rows: [])])
        #expect(allReplaced.settings.outline == "Only")
        #expect(TestComponent(capabilities: [.keychain]).capabilities == [.keychain])
    }
}
