import Foundation
import PersonalOSCore
import ServiceGraph

/// A `ComponentObserver` that writes a line per construction event as it happens (by default to
/// standard error, so it never mixes with the app's output):
///
///     trace: built network in 0.42 ms
///     trace: failed to build assistant: remote assistant unavailable: ...
///     trace: assistant fell back to its fallback
///
/// A duration covers the whole construction, including the dependencies built on the way (a
/// service's dependencies are each traced before it). Construction may happen on any thread; each
/// line is one write, so lines never interleave.
public struct TraceObserver: ComponentObserver {
    private let write: @Sendable (String) -> Void

    /// - Parameter write: receives each line, without its line break.
    public init(write: @escaping @Sendable (String) -> Void = TraceObserver.writeToStandardError) {
        self.write = write
    }

    /// Writes `line` and a line break to standard error, in one write.
    public static let writeToStandardError: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public func didCreate(service: String, duration: Duration) {
        write("trace: built \(service) in \(Self.milliseconds(duration)) ms")
    }

    public func didFail(service: String, error: any Error) {
        write("trace: failed to build \(service): \(explanation(of: error))")
    }

    public func didFallBack(service: String, error: any Error) {
        write("trace: \(service) fell back to its fallback")
    }

    /// `duration` in milliseconds with two decimals: `0.42`.
    public static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.2f", milliseconds)
    }
}
