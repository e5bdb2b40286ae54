/// A position in one of the manifest's lists (and in the plan's, which keeps the manifest's
/// order), of the kind its type names: a scope's, a service's or a composed module's. Each kind
/// is a type of its own, so the compiler rejects a service's position where a scope's belongs.
struct Position<Kind>: Hashable, Comparable, Sendable, CustomStringConvertible {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    var description: String { "\(value)" }
}

enum ScopeKind {}
enum ServiceKind {}
enum ModuleKind {}
enum ComposedComponentKind {}
enum SlotKind {}

/// A scope's position in `Manifest.scopes` and `ResolvedPlan.scopes`; the app's is `.app`.
typealias ScopeID = Position<ScopeKind>
/// A service's position in `Manifest.services` and `ResolvedPlan.services`.
typealias ServiceID = Position<ServiceKind>
/// A composed module's position in `Manifest.composed`.
typealias ModuleID = Position<ModuleKind>
/// A composed module's component kept by one scope: its position in `ResolvedPlan.composed`.
typealias ComposedComponentID = Position<ComposedComponentKind>
/// A slot of a component's storage, which keeps one service (or composed module's component):
/// the number generated code passes to `ServiceStorage`, counted per scope.
typealias SlotID = Position<SlotKind>

extension Position where Kind == ScopeKind {
    /// The app's scope, first in every list of scopes.
    static let app = ScopeID(0)

    var isApp: Bool { value == 0 }
}

extension Array {
    /// The element at `position`, in a list indexed by that kind of position.
    subscript<Kind>(position: Position<Kind>) -> Element {
        get { self[position.value] }
        set { self[position.value] = newValue }
    }

    /// Every position of this list, as positions of `kind`.
    func positions<Kind>(of kind: Kind.Type) -> [Position<Kind>] {
        indices.map(Position.init)
    }
}
