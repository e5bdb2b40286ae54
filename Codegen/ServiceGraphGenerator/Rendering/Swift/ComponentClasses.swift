/// The component classes: `AppComponentBase`, which holds what every component shares, and one
/// subclass per environment plus `TestComponent`, each only an initializer.
extension ComponentEmitter {
    /// Thread-safe components are `Sendable` by construction (their storage synchronises every
    /// service), which a non-final class can only state as unchecked; main-actor ones by isolation.
    private var sendableConformance: String { plan.isMainActor ? "" : ", @unchecked Sendable" }

    func writeBaseClass(into writer: inout SwiftWriter) {
        writer.line()
        writer.line("// MARK: - Components")
        writer.line()
        let subclasses = plan.components.map { "`\($0.className)`" }
        writer.documentation("""
            What every component shares: its environment, inputs and config values, the storage of its services,
            and one accessor per service (under "Services" below), which builds what its environment binds.
            Create one of its subclasses: \(englishList(subclasses)).
            """)
        writer.block("\(componentIsolation)\(access)class AppComponentBase: AppComponent\(sendableConformance) {") { writer in
            writer.line("\(access)final let environment: AppEnvironment")
            for input in plan.inputs {
                writer.line("private final let \(inputStorageName(input.name)): ServiceGraph.FixedValue<\(input.type.source)>")
            }
            for config in plan.config {
                writer.line("\(access)final let \(SwiftNames.escaped(config.name)): \(config.type.source)")
            }
            writer.line("private final let _storage: ServiceGraph.ServiceStorage")
            writer.line()
            let parameters = ["environment: AppEnvironment"] + inputParameters(withDefaults: false)
                + configParameters(defaultComponent: nil) + [storageParameter]
            writeSignature("fileprivate init", parameters, into: &writer)
            writer.block(") {") { writer in
                writer.line("self.environment = environment")
                for input in plan.inputs {
                    writer.line("self.\(inputStorageName(input.name)) = ServiceGraph.FixedValue(\(SwiftNames.escaped(input.name)))")
                }
                for config in plan.config {
                    writer.line("self.\(SwiftNames.escaped(config.name)) = \(SwiftNames.escaped(config.name))")
                }
                writer.line("self._storage = _storage")
            }
            for input in plan.inputs {
                writer.line()
                writer.line("\(access)final var \(SwiftNames.escaped(input.name)): \(input.type.source) { \(inputStorageName(input.name)).value }")
            }
            writer.line()
            writer.line("\(access)final var usedFallbacks: [String] { _storage.usedFallbacks }")
            writeWarmUp(into: &writer)
            writer.line()
            writer.line("\(access)final func shutdown() async throws {")
            writer.line("    try await _storage.shutdown()")
            writer.line("}")
        }
    }

    /// The class of the component at `index` of the plan's components.
    func writeComponentClass(at index: Int, into writer: inout SwiftWriter) {
        let component = plan.components[index]
        writer.line()
        switch component.kind {
        case .environment(let defaultBinding):
            let defaultDescription = defaultBinding == .mock
                ? "mock implementations where a service has one" : "real implementations"
            writer.documentation("The services of the `\(component.name)` environment: \(defaultDescription), "
                                 + "unless \(manifestFileName) binds a service otherwise.")
        case .test:
            writer.documentation("""
                Every service bound to its mock (or to its real implementation where it has none), each replaceable:
                a service passed to the initializer is what every service that depends on it receives.
                """)
        }
        let declaration = "\(componentIsolation)\(access)final class \(component.className): AppComponentBase\(sendableConformance) {"
        writer.block(declaration) { writer in
            if component.isTest {
                writeTestInitializers(into: &writer)
                return
            }
            writer.documentation("Creates the component; no service is built until it is first used (or `warmUp()`).")
            writeSignature("\(access)init", inputParameters(withDefaults: false) + [observerParameter], into: &writer)
            writer.block(") {") { writer in
                let arguments = [".\(SwiftNames.escaped(component.name))"] + inputArguments
                    + plan.config.map { SwiftLiteral.config($0.values[index]) } + [newStorage]
                writeCall("super.init", labels: ["environment"] + inputLabels + configLabels + ["_storage"],
                          arguments, into: &writer)
            }
        }
    }

    /// `TestComponent`'s public initializer, which takes a replacement for every service, and
    /// the one `makeAppComponent(for: .test)` calls. Replacements go into a local storage that
    /// is handed over once: each use of `self` in an initializer costs the compiler's
    /// definite-initialization analysis, so none may be made per service.
    private func writeTestInitializers(into writer: inout SwiftWriter) {
        let testIndex = plan.components.count - 1
        writer.documentation("Creates the component; each service argument that is not nil replaces that service.")
        let replacements = plan.services.filter(\.isReplaceableInTests).map {
            "\(SwiftNames.escaped($0.name)): \($0.type.optionalSource) = nil"
        }
        writeSignature("\(access)convenience init", inputParameters(withDefaults: true)
                       + configParameters(defaultComponent: testIndex) + replacements + [observerParameter],
                       into: &writer)
        writer.block(") {") { writer in
            // Declared names start with a lowercase letter: no parameter can be named `_storage`.
            writer.line("let _storage = \(newStorage)")
            for service in plan.services {
                guard let slot = service.slot else { continue }
                writer.line("_storage.replace(\(slot), with: \(SwiftNames.escaped(service.name)))")
            }
            let arguments = inputArguments + plan.config.map { SwiftNames.escaped($0.name) } + ["_storage"]
            writeCall("self.init", labels: inputLabels + configLabels + ["_storage"], arguments, into: &writer)
        }
        writer.line()
        writer.documentation("""
            The component with no replacement, for `makeAppComponent(for: .test)`: a call that names none of the
            replaceable services compiles faster than one that leaves them all to their defaults.
            """)
        writeSignature("fileprivate init", inputParameters(withDefaults: false)
                       + configParameters(defaultComponent: testIndex) + [storageParameter],
                       into: &writer)
        writer.block(") {") { writer in
            let arguments = [".test"] + inputArguments + plan.config.map { SwiftNames.escaped($0.name) } + ["_storage"]
            writeCall("super.init", labels: ["environment"] + inputLabels + configLabels + ["_storage"], arguments,
                      into: &writer)
        }
    }

    // MARK: - Parameters

    private var observerParameter: String { "observer: (any ServiceGraph.ComponentObserver)? = nil" }

    /// Labelled `_storage`, which no declared name can be (they start with a lowercase letter).
    private var storageParameter: String { "_storage: ServiceGraph.ServiceStorage" }

    var newStorage: String { "ServiceGraph.ServiceStorage(count: \(plan.slotCount), observer: observer)" }

    private func inputParameters(withDefaults: Bool) -> [String] {
        plan.inputs.map { input in
            let testDefault = withDefaults ? input.testDefault.map { " = " + expression($0, in: nil) } ?? "" : ""
            return "\(SwiftNames.escaped(input.name)): \(input.type.source)\(testDefault)"
        }
    }

    /// The config parameters, defaulting to the values of the component at `defaultComponent`.
    private func configParameters(defaultComponent: Int?) -> [String] {
        plan.config.map { config in
            let value = defaultComponent.map { " = " + SwiftLiteral.config(config.values[$0]) } ?? ""
            return "\(SwiftNames.escaped(config.name)): \(config.type.source)\(value)"
        }
    }

    var inputLabels: [String] { plan.inputs.map { SwiftNames.escapedArgumentLabel($0.name) } }
    var inputArguments: [String] { plan.inputs.map { SwiftNames.escaped($0.name) } }
    private var configLabels: [String] { plan.config.map { SwiftNames.escapedArgumentLabel($0.name) } }

    /// `name(` then one parameter per line; the caller writes the closing `) {`.
    private func writeSignature(_ name: String, _ parameters: [String], into writer: inout SwiftWriter) {
        writer.line("\(name)(")
        writer.indented { writer in
            for (index, parameter) in parameters.enumerated() {
                writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
    }

    /// `function(label: argument, ...)`, on one line for two arguments, else one argument per line.
    private func writeCall(_ function: String, labels: [String], _ arguments: [String], into writer: inout SwiftWriter) {
        let pairs = zip(labels, arguments).map { "\($0): \($1)" }
        guard pairs.count > 2 else {
            writer.line("\(function)(\(pairs.joined(separator: ", ")))")
            return
        }
        writer.line("\(function)(")
        writer.indented { writer in
            for (index, pair) in pairs.enumerated() {
                writer.line(pair + (index == pairs.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }

    /// Where an input is kept: `_apiKeyInput`. Declared names start with a lowercase letter, so
    /// the underscore keeps it apart from every accessor, and the suffix from `_storage`.
    private func inputStorageName(_ name: String) -> String {
        "_\(name)Input"
    }
}
