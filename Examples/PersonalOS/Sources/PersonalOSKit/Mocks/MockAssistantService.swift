import Foundation

/// An `AssistantServiceProtocol` answering with a canned briefing, recording every call.
public final class MockAssistantService: AssistantServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case briefing(for: Dashboard)
    }

    /// What the mock answers unless told otherwise.
    public static let sampleBriefing = "A steady week: more steps than usual, markets mixed, nothing urgent."

    public let name = "mock assistant"
    private let state: RecordedResult<Call, String>

    /// - Parameter briefingResult: the briefing to return, or the error to throw.
    public init(briefingResult: Result<String, any Error> = .success(MockAssistantService.sampleBriefing)) {
        state = RecordedResult(briefingResult)
    }

    /// The briefing to return, or the error to throw.
    public var briefingResult: Result<String, any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func briefing(for dashboard: Dashboard) async throws -> String {
        try state.record(.briefing(for: dashboard)).get()
    }
}
