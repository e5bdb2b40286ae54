/// `warmUp()`: the eager singletons and what they need, wave by wave. Components whose
/// bindings give different waves get a `case` each.
extension ComponentEmitter {
    func writeWarmUp(of scope: ScopeID, into writer: inout SwiftWriter) {
        writer.line()
        let groups = componentGroups { plan.components[$0].warmUpWaves[scope] }
        let allWaves = plan.components.flatMap { $0.warmUpWaves[scope] }
        // Then the composed modules' eager services, each module's warm-up after this one's.
        let modules = plan.composed.positions(of: ComposedComponentKind.self).filter { plan.composed[$0].scope == scope && plan.composed[$0].warmsUp }
            .map { "try await \(moduleMember($0)).warmUp()" }
        guard !allWaves.isEmpty || !modules.isEmpty else {
            writer.line("\(access(of: scope))final func warmUp() async throws {}")
            return
        }
        let usesTaskGroups = !plan.isMainActor && allWaves.contains { $0.count > 1 }
        let canFail = usesTaskGroups || !modules.isEmpty || allWaves.joined().contains { plan.services[$0].effects.throwing }
        let steps = { (writer: inout SwiftWriter) in
            defer { modules.forEach { writer.line($0) } }
            guard groups.count > 1 else {
                writeWaves(groups[0].key, into: &writer)
                return
            }
            writer.line("switch environment {")
            for group in groups {
                writer.line(caseLabel(group.components))
                writer.indented { writer in
                    if group.key.isEmpty { writer.line("break") }
                    writeWaves(group.key, into: &writer)
                }
            }
            writer.line("}")
        }
        writer.block("\(access(of: scope))final func warmUp() async throws {") { writer in
            guard canFail else {
                steps(&writer)
                return
            }
            writer.line("let mark = _storage.shutdownMark")
            writer.block("do {", closing: "} catch {", steps)
            writer.indented { writer in
                writer.line("// Undo what this warm-up built, newest first, before reporting the failure.")
                writer.line("await _storage.shutDown(after: mark)")
                writer.line("throw error")
            }
            writer.line("}")
        }
    }

    private func writeWaves(_ waves: [[ServiceID]], into writer: inout SwiftWriter) {
        for (number, wave) in waves.enumerated() {
            writer.line("// Wave \(number + 1): \(wave.map { plan.services[$0].name }.joined(separator: ", "))")
            if wave.count == 1 || plan.isMainActor {
                for index in wave {
                    let service = plan.services[index]
                    // `warmUp()` of a thread-safe component is not isolated: a main-actor service is
                    // built on the main actor, which keeps the instance (it need not be `Sendable`).
                    guard service.isMainActor && !plan.isMainActor else {
                        writer.line("_ = \(selfRead(service))")
                        continue
                    }
                    let effects = service.effects.throwing ? "try " : ""
                    guard service.effects.suspending else {
                        writer.line("\(effects)await MainActor.run { _ = \(effects)self.\(SwiftNames.escaped(service.name)) }")
                        continue
                    }
                    // Built asynchronously on the main actor: a main-actor closure awaits it there.
                    writer.line("\(effects)await { @MainActor in _ = \(selfRead(service)) }()")
                }
                continue
            }
            writer.block("try await withThrowingTaskGroup(of: Void.self) { group in") { writer in
                for index in wave {
                    let service = plan.services[index]
                    if service.isMainActor {
                        writer.line("group.addTask { @MainActor in _ = \(selfRead(service)) }")
                    } else if service.effects.suspending {
                        writer.line("group.addTask { _ = \(selfRead(service)) }")
                    } else {
                        // Synchronous construction may block; keep it off the cooperative pool.
                        writer.line("group.addTask { try await ServiceGraph.buildInBackground { _ = \(selfRead(service)) } }")
                    }
                }
                writer.line("try await group.waitForAll()")
            }
        }
    }

    /// `try await self.name`, with exactly the effects the accessor has.
    private func selfRead(_ service: ResolvedPlan.Service) -> String {
        service.effects.prefix + "self.\(SwiftNames.escaped(service.name))"
    }
}
