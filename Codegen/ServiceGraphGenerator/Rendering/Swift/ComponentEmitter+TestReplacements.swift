/// A test component made with a closure that sets the services it replaces on a `Replacements`
/// value: `TestComponent.replacing { $0.network = FakeNetwork() }`. Each property of
/// `Replacements` puts its value straight into the new component's storage, so `replacing` is
/// the same few lines whatever the number of services, and a call costs the compiler what it
/// sets. (A static function, not an initializer: a trailing closure would make the compiler try
/// the other initializer too.)
extension ComponentEmitter {
    /// Above this many replaceable services in a scope, its test component has no initializer with
    /// one argument per service: each argument's index entry repeats the whole initializer's
    /// name, so that initializer alone costs the compiler time that grows with the square of the
    /// number of services (a second at 1,000 services), and every call type-checks every argument.
    static let maximumServiceArguments = 300

    func writeReplacingFunction(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        let replaceable = info.services.map { plan.services[$0] }.filter(\.isReplaceableInTests)
        guard !replaceable.isEmpty else { return }
        let testIndex = plan.components.count - 1
        // A module's tests are its own: its services' types need not be visible outside it.
        let access = isModule ? "" : self.access(of: scope)
        writer.line()
        writer.documentation(
            """
            The services a test replaces, each read and set like a property: a service set replaces it \
            in the component `replacing` makes; the others stay as bound.
            """)
        writer.block("\(access)struct Replacements {") { writer in
            writer.line("\(accessorVisibleAccess)let _storage: ServiceGraph.ServiceStorage")
            // Split output: each property is in its service's file.
            if !splitsServices { writeReplacementProperties(replaceable, access: access, into: &writer) }
        }
        writer.line()
        let className = info.className(for: plan.components[testIndex])
        writer.documentation(
            """
            A component with the services `replace` sets, the others bound as in a test component with none: \
            `\(className).replacing { $0.\(SwiftNames.escaped(replaceable[0].name)) = ... }`. \
            A call costs the compiler what it sets, whatever the number of services.
            """)
        writeSignature(
            "\(access)static func replacing",
            parentParameter(scope) + requirementsParameters(scope) + inputParameters(scope, withDefaults: true)
                + configParameters(scope, defaultComponent: testIndex) + [observerParameter]
                + ["_ replace: (inout Replacements) -> Void"],
            into: &writer)
        writer.block(") -> \(className) {") { writer in
            writer.line("var replacements = Replacements(_storage: \(newStorage(scope, observer: testObserver(of: scope))))")
            writer.line("replace(&replacements)")
            writer.line("let _storage = replacements._storage")
            writeTestDesignatedCall(of: scope, calling: className, into: &writer)
        }
    }

    /// Each service's property of `Replacements`, which puts what a test sets in its slot.
    func writeReplacementProperties(_ services: [ResolvedPlan.Service], access: String, into writer: inout SwiftWriter) {
        for (position, service) in services.enumerated() {
            guard let slot = service.slot else { continue }
            if position > 0 || !splitsServices { writer.line() }
            writer.block("\(access)var \(SwiftNames.escaped(service.name)): \(service.storedType.optionalSource) {") { writer in
                writer.line("get { _storage.replacement(\(slot), as: \(service.storedType.metatypeSource)) }")
                writer.line("nonmutating set { _storage.replace(\(slot), \(SwiftLiteral.string(service.name)), with: newValue) }")
            }
        }
    }

    /// The observer a test component reports to: the one given, else (a scope's) its parent's.
    private func testObserver(of scope: ScopeID) -> String {
        plan.scopes[scope].isApp ? "observer" : "observer ?? parent._storage.observer"
    }

    /// `let _storage = ...`, then each replaceable service's replacement, the initializer's
    /// argument of its name, put in its slot.
    func writeTestStorage(of scope: ScopeID, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        writer.line("let _storage = \(newStorage(scope, observer: testObserver(of: scope)))")
        for service in info.services.map({ plan.services[$0] }) {
            guard let slot = service.slot else { continue }
            writer.line("_storage.replace(\(slot), \(SwiftLiteral.string(service.name)), with: \(SwiftNames.escaped(service.name)))")
        }
    }

    /// `self.init(...)` from a test component's convenience initializer (or `return
    /// TestComponent(...)` from `replacing`), its storage in `_storage`.
    func writeTestDesignatedCall(of scope: ScopeID, calling className: String? = nil, into writer: inout SwiftWriter) {
        let info = plan.scopes[scope]
        // Made by a test, not by a service of the parent: it keeps its parent alive.
        let parentLink =
            info.parent.map { ["\(parentLinkType(of: $0))(parent, madeBy: nil)"] + enclosingPassedOn(scope).map { _ in "nil" } } ?? []
        let arguments =
            parentLink + requirementsPassedOn(scope) + inputArguments(scope)
            + configArguments(scope) + ["_storage"]
        writeCall(
            className.map { "return " + $0 } ?? "self.init",
            labels: parentPassedOn(scope) + requirementsPassedOn(scope) + inputLabels(scope)
                + configLabels(scope) + ["_storage"], arguments, into: &writer)
    }
}
