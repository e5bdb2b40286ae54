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
            writer.block("\(isolation)\(access)\(functionSignature(service)) {") { writer in writer.lines(body) }
            return
        }
        let declaration = "\(isolation)\(access)var \(SwiftNames.escaped(service.name)): \(service.type.source) {"
        if service.effects == Effects() {
            writer.block(declaration) { writer in writer.lines(body) }
        } else {
            writer.block(declaration) { writer in
                writer.block("\(getter(service)) {") { writer in writer.lines(body) }
            }
        }
    }

    /// What an accessor's body computes before storage is applied: one expression (which a
    /// single-expression body returns implicitly), or statements ending in `return`.
    private enum Computation {
        case expression([String])
        case statements([String])

        /// The lines as they stand where a single expression needs no `return`.
        var implicitlyReturned: [String] {
            switch self {
            case .expression(let lines), .statements(let lines): lines
            }
        }

        /// The lines where the value must be returned explicitly.
        var explicitlyReturned: [String] {
            switch self {
            case .expression(let lines): returned(lines)
            case .statements(let lines): lines
            }
        }
    }

    /// The statements of an accessor: its storage (by lifetime) around the construction.
    private func accessorBody(
        _ service: ResolvedPlan.Service, _ binding: ResolvedPlan.ServiceBinding, replaceable: Bool
    ) -> [String] {
        let computation: Computation
        switch binding {
        case .alias(let target):
            return [service.effects.prefix + SwiftNames.escaped(plan.services[target].name)]
        case .collection(let elements):
            let array = "[" + elements.map { SwiftNames.escaped(plan.services[$0].name) }.joined(separator: ", ") + "]"
            computation = .expression([service.effects.prefix + array])
        case .built(let bound):
            computation = build(service, bound)
        }
        let storage = storageName(service.name)
        guard service.storage != .none else {
            guard replaceable else { return computation.implicitlyReturned }
            return ["if let replacement = \(storage).value {", "    return replacement", "}"] + computation.explicitlyReturned
        }
        let capture = service.effects.suspending ? " [self] in" : ""
        return ["\(service.effects.prefix)\(storage).value {\(capture)"] + indented(computation.implicitlyReturned) + ["}"]
    }

    /// The construction through the lifecycle, and its fallback if it throws. Singletons are
    /// bound to a constant first, with no type annotation, so the implementation's own type
    /// picks the lifecycle overload that registers `Shutdownable` services.
    private func build(_ service: ResolvedPlan.Service, _ bound: ResolvedPlan.BoundImplementation) -> Computation {
        let keepsInstance = service.lifetime == .singleton && !service.isAssistedFactory
        let primary = lifecycleCall(service, bound.construction, keepsInstance: keepsInstance)
        guard let fallback = bound.usedFallback else {
            return keepsInstance ? .statements(boundAndReturned(primary)) : .expression(primary)
        }
        let backup = lifecycleCall(service, fallback, keepsInstance: keepsInstance)
        return .statements(["do {"] + indented(boundAndReturned(primary)) + ["} catch {"]
            + indented(["_lifecycle.fellBack(\(SwiftLiteral.string(service.name)), after: error)"] + boundAndReturned(backup))
            + ["}"])
    }

    /// `_lifecycle.singleton("name") { Construction(...) }`, with its effects.
    private func lifecycleCall(_ service: ResolvedPlan.Service, _ construction: Construction, keepsInstance: Bool) -> [String] {
        var lines = expression(construction, in: service)
        lines[0] = construction.effects.prefix + lines[0]
        let call = construction.effects.prefix
            + "_lifecycle.\(keepsInstance ? "singleton" : "transient")(\(SwiftLiteral.string(service.name))) {"
        guard lines.count > 1 else { return ["\(call) \(lines[0]) }"] }
        return [call] + indented(lines) + ["}"]
    }

    /// `let service = <expression>` then `return service`.
    private func boundAndReturned(_ expression: [String]) -> [String] {
        var lines = expression
        lines[0] = "let service = " + lines[0]
        return lines + ["return service"]
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

private func returned(_ expression: [String]) -> [String] {
    var lines = expression
    lines[0] = "return " + lines[0]
    return lines
}

func indented(_ lines: [String]) -> [String] {
    lines.map { "    " + $0 }
}

extension SwiftWriter {
    mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }
}
