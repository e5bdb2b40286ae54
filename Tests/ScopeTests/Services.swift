import Foundation
import ServiceGraph
import TestSupport

protocol Clock: Sendable {}

final class SystemClock: Clock {
    init(log: ConstructionLog) { log.didBuild("clock") }
}

final class FixedClock: Clock {
    init(log: ConstructionLog) { log.didBuild("clock") }
}

final class Database: Shutdownable {
    let log: ConstructionLog
    init(log: ConstructionLog) {
        self.log = log
        log.didBuild("database")
    }
    func shutdown() async throws { log.didShutDown("database") }
}

/// Owns an account component, as a session object would: the component holds it weakly.
final class AccountOwner: @unchecked Sendable {
    var account: (any AccountComponent)?
    init() {}
}

final class Profile: Sendable {
    let userID: String
    let clock: any Clock
    init(userID: String, clock: any Clock, log: ConstructionLog) {
        self.userID = userID
        self.clock = clock
        log.didBuild("profile")
    }
}

final class Drafts: Shutdownable {
    let profile: Profile
    let database: Database
    let limit: Int
    let log: ConstructionLog
    init(profile: Profile, database: Database, limit: Int, log: ConstructionLog) {
        self.profile = profile
        self.database = database
        self.limit = limit
        self.log = log
        log.didBuild("drafts")
    }
    func shutdown() async throws { log.didShutDown("drafts of \(profile.userID)") }
}

/// Slow to build, so that concurrent first reads overlap.
final class SlowIndex: Sendable {
    init(log: ConstructionLog) {
        Thread.sleep(forTimeInterval: 0.02)
        log.didBuild("slowIndex")
    }
}

final class ThreadModel: Sendable {
    let id: Int
    let drafts: Drafts
    let clock: any Clock
    init(id: Int, drafts: Drafts, clock: any Clock, log: ConstructionLog) {
        self.id = id
        self.drafts = drafts
        self.clock = clock
        log.didBuild("thread")
    }
}

final class Composer: Sendable {
    let thread: ThreadModel
    init(thread: ThreadModel) { self.thread = thread }
}

/// Function types under other names: the generated initializers cannot write `@escaping` before
/// them without knowing, and still keep them.
typealias ExportHandler = @Sendable (String) -> Void
typealias ExportFormatter = @Sendable (String) -> String

enum ExportFormatters {
    static let plain: ExportFormatter = { $0 }
    static let upper: ExportFormatter = { $0.uppercased() }
}

final class Exporter: Sendable {
    let onFinish: ExportHandler
    let format: ExportFormatter
    init(onFinish: @escaping ExportHandler, format: @escaping ExportFormatter) {
        self.onFinish = onFinish
        self.format = format
    }
    func export(_ text: String) { onFinish(format(text)) }
}
