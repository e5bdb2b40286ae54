/// Modules. A module's manifest gets a requirements protocol (`HealthRequirements`), which its
/// component reads what it requires from. A composing manifest's app scope keeps each composed
/// module's component in a slot of its storage, made on first use with its own environment and
/// an adapter that reads the requirements from it, and forwards each provided service to it.
extension ComponentEmitter {
    /// `_healthModule`: the member that holds module `Health`'s component. Declared names start
    /// with a lowercase letter, so the underscore keeps it apart from every one of them.
    func moduleMember(_ index: ComposedComponentID) -> String {
        let name = plan.composed[index].name
        return "_" + name.prefix(1).lowercased() + name.dropFirst() + "Module"
    }

    // MARK: - A module's requirements

    /// One protocol per exported scope: `HealthRequirements`, `HealthAccountRequirements`.
    func writeRequirementsProtocols(into writer: inout SwiftWriter) {
        guard let module = plan.moduleName else { return }
        for scope in plan.scopeIDs where plan.scopes[scope].isExported {
            writer.line()
            let owner = scope.isApp ? "module `\(module)`" : "scope `\(plan.scopes[scope].name)` of module `\(module)`"
            writer.documentation(
                """
                What \(owner) requires from the module that composes it, one member each: its services read them \
                when they are built.
                """)
            let name = requirementsProtocol(of: scope, module: module)
            writer.block("\(componentIsolation)\(access)protocol \(name): AnyObject, Sendable {") { writer in
                for (position, index) in plan.scopes[scope].requirements.enumerated() {
                    let requirement = plan.inputs[index]
                    if position > 0 { writer.line() }
                    writer.documentation(requirement.doc ?? "The `\(requirement.name)` requirement.")
                    writer.line("var \(SwiftNames.escaped(requirement.name)): \(requirement.type.source) { get }")
                }
            }
        }
    }

    /// Each requirement as a member of the base class, so services read it like any other value.
    func writeRequirementAccessors(of scope: ScopeID, into writer: inout SwiftWriter) {
        for index in plan.scopes[scope].requirements {
            let name = SwiftNames.escaped(plan.inputs[index].name)
            writer.line()
            writer.documentation(plan.inputs[index].doc ?? "Required from the module that composes this one.")
            writer.line("final var \(name): \(plan.inputs[index].type.source) { _requirements.\(name) }")
        }
    }

    // MARK: - Composed modules

    /// A service a module provides: a test's replacement when its slot holds one, else the module's.
    func writeForwarded(_ service: ResolvedPlan.Service, from module: ComposedComponentID, into writer: inout SwiftWriter) {
        let existing = plan.isOnMainActor(service) ? "mainActorExisting" : "existing"
        if let slot = service.slot {
            writer.block("if let replacement = _storage.\(existing)(\(slot), as: \(service.storedType.metatypeSource)) {") { writer in
                writer.line("return replacement")
            }
        }
        let member =
            service.isAssistedFactory
            ? service.factoryFunctionName + "("
                + service.parameters.map {
                    "\(SwiftNames.escapedArgumentLabel($0.name.value)): \(SwiftNames.escaped($0.name.value))"
                }.joined(separator: ", ") + ")"
            : SwiftNames.escaped(service.memberInModule ?? service.name)
        writer.line("return \(service.effects.prefix)\(moduleMember(module)).\(member)")
    }

    /// `usedFallbacks`: the component's own, then those of the composed modules' components it has
    /// made so far (reading one does not make it).
    func writeUsedFallbacks(of scope: ScopeID, into writer: inout SwiftWriter) {
        let entries = plan.composed.positions(of: ComposedComponentKind.self).filter { plan.composed[$0].scope == scope }
        let declaration = "\(access(of: scope))\(plan.isMainActor ? "nonisolated " : "")final var usedFallbacks: [String] {"
        guard !entries.isEmpty else {
            writer.line("\(declaration) _storage.usedFallbacks }")
            return
        }
        // One statement per module: a chain of `+` over many optionals costs the type checker
        // seconds (about 1 s for 100 modules), statements cost nothing.
        writer.block(declaration) { writer in
            writer.line("var fallbacks = _storage.usedFallbacks")
            for index in entries {
                let module = plan.composed[index]
                writer.block("if let module = _storage.existing(\(module.slot), as: (any \(module.protocolName)).self) {") { writer in
                    writer.line("fallbacks += module.usedFallbacks")
                }
            }
            writer.line("return fallbacks")
        }
    }

    /// For `scope`: the accessor of each composed module's component it keeps, then the environment
    /// conversions and requirement adapters they need.
    func writeComposedModules(of scope: ScopeID, into writer: inout SwiftWriter) {
        let entries = plan.composed.positions(of: ComposedComponentKind.self).filter { plan.composed[$0].scope == scope }
        guard !entries.isEmpty else { return }
        let info = plan.scopes[scope]
        writer.line()
        writer.line(info.isApp ? "// MARK: - Composed modules" : "// MARK: - Composed modules of \(info.protocolName)")
        writer.line()
        writer.block("extension \(info.baseClassName) {") { writer in
            for (position, index) in entries.enumerated() {
                if position > 0 { writer.line() }
                writeModuleAccessor(index, into: &writer)
            }
        }
        for index in entries {
            if plan.composed[index].parentEntry == nil { writeEnvironmentConversion(index, into: &writer) }
            writeRequirementsAdapter(index, into: &writer)
        }
    }

    private func writeModuleAccessor(_ index: ComposedComponentID, into writer: inout SwiftWriter) {
        let module = plan.composed[index]
        let owner = module.moduleScope.map { "scope `\($0)` of module `\(module.name)`" } ?? "module `\(module.name)`"
        writer.documentation(
            """
            The component of \(owner), of this component's environment: made on first use, and shut down \
            with this component.
            """)
        // A main-actor module's component is made and read on the main actor; a thread-safe one's,
        // in a main-actor component, on any thread (its services are `nonisolated` here).
        let isolation =
            module.isMainActorInThreadSafeComposer ? "@MainActor " : module.isThreadSafeInMainActorComposer ? "nonisolated " : ""
        writer.block("\(isolation)\(accessorVisibleAccess)final var \(moduleMember(index)): any \(module.protocolName) {") { writer in
            writer.line(
                "_storage.module(\(module.slot), \(SwiftLiteral.string(module.name)), "
                    + "as: (any \(module.protocolName)).self) {")
            writer.indented { writer in
                guard let parentEntry = module.parentEntry else {
                    writer.line("\(module.factoryFunction)(")
                    writer.indented { writer in
                        writer.line("for: \(module.environmentEnum)(environment),")
                        writer.line("requirements: \(adapterName(index))(self),")
                        writer.line("observer: _storage.observer")
                    }
                    writer.line(")")
                    return
                }
                // The module's parent component, kept by this scope's parent, or further up where the
                // module makes this scope under its app scope (`outerParent`).
                let path = plan.path(from: module.scope, to: plan.composed[parentEntry].scope)
                writer.line("\(path)\(moduleMember(parentEntry)).\(module.factoryFunction)(requirements: \(adapterName(index))(self))")
            }
            writer.line("}")
        }
    }

    /// `HealthEnvironment(environment)`: the module's environment of the same name as this one's.
    private func writeEnvironmentConversion(_ index: ComposedComponentID, into writer: inout SwiftWriter) {
        let module = plan.composed[index]
        writer.line()
        writer.block("fileprivate extension \(module.environmentEnum) {") { writer in
            writer.documentation("The environment of module `\(module.name)` with the name of `environment`.")
            writer.block("init(_ environment: \(environmentEnum)) {") { writer in
                writer.line("switch environment {")
                for component in plan.components {
                    let name = SwiftNames.escaped(component.name)
                    writer.line("case .\(name): self = .\(name)")
                }
                writer.line("}")
            }
        }
    }

    /// `HealthRequirementsFromAppComponent`, `HealthAccountRequirementsFromAccountComponent`.
    private func adapterName(_ index: ComposedComponentID) -> String {
        plan.composed[index].requirementsProtocol + "From" + plan.scopes[plan.composed[index].scope].protocolName
    }

    /// What module `index` requires, read from this component. It holds the component weakly:
    /// the component keeps the module's component, which keeps the adapter. A service of the
    /// module that outlives the component stops on its next read with a message naming both.
    private func writeRequirementsAdapter(_ index: ComposedComponentID, into writer: inout SwiftWriter) {
        let module = plan.composed[index]
        let app = plan.scopes[module.scope]
        writer.line()
        writer.documentation("What module `\(module.name)` requires, read from the `\(app.protocolName)` that composes it.")
        let conformance = plan.isMainActor && !module.isThreadSafeInMainActorComposer ? "" : ", @unchecked Sendable"
        let isolation =
            module.isMainActorInThreadSafeComposer
            ? "@MainActor " : module.isThreadSafeInMainActorComposer ? "nonisolated " : componentIsolation
        writer.block("\(isolation)private final class \(adapterName(index)): \(module.requirementsProtocol)\(conformance) {") { writer in
            // A weak reference is safe to read from any thread; it is set once, before the adapter is shared.
            writer.storedProperties([("private weak var component: \(app.baseClassName)?", "component", app.baseClassName)])
            for requirement in module.requirements {
                writer.line()
                let name = SwiftNames.escaped(requirement.name)
                // An optional requirement nothing here meets: the module reads nil.
                let composer =
                    "ServiceGraph.liveComposer(component, module: \(SwiftLiteral.string(module.name)), "
                    + "requirement: \(SwiftLiteral.string(requirement.name)))"
                // Off the main actor, an input is read from where it is kept (see
                // `isThreadSafeInMainActorComposer`); a config value is a constant already.
                let read =
                    requirement.value.map {
                        "\(composer).\(member($0, from: module.scope, offMainActor: module.isThreadSafeInMainActorComposer))"
                    } ?? "nil"
                // Mapped to the module's entry in `compose`: a requirement whose type differs from
                // what meets it here is reported there. (Not to the module's manifest: a module's
                // code may map to one file name only, and both are `services.json`.)
                writer.line(
                    CodeLine("var \(name): \(requirement.type.source) { \(read) }", origin: module.composeEntry),
                    sourceFile: sourceLocationFile)
            }
        }
    }
}
