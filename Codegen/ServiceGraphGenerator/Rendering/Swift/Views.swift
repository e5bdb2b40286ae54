/// Component views: one protocol per view, listing exactly what it names, which its scope's
/// base class conforms to; and, where a view lists an ancestor's member, a member of the
/// component that reads it through the parent.
extension ComponentEmitter {
    func writeViews(of scope: Int, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        guard !info.views.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Views of \(info.protocolName)")
        for index in info.views {
            let view = plan.views[index]
            writer.line()
            if let doc = view.doc {
                writer.documentation(doc)
                writer.line("///")
            }
            writer.documentation("""
                A view of `\(info.protocolName)`: a service that depends on it receives the component itself, and reads
                each member when it uses it, not when it is built.
                """)
            writer.block("\(componentIsolation)\(internalAccess)protocol \(view.name): AnyObject, Sendable {") { writer in
                for member in view.members {
                    writer.line(requirement(of: member))
                }
            }
            writer.line()
            writer.line("extension \(info.baseClassName): \(view.name) {}")
        }
        guard !info.forwardedMembers.isEmpty else { return }
        writer.line()
        writer.documentation("What the views above list from the components this one was made from, read through them.")
        writer.block("extension \(info.baseClassName) {") { writer in
            for member in info.forwardedMembers {
                writer.line(forwarder(for: member, in: scope))
            }
        }
    }

    /// The protocol requirement for a service, config value or input.
    private func requirement(of member: Construction.Value) -> String {
        switch member {
        case .service(let index):
            return requirement(plan.services[index])
        case .config(let index):
            return "var \(SwiftNames.escaped(plan.config[index].name)): \(plan.config[index].type.source) { get }"
        case .input(let index):
            return "var \(SwiftNames.escaped(plan.inputs[index].name)): \(inputExposedType(plan.inputs[index])) { get }"
        case .parameter, .assistedFactory, .provider, .view:
            return ""
        }
    }

    /// `final var logger: any Logging { _parent.logger }`: an ancestor's member on this component.
    private func forwarder(for member: Construction.Value, in scope: Int) -> String {
        let read = self.member(member, from: scope)
        switch member {
        case .service(let index):
            let service = plan.services[index]
            let isolation = service.isMainActor ? "@MainActor " : ""
            guard service.isAssistedFactory else {
                let body = service.effects == Effects() ? read : "\(getter(service)) { \(service.effects.prefix)\(read) }"
                return "\(isolation)\(internalAccess)final var \(SwiftNames.escaped(service.name)): \(service.type.source) { \(body) }"
            }
            let arguments = service.parameters.map {
                "\(SwiftNames.escapedArgumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))"
            }
            let call = "\(plan.path(from: scope, to: service.scope))\(service.factoryFunctionName)(\(arguments.joined(separator: ", ")))"
            return "\(isolation)\(internalAccess)final \(functionSignature(service)) { \(service.effects.prefix)\(call) }"
        case .config(let index):
            return "\(internalAccess)final var \(SwiftNames.escaped(plan.config[index].name)): \(plan.config[index].type.source) { \(read) }"
        case .input(let index):
            let input = plan.inputs[index]
            return "\(internalAccess)final var \(SwiftNames.escaped(input.name)): \(inputExposedType(input)) { \(read) }"
        case .parameter, .assistedFactory, .provider, .view:
            return ""
        }
    }
}
