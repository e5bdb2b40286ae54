import Foundation

/// The construction order of one component's services (each component has its own log).
final class ConstructionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func record(_ name: String) {
        lock.withLock { names.append(name) }
    }

    var entries: [String] { lock.withLock { names } }

    func count(of name: String) -> Int {
        entries.filter { $0 == name }.count
    }
}

protocol Storage: AnyObject, Sendable {}

/// Slow to build, so concurrent first accesses overlap inside its construction.
final class SlowStorage: Storage {
    init(log: ConstructionLog) {
        usleep(2_000)
        log.record("SlowStorage")
    }
}

final class MemoryStorage: Storage {
    init(log: ConstructionLog) {
        log.record("MemoryStorage")
    }
}

final class Left: Sendable {
    let storage: any Storage
    init(log: ConstructionLog, storage: any Storage) {
        self.storage = storage
        log.record("Left")
    }
}

final class Right: Sendable {
    let storage: any Storage
    init(log: ConstructionLog, _ storage: any Storage) {
        self.storage = storage
        log.record("Right")
    }
}

final class Top: Sendable {
    let left: Left
    let right: Right
    init(log: ConstructionLog, left: Left, right: Right) {
        self.left = left
        self.right = right
        log.record("Top")
    }
}

final class Request: Sendable {
    let top: Top
    init(log: ConstructionLog, top: Top) {
        self.top = top
        log.record("Request")
    }
}

final class Settings: Sendable {}
