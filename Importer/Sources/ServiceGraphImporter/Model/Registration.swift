/// One registration found in the sources, in a form every container style shares: what code asks
/// for, how the registration builds it, and for which environment. Recognizers write these; the
/// drafter turns them into the manifest's services.
struct Registration {
    /// How code asks for the service.
    var key: ServiceKey
    /// The service's type as the manifest writes it (`any P` for a protocol), or nil when the
    /// registration does not say (the drafter then takes the implementation's type).
    var type: String?
    var flavor: Flavor
    var spot: SourceSpot
    /// The name the source gives the service (a Factory property, a `DependencyValues` member, a
    /// container's property), which the draft keeps.
    var givenName: String?
    var lifetime: Lifetime
    var parameters: [Parameter] = []
    var body: Body
    /// Supertypes the registration also answers for (Swinject's `.implements`), each an alias.
    var alsoImplements: [String] = []
    /// What could not be mapped, or was mapped by a choice the user should confirm.
    var findings: [Finding] = []
    /// Registered at start-up over the declaration's own (Factory's `autoRegister()`): it wins.
    var isOverride = false
}

/// How code asks for a service: by type (and a name, Swinject's `name:`), or by a member of a
/// container (Factory's `self.logger()`, swift-dependencies' `\.logger`, a container's property).
enum ServiceKey: Hashable {
    case type(String, name: String?)
    case member(String)

    /// `(any P)`, `any P` and `P` are asked for as the same service.
    static func ofType(_ written: String, name: String? = nil) -> ServiceKey {
        .type(TypeText.withoutExistential(written), name: name)
    }
}

/// Which environment a registration is for.
enum Flavor: Hashable {
    case real
    case mock
    /// An implementation of its own for a named build (Factory's `.onPreview`, swift-dependencies'
    /// `previewValue`): a manifest variant.
    case variant(String)
}

extension Flavor {
    /// How the report names a registration of this flavor.
    var described: String {
        switch self {
        case .real: "implementation"
        case .mock: "mock"
        case .variant(let name): "'\(name)' variant"
        }
    }
}

enum Lifetime: Equatable {
    case singleton
    case transient
    case weak
    /// Shared within one resolution only (`.graph`: Swinject's default, and one of Factory's
    /// scopes): no equivalent; drafted as transient, with a finding.
    case graph
}

struct Parameter: Equatable {
    var name: String
    /// nil when the closure does not write it; the draft then asks for it (`<#Type#>`).
    var type: String?
}

/// How a registration builds its instance.
enum Body {
    case construction(Construction)
    /// The registration returns another registration's instance.
    case alias(ServiceKey)
    /// A literal, as Swinject apps register a base URL: a config value. A string's value is its
    /// text; a number's or a Boolean's, as written.
    case literal(type: String, value: String)
    /// A value the container is given when it is made (a stored property without a value): an input.
    case input
    /// Nothing could be read; the findings say why.
    case unreadable
}

/// An initializer call or a factory, with what it receives and what is done to it after.
struct Construction {
    enum Callee {
        /// `Impl(...)`.
        case initializer(String)
        /// `Impl.shared`, `Impl.make(...)`, `timelineFactory.makeTimeline(...)`: a static member
        /// of a type or a member of another service.
        case factory(base: WrittenValue, member: String, isCall: Bool)
    }
    var callee: Callee
    var arguments: [Argument] = []
    var properties: [Argument] = []
    var calls: [MethodCall] = []
    var isAsync = false
    var isThrowing = false
}

struct MethodCall {
    var method: String
    var arguments: [Argument]
}

/// An argument of an initializer or a call: a label (nil when unlabeled) and its value.
struct Argument {
    var label: String?
    var value: ArgumentValue
}

enum ArgumentValue {
    /// A service, or a member read off it (`user.id`).
    case service(ServiceKey, member: String?)
    /// A parameter of the registration (Swinject's arguments, a `ParameterFactory`'s).
    case parameter(String)
    /// Code written out, in which services may be named.
    case written(WrittenValue)
}

extension ArgumentValue {
    var serviceKey: ServiceKey? {
        if case .service(let key, _) = self { key } else { nil }
    }
}

/// Text of Swift code in which some parts are services, named once the draft has named them.
struct WrittenValue {
    enum Part {
        case text(String)
        case service(ServiceKey)
    }
    var parts: [Part]

    init(_ text: String) { parts = [.text(text)] }
    init(parts: [Part]) { self.parts = parts }

    var services: [ServiceKey] {
        parts.compactMap { if case .service(let key) = $0 { key } else { nil } }
    }
}
