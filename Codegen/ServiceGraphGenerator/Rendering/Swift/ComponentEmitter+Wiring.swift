/// Property and method injection in an accessor: what is set and called on the instance after
/// it is built, each statement on a line of its own, mapped to its line in the manifest (a
/// misspelled property is reported there).
///
///     _storage.singleton(4, "presenter", as: Presenter.self) {
///         let _instance = Presenter(store: store)
///         _instance.analytics = analytics
///         _instance.attach(router: router)
///         return _instance
///     }
///
/// A member of a wired cycle is built first and wired after, by the storage, once the other
/// members exist:
///
///     _storage.wiredCycleMember(2, "router", as: Router.self, cycle: 1) {
///         let _instance = Router(log: log)
///         return (_instance, wire: { [self] in
///             _instance.delegate = coordinator
///         })
///     }
///
/// `_instance` starts with an underscore, which no declared name does, so it never hides one.
extension ComponentEmitter {
    func wiredAccessorLines(_ service: ResolvedPlan.Service, _ bound: ResolvedPlan.BoundImplementation) -> [CodeLine] {
        let construction = bound.construction
        if let cycle = bound.wiredCycle {
            let isolated = plan.isOnMainActor(service)
            let head = "(\(service.slot!), \(SwiftLiteral.string(service.name)), as: \(service.storedType.metatypeSource), cycle: \(cycle))"
            // A member that sets nothing is built under its cycle's lock all the same.
            guard construction.isWired else {
                let method = isolated ? "mainActorCycleMember" : "cycleMember"
                return [
                    CodeLine(
                        "_storage.\(method)\(head) { \(expression(construction, in: service)) }",
                        origin: construction.location)
                ]
            }
            // The instance, as the service type, and what wires it, typed as its implementation.
            let method = isolated ? "mainActorWiredCycleMember" : "wiredCycleMember"
            return [
                CodeLine("_storage.\(method)\(head) {", origin: construction.location),
                CodeLine("    let _instance = \(expression(construction, in: service))", origin: construction.location),
                CodeLine("    return (_instance, wire: { [self] in"),
            ]
                + wiringLines(of: construction, in: service).map { $0.indented().indented() }
                + [CodeLine("    })"), CodeLine("}")]
        }
        // The storage call, then each closure's body on the lines below its opening brace.
        let opening = { (readsSelf: Bool) in self.closureCapture(service, readsSelf: readsSelf).isEmpty ? "{" : "{ [self] in" }
        var lines = [
            CodeLine(
                "\(storageCallHead(service, effects: bound.effects)) \(opening(construction.readsComponent))",
                origin: construction.location)
        ]
        lines += body(of: construction, in: service)
        if let fallback = bound.usedFallback {
            lines.append(CodeLine("} fallback: \(opening(fallback.readsComponent))"))
            lines += body(of: fallback, in: service)
        }
        lines.append(CodeLine("}"))
        return lines
    }

    /// A closure body that builds the instance, wires it and returns it.
    private func body(of construction: Construction, in service: ResolvedPlan.Service) -> [CodeLine] {
        guard construction.isWired else {
            return [
                CodeLine(construction.effects.prefix + expression(construction, in: service), origin: construction.location)
                    .indented()
            ]
        }
        return
            ([
                CodeLine(
                    "let _instance = \(construction.callEffects.prefix)\(expression(construction, in: service))",
                    origin: construction.location)
            ]
            + wiringLines(of: construction, in: service)
            + [CodeLine("return _instance")]).map { $0.indented() }
    }

    /// One line per property set and method called, in the manifest's order.
    private func wiringLines(of construction: Construction, in service: ResolvedPlan.Service) -> [CodeLine] {
        let properties = construction.properties.map { property -> CodeLine in
            let name = if case .named(let label) = property.label { label } else { "" }
            return CodeLine(
                "_instance.\(SwiftNames.escaped(name)) = \(effects(of: [property]).prefix)"
                    + value(of: property, in: service, line: property.location.line), origin: property.location)
        }
        let calls = construction.calls.map { call in
            CodeLine(
                "\(effects(of: call.arguments).union(call.effects).prefix)_instance.\(SwiftNames.escaped(call.method))("
                    + "\(argumentList(call.arguments, in: service, line: call.location.line)))", origin: call.location)
        }
        return properties + calls
    }
}

extension Construction {
    /// Whether anything is set or called on the instance after it is built.
    var isWired: Bool { !properties.isEmpty || !calls.isEmpty }
}

private extension CodeLine {
    func indented() -> CodeLine {
        CodeLine(
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"),
            origin: origin)
    }
}
