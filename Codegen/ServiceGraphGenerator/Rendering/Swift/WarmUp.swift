/// `warmUp()`: the eager singletons and what they need, wave by wave.
extension ComponentEmitter {
    func writeWarmUp(waves: [[Int]], into writer: inout SwiftWriter) {
        writer.line()
        guard !waves.isEmpty else {
            writer.line("\(access)func warmUp() async throws {}")
            return
        }
        let usesTaskGroups = !plan.isMainActor && waves.contains { $0.count > 1 }
        let canFail = usesTaskGroups || waves.joined().contains { plan.services[$0].effects.throwing }
        let steps = { (writer: inout SwiftWriter) in
            for (number, wave) in waves.enumerated() {
                writer.line("// Wave \(number + 1): \(wave.map { plan.services[$0].name }.joined(separator: ", "))")
                if wave.count == 1 || plan.isMainActor {
                    for index in wave { writer.line("_ = \(selfRead(plan.services[index]))") }
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
        writer.block("\(access)func warmUp() async throws {") { writer in
            guard canFail else {
                steps(&writer)
                return
            }
            writer.line("let mark = _lifecycle.shutdownMark")
            writer.block("do {", closing: "} catch {", steps)
            writer.indented { writer in
                writer.line("// Undo what this warm-up built, newest first, before reporting the failure.")
                writer.line("await _lifecycle.shutDown(after: mark)")
                writer.line("throw error")
            }
            writer.line("}")
        }
    }

    /// `try await self.name`, with exactly the effects the accessor has.
    private func selfRead(_ service: ResolvedPlan.Service) -> String {
        service.effects.prefix + "self.\(SwiftNames.escaped(service.name))"
    }
}
