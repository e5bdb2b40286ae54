import Foundation

/// What an in-memory storage mock keeps behind one lock: its contents by name, a failure that
/// every operation throws while it is set, and every call it received.
package final class RecordedStore<Value, Call: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: Value]
    private var storedFailure: (any Error)?
    private var recorded: [Call] = []

    package init(contents: [String: Value], failure: (any Error)?) {
        stored = contents
        storedFailure = failure
    }

    package var contents: [String: Value] {
        get { lock.locked { stored } }
        set { lock.locked { stored = newValue } }
    }

    package var failure: (any Error)? {
        get { lock.locked { storedFailure } }
        set { lock.locked { storedFailure = newValue } }
    }

    /// Every call, oldest first.
    package var calls: [Call] { lock.locked { recorded } }

    /// Forgets every recorded call (the contents stay).
    package func reset() {
        lock.locked { recorded.removeAll() }
    }

    /// Records `call`, throws the configured failure if there is one, then runs `body` on the contents.
    package func perform<Result>(_ call: Call, _ body: (inout [String: Value]) throws -> Result) throws -> Result {
        try lock.locked {
            recorded.append(call)
            if let storedFailure { throw storedFailure }
            return try body(&stored)
        }
    }
}
