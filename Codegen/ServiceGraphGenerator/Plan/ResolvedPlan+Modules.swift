extension ResolvedPlan {
    /// The name of the composed module that provides `service`, if one does.
    func composedModuleName(of service: ServiceID) -> String? {
        guard case .forwarded(let module, _, _)? = components.first?.bindings[service] else { return nil }
        return composed[module].name
    }

    /// A composed module's component of one of its exported scopes (its app scope, or a scope such
    /// as `account`), which this manifest's component of the same scope keeps in a slot of its
    /// storage, makes on first use, and is read its requirements from.
    struct Composed: Sendable {
        /// The module's name.
        var name: String
        /// What starts its generated types' names: its manifest's `prefix`, else its name.
        var typePrefix: String
        /// Where `compose` names it: the composing code's errors about it (a requirement whose type
        /// differs from what meets it) are reported there.
        var composeEntry: SourceLocation
        /// The module's scope; nil for its app scope.
        var moduleScope: String?
        /// The scope here whose components keep it.
        var scope: ScopeID
        /// The entry of the module's parent scope, whose component makes this one; nil for the app scope's.
        var parentEntry: ComposedComponentID?
        /// Its component's slot in the storage of `scope`.
        var slot: SlotID
        /// Whether its `warmUp()` builds anything (it has eager services, or composes modules that
        /// do): only then does this scope's `warmUp()` make it and call it.
        var warmsUp: Bool
        /// What meets each of its requirements here, in its manifest's order.
        var requirements: [Requirement]
        /// The module's components are isolated to the main actor while the composer's are not:
        /// its component is made and read on the main actor, and so are the services it provides.
        var isMainActorInThreadSafeComposer = false
        /// A thread-safe module composed by a main-actor manifest: it reads its requirements from any
        /// thread, so they are its composer's constants (its config values and inputs), read off the
        /// main actor.
        var isThreadSafeInMainActorComposer = false

        struct Requirement: Sendable {
            var name: String
            var type: TypeExpression
            /// A `.service`, `.config` or `.input` of the app scope; nil for an optional requirement
            /// nothing here meets, which the module reads as nil.
            var value: Construction.Value?
        }

        var protocolName: String { SwiftNames.componentProtocol(scope: moduleScope, module: typePrefix) }
        var environmentEnum: String { SwiftNames.environmentEnum(module: typePrefix) }
        /// `makeHealthComponent` for the app scope's, `makeAccountComponent` (on the parent's) for a scope's.
        var factoryFunction: String {
            moduleScope.map(SwiftNames.scopeFactoryFunction(for:)) ?? SwiftNames.rootFactoryFunction(module: typePrefix)
        }
        var requirementsProtocol: String { SwiftNames.requirementsProtocol(module: typePrefix, scope: moduleScope) }
    }
}
