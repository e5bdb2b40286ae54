/// Each service's member: its protocol requirement, and in each component its doc comment and
/// accessor (a property, or a function for an assisted factory).
extension ComponentEmitter {
    /// The protocol requirement: a property, or a function for a service with parameters.
    func requirement(_ service: ResolvedPlan.Service) -> String {
        let isolation = service.isMainActor ? "@MainActor " : ""
        guard service.isAssistedFactory else {
            return "\(isolation)var \(SwiftNames.escaped(service.name)): \(service.type.source) { \(getter(service)) }"
        }
        return "\(isolation)\(functionSignature(service))"
    }

    private func getter(_ service: ResolvedPlan.Service) -> String {
        "get" + (service.effects.suspending ? " async" : "") + (service.effects.throwing ? " throws" : "")
    }

    private func functionSignature(_ service: ResolvedPlan.Service) -> String {
        let parameters = service.parameters.map { "\(SwiftNames.escaped($0.name.value)): \($0.type.source)" }
        let effects = (service.effects.suspending ? " async" : "") + (service.effects.throwing ? " throws" : "")
        return "func \(service.factoryFunctionName)(\(parameters.joined(separator: ", ")))\(effects) -> \(service.type.source)"
    }

    /// One service's member in a component: its doc comment and accessor (or function).
    func writeService(
        _ service: ResolvedPlan.Service, _ binding: ResolvedPlan.ServiceBinding, replaceable: Bool,
        into writer: inout SwiftWriter
    ) {
        writer.line()
        if let doc = service.doc {
            writer.documentation(doc)
            writer.line("///")
        }
        writer.documentation(bindingDescription(service, binding, replaceable: replaceable))
        let isolation = service.isMainActor ? "@MainActor " : ""
        let body = accessorBody(service, binding, replaceable: replaceable)
        if service.isAssistedFactory {
            writer.block("\(isolation)\(access)\(functionSignature(service)) {") { writer in write(body, into: &writer) }
            return
        }
        let declaration = "\(isolation)\(access)var \(SwiftNames.escaped(service.name)): \(service.type.source) {"
        if service.effects == Effects() {
            writer.block(declaration) { writer in write(body, into: &writer) }
        } else {
            writer.block(declaration) { writer in
                writer.block("\(getter(service)) {") { writer in write(body, into: &writer) }
            }
        }
    }

    /// What an accessor's body computes before storage is applied: one expression (which a
    /// single-expression body returns implicitly), or statements ending in `return`.
    private enum Computation {
        case expression(CodeLine, effects: Effects)
        case statements([CodeLine], effects: Effects)

        var effects: Effects {
            switch self {
            case .expression(_, let effects), .statements(_, let effects): effects
            }
        }

        /// The lines as they stand where a single expression needs no `return`.
        var implicitlyReturned: [CodeLine] {
            switch self {
            case .expression(let line, _): [line]
            case .statements(let lines, _): lines
            }
        }

        /// The lines where the value must be returned explicitly.
        var explicitlyReturned: [CodeLine] {
            switch self {
            case .expression(let line, _): [line.prefixed("return ")]
            case .statements(let lines, _): lines
            }
        }
    }

    /// The statements of an accessor: its storage (by lifetime) around the construction.
    private func accessorBody(
        _ service: ResolvedPlan.Service, _ binding: ResolvedPlan.ServiceBinding, replaceable: Bool
    ) -> [CodeLine] {
        let computation: Computation
        switch binding {
        case .alias(let target):
            return [CodeLine(service.effects.prefix + SwiftNames.escaped(plan.services[target].name))]
        case .collection(let elements):
            let array = "[" + elements.map { SwiftNames.escaped(plan.services[$0].name) }.joined(separator: ", ") + "]"
            computation = .expression(CodeLine(service.effects.prefix + array), effects: service.effects)
        case .built(let bound):
            computation = build(service, bound)
        }
        let storage = storageName(service.name)
        let cellEffects: Effects
        switch service.storage {
        case .none:
            guard replaceable else { return computation.implicitlyReturned }
            return [CodeLine("if let replacement = \(storage).value {"), "    return replacement", "}"]
                + computation.explicitlyReturned
        case .asyncSingleton(let throwing):
            // Its `value(orMake:)` throws whatever the cell's failure type says.
            cellEffects = Effects(throwing: throwing, suspending: true)
        case .singleton, .mainActorSingleton, .weak:
            // Their `value(orMake:)` rethrows: only what this component's construction throws.
            cellEffects = computation.effects
        }
        let capture = service.effects.suspending ? " [self] in" : ""
        return [CodeLine("\(cellEffects.prefix)\(storage).value {\(capture)")]
            + computation.implicitlyReturned.map { $0.indented() } + [CodeLine("}")]
    }

    /// The construction through the lifecycle, and its fallback if it throws. Singletons are
    /// bound to a constant first, with no type annotation, so the implementation's own type
    /// picks the lifecycle overload that registers `Shutdownable` services.
    private func build(_ service: ResolvedPlan.Service, _ bound: ResolvedPlan.BoundImplementation) -> Computation {
        let keepsInstance = service.lifetime == .singleton && !service.isAssistedFactory
        let primary = lifecycleCall(service, bound.construction, keepsInstance: keepsInstance)
        guard let fallback = bound.usedFallback else {
            return keepsInstance ? .statements(boundAndReturned(primary), effects: bound.effects)
                : .expression(primary, effects: bound.effects)
        }
        let backup = lifecycleCall(service, fallback, keepsInstance: keepsInstance)
        let recovery = [CodeLine("_lifecycle.fellBack(\(SwiftLiteral.string(service.name)), after: error)")]
            + boundAndReturned(backup)
        return .statements(
            [CodeLine("do {")] + boundAndReturned(primary).map { $0.indented() } + [CodeLine("} catch {")]
                + recovery.map { $0.indented() } + [CodeLine("}")],
            effects: bound.effects)
    }

    /// `_lifecycle.singleton("name") { Construction(...) }`, with its effects, its errors
    /// reported at the implementation in the manifest.
    private func lifecycleCall(_ service: ResolvedPlan.Service, _ construction: Construction, keepsInstance: Bool) -> CodeLine {
        let effects = construction.effects.prefix
        let call = "_lifecycle.\(keepsInstance ? "singleton" : "transient")(\(SwiftLiteral.string(service.name)))"
        return CodeLine("\(effects)\(call) { \(effects)\(expression(construction, in: service)) }",
                        origin: construction.location)
    }

    /// `let service = <expression>` then `return service`.
    private func boundAndReturned(_ expression: CodeLine) -> [CodeLine] {
        [expression.prefixed("let service = "), CodeLine("return service")]
    }

    private func write(_ lines: [CodeLine], into writer: inout SwiftWriter) {
        for line in lines { writer.line(line, sourceFile: sourceLocationFile) }
    }

    /// The doc line saying what a component binds: "`MockLogger` (mock), built once, on first use."
    private func bindingDescription(
        _ service: ResolvedPlan.Service, _ binding: ResolvedPlan.ServiceBinding, replaceable: Bool
    ) -> String {
        let lifetime: String
        switch service.lifetime {
        case .singleton: lifetime = "built once, on first use"
        case .transient: lifetime = service.isAssistedFactory ? "a new instance on every call" : "a new instance on every access"
        case .weak: lifetime = "shared while anyone holds it"
        }
        switch binding {
        case .built(let bound):
            let unlessReplaced = replaceable ? ", unless replaced in `init`" : ""
            // The fallback only matters where the bound implementation can throw.
            let fallback = bound.usedFallback.map { "; `\($0.displayName)` if it throws" } ?? ""
            return "`\(bound.construction.displayName)` (\(bound.role.rawValue)\(unlessReplaced))\(fallback), \(lifetime)."
        case .alias(let target):
            return "The same instance as `\(plan.services[target].name)`."
        case .collection(let elements):
            let list = elements.map { plan.services[$0].name }.joined(separator: ", ")
            return "`[\(list)]`" + (replaceable ? " (unless replaced in `init`)" : "") + ", \(lifetime)."
        }
    }
}

