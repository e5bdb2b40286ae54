// personalos: prints the PersonalOS dashboard.
//
// This file constructs no service. Which implementation backs each service, and how
// they are wired together, is declared in
// Examples/PersonalOS/Sources/PersonalOSKit/services.json; the ServiceGraph build plugin
// turns that into one component per environment, and this file only picks the
// environment, reads the API key the components take, and creates the optional trace
// observer (which watches services being built; it is not one).
import Foundation
import PersonalOSKit

/// The environments a person can run; `test` is for tests only.
let runnableEnvironments = AppEnvironment.allCases.filter { $0 != .test }
let environmentNames = runnableEnvironments.map(\.rawValue).joined(separator: "|")
let environmentVariable = "PERSONALOS_ENV"

let usage = """
    Usage: personalos [--env \(environmentNames)] [--trace]

    Prints the PersonalOS dashboard: today's steps, top headlines, the watchlist and
    recently updated repositories, with a short briefing written by the assistant.

    Options:
      --env <name>  The environment whose services to use (default: dev).
                    Examples/PersonalOS/Sources/PersonalOSKit/services.json says
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
      why and exits with status 1 before printing anything. Buffered analytics are
      written when the component shuts down, at exit; a failure there is reported
      and exits with status 1.

    Environment:
      \(APIKey.environmentVariable)   The PersonalOS API key (default: a fake development key),
                           only shown masked. In staging and prod, an assistant key
                           (\(RemoteAssistantService.keyPrefix) followed by at least \(RemoteAssistantService.minimumSecretLength) letters, digits, '-' or '_')
                           makes the remote assistant ask the PersonalOS API for the
                           briefing; with any other key the offline assistant writes
                           it on this machine, and nothing calls the API.
      PERSONALOS_DATA_DIR  Where staging and prod keep their files (the analytics log).

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

func implementation(of service: Any) -> String {
    String(describing: type(of: service))
}

let assistant = component.assistant
let bindings: [(String, String)] = [
    ("logger", implementation(of: component.logger)),
    ("secureStorage", implementation(of: component.secureStorage)),
    ("network", implementation(of: component.network)),
    ("apiClient", implementation(of: component.apiClient)),
    ("remoteConfig", implementation(of: remoteConfigService) + " (eager: fetched by warmUp())"),
    ("assistant", implementation(of: assistant)
        + (component.usedFallbacks.contains("assistant") ? " (fallback: the real one could not be built)" : "")),
    ("documentsStorage", implementation(of: component.documentsStorage)),
    ("cacheStorage", implementation(of: component.cacheStorage)),
    ("fileStorage", component.fileStorage === component.documentsStorage
        ? "alias of documentsStorage (the same instance)" : implementation(of: component.fileStorage)),
    ("consoleTracker", implementation(of: component.consoleTracker)),
    ("fileTracker", implementation(of: component.fileTracker)),
    ("analytics", "[" + component.analytics.map(implementation(of:)).joined(separator: ", ") + "]"),
    ("health", implementation(of: component.health)),
    ("github", implementation(of: component.github)),
    ("news", implementation(of: component.news)),
    ("stocks", implementation(of: component.stocks)),
    ("dashboard", implementation(of: component.dashboard) + " (a new one per access)"),
    ("dashboardModel", implementation(of: component.dashboardModel) + " (on the main actor)"),
    ("repositoryDetail", implementation(of: component.makeRepositoryDetail(repositoryName: ""))
        + " (makeRepositoryDetail(repositoryName:), a new one per call)"),
]
let nameWidth = bindings.map(\.0.count).max() ?? 0

print("PersonalOS, environment: \(component.environment.rawValue)")
print("API: \(component.apiClient.baseURL), key \(component.apiClient.maskedAPIKey), "
      + "request timeout \(String(format: "%g", component.requestTimeout)) s")
print("Remote config: \(remoteConfig.headlineCount) headline\(remoteConfig.headlineCount == 1 ? "" : "s"), "
      + "watchlist \(remoteConfig.showWatchlist ? "shown" : "hidden")")
for (name, type) in bindings {
    print("  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(type)")
}
print("")

// MARK: - Dashboard

// Top-level code runs on the main actor, where the dashboard model lives. Refreshing loads the
// dashboard (reporting it to every analytics tracker) and asks the assistant for a briefing.
let model = component.dashboardModel
model.config = remoteConfig
await model.refresh()
print(model.text, terminator: "")

if let latest = model.dashboard?.repositories.value?.first {
    print("")
    print(await component.makeRepositoryDetail(repositoryName: latest.name).load(), terminator: "")
}

print("")
print("fallbacks used: [\(component.usedFallbacks.joined(separator: ", "))]")

// MARK: - Shutdown

// Flushes the buffered analytics, among whatever else needs shutting down.
do {
    try await component.shutdown()
} catch {
    exitFailing("\(error)")
}
