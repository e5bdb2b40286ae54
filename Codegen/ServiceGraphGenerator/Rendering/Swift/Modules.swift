/// Modules. A module's manifest gets a requirements protocol (`HealthRequirements`), which its
/// component reads what it requires from. A composing manifest's app scope keeps each composed
/// module's component in a slot of its storage, made on first use with its own environment and
/// an adapter that reads the requirements from it, and forwards each provided service to it.
extension ComponentEmitter {
    /// `_healthModule`: the member that holds module `Health`'s component. Declared names start
    /// with a lowercase letter, so the underscore keeps it apart from every one of them.
    func moduleMember(_ index: Int) -> String {
        let name = plan.composed[index].name
        return "_" + name.prefix(1).lowercased() + name.dropFirst() + "Module"
    }

    // MARK: - A module's requirements

    func writeRequirementsProtocol(into writer: inout SwiftWriter) {
        guard let module = plan.moduleName else { return }
        writer.line()
        writer.documentation("""
            What module `\(module)` requires from the module that composes it, one member each: its services read \
            them when they are built.
            """)
        let name = SwiftNames.requirementsProtocol(module: module)
        writer.block("\(componentIsolation)\(access)protocol \(name): AnyObject, Sendable {") { writer in
            for (position, index) in plan.scopes[0].requirements.enumerated() {
                let requirement = plan.inputs[index]
                if position > 0 { writer.line() }
                writer.documentation(requirement.doc ?? "The `\(requirement.name)` requirement.")
                writer.line("var \(SwiftNames.escaped(requirement.name)): \(requirement.type.source) { get }")
            }
        }
    }

    /// Each requirement as a member of the base class, so services read it like any other value.
    func writeRequirementAccessors(of scope: Int, into writer: inout SwiftWriter) {
        for index in plan.scopes[scope].requirements {
            let name = SwiftNames.escaped(plan.inputs[index].name)
            writer.line()
            writer.line("final var \(name): \(plan.inputs[index].type.source) { _requirements.\(name) }")
        }
    }

    // MARK: - Composed modules

    func writeComposedModules(into writer: inout SwiftWriter) {
        guard !plan.composed.isEmpty else { return }
        let app = plan.scopes[0]
        writer.line()
        writer.line("// MARK: - Composed modules")
        writer.line()
        writer.block("extension \(app.baseClassName) {") { writer in
            for index in plan.composed.indices {
                if index > 0 { writer.line() }
                writeModuleAccessor(index, into: &writer)
            }
        }
        for index in plan.composed.indices {
            writeEnvironmentConversion(index, into: &writer)
            writeRequirementsAdapter(index, into: &writer)
        }
    }

    private func writeModuleAccessor(_ index: Int, into writer: inout SwiftWriter) {
        let module = plan.composed[index]
        let storage = plan.isMainActor ? "mainActorSingleton" : "singleton"
        writer.documentation("""
            Module `\(module.name)`'s component, of this component's environment: made on first use, and shut down \
            with this component.
            """)
        writer.block("fileprivate final var \(moduleMember(index)): any \(module.protocolName) {") { writer in
            writer.line("_storage.\(storage)(\(module.slot), \(SwiftLiteral.string(module.name)), "
                        + "as: (any \(module.protocolName)).self) {")
            writer.indented { writer in
                writer.line("\(module.factoryFunction)(")
                writer.indented { writer in
                    writer.line("for: \(module.environmentEnum)(environment),")
                    writer.line("requirements: \(adapterName(index))(self),")
                    writer.line("observer: _storage.observer")
                }
                writer.line(")")
            }
            writer.line("}")
        }
    }

    /// `HealthEnvironment(environment)`: the module's environment of the same name as this one's.
    private func writeEnvironmentConversion(_ index: Int, into writer: inout SwiftWriter) {
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

    /// `HealthRequirementsFromApp`.
    private func adapterName(_ index: Int) -> String {
        plan.composed[index].requirementsProtocol + "From" + (plan.moduleName.map(SwiftNames.capitalized) ?? "App")
    }

    /// What module `index` requires, read from this component. It holds the component unowned:
    /// the component keeps the module's component, which keeps the adapter.
    private func writeRequirementsAdapter(_ index: Int, into writer: inout SwiftWriter) {
        let module = plan.composed[index]
        let app = plan.scopes[0]
        writer.line()
        writer.documentation("What module `\(module.name)` requires, read from the `\(app.protocolName)` that composes it.")
        let conformance = plan.isMainActor ? "" : ", Sendable"
        writer.block("\(componentIsolation)private final class \(adapterName(index)): \(module.requirementsProtocol)\(conformance) {") { writer in
            writer.line("private unowned let component: \(app.baseClassName)")
            writer.line()
            writer.block("init(_ component: \(app.baseClassName)) {") { writer in
                writer.line("self.component = component")
            }
            for requirement in module.requirements {
                writer.line()
                let name = SwiftNames.escaped(requirement.name)
                let read = "component.\(member(requirement.value, from: 0))"
                // Mapped to the requirement in the module's manifest: a type that does not match
                // what meets it here is reported there.
                let location = SwiftLiteral.sourceLocationFile(module.path) ?? sourceLocationFile
                writer.line(CodeLine("var \(name): \(requirement.type.source) { \(read) }", origin: requirement.location),
                            sourceFile: location)
            }
        }
    }
}
