/// Mistakes in modules and their composition, in collections of contributions, and the
/// generator's own failure.
extension DiagnosticID {
    static let moduleAndContributionIDs: [DiagnosticID] = [
        .internalModule, .exportOutsideModule, .exportedScopeParentNotExported, .inputInModule, .invalidProvision,
        .moduleNotFound, .composedManifestNotAModule, .moduleComposesItself, .composedModuleMissingEnvironment,
        .moduleIsolationMismatch, .composedScopeMismatch, .moduleRequirementUnmet, .requirementHasEffects,
        .notProvidedByModule, .composedNameClash, .unreadableModuleInterface, .collectionTypeMismatch,
        .collectionWithoutContributions, .contributionToNonCollection, .contributionKeyOrOrder,
        .contributionKeyDuplicated, .internalError,
    ]

    static let internalModule = DiagnosticID(
        "InternalModule", "A module's manifest with internal access",
        #"""
        A manifest with a `"module"` section generates a component that other modules create and read, so its
        declarations must be visible to them. Leave `"access"` out (a module's manifest is `public` by
        default), or write `"package"` when every composing module is in the same package.
        """#)

    static let exportOutsideModule = DiagnosticID(
        "ExportOutsideModule", "A scope with provides or requires outside a module's manifest",
        #"""
        A scope's `"provides"` and `"requires"` say what the composing module's scope of the same name can use
        from it and must give it, so they only mean something in a module's manifest (one with a `"module"`
        section). Add the `"module"` section, or remove the keys (and declare the scope's requirements as
        `"inputs"`).
        """#)

    static let exportedScopeParentNotExported = DiagnosticID(
        "ExportedScopeParentNotExported", "A module's scope whose parent is not composed",
        #"""
        A scope of a module's manifest with `"provides"` or `"requires"` is made by the composing module's scope
        of the same name, from its parent's component, so its parent must be composed too. The app scope always
        is; give a parent scope `"provides"` or `"requires"` of its own.
        """#)

    static let inputInModule = DiagnosticID(
        "InputInModule", "An input in a module's manifest",
        #"""
        Nobody calls a module's `make...Component` with inputs: the module that composes it makes the component
        (and the components of its scopes with `"provides"` or `"requires"`), and hands it what it needs through
        its requirements. Move the input to `"module": {"requires": {"userID": {"type": "String"}}}` (or to the
        scope's `"requires"`); the composing manifest then provides `userID` (as a service, config value or input
        of its own, or a service another module provides).
        """#)

    static let invalidProvision = DiagnosticID(
        "InvalidProvision", "A module provides what it cannot",
        #"""
        `"provides"` lists services of the module's app scope (or, in a scope's own `"provides"`, of that scope)
        that the composing module can read as its own members (a service with parameters is forwarded as its
        `make` function): not a name the scope does not declare, not a config value or input (the composing
        module can declare its own), not a main-actor service of a thread-safe component (make the whole module
        `"isolation": "MainActor"`, or the service not isolated), and not a service of another scope (provide it
        from that scope).
        """#)

    static let moduleNotFound = DiagnosticID(
        "ModuleNotFound", "A composed module whose manifest is not found",
        #"""
        The manifests of composed modules come from the target's dependencies: the plugin passes every
        dependency (direct or not, in this package or another) that has a `services.json`; on the command line
        each is given as `--module Health=Sources/Health/services.json`. Fix the module's name, add its target to
        this target's `dependencies` in `Package.swift`, or remove it from `"compose"`.
        """#)

    static let composedManifestNotAModule = DiagnosticID(
        "ComposedManifestNotAModule", "A composed manifest without a module section",
        #"""
        Only a manifest with a `"module"` section can be composed: it says which services other modules may use
        (`"provides"`) and what it needs from them (`"requires"`), and makes the generator emit
        `HealthComponent` and `makeHealthComponent(for:requirements:)` for its composers. Add
        `"module": {"provides": [...]}` to the composed manifest.
        """#)

    static let moduleComposesItself = DiagnosticID(
        "ModuleComposesItself", "A module that composes itself through others",
        #"""
        Composition goes one way, like target dependencies: a module cannot compose a module that composes it,
        directly or through others. Move what both need into a module of its own that both compose, or have one
        of them require it (`"requires"`) instead of composing the other.
        """#)

    static let composedModuleMissingEnvironment = DiagnosticID(
        "ComposedModuleMissingEnvironment", "A composed module without one of the environments",
        #"""
        A composed module's component is made for the composing component's environment, so every environment
        of the composing manifest must be one of the module's too (the module may have more). Declare the
        missing environment in the module's `"environments"`, with what it binds there.
        """#)

    static let moduleIsolationMismatch = DiagnosticID(
        "ModuleIsolationMismatch", "A module and its composer of incompatible isolation",
        #"""
        A thread-safe module reads its requirements from whatever thread builds its services, and its component
        is read from any thread. So a main-actor manifest meets a thread-safe module's requirements only with
        what any thread can read: config values and inputs (not back-references) of the scope that composes
        it (the compiler checks they are `Sendable`), and services it declares `"isolation": "nonisolated"`
        (an API client the app and the module share). A requirement cannot be met by a main-actor
        service of a thread-safe composer either, and a thread-safe module cannot pass on a main-actor service
        as a contribution (nor provide one). A main-actor
        module composes into a thread-safe app freely: its component is made and read on the main actor. Make
        the composing manifest thread-safe (keep its screens on the main actor with `"isolation": "MainActor"`
        on each of those services), make the module main-actor too, or use services of the components'
        isolation.
        """#)

    static let composedScopeMismatch = DiagnosticID(
        "ComposedScopeMismatch", "A composed module's scope that does not match this manifest's",
        #"""
        A module's scope with `"provides"` or `"requires"` is made by the composing manifest's scope of the same
        name (each `account` component makes the module's `account` component), from its own parent's
        component. So the composing manifest must declare that scope, with the same parent. Declare it here, or
        rename one of them to match, and give both the same `"parent"`. (A module's scope may name a parent only
        the composer declares, such as `"parent": "launch"`; the composer's scope then needs that parent.)
        """#)

    static let moduleRequirementUnmet = DiagnosticID(
        "ModuleRequirementUnmet", "A requirement nothing provides",
        #"""
        Each of a composed module's requirements is met by name, by a service, config value or input of the
        composing manifest, or by a service another composed module provides. Declare it here with that name,
        or compose a module that provides it. A requirement that may go unmet says `"optional": true`: the
        module then reads it as an optional, nil where nothing provides it.
        """#)

    static let requirementHasEffects = DiagnosticID(
        "RequirementHasEffects", "A requirement met by a service that can throw or suspend",
        #"""
        A module reads its requirements as plain properties, which cannot throw or wait. Give the service a
        `"fallback"` (built when its construction throws), or a construction that cannot fail or suspend.
        """#)

    static let notProvidedByModule = DiagnosticID(
        "NotProvidedByModule", "A name a composed module keeps to itself",
        #"""
        A composed module's services, config values and inputs are internal to it unless it lists them in
        `"provides"`: the composing component can only read what the module's component exposes. Add the name
        to the module's `"provides"`, or depend on (or meet the requirement with) something declared here or
        provided.
        """#)

    static let composedNameClash = DiagnosticID(
        "ComposedNameClash", "Two members of one name in a composed graph",
        #"""
        The services composed modules provide join the composing manifest's names, in one namespace, since
        dependencies and requirements name them alone. A name that two modules provide, or that a module
        provides and the composing manifest declares, would be ambiguous. A module's service that only
        contributes is a member named after the module and the service (`Health_script` for module `Health`'s
        `script`), which can meet a name of the manifest too. Rename one of them, or remove it from the module's
        `"provides"` (keeping it internal to the module).
        """#)

    static let unreadableModuleInterface = DiagnosticID(
        "UnreadableModuleInterface", "A module's interface file that cannot be read",
        #"""
        A composing target reads each module through the interface file the module's own generation writes
        (`ServiceGraph.interface.swift`). This one was written by another version of `servicegraph`, or was
        damaged. Build the module again; if this persists, delete its build folder.
        """#)

    static let collectionTypeMismatch = DiagnosticID(
        "CollectionTypeMismatch", "A collection whose type is not its kind",
        #"""
        A collection of contributions (`"collects"`) is a list, a set or a map, and its `type` says so: a list
        is an array (`[any UserScript]`), a set a `Set` (`Set<AnyHashable>`, its elements `Hashable`), a map a
        dictionary keyed by `String`, `Int` or an enum (`[String: any DeepLinkHandler]`). Change the type or the
        kind.
        """#)

    static let collectionWithoutContributions = DiagnosticID(
        "CollectionWithoutContributions", "A collection that nothing contributes to",
        #"""
        A collection of contributions that no service contributes to, here or in any composed module, usually
        means a contribution names it wrongly or a module that should contribute is not composed. When having no
        element is expected (a plug-in point that nothing uses yet), declare it `"mayBeEmpty": true`, as
        Dagger's `@Multibinds` does.
        """#)

    static let contributionToNonCollection = DiagnosticID(
        "ContributionToNonCollection", "A contribution to something that is not a collection of contributions",
        #"""
        `"contributes": {"to": ...}` names a service declared with `"collects"`, in the contributor's scope or a
        scope above it, or (from a module) in the manifest that composes the module, which reports a module's
        contribution to a name it does not have at the contribution, with a note where the module is composed.
        Fix the name, or declare the collection. A collection that lists its `elements` itself does not take
        contributions: make it `"collects"` instead.
        """#)

    static let contributionKeyOrOrder = DiagnosticID(
        "ContributionKeyOrOrder", "A key or order that does not fit the collection",
        #"""
        A map's element needs a `key` of the map's key type: a JSON string for `String` keys (`"/settings"`), a
        JSON integer for `Int` keys (`80`), and a case with its leading dot for an enum (`".home"`). A list
        orders its elements by `order` and has no keys; a set has neither keys nor order; a map has no order
        (the generated code lists it by key). Remove what does not apply, or write the key as its type needs.
        """#)

    static let contributionKeyDuplicated = DiagnosticID(
        "ContributionKeyDuplicated", "Two contributions under one key of a map",
        #"""
        A map holds one element per key, so two contributions that would be under the same key in one
        environment are an error (a dictionary literal with a repeated key stops the app at run time). The
        error is at the later one in the map's order (the manifest's own contributions first, then each
        module's by module name), with a note at the first, in whichever manifests they are. Give one of them
        another key, or limit it to environments the other is not in (`"in": ["dev"]`): two contributions in
        different environments may share a key.
        """#)

    static let internalError = DiagnosticID(
        "InternalError", "Internal error",
        #"""
        The manifest passed every check, but the generator could not plan it: a bug in `servicegraph`, never a
        mistake of yours. Please report it with the manifest.
        """#)
}
