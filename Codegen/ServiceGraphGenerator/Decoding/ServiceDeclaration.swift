/// A service as the manifest declares it, and the implementations and dependencies it names.
struct ServiceDeclaration: Sendable {
    enum Kind: Sendable {
        /// Built by a real (and optionally a mock) implementation.
        case implemented(real: Implementation?, mock: Implementation?, bindings: [BindingOverride])
        /// The same instance as another service, under this name; or a config value, an input,
        /// or a member of any of them (`user.apiService`: `target` is `user`, `members` `["apiService"]`).
        case alias(target: Located<String>, members: [String])
        /// An array of other services, in order.
        case collection(elements: [Located<String>])
        /// A list, set or map of the services that contribute to it (`collects`).
        case gathered(Gathering)
        /// A service a composed module provides, read through that module's component.
        case forwarded(ForwardedService)
    }

    var name: Located<String>
    /// The index in `Manifest.scopes` of the scope it is declared in.
    var scope = ScopeID.app
    /// Nil when the manifest's `type` is missing or invalid (an error was reported), and for an
    /// alias that does not name a type (it takes its target's).
    var type: TypeExpression?
    var kind: Kind
    /// What it has: `writtenLifetime`, except that a service with parameters is transient.
    var lifetime: Lifetime = .singleton
    /// `lifetime` as the manifest writes it, and where, for errors about it.
    var writtenLifetime: Located<Lifetime>?
    /// Values the caller passes at each use: the service is exposed as `make<Name>(...)`.
    var parameters: [Parameter] = []
    /// Parameters whose type could not be read (reported): dependencies naming them are not
    /// reported as unknown as well.
    var unreadableParameterNames: Set<String> = []
    /// Its real or mock implementation could not be read (reported): its parameters are not
    /// reported as unused as well.
    var hasUnreadableImplementation = false
    /// Its fallback could not be read (reported): it is taken to catch what the implementation
    /// throws, so that its dependents are not reported as reading something that throws.
    var hasUnreadableFallback = false
    /// Used when the bound implementation throws; cannot throw itself.
    var fallback: Implementation?
    /// Built by `warmUp()`.
    var eager: Located<Bool>?
    /// Set when this service's isolation differs from its component's: `MainActor` in a
    /// thread-safe manifest, `nonisolated` in a main-actor one (the decoder leaves a service that
    /// states its component's isolation, itself or through its scope, unset).
    var isolation: Located<Isolation>?
    /// Implementations beyond `real` and `mock`, each under its variant's name.
    var variants: [(name: Located<String>, implementation: Implementation)] = []
    /// `"sendable": false`: its instances cannot be shared between threads, so a thread-safe
    /// component may keep one only on the main actor.
    var sendable: Located<Bool>?
    var doc: String?
    /// `"in": ["dev"]`: the environments it exists in (`test` among them or not); nil for all.
    /// Elsewhere it is `nil`, so it is exposed as an optional.
    var environments: [Located<String>]?
    /// `contributes`: the collections it is an element of.
    var contributions: [ContributionDeclaration] = []
    /// Set by composition for a module's service that only contributes (the module does not
    /// provide it): named `Module_service`, which no dependency can name.
    var isContributionOnly = false

    var isAlias: Bool {
        if case .alias = kind { return true }
        return false
    }

    /// The implementation this service uses under `binding`: the real one where it has no other.
    func implementation(for binding: Binding) -> Implementation? {
        guard case .implemented(let real, let mock, _) = kind else { return nil }
        switch binding {
        case .real: return real
        case .mock: return mock ?? real
        default: return variants.first { $0.name.value == binding.name }?.implementation ?? real
        }
    }

    /// Whether it has an implementation of its own for `binding` (every implemented service has a real one).
    func has(_ binding: Binding) -> Bool {
        guard case .implemented(_, let mock, _) = kind else { return false }
        switch binding {
        case .real: return true
        case .mock: return mock != nil
        default: return variants.contains { $0.name.value == binding.name }
        }
    }

    var bindings: [BindingOverride] {
        guard case .implemented(_, _, let bindings) = kind else { return [] }
        return bindings
    }

    /// Every implementation written for this service, with its role, for checks that look at all of them.
    var implementations: [(role: String, implementation: Implementation)] {
        guard case .implemented(let real, let mock, _) = kind else { return [] }
        let named = [("real", real), ("mock", mock)] + variants.map { ($0.name.value, $0.implementation) }
        return (named + [("fallback", fallback)]).compactMap { role, implementation in
            implementation.map { (role, $0) }
        }
    }
}

/// A service that a composed module provides, as the composing manifest sees it: named and typed
/// as in the module's manifest (its name located at the module's `provides` entry). What the
/// module says of it is in the module's interface, which composition keeps.
struct ForwardedService: Sendable {
    /// The position, among the composed modules, of the module that provides it.
    var module: ModuleID
    /// Its position among the module's services.
    var service: ServiceID

    /// Whether `service` is provided by a composed module.
    static func isForwarded(_ service: ServiceDeclaration) -> Bool {
        if case .forwarded = service.kind { return true }
        return false
    }
}

/// A value passed by the caller of an assisted factory (`makeProfileViewModel(userID:)`).
struct Parameter: Sendable {
    var name: Located<String>
    var type: TypeExpression
}

struct BindingOverride: Sendable {
    var environment: Located<String>
    var binding: Binding
}

struct Implementation: Sendable {
    enum Constructor: Sendable {
        /// `Type(dependencies...)`.
        case initializer(TypeExpression)
        /// `Type.member`, a static property, or `Type.member(dependencies...)` when the manifest
        /// lists dependencies (even none), a static function.
        case factory(path: [String], isCall: Bool)
    }

    var constructor: Constructor
    /// The `type` or `factory` string's opening quote (or the bare string form's).
    var location: SourceLocation
    /// A factory that is a method of a service, config value or input (`timelineFactory.build`):
    /// read like any dependency, with the method as its member (`timelineFactory`, `build`).
    var receiver: Dependency?
    var dependencies: [Dependency]
    /// `"properties"`: set on the instance after it is built, in order; each label is the
    /// property's name (`"delegate: coordinator"` sets `delegate`).
    var properties: [Dependency] = []
    /// `"calls"`: methods called on the instance after its properties are set, in order.
    var calls: [MethodCall] = []
    /// The initializer or factory can throw (`"throws": true`), and where that is written.
    var throwsLocation: SourceLocation?
    /// It can fail without throwing: `"failable": true` (an `init?`, or a factory returning an
    /// optional) or `"result": true` (a factory returning a `Result`). Building it then throws,
    /// like one that throws, so a fallback can take over.
    var failure: Located<Failure>?
    /// The initializer or factory is `async` (`"async": true`), and where that is written.
    var asyncLocation: SourceLocation?

    var canThrow: Bool { throwsLocation != nil || failure != nil }
    var isAsync: Bool { asyncLocation != nil }

    enum Failure: Sendable {
        /// nil, which `ServiceGraph.unwrapped` throws as `ConstructionReturnedNil`.
        case optional
        /// A `Result`, whose `get()` throws its error.
        case result
    }

    /// What building it can do by itself, its dependencies aside: its initializer's or factory's
    /// own `throws`/`async`, and its calls'.
    var ownEffects: Effects {
        calls.map(\.effects).reduce(Effects(throwing: canThrow, suspending: isAsync)) { $0.union($1) }
    }

    /// Whether anything is set or called on the instance after it is built.
    var isWired: Bool { !properties.isEmpty || !calls.isEmpty }

    /// Every dependency it names: what it is built from and what its properties and calls read.
    var allDependencies: [Dependency] { constructionDependencies + wiringDependencies }

    /// Those of `allDependencies` that name something of the graph: all but scope makers
    /// (`scope(tab)`), which name a scope, and values written out (`.minutes(20)`), whose names
    /// read (`appGroup` in `.named(appGroup)`) are dependencies of their own.
    var graphDependencies: [Dependency] { allDependencies.filter { !$0.isScopeMaker && $0.expression == nil } }

    /// What building it reads: a factory method's receiver, its arguments, and the names their values read.
    var constructionDependencies: [Dependency] { ((receiver.map { [$0] } ?? []) + dependencies).flatMap(\.withNamesRead) }

    /// What its properties and calls read, after the instance is built (with the names their values read).
    var wiringDependencies: [Dependency] { (properties + calls.flatMap(\.dependencies)).flatMap(\.withNamesRead) }

    /// How diagnostics and comments name it: `ConsoleLogger`, `FileStorage.documents`.
    var displayName: String {
        switch constructor {
        case .initializer(let type): type.source
        case .factory(let path, _): path.joined(separator: ".")
        }
    }
}

/// A method called on an instance after it is built: `{"method": "attach", "dependencies": [...]}`,
/// marked `"throws": true` or `"async": true` when the method is (the call is then written with
/// `try` or `await`, and building the service can throw or suspend).
struct MethodCall: Sendable {
    var name: Located<String>
    var dependencies: [Dependency]
    var throwsLocation: SourceLocation? = nil
    var asyncLocation: SourceLocation? = nil

    var canThrow: Bool { throwsLocation != nil }
    var isAsync: Bool { asyncLocation != nil }
    var effects: Effects { Effects(throwing: canThrow, suspending: isAsync) }
}
