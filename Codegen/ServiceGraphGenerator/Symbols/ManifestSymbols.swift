/// What an editor needs to know of a manifest's names: every name it declares (with what a hover
/// shows of it) and every place it names one, each pointing at the declaration it means. A
/// language server joins the manifests of a workspace through these: a reference whose
/// declaration is in a composed module's manifest carries that manifest's path.
public struct ManifestSymbols: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case service
        /// A service that collects contributions, or lists its elements.
        case collection
        case config
        case input
        /// A module's requirement (`module.requires`, a scope's `requires`).
        case requirement
        case scope
        case view
        case environment
        /// The manifest's module (its `module` key); a `compose` entry refers to it.
        case module
    }

    /// A name the manifest declares.
    public struct Symbol: Sendable {
        public var kind: Kind
        /// Its name; a module's is the module's name.
        public var name: String
        /// Its key (or, for a module, the `module` key).
        public var site: NameSite
        /// The scope it belongs to: `app`, or a scope's name.
        public var scope: String
        /// The Swift type, as written.
        public var type: String?
        public var doc: String?
        /// One line each of what it is: lifetime, isolation, what each environment binds.
        public var facts: [String]

        public var location: SourceLocation { site.location }
    }

    /// A place where the manifest names a symbol.
    public struct Reference: Sendable {
        public var site: NameSite
        /// The declaration it refers to: a symbol's `location`, in this manifest (`file` nil) or in
        /// a composed module's manifest (`file` its path), where that location may itself be a
        /// reference (a module's `provides` entry), which refers on to the declaration.
        public var declaration: SourceLocation
        public var kind: Kind
        /// Set when it is a dependency (read when the service is built, or passed to it).
        public var isDependency: Bool
    }

    /// A service's parameter: what a dependency of the service itself may name.
    public struct Parameter: Sendable {
        public var name: String
        public var type: String
    }

    /// The app scope's name, as `Symbol.scope` and `lineages` give it.
    public static let appScope = ScopeDeclaration.appName

    public internal(set) var symbols: [Symbol] = []
    /// The services the composed modules provide, each located at its module's `provides` entry
    /// (a location with the module manifest's path): names this manifest sees but does not declare.
    public internal(set) var composed: [Symbol] = []
    /// Each service's parameters, by the service's name.
    public internal(set) var parameters: [String: [Parameter]] = [:]
    public internal(set) var references: [Reference] = []
    /// Each scope's name and its ancestors' names, nearest first: `app` sees its own names, a scope
    /// its own and its ancestors'.
    public internal(set) var lineages: [String: [String]] = [:]
    /// The names of the variants the manifest's services have (`preview`), and the bindings
    /// `real` and `mock`: what an environment or `bind` may name.
    public internal(set) var bindings = [Binding.real.name, Binding.mock.name]
    /// The environments a config value may give a value for, `in` and `bind` may name: the
    /// declared ones (or the default three, when the manifest declares none), then `test`.
    public internal(set) var environments = EnvironmentDeclaration.defaults.map(\.name.value) + [testEnvironmentName]

    /// The index of a manifest that declares nothing: the default environments and bindings.
    public init() {}

    /// The names a dependency written in `scope` may name: its own and its ancestors', nearest
    /// first, each name once.
    public func symbols(visibleFrom scope: String) -> [Symbol] {
        let lineage = lineages[scope] ?? [ScopeDeclaration.appName]
        var seen: Set<String> = []
        var visible: [Symbol] = []
        for owner in lineage {
            for symbol in symbols + composed where symbol.scope == owner && symbol.kind.isDependable && seen.insert(symbol.name).inserted {
                visible.append(symbol)
            }
        }
        return visible
    }
}

extension ManifestSymbols.Kind {
    /// Whether a dependency can name it.
    public var isDependable: Bool {
        switch self {
        case .service, .collection, .config, .input, .requirement, .view: true
        case .scope, .environment, .module: false
        }
    }

    /// Whether renaming it keeps the manifest's meaning when every reference is renamed with it.
    public var isRenamable: Bool { self != .module }
}
