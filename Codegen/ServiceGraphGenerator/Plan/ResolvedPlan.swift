/// Everything rendering needs, worked out once from the analysis: every name resolved to what it
/// refers to, every service's storage and effects, and for each component (one per environment,
/// then `TestComponent`) which implementation each service is bound to and how it is built.
///
/// Renderers (Swift, DOT, Mermaid, JSON, `diff`) are plain functions of this plan: none of them
/// looks a name up or decides anything about the graph.
struct ResolvedPlan: Sendable {
    var imports: [String]
    var access: AccessLevel
    /// Every component is isolated to the main actor.
    var isMainActor: Bool
    var config: [Config]
    var inputs: [Input]
    var services: [Service]
    /// The environments in manifest order, then the test component.
    var components: [Component]
    /// The app's scope first, then each declared scope in manifest order.
    var scopes: [Scope]
    /// The component views, in manifest order.
    var views: [View]
    /// Set for a module's manifest: its name, which its generated types start with.
    var moduleName: String?
    /// A module's provided services (indices into `services`): public, and in its component's protocol.
    var provided: Set<ServiceID>
    /// The components of composed modules that this manifest's components make: each module's
    /// app scope, then its exported scopes, in `compose` order.
    var composed: [Composed]

    /// A protocol listing what one kind of service reads, which its scope's components conform to.
    struct View: Sendable {
        var name: String
        var scope: ScopeID
        var doc: String?
        /// Each a `.service`, `.config` or `.input`, in the order listed.
        var members: [Construction.Value]
        /// The services its component keeps that depend on it (`ResolvedPlan.Service.isKept`),
        /// in manifest order: they receive the view's back-reference object, not the component.
        var keptHolders: [ServiceID] = []
        /// Where its scope's storage keeps that object; nil when no service it keeps depends on the view.
        var slot: SlotID? = nil

        /// The class, nested in its scope's base class, of that object: the view's members read
        /// from the component without keeping it alive.
        var referenceClassName: String { name + "Reference" }
        /// `_feedDependenciesReference`: the component's member that makes and keeps the object.
        /// Declared names start with a letter, so the underscore keeps it apart from all of them.
        var referenceMemberName: String { "_" + name.prefix(1).lowercased() + name.dropFirst() + "Reference" }
    }

    var environments: ArraySlice<Component> { components.dropLast() }

    /// Whether `service` runs on the main actor: its component's isolation, unless its own differs.
    func isOnMainActor(_ service: Service) -> Bool { service.isMainActor || (isMainActor && !service.isNonisolated) }

    struct Config: Sendable {
        var name: String
        var scope: ScopeID
        var type: ConfigType
        var doc: String?
        /// The value each component uses, indexed like `components`.
        var values: [ConfigValue]
        /// Where each of `values` is written.
        var valueLocations: [SourceLocation]
        /// Given to a component's initializer as `@autoclosure () -> T`, read once where it is
        /// stored: its type may be a function type under another name, which as a plain
        /// parameter would not escape.
        var isPassedAsClosure: Bool
    }

    struct Input: Sendable {
        var name: String
        var scope: ScopeID
        var type: TypeExpression
        /// Held weakly or unowned: a back-reference to the component's owner.
        var reference: InputReference?
        /// Its name in the manifest.
        var location: SourceLocation
        var doc: String?
        /// What `TestComponent` uses when a test passes nothing.
        var testDefault: Construction?
        /// A module's requirement: read from whoever composes the module, not given at creation.
        var isRequirement: Bool
        /// Given to a component's initializer and `make` function as `@autoclosure () -> T`,
        /// read once where it is stored: its type may be a function type under another name,
        /// which as a plain parameter would not escape.
        var isPassedAsClosure: Bool
    }

    struct Service: Sendable {
        var name: String
        /// Its name in the manifest (a module's service: in the module's).
        var location: SourceLocation
        var scope: ScopeID
        /// The exposed type; for an alias without one, its target's.
        var type: TypeExpression
        var doc: String?
        var lifetime: Lifetime
        /// Non-empty for an assisted factory: exposed as `make<Name>(...)`, a new instance per call.
        var parameters: [Parameter]
        /// What reading it can do, the same in every component (`AppComponent` declares it once).
        var effects: Effects
        /// Isolated to the main actor on its own, in a component that is not.
        var isMainActor: Bool
        /// Thread-safe on its own (`nonisolated`), in a main-actor component.
        var isNonisolated: Bool
        var storage: Storage
        /// Its slot in its scope's storage, which holds its instance or its replacement; nil for
        /// aliases and assisted factories. Numbered in manifest order from 0 in each scope.
        var slot: SlotID?
        /// What its slot keeps: the declared type, also for a service with `in`, whose `type` is its
        /// optional (it is nil where it is absent).
        var storedType: TypeExpression
        /// A composed module's service: its member on the module's component, which is its name
        /// here too unless it only contributes (`Health_healthScript` here, `healthScript` there).
        var memberInModule: String? = nil
        /// A composed module's service that only contributes to collections here: not a member of
        /// the component's protocol, since nothing but the collection reads it.
        var isContributionOnly = false
        /// Something a component keeps can end up holding it (see `PlanBuilder.keptServices`): its
        /// back-references do not keep their component alive. Otherwise only app code holds it,
        /// and they do.
        var isKept = false

        /// `TestComponent`'s initializer takes a replacement for it: everything with a slot, so
        /// not aliases (which follow their target) nor assisted factories (which are functions).
        var isReplaceableInTests: Bool { slot != nil }
        /// What its accessor says where its isolation differs from its component's.
        var isolationAttribute: String { isMainActor ? "@MainActor " : isNonisolated ? "nonisolated " : "" }

        var isAssistedFactory: Bool { !parameters.isEmpty }
        /// `makeProfileViewModel` for an assisted factory named `profileViewModel`.
        var factoryFunctionName: String { SwiftNames.factoryFunction(for: name) }
    }

    /// Where a service's instance is kept between reads.
    enum Storage: Equatable, Sendable {
        /// Nothing is kept: an alias reads its target, a transient or an assisted factory builds anew.
        case none
        /// One instance per component, built once on first use, whichever thread asks first.
        case singleton
        /// One instance per component, built once by a single asynchronous construction.
        case asyncSingleton(throwing: Bool)
        /// One instance per component, built and read on the main actor.
        case mainActorSingleton
        /// One instance per component, built on the main actor by a single asynchronous construction.
        case mainActorAsyncSingleton(throwing: Bool)
        /// The same instance while anyone holds it.
        case weak
        /// The same instance while anyone holds it, built and read on the main actor.
        case mainActorWeak
    }

    struct Component: Sendable {
        enum Kind: Equatable, Sendable {
            /// An environment, and the implementations it binds where a service does not say, most
            /// preferred first.
            case environment(preferences: [Binding])
            case test
        }

        /// The environment's name; `test` for the test component.
        var name: String
        var kind: Kind
        /// Indexed like `ResolvedPlan.services`.
        var bindings: [ServiceBinding]
        /// What each scope's `warmUp()` builds, indexed like `ResolvedPlan.scopes`: its own
        /// singletons in waves, each needing only earlier waves.
        var warmUpWaves: [[[ServiceID]]]

        var isTest: Bool { kind == .test }
    }

    /// How one component provides one service.
    enum ServiceBinding: Sendable {
        /// The same instance as another service, config value or input, or the members read from it.
        case alias(of: Construction.Value, members: [String])
        /// An array of other services, in order.
        case collection(of: [ServiceID])
        /// The contributions to a list, set or map in this component, in their final order.
        case gathered(CollectionKind, elements: [CollectionElement])
        /// Provided by the composed module at this index in `composed`, read through its component;
        /// building it there reads these services, config values and inputs of this graph (through
        /// the module's requirements). `built` is what the module builds it with in this
        /// environment, when it builds it itself (not through an alias or another module).
        case forwarded(module: ComposedComponentID, reads: [Construction.Value], built: ModuleInterface.ProvidedService.Implementation?)
        /// Built by an implementation.
        case built(BoundImplementation)
        /// Not in this component (the service's `in` leaves it out): nil, or a test's replacement.
        case absent
    }

    /// One element of a collection of contributions.
    struct CollectionElement: Equatable, Sendable {
        var service: ServiceID
        /// A map element's key as Swift source: `"/settings"`, `3`, `.settings`.
        var key: String?
        /// A list element's `order`, when written.
        var order: Int?
        /// Where the compiler reports an element whose type is not the collection's element
        /// type: its `to` in this manifest, or the `compose` entry of the module it comes from.
        /// (Not the module's manifest: code may be mapped to one file named `services.json` per
        /// module, since `#fileID` names a file by its module and base name.)
        var location: SourceLocation
        /// Contributed by a composed module: `location` is the module's entry in `compose`, on a
        /// line that may name other modules too.
        var isFromModule: Bool
    }

    struct BoundImplementation: Sendable {
        /// Which of the service's implementations this is.
        var role: Binding
        var construction: Construction
        /// The service's fallback, whether or not `construction` can throw.
        var fallback: Construction?
        /// In a cycle closed by properties or calls, the cycle's number (the slot of its first
        /// member): built by `ServiceStorage.cycleMember`, wired after the members it needs exist.
        var wiredCycle: SlotID?
        /// The type its slot keeps in this component when it is not the service's `storedType`:
        /// the type its initializer builds, for a singleton that nothing can replace here (every
        /// component but the test's) built by one initializer (no fallback, nothing wired). The
        /// storage tags a built slot with its type's metadata, which for a protocol type (`any
        /// Logger`) the Swift runtime makes on first use by demangling its name; a class's is
        /// already there. So an app's launch reads no service type's metadata it does not need.
        var slotType: TypeExpression?

        /// The fallback when it is ever used: only where the construction can throw.
        var usedFallback: Construction? { construction.effects.throwing ? fallback : nil }

        /// What building the service this way can do: the fallback catches what the
        /// construction throws. Never more than the service's `effects`, which cover every
        /// component; a component's code states only its own, so it has no needless `try`.
        var effects: Effects {
            guard let usedFallback else { return construction.effects }
            return Effects(
                throwing: usedFallback.effects.throwing,
                suspending: construction.effects.suspending || usedFallback.effects.suspending)
        }
    }
}
