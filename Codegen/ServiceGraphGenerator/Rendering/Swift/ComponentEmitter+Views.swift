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
            writer.documentation(
                """
                A view of `\(info.protocolName)`, which the component conforms to. A service that only app code holds
                receives the component itself, and keeps it alive; a service the component keeps receives
                `\(info.baseClassName).\(view.referenceClassName)`, which the component keeps too and which does not
                keep it alive. Either reads each member when it is used, not when the service is built.
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

    /// The object a service the component keeps receives for `view`, when one does: made on first
    /// use and kept by the component (so an `unowned` or `weak` holder stays valid while the
    /// component lives), reading each member without keeping the component alive (a singleton
    /// holding the component itself would be kept by it in return). Read after the component is
    /// gone, it stops with a message naming the view and the services that hold it.
    private func writeReferenceClass(of view: ResolvedPlan.View, into writer: inout SwiftWriter) {
        guard let slot = view.slot else { return }
        let base = plan.scopes[view.scope].baseClassName
        let name = SwiftLiteral.string(view.name)
        writer.line()
        writer.block("extension \(base) {") { writer in
            let holders = view.keptHolders.map { "`\(plan.services[$0].name)`" }
            writer.documentation("`\(view.name)` as the services this component keeps receive it: \(englishList(holders)).")
            writer.block("\(accessorVisibleAccess)final var \(view.referenceMemberName): \(view.referenceClassName) {") { writer in
                writer.line(
                    "_storage.backReference(\(slot), \(name), as: \(view.referenceClassName).self) "
                        + "{ \(view.referenceClassName)(self, liveness: _storage.liveness) }")
            }
            writer.line()
            writer.documentation(
                "Reads each member of `\(view.name)` from the component, which keeps this object, without keeping the component alive.")
            let sendable = plan.isMainActor ? "" : ", @unchecked Sendable"
            writer.block("\(componentIsolation)final class \(view.referenceClassName): \(view.name)\(sendable) {") { writer in
                writer.line("private let component: ServiceGraph.UnownedComponent<\(base)>")
                writer.line()
                writer.block("init(_ component: \(base), liveness: ServiceGraph.ComponentLiveness) {") { writer in
                    let holderNames = SwiftLiteral.string(view.keptHolders.map { "'\(plan.services[$0].name)'" }.joined(separator: ", "))
                    writer.line(
                        "self.component = ServiceGraph.UnownedComponent(component, liveness: liveness, reference: \(name), "
                            + "holders: \(holderNames))")
                }
                for member in view.members {
                    writer.line()
                    writer.line(readThroughReference(member))
                }
            }
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
        readingElsewhere(member, modifiers: "\(internalAccess)final ", isolation: { $0.isolationAttribute }) { name, owner, effects in
            // A keyword needs backticks only where nothing precedes it.
            let path = plan.path(from: scope, to: owner)
            return effects.prefix + (path.isEmpty ? SwiftNames.escaped(name) : path + name)
        }
    }

    /// A view member on the reference class: `var logger: any Logging { component.read { $0.logger } }`,
    /// which borrows the component for the read; a read that suspends takes it: `await component.value.logger`.
    private func readThroughReference(_ member: Construction.Value) -> String {
        readingElsewhere(member, modifiers: "", isolation: { $0.isMainActor ? "@MainActor " : "" }) { name, _, effects in
            guard !effects.suspending else { return "\(effects.prefix)component.value.\(name)" }
            return "\(effects.prefix)component.read { \(effects.prefix)$0.\(name) }"
        }
    }

    /// A member declared on one type and read from another: `read(member, owner, effects)` is the
    /// expression that reads `member` (a name, or an assisted factory's call) of `owner`'s
    /// component, with its effects; `modifiers` precede `var` or `func`.
    private func readingElsewhere(
        _ member: Construction.Value, modifiers: String, isolation: (ResolvedPlan.Service) -> String,
        read: (_ member: String, _ owner: ScopeID, _ effects: Effects) -> String
    ) -> String {
        switch member {
        case .service(let index):
            let service = plan.services[index]
            let declaration = isolation(service) + modifiers
            guard service.isAssistedFactory else {
                let body = read(service.name, service.scope, service.effects)
                let accessor = service.effects == Effects() ? body : "\(getter(service)) { \(body) }"
                return "\(declaration)var \(SwiftNames.escaped(service.name)): \(service.type.source) { \(accessor) }"
            }
            let arguments = service.parameters.map {
                "\(SwiftNames.escapedArgumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))"
            }
            let call = "\(service.factoryFunctionName)(\(arguments.joined(separator: ", ")))"
            return "\(declaration)\(functionSignature(service)) { \(read(call, service.scope, service.effects)) }"
        case .config(let index):
            let config = plan.config[index]
            return "\(modifiers)var \(SwiftNames.escaped(config.name)): \(config.type.source) { \(read(config.name, config.scope, Effects())) }"
        case .input(let index):
            let input = plan.inputs[index]
            return "\(modifiers)var \(SwiftNames.escaped(input.name)): \(inputExposedType(input)) { \(read(input.name, input.scope, Effects())) }"
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression:
            return ""
        }
    }
}
