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
            writer.documentation(
                """
                `\(view.name)` as a service receives it: reads each member from the component, which it holds weakly.
                """)
            let sendable = plan.isMainActor ? "" : ", @unchecked Sendable"
            writer.block("\(componentIsolation)final class \(view.referenceClassName): \(view.name)\(sendable) {") { writer in
                writer.storedProperties([
                    ("private weak var component: \(base)?", "component", base),
                    ("private let holder: StaticString", "holder", "StaticString"),
                ])
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
        readingElsewhere(member, modifiers: "\(internalAccess)final ", marksMainActor: { $0.isMainActor }) { owner in
            plan.path(from: scope, to: owner)
        }
    }

    /// A view member on the reference class: `var logger: any Logging { live.logger }`.
    private func readThroughReference(_ member: Construction.Value) -> String {
        readingElsewhere(member, modifiers: "", marksMainActor: { $0.isMainActor && !plan.isMainActor }) { _ in "live." }
    }

    /// A member declared on one type and read from another: `path(owner)` leads from the type to
    /// the member's owner (`""`, `_parent.`, `live.`); `modifiers` precede `var` or `func`.
    private func readingElsewhere(
        _ member: Construction.Value, modifiers: String, marksMainActor: (ResolvedPlan.Service) -> Bool,
        path: (ScopeID) -> String
    ) -> String {
        /// The member `name` of `owner`: a keyword needs backticks only where nothing precedes it.
        func read(_ name: String, of owner: ScopeID) -> String {
            let prefix = path(owner)
            return prefix.isEmpty ? SwiftNames.escaped(name) : prefix + name
        }
        switch member {
        case .service(let index):
            let service = plan.services[index]
            let declaration = (marksMainActor(service) ? "@MainActor " : "") + modifiers
            guard service.isAssistedFactory else {
                let body = read(service.name, of: service.scope)
                let accessor = service.effects == Effects() ? body : "\(getter(service)) { \(service.effects.prefix)\(body) }"
                return "\(declaration)var \(SwiftNames.escaped(service.name)): \(service.type.source) { \(accessor) }"
            }
            let arguments = service.parameters.map {
                "\(SwiftNames.escapedArgumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))"
            }
            let call = "\(path(service.scope))\(service.factoryFunctionName)(\(arguments.joined(separator: ", ")))"
            return "\(declaration)\(functionSignature(service)) { \(service.effects.prefix)\(call) }"
        case .config(let index):
            let config = plan.config[index]
            return "\(modifiers)var \(SwiftNames.escaped(config.name)): \(config.type.source) { \(read(config.name, of: config.scope)) }"
        case .input(let index):
            let input = plan.inputs[index]
            return "\(modifiers)var \(SwiftNames.escaped(input.name)): \(inputExposedType(input)) { \(read(input.name, of: input.scope)) }"
        case .parameter, .assistedFactory, .provider, .requirementProvider, .view, .scopeMaker, .expression:
            return ""
        }
    }
}
