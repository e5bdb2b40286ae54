/// Mistakes in the graph: lifetimes, effects, isolation, cycles, scopes and generated names.
extension DiagnosticID {
    static let graphIDs: [DiagnosticID] = [
        .notAClass, .weakAsync, .eagerNotSingleton, .fallbackThrows, .uncaughtThrow, .unusedFallback,
        .unusedDeclaration, .notSendable, .readsMainActorService, .dependencyCycle, .wiredCycleNotSynchronous,
        .unknownScope, .scopeCycle, .scopeMakerNotChild, .scopeMakeFunctionClash, .outOfScope, .generatedTypeClash,
        .generatedTypeDeclaredByTarget, .lifecycleCallEffects,
    ]

    static let lifecycleCallEffects = DiagnosticID(
        "LifecycleCallEffects", "A lifecycle call that cannot run where it runs",
        #"""
        A scope's `onMake` calls run when its component is made, in the component's initializer, which is
        synchronous and cannot throw: a call there cannot be async or throw, nor read a service that is built
        asynchronously or can throw. Call such a method from app code after making the component, or, if it
        undoes something, in `onShutdown`. `onShutdown` calls run first when the component shuts down, and
        may be awaited, but the component goes on to shut its services down whatever happens, so a call there
        cannot throw: handle the error inside the method.
        """#)

    static let notAClass = DiagnosticID(
        "NotAClass", "Held weakly, but not a class",
        #"""
        A weak service, and an input held with `"reference": "weak"` or `"unowned"`, is held without being kept
        alive, which only works for class instances (or protocols that require `AnyObject`); arrays,
        dictionaries and optionals are values. For a service, use `singleton` or `transient`, or expose a class.
        A back-reference input holds its owner (a session controller, a view model) so that the pair does not
        leak; leave `reference` out to hold any other value strongly.
        """#)

    static let weakAsync = DiagnosticID(
        "WeakAsync", "Weak service built asynchronously",
        #"""
        A weak service is built synchronously, so neither its implementation nor anything it depends on can be
        async. Make it a singleton (which can be built asynchronously), or make its construction synchronous.
        """#)

    static let eagerNotSingleton = DiagnosticID(
        "EagerNotSingleton", "Eager service that is not a singleton",
        #"""
        `warmUp()` builds singletons ahead of use; a transient or weak service, or one with parameters, has no
        instance to keep. Remove `eager`, or make the service a singleton.
        """#)

    static let fallbackThrows = DiagnosticID(
        "FallbackThrows", "Fallback that throws",
        #"""
        A fallback is what the component builds when the implementation throws, so it must not throw itself.
        Give a fallback that cannot fail.
        """#)

    static let uncaughtThrow = DiagnosticID(
        "UncaughtThrow", "Singleton depends on a throwing service",
        #"""
        Building the singleton can fail because a dependency can throw, directly or through the services it
        reads. Mark its implementation `"throws": true` (its accessor then throws), or give it a `fallback`.
        """#)

    static let unusedFallback = DiagnosticID(
        "UnusedFallback", "Fallback that is never used (warning)",
        #"""
        A fallback is used when the implementation throws, and nothing this service builds can throw. Perhaps
        `throws` belongs inside the implementation: `"real": {"type": "OnlineAssistant", "throws": true}`.
        Otherwise remove the fallback.
        """#, severity: .warning)

    static let unusedDeclaration = DiagnosticID(
        "UnusedDeclaration", "Unused config value, input or requirement (warning)",
        #"""
        No service depends on the config value, input or module requirement, yet the component declares it (and
        its initializer takes an input). This is a warning, since the app may read it from the component; often
        it is a typo in a dependency. Fix the dependency, or remove the declaration if nothing reads it.
        """#, severity: .warning)

    static let notSendable = DiagnosticID(
        "NotSendable", "A service or input that is not Sendable, in a thread-safe component",
        #"""
        A component without `"isolation": "MainActor"` is shared between threads, and so is every singleton it
        keeps and every input it holds. A service marked `"sendable": false` must therefore be isolated to the
        main actor (`"isolation": "MainActor"` on the service, and on the services that read it), or the whole
        component must be (top-level `"isolation": "MainActor"`), or it must be transient (a new instance for
        each use is never shared). In a main-actor component, a service marked `"isolation": "nonisolated"` is
        shared between threads too: it cannot be `"sendable": false` unless it is transient. An input marked
        `"sendable": false` needs a main-actor component. Marking the
        type in the manifest gets this error here, at the mark, instead of the compiler's errors about
        `Sendable` in the generated code.
        """#)

    static let readsMainActorService = DiagnosticID(
        "ReadsMainActorService", "A thread-safe service reads a main-actor service",
        #"""
        A service isolated to the main actor can only be read on the main actor. A service that depends on it
        must be isolated to the main actor too (`"isolation": "MainActor"` on the dependent), or take a provider
        of it instead (`"screen: provider(screen)"`, a `@MainActor @Sendable () -> Screen` it calls on the main
        actor). An alias or a collection of a main-actor service is isolated to the main actor too
        (`"isolation": "MainActor"` on the alias or collection), or names thread-safe services only. A scope
        whose services are all main-actor says so once (`"isolation": "MainActor"` on the scope). A main-actor
        module's provided services are main-actor services of the manifest that composes it. In a main-actor
        manifest, a service that opts out (`"isolation": "nonisolated"`) is read from any thread, so it may
        read neither the other services, nor a view, a back-reference or a scope maker (all on the main actor
        there): remove its `"isolation"`, or take a provider of the main-actor service.
        """#)

    static let dependencyCycle = DiagnosticID(
        "DependencyCycle", "Dependency cycle",
        #"""
        Building the first service needs the second, and so on back to the first, so none can be built. The
        path starts at the name that sorts first; notes show each step. A cycle that only exists with some
        bindings (mocks) ends with the environments that have it. Break the cycle, for example with a provider
        (`"delegate: provider(coordinator)"`, a function that returns the service when called, after both are
        built) or by passing one of them as a parameter.

        Cycles are found through everything a construction reads: a view's members (a provider cannot be
        written on a view, so take the member out of the view and pass a provider instead), a collection's
        contributions, and composed modules (the composed graph is checked as one). A property or method call
        may close a cycle only when each service in it is a singleton built once, synchronously, without
        throwing, parameters or a fallback, and their arguments alone make no cycle; a note says which service
        is not.
        """#)

    static let wiredCycleNotSynchronous = DiagnosticID(
        "WiredCycleNotSynchronous", "A service in a wired cycle that is async or can throw",
        #"""
        The services of a cycle closed by a property or call are built and wired together, synchronously, under
        their component's cycle lock. One whose construction is async or can throw, itself or through what it
        reads, cannot be. Break the cycle with a provider instead (`"delegate: provider(coordinator)"`), or
        build what is async elsewhere (warm it up, and pass it in).
        """#)

    static let unknownScope = DiagnosticID(
        "UnknownScope", "A scope that does not exist",
        #"""
        A scope's `parent` names the scope whose components make this one: another key of `scopes`, or `"app"`
        (the default, which may be left out). `"makeTab: scope(tab)"` passes the function that makes a
        component of the child scope `tab`; the name in the parentheses is a scope's name under `"scopes"`, not
        a service's. Check the spelling, or declare the scope. A scope whose parent is unknown gives this one
        error: what its services, views and children read from other scopes, and which scope makes it, is not
        reported as well, since where it sits in the tree is unknown.
        """#)

    static let scopeCycle = DiagnosticID(
        "ScopeCycle", "Scopes that are their own ancestors",
        #"""
        Scopes form a tree under the app: following `parent` from any scope must reach the app. A loop is
        reported once, at the first scope of the loop. What depends on where the loop's scopes (and the scopes
        under them) sit in the tree is not reported as well: names their services, views, aliases and
        contributions read from other scopes, and which scope makes them. Give that scope the app (or another
        scope outside the loop) as its parent.
        """#)

    static let scopeMakerNotChild = DiagnosticID(
        "ScopeMakerNotChild", "A child scope's maker for a scope that is not a child",
        #"""
        A service can make only the children of its own scope, and components of its own scope (a room opened
        from a room, made from the same parent): the function it receives is a `make...Component` of its own
        component or of its parent, and a grandchild needs a component of the scope in between to be made from.
        Move the service into the scope's parent, or depend on the maker of a child of the service's own scope.
        """#)

    static let scopeMakeFunctionClash = DiagnosticID(
        "ScopeMakeFunctionClash", "A scope's make function clashes with a member of its parent",
        #"""
        A scope's components are made by `make<Scope>Component(...)` on its parent's components, so the parent
        scope cannot declare a service, config value or input of that name (or a service with parameters
        exposed under it). Rename the scope or the member.
        """#)

    static let outOfScope = DiagnosticID(
        "OutOfScope", "A name of a scope that cannot be seen from here",
        #"""
        A service, view or collection sees the services, config values and inputs of its own scope and of its
        ancestors, never those of a scope made from it or of a sibling: an app singleton that kept an account's
        service would keep it after sign-out, and could not choose between two accounts. Move the dependent into
        the scope that owns what it needs, or move what it needs up to the scope both share. A collection
        gathers the contributions of its own scope and its ancestors: declare it in the scope whose
        contributions it gathers, or move the contribution up.
        """#)

    static let generatedTypeClash = DiagnosticID(
        "GeneratedTypeClash", "Two generated types with one name",
        #"""
        Each scope generates `<Scope>Component`, `<Scope>ComponentBase` and one `<Environment><Scope>Component`
        per environment, beside the app's `<Environment>Component`; a view generates a protocol of its name;
        a composed module's types start with its name (`HealthComponent`, `DevHealthComponent`,
        `HealthEnvironment`, `HealthRequirements`). Two of them with one name would not compile (scope `account`
        in environment `dev` and the environment `devAccount` both generate `DevAccountComponent`). Rename the
        scope, environment or view that generates the clashing type.
        """#)

    static let generatedTypeDeclaredByTarget = DiagnosticID(
        "GeneratedTypeDeclaredByTarget", "A generated type with the name of a type the target declares",
        #"""
        The generated code declares types named after the module (`FeatureComponent`, `FeatureEnvironment`,
        `FeatureRequirements`, `DevFeatureComponent`, ...), the environments, the scopes and the views. A type
        of the same name in the target's own code would not compile, with errors in the generated file; the
        build plugin passes the target's Swift files to the generator, which reports each clash where the name
        comes from: the `module` key (choose another prefix for the generated names with
        `"module": {"prefix": "FeatureDI"}`), an environment, a scope or a view (rename it), with a note at your
        type. Other build systems pass the files with `--target-source`. The check runs whenever the manifest is
        generated, not on every edit of a Swift file.
        """#)
}
