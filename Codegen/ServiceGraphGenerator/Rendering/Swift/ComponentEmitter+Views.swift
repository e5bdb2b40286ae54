/// Component views: one protocol per view, listing exactly what it names, which its scope's
/// base class conforms to; the class a service depending on the view receives, which reads
/// the members through a weak reference to the component; and, where a view lists an
/// ancestor's member, a member of the component that reads it through the parent.
extension ComponentEmitter {
    func writeViews(of scope: ScopeID, into writer: inout SwiftWriter) {
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
                A view of `\(info.protocolName)`, which the component conforms to. A service that depends on it receives
                `\(info.baseClassName).\(view.referenceClassName)`, which reads each member from the component when it
                is used, not when the service is built, and does not keep the component alive.
                """)
            writer.block("\(componentIsolation)\(internalAccess)protocol \(view.name): AnyObject, Sendable {") { writer in
                for member in view.members {
                    writer.line(requirement(of: member))
                }
            }
            if !viewsRefinedByProtocol(of: scope).contains(index) {
                writer.line()
                writer.line("extension \(info.baseClassName): \(view.name) {}")
            }
            writer.line()
            writeReferenceClass(of: view, into: &writer)
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

    /// The class a service depending on `view` receives: each member read through a weak
    /// reference to the component, so that a service never keeps its own component alive (a
    /// singleton holding the component itself would be kept by it in return). Reading it after
    /// the component is gone stops with a message naming the service and the view.
    private func writeReferenceClass(of view: ResolvedPlan.View, into writer: inout SwiftWriter) {
        let base = plan.scopes[view.scope].baseClassName
        writer.block("extension \(base) {") { writer in
            writer.documentation("""
                `\(view.name)` as a service receives it: reads each member from the component, which it holds weakly.
                """)
            let sendable = plan.isMainActor ? "" : ", @unchecked Sendable"
            writer.block("\(componentIsolation)final class \(view.referenceClassName): \(view.name)\(sendable) {") { writer in
                writer.line("private weak var component: \(base)?")
                writer.line("private let holder: StaticString")
                writer.line()
                writer.block("init(_ component: \(base), holder: StaticString) {") { writer in
                    writer.line("self.component = component")
                    writer.line("self.holder = holder")
                }
                writer.line()
                writer.block("private var live: \(base) {") { writer in
                    writer.line("ServiceGraph.liveComponent(component, holder: holder, reference: \(SwiftLiteral.string(view.name)))")
                }
                for member in view.members {
                    writer.line()
                    writer.line(readThroughReference(member))
                }
            }
        }
    }

    /// A view member on the reference class: `var logger: any Logging { live.logger }`.
    private func readThroughReference(_ member: Construction.Value) -> String {
        switch member {
        case .service(let index):
            let service = plan.services[index]
            let isolation = service.isMainActor && !plan.isMainActor ? "@MainActor " : ""
            let name = SwiftNames.escaped(service.name)
            guard service.isAssistedFactory else {
                let body = service.effects == Effects() ? "live.\(name)" : "\(getter(service)) { \(service.effects.prefix)live.\(name) }"
                return "\(isolation)var \(name): \(service.type.source) { \(body) }"
            }
            let arguments = service.parameters.map {
                "\(SwiftNames.escapedArgumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))"
            }
            return "\(isolation)\(functionSignature(service)) { \(service.effects.prefix)live.\(service.factoryFunctionName)"
                + "(\(arguments.joined(separator: ", "))) }"
        case .config(let index):
            let config = plan.config[index]
            return "var \(SwiftNames.escaped(config.name)): \(config.type.source) { live.\(SwiftNames.escaped(config.name)) }"
        case .input(let index):
            let input = plan.inputs[index]
            return "var \(SwiftNames.escaped(input.name)): \(inputExposedType(input)) { live.\(SwiftNames.escaped(input.name)) }"
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression:
            return ""
        }
    }

    /// The views of `scope` its component protocol refines, so that `any AppComponent` conforms
    /// to them: all of them, except in a module, whose views stay internal to it while its
    /// component protocol is public.
    func viewsRefinedByProtocol(of scope: ScopeID) -> [Int] {
        isModule ? [] : plan.scopes[scope].views
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
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression:
            return ""
        }
    }

    /// `final var logger: any Logging { _parent.logger }`: an ancestor's member on this component.
    private func forwarder(for member: Construction.Value, in scope: ScopeID) -> String {
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
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression:
            return ""
        }
    }
}
