/// `services.json`, version 1, as read: names, types and where each was written.
///
/// A manifest with errors is still read as far as possible, so that the graph checks can
/// report their problems in the same run; only an error-free manifest is emitted.
struct Manifest: Sendable {
    var imports: [Located<String>] = []
    var access: AccessLevel = .internal
    var environments: [EnvironmentDeclaration] = EnvironmentDeclaration.defaults
    var services: [ServiceDeclaration] = []
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

/// Which implementation a service is bound to.
enum Binding: String, CaseIterable, Sendable {
    case real
    case mock
}

struct EnvironmentDeclaration: Sendable {
    var name: Located<String>
    var defaultBinding: Binding

    /// Used when the manifest has no `environments` section.
    static let defaults: [EnvironmentDeclaration] = [
        .init(name: Located("dev", at: SourceLocation(line: 1, column: 1)), defaultBinding: .mock),
        .init(name: Located("staging", at: SourceLocation(line: 1, column: 1)), defaultBinding: .real),
        .init(name: Located("prod", at: SourceLocation(line: 1, column: 1)), defaultBinding: .real),
    ]
}

/// The name of the environment the generator always adds; it cannot be declared.
let testEnvironmentName = "test"

enum Lifetime: String, CaseIterable, Sendable {
    /// One instance per component, built on first access.
    case singleton
    /// A new instance on every access.
    case transient
}

struct ServiceDeclaration: Sendable {
    var name: Located<String>
    /// Nil when the manifest's `type` is missing or invalid (an error was reported).
    var type: TypeExpression?
    var real: Implementation?
    var mock: Implementation?
    var lifetime: Lifetime = .singleton
    /// Per-environment overrides of the environment's default binding, in manifest order.
    var bindings: [BindingOverride] = []
    var doc: String?

    /// The implementation this service uses under `binding`: without a mock, the real one serves everywhere.
    func implementation(for binding: Binding) -> Implementation? {
        binding == .mock ? (mock ?? real) : real
    }
}

struct BindingOverride: Sendable {
    var environment: Located<String>
    var binding: Binding
}

struct Implementation: Sendable {
    /// The type that is initialised: a plain, possibly generic, possibly dotted name.
    var type: TypeExpression
    /// The `type` string's opening quote (or the bare string form's).
    var location: SourceLocation
    var dependencies: [Dependency]
}

/// One argument of an implementation's initializer.
struct Dependency: Sendable {
    enum Label: Equatable, Sendable {
        /// `"network"` passes `network:`; `"tokens: keychain"` passes `tokens:`.
        case named(String)
        /// `"_: auth"` passes the service without a label.
        case unlabeled
    }

    var label: Label
    var service: String
    /// The dependency string's opening quote.
    var location: SourceLocation
}
