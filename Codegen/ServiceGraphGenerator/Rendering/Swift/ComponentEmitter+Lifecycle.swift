/// A scope's `onMake` and `onShutdown` calls: methods its component calls on the services it can
/// see when it is made (at the end of its initializer) and when it shuts down (first, whoever
/// shuts it down: the storage runs them).
extension ComponentEmitter {
    /// In the base class's initializer: what `shutdown()` runs first. The storage holds the
    /// component weakly, since the component keeps it: a component released without `shutdown()`
    /// runs no `onShutdown` call, so app code shuts down what its `onMake` bound elsewhere.
    func writeOnShutdownRegistration(of scope: ScopeID, into writer: inout SwiftWriter) {
        guard !plan.scopes[scope].onShutdown.isEmpty else { return }
        writer.line("_storage.setOnShutdown { [weak self] in await self?._onShutdown() }")
    }

    func writeLifecycleCalls(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        if !info.onMake.isEmpty {
            // The initializer of a thread-safe component is not on the main actor: from the first
            // call that reads a main-actor service on, the calls run there, in order, once it is free.
            let deferredFrom = plan.isMainActor ? nil : info.onMake.firstIndex(where: \.readsMainActor)
            writer.line()
            writer.documentation("The manifest's `onMake` calls, in order: run once, when the component is made.")
            writer.block("private final func _onMake() {") { writer in
                for call in info.onMake[..<(deferredFrom ?? info.onMake.endIndex)] {
                    writeCall(call, in: scope, into: &writer)
                }
                guard let deferredFrom else { return }
                writer.line("// On the main actor once it is free, unless shutdown() has begun by then (it waits for")
                writer.line("// calls that have started); never if the component is released first, so nothing is bound.")
                writer.block("_storage.runOnMainActorAfterMake { [weak self] in") { writer in
                    writer.line("guard let self else { return }")
                    for call in info.onMake[deferredFrom...] {
                        writeCall(call, in: scope, onMainActor: true, into: &writer)
                    }
                }
            }
        }
        if !info.onShutdown.isEmpty {
            writer.line()
            writer.documentation("The manifest's `onShutdown` calls, in order: run once, first, when the component shuts down.")
            writer.block("private final func _onShutdown() async {") { writer in
                for call in info.onShutdown { writeCall(call, in: scope, into: &writer) }
            }
        }
    }

    /// `notifications.setSession(session)`, compiled at the call's line in the manifest.
    private func writeCall(
        _ call: ResolvedPlan.LifecycleCall, in scope: ScopeID, onMainActor: Bool = false, into writer: inout SwiftWriter
    ) {
        let line = call.method.location.line
        let method = value(of: call.method, in: nil, from: scope, line: line)
        let arguments = argumentList(call.arguments, in: nil, from: scope, line: line)
        var statement = "\(call.effects.prefix)\(method)(\(arguments))"
        if call.readsMainActor, !plan.isMainActor, !onMainActor {
            // Called on the main actor, so that no main-actor service leaves it.
            statement = "await { @MainActor in \(statement) }()"
        }
        writer.line(CodeLine(statement, origin: call.method.location), sourceFile: sourceLocationFile)
    }
}
