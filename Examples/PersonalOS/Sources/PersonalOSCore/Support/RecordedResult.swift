import Foundation

/// What every data mock keeps behind one lock: the result it answers with (settable, so a
/// test can make it return other data or throw) and every call it received.
package final class RecordedResult<Call: Sendable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, any Error>
    private var recorded: [Call] = []

    package init(_ result: Result<Value, any Error>) {
        self.result = result
    }

    package var current: Result<Value, any Error> {
        get { lock.locked { result } }
        set { lock.locked { result = newValue } }
    }

    /// Every call, oldest first.
    package var calls: [Call] { lock.locked { recorded } }

    package func reset() {
        lock.locked { recorded.removeAll() }
    }

    /// Records `call` and returns the result to answer it with.
    package func record(_ call: Call) -> Result<Value, any Error> {
        lock.locked {
            recorded.append(call)
            return result
        }
    }
}
