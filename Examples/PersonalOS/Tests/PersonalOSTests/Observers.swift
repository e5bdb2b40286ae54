import Foundation
import PersonalOSKit
import ServiceGraph

/// Records what a component reports to its observer, in order, with the errors.
final class RecordingObserver: ComponentObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    private var recordedErrors: [(event: String, error: any Error)] = []

    /// `willCreate x`, `didCreate x`, `didFail x`, `didFallBack x`, oldest first.
    var events: [String] { lock.withLock { recorded } }

    /// The services built successfully, in the order they finished.
    var created: [String] {
        events.compactMap { $0.hasPrefix("didCreate ") ? String($0.dropFirst("didCreate ".count)) : nil }
    }

    /// The error of each `didFail` and `didFallBack`, oldest first.
    var errors: [(event: String, error: any Error)] { lock.withLock { recordedErrors } }

    func willCreate(service: String) {
        lock.withLock { recorded.append("willCreate \(service)") }
    }

    func didCreate(service: String, duration: Duration) {
        lock.withLock { recorded.append("didCreate \(service)") }
    }

    func didFail(service: String, error: any Error) {
        lock.withLock {
            recorded.append("didFail \(service)")
            recordedErrors.append(("didFail \(service)", error))
        }
    }

    func didFallBack(service: String, error: any Error) {
        lock.withLock {
            recorded.append("didFallBack \(service)")
            recordedErrors.append(("didFallBack \(service)", error))
        }
    }
}

/// Collects the lines a `TraceObserver` writes.
final class LineRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var lines: [String] { lock.withLock { recorded } }

    func append(_ line: String) {
        lock.withLock { recorded.append(line) }
    }

    /// The lines with every duration replaced by `N` (`trace: built network in N ms`).
    var normalizedLines: [String] {
        lines.map { line in
            line.replacingOccurrences(of: #" in [0-9]+\.[0-9]{2} ms$"#, with: " in N ms", options: .regularExpression)
        }
    }
}
