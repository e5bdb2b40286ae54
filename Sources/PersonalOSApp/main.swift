// personalos: prints the PersonalOS dashboard.
//
// This file constructs no service. Which implementation backs each service, and how
// they are wired together, is declared in Sources/PersonalOSKit/services.json; the
// ServiceGraph build plugin turns that into one component per environment, and this
// file only picks the environment and reads the API key the components take.
import Foundation
import PersonalOSKit

/// The environments a person can run; `test` is for tests only.
let runnableEnvironments = AppEnvironment.allCases.filter { $0 != .test }
let environmentNames = runnableEnvironments.map(\.rawValue).joined(separator: "|")
let environmentVariable = "PERSONALOS_ENV"

let usage = """
    Usage: personalos [--env \(environmentNames)]

    Prints the PersonalOS dashboard: today's steps, top headlines, the watchlist and
    recently updated repositories.

    Options:
      --env <name>  The environment whose services to use (default: dev).
                    Sources/PersonalOSKit/services.json says which implementation
                    each environment binds: dev uses mocks, staging and prod the real
                    services, which read sample data bundled with the app (never the
                    internet).
                    The \(environmentVariable) environment variable sets it too; --env wins.
      -h, --help    Show this help.

    Environment:
      \(APIKey.environmentVariable)  The PersonalOS API key (default: a fake development
                          key). Only shown masked; the dashboard never calls the API.

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
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
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

// MARK: - Dashboard

let apiKey = APIKey.resolve(from: ProcessInfo.processInfo.environment)
let component = makeAppComponent(for: selected, apiKey: apiKey)

func implementation(of service: Any) -> String {
    String(describing: type(of: service))
}

let bindings: [(String, String)] = [
    ("logger", implementation(of: component.logger)),
    ("secureStorage", implementation(of: component.secureStorage)),
    ("network", implementation(of: component.network)),
    ("apiClient", implementation(of: component.apiClient)),
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
    ("repositoryDetail", implementation(of: component.makeRepositoryDetail(repositoryName: ""))
        + " (makeRepositoryDetail(repositoryName:), a new one per call)"),
]
let nameWidth = bindings.map(\.0.count).max() ?? 0

print("PersonalOS, environment: \(component.environment.rawValue)")
print("API: \(component.apiClient.baseURL), key \(component.apiClient.maskedAPIKey), "
      + "request timeout \(String(format: "%g", component.requestTimeout)) s")
for (name, type) in bindings {
    print("  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(type)")
}
print("")

// Loading the dashboard also reports it to every analytics tracker.
let dashboard = await component.dashboard.load()
print(dashboard.render(), terminator: "")

if let latest = dashboard.repositories.value?.first {
    print("")
    print(await component.makeRepositoryDetail(repositoryName: latest.name).load(), terminator: "")
}
