import ServiceGraph
import TestSupport
import Testing

/// `onMake` calls of a thread-safe component that read a main-actor service run later, on the
/// main actor: they must never run after the component's shutdown has begun, and its
/// `onShutdown` calls must run after those that started.
@Suite struct LifecycleCallOrderTests {
    /// Sessions made and shut down at once, from detached tasks and from the main actor, many
    /// side by side (a restore answered at once by a sign-out): once a session's `shutdown()` has
    /// returned, nothing more happens for it, and the app ends with no session bound.
    @Test(.timeLimit(.minutes(1)))
    func noOnMakeCallRunsAfterShutdown() async throws {
        let app = ProdComponent(script: Script())
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<200 {
                let userID = "u\(round)"
                if round.isMultiple(of: 2) {
                    group.addTask { try await Task.detached { try await signInAndOut(app, userID) }.value }
                } else {
                    group.addTask { try await signInAndOutOnTheMainActor(app, userID) }
                }
                if round % 8 == 7 { try await group.waitForAll() }
            }
        }
        await drainMainActor()
        let log = app.presence.log
        for round in 0..<200 {
            let userID = "u\(round)"
            let shut = try #require(log.firstIndex(of: "shut:\(userID)"))
            let late = log[shut...].filter { $0 == "bind:\(userID)" || $0 == "built:\(userID)" }
            #expect(late.isEmpty, "\(userID): \(late) after its shutdown returned")
        }
        #expect(app.presence.boundUser == nil)
    }

    /// A session kept until the main actor is free binds its screen there, and unbinds it when
    /// it shuts down.
    @Test func aKeptSessionBindsOnTheMainActorAndUnbindsAtShutdown() async throws {
        let app = ProdComponent(script: Script())
        let session = app.makeSignedInComponent(userID: "ada")
        await drainMainActor()
        #expect(app.presence.boundUser == "ada")
        try await session.shutdown()
        #expect(app.presence.boundUser == nil)
        #expect(app.presence.log == ["built:ada", "bind:ada", "unbind"])
    }

    /// A session released before the main actor is free never binds: nothing is left bound to a
    /// component that is gone, and its main-actor screen is never built.
    @Test @MainActor func aSessionReleasedBeforeTheMainActorIsFreeNeverBinds() async {
        let app = ProdComponent(script: Script())
        _ = app.makeSignedInComponent(userID: "gone")
        await drainMainActor()
        #expect(app.presence.log.isEmpty)
        #expect(app.presence.boundUser == nil)
    }
}

/// Makes a session and shuts it down at once, then says so in the log.
private func signInAndOut(_ app: ProdComponent, _ userID: String) async throws {
    let session = app.makeSignedInComponent(userID: userID)
    try await session.shutdown()
    app.presence.record("shut:\(userID)")
}

/// The same, the session made on the main actor (a call of `signInAndOut` would make it off the
/// main actor: a nonisolated async function runs on the global executor).
@MainActor private func signInAndOutOnTheMainActor(_ app: ProdComponent, _ userID: String) async throws {
    let session = app.makeSignedInComponent(userID: userID)
    try await session.shutdown()
    app.presence.record("shut:\(userID)")
}
