/// A test component made with a closure that sets the services it replaces on a `Replacements`
/// value: `TestComponent.replacing { $0.network = FakeNetwork() }`. The initializer with one
/// defaulted argument per service costs each call a type check of every argument; an assignment
/// to a property costs the same whatever the number of services. (A static function, not an
/// initializer: a trailing closure would make the compiler try the other initializer too.)
extension ComponentEmitter {
    func writeReplacingFunction(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        let replaceable = info.services.map { plan.services[$0] }.filter(\.isReplaceableInTests)
        guard !replaceable.isEmpty else { return }
        let testIndex = plan.components.count - 1
        // A module's tests are its own: its services' types need not be visible outside it.
        let access = isModule ? "" : self.access(of: scope)
        writer.line()
        writer.documentation("The services a test replaces: each one it sets replaces that service; the others stay as bound.")
        writer.block("\(access)struct Replacements {") { writer in
            for service in replaceable {
                writer.line("\(access)var \(SwiftNames.escaped(service.name)): \(service.storedType.optionalSource)")
            }
            writer.line()
            writer.line("\(access)init() {}")
        }
        writer.line()
        let className = info.className(for: plan.components[testIndex])
        writer.documentation("""
            A component with the services `replace` sets, the others bound as the initializer binds them:
            `\(className).replacing { $0.\(SwiftNames.escaped(replaceable[0].name)) = ... }`. \
            A call costs the compiler what it sets, whatever the number of services.
            """)
        writeSignature("\(access)static func replacing",
                       parentParameter(scope) + requirementsParameters(scope) + inputParameters(scope, withDefaults: true)
                       + configParameters(scope, defaultComponent: testIndex) + [observerParameter]
                       + ["_ replace: (inout Replacements) -> Void"],
                       into: &writer)
        writer.block(") -> \(className) {") { writer in
            writer.line("var replacements = Replacements()")
            writer.line("replace(&replacements)")
            writeTestStorage(of: scope, replacementsIn: "replacements.", into: &writer)
            writeTestDesignatedCall(of: scope, calling: className, into: &writer)
        }
    }

    /// `let _storage = ...`, then each replaceable service's replacement put in its slot, read from
    /// `prefix` and the service's name (the initializer's argument, or `replacements.` and a property).
    func writeTestStorage(of scope: ScopeID, replacementsIn prefix: String, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        writer.line("let _storage = \(newStorage(scope, observer: info.isApp ? "observer" : "observer ?? parent._storage.observer"))")
        for service in info.services.map({ plan.services[$0] }) {
            guard let slot = service.slot else { continue }
            writer.line("_storage.replace(\(slot), \(SwiftLiteral.string(service.name)), with: \(prefix)\(SwiftNames.escaped(service.name)))")
        }
    }

    /// `self.init(...)` from a test component's convenience initializer (or `return
    /// TestComponent(...)` from `replacing`), its storage in `_storage`.
    func writeTestDesignatedCall(of scope: ScopeID, calling className: String? = nil, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        // Made by a test, not by a service of the parent: it keeps its parent alive.
        let parentLink = info.parent.map { ["\(parentLinkType(of: $0))(parent, madeBy: nil)"] } ?? []
        let arguments = parentLink + requirementsPassedOn(scope) + inputArguments(scope)
            + plan.config(of: scope).map { SwiftNames.escaped($0.name) } + ["_storage"]
        writeCall(className.map { "return " + $0 } ?? "self.init", labels: parentPassedOn(scope) + requirementsPassedOn(scope) + inputLabels(scope)
                  + configLabels(scope) + ["_storage"], arguments, into: &writer)
    }
}
