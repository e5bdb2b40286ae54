/// A slot of a component's storage: the position of the service (or composed module's
/// component) it keeps, counted per scope. Generated code writes it as an integer literal.
/// A wired cycle is numbered by the slot of its first member. Frozen: one `Int`, so that passing
/// it costs what passing the number does, in library-evolution builds too.
@frozen
public struct ServiceSlot: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let index: Int

    @inlinable
    public init(integerLiteral index: Int) {
        self.index = index
    }

    @inlinable
    public init(_ index: Int) {
        self.index = index
    }

    public var description: String { "\(index)" }
}
