/// A component class around its services: its storage, initializer, environment, config values
/// and inputs, and `shutdown()`.
extension ComponentEmitter {
    /// The component at `index` of the plan's components.
    func writeComponent(at index: Int, into writer: inout SwiftWriter) {
        let component = plan.components[index]
        writer.line()
        writer.line("// MARK: - \(component.className)")
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
        writer.block("\(componentIsolation)\(access)final class \(component.className): AppComponent {") { writer in
            writeStorage(isTest: component.isTest, into: &writer)
            writer.line()
            writeInitializer(isTest: component.isTest, into: &writer)
            writer.line()
            writer.line("\(access)var environment: AppEnvironment { .\(SwiftNames.escaped(component.name)) }")
            writer.line()
            writer.line("\(access)var usedFallbacks: [String] { _lifecycle.usedFallbacks }")
            for config in plan.config {
                writer.line()
                let expression = component.isTest ? storageName(config.name) : SwiftLiteral.config(config.values[index])
                writer.line("\(access)var \(SwiftNames.escaped(config.name)): \(config.type.source) { \(expression) }")
            }
            for input in plan.inputs {
                writer.line()
                writer.line("\(access)var \(SwiftNames.escaped(input.name)): \(input.type.source) { \(storageName(input.name)).value }")
            }
            for (service, binding) in zip(plan.services, component.bindings) {
                writeService(service, binding, replaceable: component.isTest && service.isReplaceableInTests, into: &writer)
            }
            writeWarmUp(waves: component.warmUpWaves, into: &writer)
            writer.line()
            writer.line("\(access)func shutdown() async throws {")
            writer.line("    try await _lifecycle.shutdown()")
            writer.line("}")
        }
    }

    private func writeStorage(isTest: Bool, into writer: inout SwiftWriter) {
        writer.line("private let _lifecycle: ServiceGraph.ComponentLifecycle")
        for input in plan.inputs {
            writer.line("private let \(storageName(input.name)): ServiceGraph.FixedValue<\(input.type.source)>")
        }
        if isTest {
            for config in plan.config {
                writer.line("private let \(storageName(config.name)): \(config.type.source)")
            }
            // The test component creates its cells in `init`, from its arguments.
            for service in plan.services {
                guard let cell = cellType(service, isTest: true) else { continue }
                writer.line("private let \(storageName(service.name)): \(cell)")
            }
            return
        }
        // Environment components create each cell on its service's first use, so creating a
        // component costs the same whatever the number of services.
        let cells = plan.services.compactMap { service in cellType(service, isTest: false).map { (service, $0) } }
        guard !cells.isEmpty else { return }
        writer.line("private let _cells = ServiceGraph.LazyCells(count: \(cells.count))")
        for (index, (service, cell)) in cells.enumerated() {
            writer.line("private var \(storageName(service.name)): \(cell) { _cells.cell(\(index)) }")
        }
    }

    private func writeInitializer(isTest: Bool, into writer: inout SwiftWriter) {
        var parameters: [String] = []
        var assignments: [String] = []
        for input in plan.inputs {
            let testDefault = isTest ? input.testDefault.map { " = " + expression($0, in: nil) } ?? "" : ""
            parameters.append("\(SwiftNames.escaped(input.name)): \(input.type.source)\(testDefault)")
            assignments.append("\(storageName(input.name)) = ServiceGraph.FixedValue(\(SwiftNames.escaped(input.name)))")
        }
        if isTest {
            for config in plan.config {
                let value = SwiftLiteral.config(config.values[plan.components.count - 1])
                parameters.append("\(SwiftNames.escaped(config.name)): \(config.type.source) = \(value)")
                assignments.append("\(storageName(config.name)) = \(SwiftNames.escaped(config.name))")
            }
            for service in plan.services where service.isReplaceableInTests {
                parameters.append("\(SwiftNames.escaped(service.name)): \(service.type.optionalSource) = nil")
                let argument = SwiftNames.escaped(service.name)
                // A replaced transient is a fixed value; every other replaceable service has a cell.
                let value = service.storage == .none
                    ? "ServiceGraph.FixedValue(\(argument))"
                    : "ServiceGraph.\(cellName(service.storage))(preset: \(argument))"
                assignments.append("\(storageName(service.name)) = \(value)")
            }
        }
        parameters.append("observer: (any ServiceGraph.ComponentObserver)? = nil")
        assignments.append("_lifecycle = ServiceGraph.ComponentLifecycle(observer: observer)")
        writer.documentation(isTest
            ? "Creates the component; each service argument that is not nil replaces that service."
            : "Creates the component; no service is built until it is first used (or `warmUp()`).")
        writer.line("\(access)init(")
        writer.indented { writer in
            for (index, parameter) in parameters.enumerated() {
                writer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
        writer.block(") {") { writer in
            for assignment in assignments { writer.line(assignment) }
        }
    }

    /// The stored cell of a service, or nil when it needs none (aliases, assisted factories,
    /// transients outside the test component).
    private func cellType(_ service: ResolvedPlan.Service, isTest: Bool) -> String? {
        switch service.storage {
        case .none:
            return isTest && service.isReplaceableInTests ? "ServiceGraph.FixedValue<\(service.type.optionalSource)>" : nil
        case .asyncSingleton(let throwing):
            // An async cell also names what its construction can throw.
            return "ServiceGraph.AsyncSingletonCell<\(service.type.source), \(throwing ? "any Error" : "Never")>"
        case .singleton, .mainActorSingleton, .weak:
            return "ServiceGraph.\(cellName(service.storage))<\(service.type.source)>"
        }
    }

    private func cellName(_ storage: ResolvedPlan.Storage) -> String {
        switch storage {
        case .weak: "WeakCell"
        case .asyncSingleton: "AsyncSingletonCell"
        case .mainActorSingleton: "MainActorCell"
        case .singleton, .none: "SingletonCell"
        }
    }

    /// The stored state of an entry. Declared names start with a lowercase letter, so the
    /// underscore keeps storage apart from every accessor.
    func storageName(_ name: String) -> String {
        "_\(name)"
    }
}
