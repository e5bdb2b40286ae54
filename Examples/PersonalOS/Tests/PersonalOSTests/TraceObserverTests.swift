import AssistantFeature
import Foundation
import PersonalOSCore
import PersonalOSKit
import Testing

@Suite("Trace observer")
struct TraceObserverTests {
    @Test(
        "durations are shown in milliseconds with two decimals",
        arguments: [
            (Duration.zero, "0.00"),
            (.microseconds(420), "0.42"),
            (.milliseconds(12) + .microseconds(345), "12.35"),
            (.seconds(2), "2000.00"),
        ])
    func milliseconds(duration: Duration, expected: String) {
        #expect(TraceObserver.milliseconds(duration) == expected)
    }

    @Test("warm-up traces each service as it is built, dependencies first")
    func warmUpTrace() async throws {
        let recorder = LineRecorder()
        let component = ProdComponent(apiKey: Fixtures.apiKey, observer: TraceObserver(write: recorder.append))

        try await component.warmUp()

        #expect(
            recorder.normalizedLines == [
                "trace: built logger in N ms",
                "trace: built network in N ms",
                "trace: built remoteConfig in N ms",
            ])
        // Every line carried a real duration.
        #expect(recorder.lines.allSatisfy { $0.range(of: #" in [0-9]+\.[0-9]{2} ms$"#, options: .regularExpression) != nil })
    }

    @Test("a failure and the fallback that replaces it are traced, in the order they happen")
    func fallbackTrace() {
        let recorder = LineRecorder()
        let component = ProdComponent(apiKey: APIKey.developmentDefault, observer: TraceObserver(write: recorder.append))

        _ = component.assistant

        // The assistant is AssistantFeature's; it reads the app's API client through the module's requirements.
        #expect(
            recorder.normalizedLines == [
                "trace: built logger in N ms",
                "trace: built network in N ms",
                "trace: built apiClient in N ms",
                "trace: failed to build assistant: \(AssistantUnavailable(.developmentKey))",
                "trace: assistant fell back to its fallback",
                "trace: built assistant in N ms",
            ])
    }

    @Test("failures and fallbacks are one line each; willCreate writes nothing")
    func observerLines() {
        let recorder = LineRecorder()
        let observer = TraceObserver(write: recorder.append)
        observer.didFail(service: "store", error: MockServiceError("disk full"))
        observer.didFallBack(service: "assistant", error: MockServiceError("no key"))
        observer.willCreate(service: "quiet")
        #expect(
            recorder.lines == [
                "trace: failed to build store: disk full",
                "trace: assistant fell back to its fallback",
            ])
    }
}
