// personalos: prints the PersonalOS dashboard.
//
// This file constructs no service. Which implementation backs each service, and how
// they are wired together, is declared in the services.json of each feature module
// (Examples/PersonalOS/Sources/<Feature>/services.json) and of the app module that
// composes them (Examples/PersonalOS/Sources/PersonalOSKit/services.json); the
// ServiceGraph build plugin turns each into one component per environment, and the
// app's component makes the features' with its own environment. This file only picks the
// environment, reads the API key the components take, creates the optional trace
// observer (which watches services being built; it is not one), and signs the sample's
// GitHub user in and out through an AccountSession, which makes and keeps the account's
// component.
import AssistantFeature
import Foundation
import GitHubFeature
import PersonalOSCore
import PersonalOSKit

/// The environments a person can run; `test` is for tests only.
let runnableEnvironments = AppEnvironment.allCases.filter { $0 != .test }
let environmentNames = runnableEnvironments.map(\.rawValue).joined(separator: "|")
let environmentVariable = "PERSONALOS_ENV"

let usage = """
    Usage: personalos [--env \(environmentNames)] [--trace]

    Signs in as the sample's GitHub account and prints its PersonalOS dashboard: today's
    steps, top headlines, the watchlist and the account's recently updated repositories,
    with a short briefing written by the assistant; then signs out.

    Options:
      --env <name>  The environment whose services to use (default: dev).
                    The services.json of the app module and of each feature
                    module (Examples/PersonalOS/Sources/*/services.json) say
                    which implementation each environment binds: dev uses mocks,
                    staging and prod the real services, which read sample data
                    bundled with the app.
                    The \(environmentVariable) environment variable sets it too; --env wins.
      --trace       Print each service's construction to standard error as it
                    happens, with its duration in milliseconds (dependencies
                    included), and every failure and fallback.
      -h, --help    Show this help.

    Start-up and shutdown:
      The remote config (greeting, number of headlines, watchlist on or off) is
      fetched at launch by the component's warmUp(); if that fails, personalos says
      why and exits with status 1 before printing anything. Signing in makes the
      account's own component (its GitHub client, repositories and drafts), with
      the token kept in secure storage if there is one; signing out shuts it down,
      saving its drafts. Buffered analytics are written when the app's component
      shuts down, at exit. A failure at sign-out or exit is reported and exits with
      status 1.

    Environment:
      \(APIKey.environmentVariable)   The PersonalOS API key (default: a fake development key),
                           only shown masked. In staging and prod, an assistant key
                           (\(RemoteAssistantService.keyPrefix) followed by at least \(RemoteAssistantService.minimumSecretLength) letters, digits, '-' or '_')
                           makes the remote assistant ask the PersonalOS API for the
                           briefing; with any other key the offline assistant writes
                           it on this machine, and nothing calls the API.
      PERSONALOS_DATA_DIR  Where staging and prod keep their files (the analytics log,
                           the account's drafts).

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("personalos: \(message)\nRun 'personalos --help' for usage.\n".utf8))
    exit(2)
}

func environment(named name: String, from origin: String) -> AppEnvironment {
    let expected = runnableEnvironments.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    guard let environment = AppEnvironment(rawValue: name) else {
        fail("unknown environment '\(name)' from \(origin) (expected one of \(expected))")
    }
    guard runnableEnvironments.contains(environment) else {
        fail("environment '\(name)' from \(origin) is for tests only (expected one of \(expected))")
    }
    return environment
}

// MARK: - Arguments

var chosen: AppEnvironment?
var tracing = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    case "--trace":
        tracing = true
    case "--env":
        guard let name = arguments.popFirst(), !name.hasPrefix("-") else {
            fail("--env needs a value: \(environmentNames)")
        }
        chosen = environment(named: name, from: "--env")
    case _ where argument.hasPrefix("--env="):
        chosen = environment(named: String(argument.dropFirst("--env=".count)), from: "--env")
    default:
        fail(argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
    }
}

let selected: AppEnvironment
if let chosen {
    selected = chosen
} else if let name = ProcessInfo.processInfo.environment[environmentVariable], !name.isEmpty {
    selected = environment(named: name, from: "$\(environmentVariable)")
} else {
    selected = .dev
}

// MARK: - Start-up

/// Reports a failure after start-up began and exits with status 1 (no usage hint: the
/// arguments were fine).
func exitFailing(_ message: String) -> Never {
    FileHandle.standardError.write(Data("personalos: \(message)\n".utf8))
    exit(1)
}

let apiKey = APIKey.resolve(from: ProcessInfo.processInfo.environment)
// The observer is not a service: it watches the component build them.
let observer: TraceObserver? = tracing ? TraceObserver() : nil
let component = makeAppComponent(for: selected, apiKey: apiKey, observer: observer)

// Builds the eager services (the remote config) before anything is shown, so a broken config
// stops the app here, with its reason, instead of half-way through the output.
let remoteConfigService: any RemoteConfigServiceProtocol
do {
    try await component.warmUp()
    // Built by warmUp(): this returns that instance without fetching again.
    remoteConfigService = try await component.remoteConfig
} catch {
    exitFailing("could not start: \(error)")
}
let remoteConfig = remoteConfigService.config

// MARK: - Bindings

print("PersonalOS, environment: \(component.environment.rawValue)")
print(
    "API: \(component.apiClient.baseURL), key \(component.apiClient.maskedAPIKey), "
        + "request timeout \(String(format: "%g", component.requestTimeout)) s")
print(
    "Remote config: \(remoteConfig.headlineCount) headline\(remoteConfig.headlineCount == 1 ? "" : "s"), "
        + "watchlist \(remoteConfig.showWatchlist ? "shown" : "hidden")")
printBindings(appBindings(of: component, remoteConfig: remoteConfigService))
// Gathered from the features' contributions: none of them is listed in the app's manifest.
print("Settings: \(component.settings.outline)")
print(
    "Deep links: \(component.deepLinkRouter.paths.joined(separator: ", ")); "
        + "personalos://health?range=week opens \(component.deepLinkRouter.open("personalos://health?range=week") ?? "nothing")")
print("Capabilities: \(component.capabilities.map(\.rawValue).sorted().joined(separator: ", "))")
print("")

// MARK: - Sign-in

// The account's component is made from the app's, in the app's environment (a dev app makes dev
// accounts), and builds nothing until used. The session keeps it until sign-out: the app's
// component does not keep the accounts made from it.
let session = AccountSession()
let user = GitHubUser.signingIn(login: GitHubUser.sampleLogin, tokens: component.secureStorage, logger: component.logger)
let account: any AccountComponent
do {
    account = try await session.signIn(user, to: component)
} catch {
    exitFailing("could not sign in: \(error)")
}

print("Signed in as \(user) (\(implementation(of: account)), made from the app's component):")
printBindings(accountBindings(of: account))
print("")

// MARK: - Dashboard

// Top-level code runs on the main actor, where the account's dashboard coordinator and model
// live. The coordinator, a singleton of the account, reads the model through a view of the
// account's component that does not keep it alive. Refreshing loads the dashboard (the app's
// sections and the account's repositories, reported to every analytics tracker) and asks the
// assistant for a briefing.
let coordinator = account.dashboardCoordinator
print(coordinator.title)
let model = coordinator.dashboard
model.config = remoteConfig
await model.refresh()
print(model.text, terminator: "")

if let latest = model.dashboard?.repositories.value?.first {
    print("")
    print(await account.makeRepositoryDetail(repositoryName: latest.name).load(), terminator: "")
    do {
        // One draft per repository: each run replaces the last one's instead of piling up.
        try account.drafts.save(IssueDraft(repository: latest.name, title: "Notes from the weekly review"))
        print("Drafted an issue for \(latest.name); the account keeps it until sign-out.")
    } catch {
        component.logger.warning("could not keep the draft: \(error)")
    }
}

print("")
print("fallbacks used: [\(component.usedFallbacks.joined(separator: ", "))]")

// MARK: - Sign-out and shutdown

// Signing out shuts down the account's singletons only (saving its drafts to the app's documents
// storage); the app's services keep running until the app's own shutdown, which flushes the
// buffered analytics. A failure in either is reported once both have run.
// The goodbye screen, shown as sign-out starts and still on screen after it: a transient only
// app code holds, so it keeps the account's component alive for as long as it is shown.
var failures: [String] = []
let signedOutScreen = account.signedOutScreen
do {
    try await session.signOut()
    let saved = try DraftStore.saved(for: user, in: component.documentsStorage)
    print(
        "Signed out \(user): \(saved.count) draft\(saved.count == 1 ? "" : "s") saved to documentsStorage "
            + "(\(DraftStore.fileName(for: user))).")
    print(signedOutScreen.message)
} catch {
    failures.append("at sign-out: \(error)")
}
do {
    try await component.shutdown()
} catch {
    failures.append("\(error)")
}
if !failures.isEmpty {
    exitFailing(failures.joined(separator: "\npersonalos: "))
}
