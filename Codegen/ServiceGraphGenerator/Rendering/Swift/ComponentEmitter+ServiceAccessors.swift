/// Each service's member: its protocol requirement, and its one accessor in `AppComponentBase`
/// (a property, or a function for an assisted factory): one call to the component's storage
/// with the construction in a closure, or a `switch` on `environment` where components bind
/// different implementations.
extension ComponentEmitter {
    /// The protocol requirement: a property, or a function for a service with parameters.
    func requirement(_ service: ResolvedPlan.Service) -> String {
        let isolation = service.isolationAttribute
        guard service.isAssistedFactory else {
            return "\(isolation)var \(SwiftNames.escaped(service.name)): \(service.type.source) { \(getter(service)) }"
        }
        return "\(isolation)\(functionSignature(service))"
    }

    func getter(_ service: ResolvedPlan.Service) -> String {
        "get" + (service.effects.suspending ? " async" : "") + (service.effects.throwing ? " throws" : "")
    }

    func functionSignature(_ service: ResolvedPlan.Service) -> String {
        let parameters = service.parameters.map { "\(SwiftNames.escaped($0.name.value)): \($0.type.storedParameterSource)" }
        let effects = (service.effects.suspending ? " async" : "") + (service.effects.throwing ? " throws" : "")
        return "func \(service.factoryFunctionName)(\(parameters.joined(separator: ", ")))\(effects) -> \(service.type.source)"
    }

    func writeServices(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        guard scope.isApp || !info.services.isEmpty else { return }
        writer.line()
        writer.line(info.isApp ? "// MARK: - Services" : "// MARK: - Services of \(info.protocolName)")
        writer.line()
        guard !splitsServices else {
            writer.line("// In the files of services beside this one.")
            return
        }
        writeServiceExtension(of: scope, services: info.services, into: &writer)
    }

    /// `extension AppComponentBase { ... }` with the accessors of `services`, all of `scope`.
    func writeServiceExtension(of scope: ScopeID, services: [ServiceID], into writer: inout SwiftWriter) {
        writer.block("extension \(plan.scopes[scope].baseClassName) {") { writer in
            for (position, index) in services.enumerated() {
                if position > 0 { writer.line() }
                writeService(at: index, into: &writer)
            }
        }
    }

    /// One service's doc comment and accessor (or function).
    private func writeService(at index: ServiceID, into writer: inout SwiftWriter) {
        let service = plan.services[index]
        // The components that build the service the same way, each group with its binding.
        let groups = componentGroups { plan.components[$0].bindings[index].key }.map { group in
            (binding: plan.components[group.components[0]].bindings[index], components: group.components)
        }
        if case .gathered = groups[0].binding {
            writeGathered(service, at: index, groups: groups, into: &writer)
            return
        }
        if let doc = service.doc {
            writer.documentation(doc)
            writer.line("///")
        }
        writer.documentation(bindingDescription(service, groups: groups))
        let isolation = service.isolationAttribute
        let declaration =
            service.isAssistedFactory
            ? "\(isolation)\(access(ofService: index))final \(functionSignature(service)) {"
            : "\(isolation)\(access(ofService: index))final var \(SwiftNames.escaped(service.name)): \(service.type.source) {"
        let body = { (writer: inout SwiftWriter) in
            if case .forwarded(let module, _, _) = groups[0].binding {
                self.writeForwarded(service, from: module, into: &writer)
                return
            }
            guard groups.count > 1 else {
                self.write(self.accessorLines(service, groups[0].binding), into: &writer)
                return
            }
            writer.line("switch environment {")
            for group in groups {
                writer.line(self.caseLabel(group.components))
                writer.indented { writer in
                    var lines = self.accessorLines(service, group.binding)
                    lines[0] = lines[0].prefixed("return ")
                    self.write(lines, into: &writer)
                }
            }
            writer.line("}")
        }
        writer.block(declaration) { writer in
            if service.isAssistedFactory || service.effects == Effects() {
                body(&writer)
            } else {
                writer.block("\(getter(service)) {", body)
            }
        }
    }

    /// The accessor's expression for one binding: its storage call around the construction, on
    /// one line, or on several where properties are set or methods called on the instance.
    private func accessorLines(_ service: ResolvedPlan.Service, _ binding: ResolvedPlan.ServiceBinding) -> [CodeLine] {
        switch binding {
        case .alias(let target, let members):
            return [CodeLine(service.effects.prefix + member(target, from: service.scope) + members.map { ".\($0)" }.joined())]
        case .forwarded:
            preconditionFailure("written by writeForwarded")
        case .collection(let elements):
            let array = "[" + elements.map { member(.service($0), from: service.scope) }.joined(separator: ", ") + "]"
            return [
                CodeLine(
                    storageCall(
                        service, body: service.effects.prefix + array, readsSelf: true,
                        effects: service.effects))
            ]
        case .gathered:
            preconditionFailure("written by writeGathered")
        case .absent:
            // Nothing fills its slot but a test's replacement.
            let existing = plan.isOnMainActor(service) ? "mainActorExisting" : "existing"
            return [CodeLine("_storage.\(existing)(\(service.slot!), as: \(service.storedType.metatypeSource))")]
        case .built(let bound) where bound.wiredCycle != nil || bound.construction.isWired || bound.fallback?.isWired == true:
            return wiredAccessorLines(service, bound)
        case .built(let bound):
            return [accessorLine(service, bound)]
        }
    }

    /// The accessor's one line for a construction that nothing is set or called on.
    private func accessorLine(_ service: ResolvedPlan.Service, _ bound: ResolvedPlan.BoundImplementation) -> CodeLine {
        let primary = bound.construction.effects.prefix + expression(bound.construction, in: service)
        guard let fallback = bound.usedFallback else {
            return CodeLine(
                storageCall(
                    service, body: primary, readsSelf: bound.construction.readsComponent,
                    effects: bound.effects, slotType: bound.slotType),
                origin: bound.construction.location)
        }
        let backup = fallback.effects.prefix + expression(fallback, in: service)
        return CodeLine(
            storageCall(
                service, body: primary, readsSelf: bound.construction.readsComponent,
                fallback: (backup, fallback.readsComponent), effects: bound.effects),
            origin: bound.construction.location)
    }

    /// `_storage.singleton(2, "network", as: (any NetworkService).self) { ... }`: the storage
    /// method for the service's lifetime, with `try`/`await` for what this binding does.
    func storageCall(
        _ service: ResolvedPlan.Service, body: String, readsSelf: Bool,
        fallback: (body: String, readsSelf: Bool)? = nil, effects: Effects, slotType: TypeExpression? = nil
    ) -> String {
        let call = storageCallHead(service, effects: effects, slotType: slotType)
        guard let fallback else { return "\(call) { \(closureCapture(service, readsSelf: readsSelf))\(body) }" }
        return "\(call) { \(closureCapture(service, readsSelf: readsSelf))\(body) } fallback: { "
            + "\(closureCapture(service, readsSelf: fallback.readsSelf))\(fallback.body) }"
    }

    /// `_storage.singleton(2, "network", as: (any NetworkService).self)`, before its closures;
    /// `slotType` for the slot's type when it is not the service's (`BoundImplementation.slotType`).
    func storageCallHead(_ service: ResolvedPlan.Service, effects: Effects, slotType: TypeExpression? = nil) -> String {
        let method: String
        var callEffects = effects
        switch service.storage {
        case .singleton: method = "singleton"
        case .mainActorSingleton: method = "mainActorSingleton"
        case .weak: method = "weak"
        case .mainActorWeak: method = "mainActorWeak"
        case .asyncSingleton:
            method = "asyncSingleton"
            callEffects.suspending = true
        case .mainActorAsyncSingleton:
            method = "mainActorAsyncSingleton"
            callEffects.suspending = true
        case .none: method = "transient"
        }
        let slot = service.slot.map { "\($0), " } ?? ""
        let type = service.slot == nil ? "" : ", as: \((slotType ?? service.storedType).metatypeSource)"
        return "\(callEffects.prefix)_storage.\(method)(\(slot)\(SwiftLiteral.string(service.name))\(type))"
    }

    /// `[self] in ` where the closure needs it: an asynchronous singleton is built in a task of its
    /// own, which captures `self` explicitly.
    func closureCapture(_ service: ResolvedPlan.Service, readsSelf: Bool) -> String {
        service.storage.isAsync && readsSelf ? "[self] in " : ""
    }

    private func write(_ lines: [CodeLine], into writer: inout SwiftWriter) {
        for line in lines { writer.line(line, sourceFile: sourceLocationFile) }
    }

    /// What the accessor binds where: "`ConsoleLogger` (real) in every environment; built once,
    /// on first use." or "`MockLogger` (mock) in dev and test; `ConsoleLogger` (real) in prod. ..."
    func bindingDescription(
        _ service: ResolvedPlan.Service, groups: [(binding: ResolvedPlan.ServiceBinding, components: [Int])]
    ) -> String {
        let lifetime: String
        switch service.lifetime {
        case .singleton: lifetime = "built once, on first use"
        case .transient: lifetime = service.isAssistedFactory ? "a new instance on every call" : "a new instance on every access"
        case .weak: lifetime = "shared while anyone holds it"
        }
        switch groups[0].binding {
        case .alias(let target, let members) where !members.isEmpty:
            return "`\(([plan.name(of: target)] + members).joined(separator: "."))`, read on every access."
        case .alias(let target, _):
            return "The same instance as `\(plan.name(of: target))`."
        case .forwarded(let module, _, _) where service.isContributionOnly:
            return "`\(service.memberInModule ?? service.name)` of module `\(plan.composed[module].name)`, which contributes it "
                + "to collections here; the module's component builds it, and a test's replacement is what they gather."
        case .forwarded(let module, _, _):
            return "Provided by module `\(plan.composed[module].name)`, whose component builds it; a test's "
                + "replacement is what this component and the other modules receive."
        case .collection(let elements):
            return "`[\(elements.map { plan.services[$0].name }.joined(separator: ", "))]`, \(lifetime)."
        case .gathered:
            preconditionFailure("described by writeGathered")
        case .built, .absent:
            // What each group builds; groups that differ only in the type their slot keeps read alike.
            var described: [(what: String, components: [Int])] = []
            for group in groups {
                var what = "nil"
                if case .built(let bound) = group.binding {
                    // The fallback only matters where the bound implementation can throw.
                    let fallback = bound.usedFallback.map { ", or `\($0.displayName)` if it throws" } ?? ""
                    what = "`\(bound.construction.displayName)` (\(bound.role.name))\(fallback)"
                }
                if let same = described.firstIndex(where: { $0.what == what }) {
                    described[same].components = (described[same].components + group.components).sorted()
                } else {
                    described.append((what, group.components))
                }
            }
            let parts = described.map { group in
                group.what + " in "
                    + (described.count == 1
                        ? "every environment"
                        : englishList(group.components.map { plan.components[$0].name }))
            }
            return parts.joined(separator: "; ") + "; \(lifetime)." + backReferenceOwnership(service, groups: groups)
        }
    }

    /// For a service given back-references (a view, a provider, a factory's function, a maker),
    /// which kind it receives, and why: " The component keeps it, so its back-references do not
    /// keep the component alive." (see `PlanBuilder.keptServices`).
    private func backReferenceOwnership(
        _ service: ResolvedPlan.Service, groups: [(binding: ResolvedPlan.ServiceBinding, components: [Int])]
    ) -> String {
        let receivesBackReference = groups.contains { group in
            group.binding.heldValues.contains { value in
                switch value {
                case .view, .provider, .requirementProvider, .assistedFactory, .scopeMaker: true
                case .service, .config, .input, .parameter, .expression: false
                }
            }
        }
        guard receivesBackReference else { return "" }
        if service.isKeptByItsComponent { return " The component keeps it, so its back-references do not keep the component alive." }
        if service.isKept { return " Something the component keeps holds it, so its back-references do not keep the component alive." }
        return " Only app code holds it, so its back-references keep the component alive."
    }
}

private extension ResolvedPlan.ServiceBinding {
    /// Equal for two components exactly when they build the service the same way.
    var key: String {
        switch self {
        case .alias: "alias"
        case .collection: "collection"
        // Parenthesized: no variant can have this name.
        case .absent: "(absent)"
        case .gathered(_, let elements): "gathered " + elements.map { "\($0.service) \($0.key ?? "")" }.joined(separator: ",")
        case .forwarded: "forwarded"
        case .built(let bound):
            bound.role.name + (bound.wiredCycle.map { " in wired cycle \($0)" } ?? "")
                + (bound.slotType == nil ? "" : " kept as built")
        }
    }
}

extension Construction {
    /// Whether the expression reads a member of the component (anything but the assisted
    /// factory's own parameters and values that read nothing else).
    var readsComponent: Bool {
        readArguments.contains(where: \.value.readsComponent)
    }
}

private extension ResolvedPlan.Storage {
    var isAsync: Bool {
        switch self {
        case .asyncSingleton, .mainActorAsyncSingleton: return true
        default: return false
        }
    }
}
