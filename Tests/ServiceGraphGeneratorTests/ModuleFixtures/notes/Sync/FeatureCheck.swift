import Shared

// How the Sync module tests itself, without the app: its own test component, given what it
// requires by a small stand-in, with any of its services replaced. (In a real package this
// lives in the module's test target, which imports it with `@testable import Sync`.)

final class RequirementsForTests: SyncRequirements, SyncAccountRequirements {
    let http = HTTPClient(host: "test.invalid")
    let logger: any Logging = SilentLogger()
    let userID = "tester"
}

struct SilentLogger: Logging {
    func log(_ message: String) {}
}

func checkSyncAlone() -> String {
    let requirements = RequirementsForTests()
    let sync = TestSyncComponent.replacing(requirements: requirements) { $0.syncEngine = OfflineSyncEngine() }
    let account = TestSyncAccountComponent(parent: sync, requirements: requirements)
    return account.inbox.title
}
