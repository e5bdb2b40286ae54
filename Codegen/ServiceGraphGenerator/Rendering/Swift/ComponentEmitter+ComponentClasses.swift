/// The component classes of a scope: its base class (`AppComponentBase`, `AccountComponentBase`),
/// which holds what every component of the scope shares, and one subclass per environment plus
/// the test one, each only an initializer.
extension ComponentEmitter {
    /// Thread-safe components are `Sendable` by construction (their storage synchronises every
    /// service), which a non-final class can only state as unchecked; main-actor ones by isolation.
    private var sendableConformance: String { plan.isMainActor ? "" : ", @unchecked Sendable" }

    func writeBaseClass(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        writer.line()
        writer.line("// MARK: - \(info.isApp ? "Components" : "Components of scope \(info.name)")")
        writer.line()
        let subclasses = plan.components.map { "`\(info.className(for: $0))`" }
        writer.documentation(
            """
            What every component shares: its environment, inputs and config values, the storage of its services,
            and one accessor per service (under "Services" below), which builds what its environment binds.
            \(info.isApp ? "Create one of its subclasses" : "Its subclasses, one per environment")\
            : \(englishList(subclasses)).
            """)
        let access = self.access(of: scope)
        writer.block("\(componentIsolation)\(access)class \(info.baseClassName): \(info.protocolName)\(sendableConformance) {") { writer in
            writer.line("\(access)final let environment: \(environmentEnum)")
            if let parent = info.parent {
                writer.line("private final let _parentLink: \(parentLinkType(of: parent))")
                if info.makesItsOwnComponents {
                    // Only held: the room that made this one, kept alive by it unless that room keeps its maker.
                    writer.line("private final let _enclosingLink: \(parentLinkType(of: scope))?")
                }
            }
            if let requirements = requirementsParameter(scope) {
                writer.line("private final let _requirements: \(requirements.type)")
            }
            for input in plan.inputs(of: scope) {
                // Mapped to the input's line: the compiler's errors about its type (not `Sendable`,
                // not a class for a back-reference, unknown) are reported in the manifest.
                writer.line(CodeLine(inputStorage(input).declaration, origin: input.location), sourceFile: sourceLocationFile)
            }
            for config in plan.config(of: scope) {
                writer.line("\(isModule ? "" : access)final let \(SwiftNames.escaped(config.name)): \(config.type.source)")
            }
            // Read by the scopes made from this one, for the observer they share.
            let storageAccess = info.children.isEmpty && !splitsServices ? "private " : accessorVisibleAccess
            writer.line("\(storageAccess)final let _storage: ServiceGraph.ServiceStorage")
            writer.line()
            let parameters =
                ["environment: \(environmentEnum)"] + parentLinkParameter(scope) + requirementsParameters(scope)
                + inputParameters(scope, withDefaults: false)
                + configParameters(scope, defaultComponent: nil) + [storageParameter]
            writeSignature("fileprivate init", parameters, into: &writer)
            writer.block(") {") { writer in
                writer.line("self.environment = environment")
                if info.parent != nil { writer.line("self._parentLink = parent") }
                if info.makesItsOwnComponents { writer.line("self._enclosingLink = _enclosing") }
                if requirementsParameter(scope) != nil { writer.line("self._requirements = requirements") }
                for input in plan.inputs(of: scope) {
                    let value = SwiftNames.escaped(input.name) + (input.isPassedAsClosure ? "()" : "")
                    let store = "self.\(inputStorageName(input.name)) = \(inputStorageValue(input, value))"
                    // A back-reference's `Sendable` check is here: mapped to the input's line too.
                    writer.line(
                        CodeLine(store, origin: input.reference == nil ? nil : input.location),
                        sourceFile: sourceLocationFile)
                }
                for (config, value) in zip(plan.config(of: scope), configArguments(scope)) {
                    writer.line("self.\(SwiftNames.escaped(config.name)) = \(value)")
                }
                writer.line("self._storage = _storage")
                // Before it is adopted, so that a parent shutting down at once runs them too.
                writeOnShutdownRegistration(of: scope, into: &writer)
                if info.parent != nil {
                    // So that shutting the parent (or the room that made this room) down shuts this component down first.
                    let adopter =
                        info.makesItsOwnComponents
                        ? "(_enclosing?.component._storage ?? parent.component._storage)" : "parent.component._storage"
                    writer.line("\(adopter).adopt(_storage, scope: \(SwiftLiteral.string(info.name)))")
                }
                if !info.onMake.isEmpty { writer.line("_onMake()") }
            }
            if let parent = info.parent {
                writer.line()
                writer.documentation(
                    """
                    The component this one was made from: kept alive by this one, unless one of its services made this
                    one (`scope(\(info.name))`), which it keeps in turn.
                    """)
                // Read off the main actor too, by the `nonisolated` services of a main-actor component.
                let isolation = plan.isMainActor ? "nonisolated " : ""
                writer.line(
                    "\(isolation)\(accessorVisibleAccess)final var _parent: \(plan.scopes[parent].baseClassName) { _parentLink.component }")
                writer.line()
                writer.line("\(access)final var parent: any \(plan.scopes[parent].protocolName) { _parent }")
                if info.makesItsOwnComponents { writeNestedFactory(of: scope, into: &writer) }
            }
            for input in plan.inputs(of: scope) {
                writer.line()
                writer.line(
                    "\(access)final var \(SwiftNames.escaped(input.name)): \(inputExposedType(input)) "
                        + "{ \(inputStorage(input).read) }")
            }
            writeRequirementAccessors(of: scope, into: &writer)
            writer.line()
            writeUsedFallbacks(of: scope, into: &writer)
            writeWarmUp(of: scope, into: &writer)
            writeLifecycleCalls(of: scope, into: &writer)
            writer.line()
            writer.line("\(access)final func shutdown() async throws {")
            writer.line("    try await _storage.shutdown()")
            writer.line("}")
            if info.views.contains(where: { plan.views[$0].slot != nil }) {
                writer.line()
                writer.documentation(
                    """
                    Tells the views' back-reference objects this component keeps that it is gone: a service still
                    holding one after this stops on its next read with a message that names it.
                    """)
                writer.line("deinit { _storage.componentReleased() }")
            }
        }
    }

    /// The class of the component at `index` of the plan's components, for `scope`.
    func writeComponentClass(at index: Int, of scope: ScopeID, into writer: inout SwiftWriter) {
        let component = plan.components[index]
        let info = plan.scopes[scope]
        let access = self.access(of: scope)
        writer.line()
        switch component.kind {
        case .environment(let preferences):
            let names = preferences.map(\.name)
            let defaultDescription =
                preferences.first == .real
                ? "real implementations"
                : "\(names[0]) implementations where a service has one" + names.dropFirst().map { ", else \($0)" }.joined()
            writer.documentation(
                "The services of the `\(component.name)` environment: \(defaultDescription), "
                    + "unless \(manifestFileName) binds a service otherwise.")
        case .test:
            writer.documentation(
                """
                Every service bound to its mock (or to its real implementation where it has none), each replaceable:
                a service passed to the initializer is what every service that depends on it receives.
                """)
        }
        let declaration =
            "\(componentIsolation)\(access)final class \(info.className(for: component)): "
            + "\(info.baseClassName)\(sendableConformance) {"
        writer.block(declaration) { writer in
            if component.isTest {
                writeTestInitializers(of: scope, into: &writer)
                return
            }
            var config = plan.config(of: scope).map { SwiftLiteral.config($0.values[index]) }
            if info.isApp {
                writer.documentation("Creates the component; no service is built until it is first used (or `warmUp()`).")
                writeSignature(
                    "\(access)init",
                    requirementsParameters(scope) + inputParameters(scope, withDefaults: false)
                        + [observerParameter], into: &writer)
            } else {
                writer.documentation("Made by `\(info.factoryFunctionName)` on a `\(component.name)` parent; builds nothing.")
                writeSignature(
                    "fileprivate init",
                    parentLinkParameter(scope) + requirementsParameters(scope)
                        + inputParameters(scope, withDefaults: false), into: &writer)
            }
            writer.block(") {") { writer in
                // A value named in code is read into a local first, on a line of its own mapped to
                // the manifest, so the compiler reports a wrong name where it is written.
                for (position, entry) in plan.config(of: scope).enumerated() {
                    guard case .code = entry.values[index] else { continue }
                    let local = SwiftNames.escaped(entry.name)
                    writer.line(
                        CodeLine(
                            "let \(local): \(entry.type.source) = \(config[position])",
                            origin: entry.valueLocations[index]), sourceFile: sourceLocationFile)
                    config[position] = local
                }
                let arguments =
                    [".\(SwiftNames.escaped(component.name))"] + parentPassedOn(scope) + requirementsPassedOn(scope)
                    + inputArguments(scope) + config
                    + [newStorage(scope, observer: info.isApp ? "observer" : "parent.component._storage.observer")]
                writeCall(
                    "super.init",
                    labels: ["environment"] + parentPassedOn(scope) + requirementsPassedOn(scope) + inputLabels(scope)
                        + configLabels(scope) + ["_storage"], arguments, into: &writer)
            }
        }
    }

    /// The test class's public initializer, which takes a replacement for every service of its
    /// scope, and the one its parent's `make` function (or `makeAppComponent(for: .test)`)
    /// calls. Replacements go into a local storage that is handed over once: each use of `self`
    /// in an initializer costs the compiler's definite-initialization analysis, so none may be
    /// made per service.
    private func writeTestInitializers(of scope: ScopeID, into writer: inout SwiftWriter) {
        let testIndex = plan.components.count - 1
        let info = plan.scopes[scope]
        let replacements = info.services.map { plan.services[$0] }.filter(\.isReplaceableInTests).map {
            "\(SwiftNames.escaped($0.name)): \($0.storedType.optionalSource) = nil"
        }
        if replacements.count <= Self.maximumServiceArguments {
            writer.documentation(
                info.isApp
                    ? "Creates the component; each service argument that is not nil replaces that service."
                    : "Creates the component from `parent` (a test component or any other); each service argument that is "
                        + "not nil replaces that service. Without an observer, it reports to its parent's.")
            // A module's tests are its own: its services' types need not be visible outside it.
            writeSignature(
                "\(isModule ? "" : access(of: scope))convenience init",
                parentParameter(scope) + requirementsParameters(scope) + inputParameters(scope, withDefaults: true)
                    + configParameters(scope, defaultComponent: testIndex) + replacements + [observerParameter],
                into: &writer)
            writer.block(") {") { writer in
                // Declared names start with a lowercase letter: no parameter can be named `_storage`.
                writeTestStorage(of: scope, into: &writer)
                writeTestDesignatedCall(of: scope, into: &writer)
            }
        }
        writeReplacingFunction(of: scope, into: &writer)
        writer.line()
        let maker =
            info.isApp
            ? "`\(SwiftNames.rootFactoryFunction(module: plan.moduleName))(for: .test)`"
            : "`\(info.factoryFunctionName)` on a test parent"
        writer.documentation(
            """
            The component with no replacement, for \(maker): a call that names none of the
            replaceable services compiles faster than one that leaves them all to their defaults.
            """)
        writeSignature(
            "fileprivate init",
            parentLinkParameter(scope) + requirementsParameters(scope)
                + inputParameters(scope, withDefaults: false)
                + configParameters(scope, defaultComponent: testIndex) + [storageParameter],
            into: &writer)
        writer.block(") {") { writer in
            let arguments =
                [".test"] + parentPassedOn(scope) + requirementsPassedOn(scope) + inputArguments(scope)
                + configArguments(scope) + ["_storage"]
            writeCall(
                "super.init",
                labels: ["environment"] + parentPassedOn(scope) + requirementsPassedOn(scope) + inputLabels(scope)
                    + configLabels(scope) + ["_storage"], arguments, into: &writer)
        }
    }
}
