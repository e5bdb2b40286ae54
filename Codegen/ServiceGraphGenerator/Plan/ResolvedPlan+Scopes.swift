extension ResolvedPlan {
    /// A component type of its own (the app, or a scope made from its parent) and what it owns.
    struct Scope: Sendable {
        /// `app` for the app's scope.
        var name: String
        /// The parent scope's index; nil for the app.
        var parent: ScopeID?
        var doc: String?
        /// The indices of its own services, config values and inputs, in manifest order.
        var services: [ServiceID]
        var config: [Int]
        /// The inputs given when its component is created.
        var inputs: [Int]
        /// A module's requirements (only in its app scope), read from whoever composes it.
        var requirements: [Int]
        /// The scopes whose components its components make.
        var children: [ScopeID]
        /// How many of its services have a slot in its storage.
        var slotCount: Int
        /// The views its components conform to.
        var views: [Int]
        /// What its views list from its ancestors (each a `.service`, `.config` or `.input`,
        /// once): its components expose these too, reading them through their parent.
        var forwardedMembers: [Construction.Value]

        /// The module whose manifest declares it, when it is a module's: its types start with its name.
        var module: String?
        /// A module's scope that the composing module's scope of the same name makes (its app scope
        /// always is): its component reads `requirements` and shows only what it provides.
        var isExported: Bool
        /// One of its services makes components of it (`scope(room)` in `room`): each made inside
        /// the component whose service made it, which shuts it down with itself.
        var makesItsOwnComponents = false
        /// Called when a component of it is made, in its initializer (`onMake`).
        var onMake: [LifecycleCall] = []
        /// Called first when a component of it shuts down (`onShutdown`).
        var onShutdown: [LifecycleCall] = []

        var isApp: Bool { parent == nil }
        /// `AppComponent`, `AccountComponent`: its protocol (`HealthComponent` in module `Health`).
        var protocolName: String { SwiftNames.componentProtocol(scope: isApp ? nil : name, module: module) }
        /// `AppComponentBase`, `AccountComponentBase`: the class its components subclass.
        var baseClassName: String { SwiftNames.componentBaseClass(scope: isApp ? nil : name, module: module) }
        /// `DevComponent` for the app, `DevAccountComponent` for scope `account`.
        func className(for component: Component) -> String {
            SwiftNames.componentClass(environment: component.name, scope: isApp ? nil : name, module: module)
        }
        /// `makeAccountComponent`, on its parent's components.
        var factoryFunctionName: String { SwiftNames.scopeFactoryFunction(for: name) }
    }
}

extension ResolvedPlan {
    /// A method a scope's component calls when it is made or shuts down: `notifications.setSession(session)`.
    struct LifecycleCall: Sendable {
        /// What the method is called on, with its members down to the method.
        var method: Construction.Argument
        var arguments: [Construction.Argument]
        /// The method's own `async` and `throws`, and those of reading what it names.
        var effects: Effects
        /// It reads a main-actor service (only `onShutdown` may, in a thread-safe component).
        var readsMainActor: Bool
    }

    /// The position of every scope, the app's first.
    var scopeIDs: [ScopeID] { scopes.positions(of: ScopeKind.self) }

    func inputs(of scope: ScopeID) -> [Input] { scopes[scope].inputs.map { inputs[$0] } }
    func config(of scope: ScopeID) -> [Config] { scopes[scope].config.map { config[$0] } }

    /// How code in a component of `scope` reaches the component of `owner` (the scope itself
    /// or one of its ancestors): `""`, `"_parent."`, `"_parent._parent."`.
    func path(from scope: ScopeID, to owner: ScopeID) -> String {
        var prefix = ""
        var current = scope
        while current != owner, let parent = scopes[current].parent {
            prefix += "_parent."
            current = parent
        }
        return prefix
    }
}
