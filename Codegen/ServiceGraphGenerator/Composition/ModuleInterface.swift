/// What a composing manifest knows of a module it composes: the module's names, environments,
/// isolation, exported scopes with what each requires and provides, and the names it keeps to
/// itself. The composer's analysis, checks and plan read nothing else of the module.
///
/// The generator works it out once from the module's own reading (see
/// `ComponentGenerator+ModuleInterfaces.swift`); the module's manifest, analysis and plan stay
/// with that reading. The module's build writes it down (`ModuleInterfaceFile`), so composers
/// read that instead of the module's manifest.
struct ModuleInterface: Sendable {
    /// What starts the module's generated types' names: its `prefix`, else its name.
    var typePrefix: String
    var isMainActor: Bool
    var environments: [Located<String>]
    /// Every scope of the module, by its position in the module's manifest.
    var scopes: [Scope]
    /// Its requirements, each in the scope of the module that requires it.
    var requirements: [InputDeclaration]
    /// The services, config values and inputs it declares (not its requirements): a composer may
    /// use only those it provides.
    var declaredNames: [Located<String>]
    /// The services it provides, and those that contribute to collections it does not declare,
    /// by their position in the module's manifest.
    var provided: [ServiceID: ProvidedService]
    /// The `contributes` entries of its exported scopes' services that name no collection of
    /// its own: the manifests that compose it gather them.
    var contributions: [ServiceID: [ContributionDeclaration]]

    struct Scope: Sendable {
        var name: Located<String>
        var parent: ScopeID?
        /// The composer's scope its components are made under, where the module does not declare
        /// it (`parent` is then the module's app scope): see `ScopeDeclaration.outerParent`.
        var outerParent: Located<String>? = nil
        /// The composer's scope of the same name makes its components.
        var isExported: Bool
        /// The services it provides, in `provides` order.
        var provides: [ServiceID]
        /// Its services that contribute to collections the module does not declare (some may
        /// be provided too), in manifest order.
        var contributors: [ServiceID]
        /// Whether a component of it builds anything in `warmUp()` (eager services, or modules
        /// of its own that do).
        var warmsUp: Bool
    }

    struct ProvidedService: Sendable {
        /// Located at its `provides` entry (a contributor that is not provided: at its name).
        var name: Located<String>
        var type: TypeExpression
        var doc: String?
        /// An assisted factory stays one: the composer forwards `make<Name>(...)`.
        var parameters: [Parameter]
        /// What reading it can do.
        var effects: Effects
        /// Per configuration name: the module's requirements that building it can read, each
        /// where the module's manifest reads it. They are the service's edges in the composing
        /// graph, so a cycle through several modules is found like any other.
        var requirementsRead: [String: [Located<String>]]
        /// Per environment: what the module builds it with, when it builds it itself.
        var builtBy: [String: Implementation]

        /// How the module builds it in one environment, which the tools show.
        struct Implementation: Equatable, Sendable {
            /// `MockHealthService`, `DirectoryFileStorage.documents`.
            var displayName: String
            var role: Binding
        }
    }

    /// The module's exported scopes, its app scope first.
    var exportedScopes: [ScopeID] { scopes.positions(of: ScopeKind.self).filter { scopes[$0].isExported } }
}

/// A module's manifest read on its own, or its interface file read, as composition needs it:
/// its errors, whether it has a `module` section, where its manifest is, and its interface when
/// it has no error.
struct ModuleReading: Sendable {
    var diagnostics: [Diagnostic]
    var isModule: Bool
    /// The module's manifest, which its positions name.
    var path: String
    var interface: ModuleInterface?
}

/// A module a manifest composes: the `compose` entry that names it, where its manifest is, and
/// its interface.
struct ComposedModule: Sendable {
    var entry: Located<String>
    var path: String
    var interface: ModuleInterface

    var name: String { entry.value }

    /// The scope of `composer` that makes the component of the module's scope `scope`: the app
    /// scope for its app scope, else the scope of the same name; nil when there is none.
    func composingScope(of scope: ScopeID, in composer: Manifest) -> ScopeID? {
        scope.isApp
            ? .app
            : composer.scopeIDs.first { composer.scopes[$0].name.value == interface.scopes[scope].name.value }
    }
}
