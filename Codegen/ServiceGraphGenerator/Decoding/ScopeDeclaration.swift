/// A component type of its own: the app, or a scope created from its parent (a signed-in
/// account, a request, a flow) whose services live as long as each of its instances.
struct ScopeDeclaration: Sendable {
    var name: Located<String>
    /// The parent scope's index; nil only for the app.
    var parent: ScopeID?
    /// Where `parent` is written, for errors about the tree.
    var parentLocation: SourceLocation?
    var doc: String?
    /// `"isolation": "MainActor"`: the isolation of each of its services that does not declare one.
    var isolation: Located<Isolation>?
    /// In a module's manifest, a scope the composing module's scope of the same name makes a
    /// component of (the module's app scope always is): it declares `provides` or `requires`.
    var isExported = false
    /// In a module's manifest, an exported scope's parent that the module does not declare: the
    /// composer's scope of that name makes its components' parents. Here its parent is the app.
    var outerParent: Located<String>?
    /// The services of an exported scope that the composing module's scope can use.
    var provides: [Located<String>] = []
    /// Its parent names no scope or it is its own ancestor (both reported), or so is one of its
    /// ancestors: which names it should see is unknown, so nothing is reported about what it reads
    /// from other scopes, or about which scope makes it. Its parent is the app for the later stages.
    var hasUnknownLineage = false

    /// `onMake`: methods called when a component of the scope is made, in order.
    var onMake: [LifecycleCall] = []
    /// `onShutdown`: methods called when a component of the scope shuts down, before anything else.
    var onShutdown: [LifecycleCall] = []

    /// The name of the scope every manifest has: its top-level inputs, config and services.
    static let appName = "app"
    static let app = ScopeDeclaration(name: Located(appName, at: SourceLocation(line: 1, column: 1)))

    var isApp: Bool { parent == nil }
}

extension Manifest {
    /// The position of every scope, the app's first.
    var scopeIDs: [ScopeID] { scopes.positions(of: ScopeKind.self) }

    /// The position of every service, in manifest order.
    var serviceIDs: [ServiceID] { services.positions(of: ServiceKind.self) }

    /// `scope` and its ancestors, nearest first, ending with the app.
    func lineage(of scope: ScopeID) -> [ScopeID] {
        var chain = [scope]
        // Decoding has broken any parent cycle; the bound guards the invariant.
        while let parent = scopes[chain.last!].parent, chain.count <= scopes.count {
            chain.append(parent)
        }
        return chain
    }
}

/// A method a scope calls on one of the services (or config values or inputs) it can see, when
/// its component is made or shuts down: `{"call": "notifications.setSession", "dependencies":
/// ["session"]}`. Binding a signed-in session into app services, and unbinding it.
struct LifecycleCall: Sendable {
    /// The method, read as a dependency: its first name (`notifications`), then the members
    /// down to the method (`setSession`).
    var method: Dependency
    var dependencies: [Dependency]
    var throwsLocation: SourceLocation?
    var asyncLocation: SourceLocation?

    var effects: Effects { Effects(throwing: throwsLocation != nil, suspending: asyncLocation != nil) }
}
