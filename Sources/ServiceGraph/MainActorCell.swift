/// Holds a singleton isolated to the main actor: no lock, since its only accessor runs on the
/// main actor.
///
/// It is `@unchecked Sendable` because that isolation, not a lock, protects `instance`: the
/// cell may be created anywhere (a component's initializer), but only `value(orMake:)`, which is
/// `@MainActor`, reads or writes it after that.
public final class MainActorCell<Value>: ComponentCell, @unchecked Sendable {
    @usableFromInline var instance: Value?

    public init() {}

    /// A cell that already holds `preset` when it is not nil (a `TestComponent` override).
    public init(preset: Value?) {
        instance = preset
    }

    @inlinable @MainActor
    public func value(orMake make: () throws -> Value) rethrows -> Value {
        if let instance { return instance }
        let made = try make()
        instance = made
        return made
    }
}
