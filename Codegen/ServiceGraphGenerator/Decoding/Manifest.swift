/// `services.json`, version 1, as read: names, types and where each was written.
///
/// A manifest with errors is still read as far as possible, so that the graph checks can
/// report their problems in the same run; only an error-free manifest is emitted.
struct Manifest: Sendable {
    var imports: [Located<String>] = []
    var access: AccessLevel = .internal
    /// Set when every component is isolated to the main actor (never `nonisolated`, the default,
    /// which the decoder leaves unset).
    var isolation: Located<Isolation>?
    var environments: [EnvironmentDeclaration] = EnvironmentDeclaration.defaults
    var config: [ConfigDeclaration] = []
    var inputs: [InputDeclaration] = []
    var services: [ServiceDeclaration] = []
    /// The app's own scope first (index 0), then the declared scopes in manifest order. Every
    /// service, config value and input names the scope it belongs to by index.
    var scopes: [ScopeDeclaration] = [.app]
    /// The component views of every scope, in manifest order.
    var views: [ViewDeclaration] = []
    /// Set when this is a module's manifest, which other modules compose. What each of its
    /// exported scopes provides is in `scopes`; what each requires, `inputs` marked `isRequirement`.
    var module: ModuleDeclaration?
    /// What starts a module's generated types' names (`HealthComponent`): its `prefix`, else the
    /// module's name, which the build gives. Nil for an app's manifest.
    var moduleName: String?
    /// The modules this manifest composes, as `compose` names them.
    var composes: [Located<String>] = []

    /// Whether `service` runs on the main actor: in a main-actor manifest unless `nonisolated`,
    /// elsewhere when it says `MainActor`.
    func isMainActor(_ service: ServiceDeclaration) -> Bool {
        isolation == nil ? service.isolation?.value == .mainActor : service.isolation?.value != .nonisolated
    }
}

/// `"module": {"provides": [...], "requires": {...}}`: the services other modules may use (the
/// app scope's `provides`, with its requirements among `inputs`).
struct ModuleDeclaration: Sendable {
    /// The `module` key.
    var location: SourceLocation
    /// `"prefix": "SubscriptionDI"`: what starts the generated types' names instead of the
    /// module's name, when the module declares a type of that name itself.
    var prefix: Located<String>?
}

/// A typed view of a component: a protocol listing exactly the services, config values and
/// inputs a service reads, which the component conforms to and is passed as (`X(dependencies: self)`).
struct ViewDeclaration: Sendable {
    /// A type name: `FeedDependencies`.
    var name: Located<String>
    /// The scope whose components conform to it.
    var scope = ScopeID.app
    var members: [Located<String>] = []
    var doc: String?
}

enum AccessLevel: String, CaseIterable, Sendable {
    case `internal`
    case `package`
    case `public`

    /// The modifier written before each generated declaration (none for `internal`, the default).
    var modifier: String {
        self == .internal ? "" : "\(rawValue) "
    }
}

/// Which of a service's implementations is used: `real`, `mock`, or a variant the manifest
/// names (`appExtension`, `preview`).
struct Binding: Hashable, Sendable {
    var name: String

    static let real = Binding(name: "real")
    static let mock = Binding(name: "mock")
}

struct EnvironmentDeclaration: Sendable {
    var name: Located<String>
    /// The implementations it binds unless a service's `bind` says otherwise, most preferred
    /// first: each service gets the first of them it has, else its real one.
    var preferences: [Located<Binding>]

    /// Whether the manifest writes it (else it is one of `defaults`, written nowhere).
    var isWritten: Bool { name.location != SourceLocation(line: 1, column: 1) }

    /// Used when the manifest has no `environments` section.
    static let defaults: [EnvironmentDeclaration] = [("dev", Binding.mock), ("staging", .real), ("prod", .real)].map {
        let start = SourceLocation(line: 1, column: 1)
        return EnvironmentDeclaration(name: Located($0.0, at: start), preferences: [Located($0.1, at: start)])
    }
}

/// The name of the environment the generator always adds; it cannot be declared.
let testEnvironmentName = "test"

enum Lifetime: String, CaseIterable, Sendable {
    /// One instance per component, built on first access.
    case singleton
    /// A new instance on every access.
    case transient
    /// The same instance while anyone holds it; a new one after it has been released.
    case weak
}

/// The actor a component or service is isolated to: the main actor, or none (`nonisolated`,
/// as in Swift: thread-safe, read from any thread).
enum Isolation: String, CaseIterable, Sendable {
    case mainActor = "MainActor"
    case nonisolated
}

/// A value that differs per environment, written into the generated code as a literal or as a
/// static member of the app's code.
struct ConfigDeclaration: Sendable {
    var name: Located<String>
    var scope = ScopeID.app
    var type: ConfigType?
    /// The value for environments that do not give their own.
    var defaultValue: Located<ConfigValue>?
    /// Per-environment values (the `test` key included), in manifest order.
    var values: [(environment: Located<String>, value: Located<ConfigValue>)] = []
    var doc: String?

    /// The value `environment` uses, and where it is written, if the manifest gives one.
    func value(for environment: String) -> Located<ConfigValue>? {
        values.last { $0.environment.value == environment }?.value ?? defaultValue
    }
}

/// The types a config value can have: what JSON can write as a literal, or any type whose
/// values are named in code.
indirect enum ConfigType: Equatable, Sendable {
    case string
    case int
    case double
    case bool
    case array(ConfigType)
    /// Any other type: its values can only be static members named in code.
    case other(TypeExpression)

    /// The type as an initializer's parameter that is stored (`@escaping` for a function type).
    var storedParameterSource: String {
        if case .other(let type) = self { return type.storedParameterSource }
        return source
    }

    /// Whether the type could be a function type under another name: see `TypeExpression`.
    func couldNameAFunctionType(nominalTypes: Set<String>) -> Bool {
        if case .other(let type) = self { return type.couldNameAFunctionType(nominalTypes: nominalTypes) }
        return false
    }

    /// The type as the manifest's other types are written: what an alias of the value exposes.
    var typeExpression: TypeExpression {
        switch self {
        case .string, .int, .double, .bool: .named([.init(name: source, genericArguments: [])])
        case .array(let element): .array(element.typeExpression)
        case .other(let type): type
        }
    }

    var source: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .array(let element): "[\(element.source)]"
        case .other(let type): type.source
        }
    }
}

indirect enum ConfigValue: Equatable, Sendable {
    case string(String)
    /// A JSON number, as written (already checked against the config's type).
    case number(String)
    case bool(Bool)
    case array([ConfigValue])
    /// `{"code": "AppConstants.apiHost"}`: a static member, names separated by dots.
    case code([String])
}

/// How a component holds an input that is a back-reference to its owner.
enum InputReference: String, CaseIterable, Sendable {
    /// Read as an optional, nil once the owner is gone.
    case weak
    /// Read as the value; reading it after the owner is gone stops the program.
    case unowned
}

/// A value that only exists at run time, passed to every component's initializer.
struct InputDeclaration: Sendable {
    var name: Located<String>
    var scope = ScopeID.app
    var type: TypeExpression?
    /// Held weakly or unowned instead of strongly: the owner that keeps a scope's component,
    /// so the owner and the component do not keep each other alive.
    var reference: Located<InputReference>?
    /// `"sendable": false`: only a main-actor component can keep it.
    var sendable: Located<Bool>?
    /// A module's requirement (`module.requires`): read, when needed, from whoever composes the
    /// module, instead of given when the component is created.
    var isRequirement = false
    /// `"optional": true` on a requirement: read as `T?`, nil where nothing composing the module
    /// provides it (its `type` is then the optional).
    var isOptional = false
    /// What `TestComponent` uses when a test passes nothing: a type built with no arguments
    /// or a static member. Without it, tests must pass the input.
    var testDefault: Implementation?
    var doc: String?
}
