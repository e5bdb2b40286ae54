import ServiceGraphAtomics

/// Whether a component is still alive: one per component that hands out back-references it
/// keeps (made on first use), ended by the component's `deinit`. Those back-references hold their
/// component without keeping it alive, and read this before every use, so that a use after the
/// component is gone stops with a message instead of reading freed memory.
public final class ComponentLiveness: @unchecked Sendable {
    // 1 while the component lives, 0 after. Written once more, by the component's deinit; a
    // plain word read through a pointer, so that checking it costs one load.
    @usableFromInline let word: UnsafeMutablePointer<UInt>

    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: 1)
    }

    deinit { word.deallocate() }

    /// Whether the component has not been released yet.
    @inlinable public var isAlive: Bool { servicegraph_word_load_acquire(word) != 0 }

    /// Called once, by the component's `deinit`.
    func end() { servicegraph_word_store_release(word, 0) }
}

/// A component as a back-reference object it keeps (a view's reference) holds it: without
/// keeping it alive, and without the cost of a `weak` reference on every read. Valid while the
/// component lives, which is as long as the component keeps the object; an object a service
/// still holds after its component was released stops the program on its next read, with a
/// message naming the reference and the services that hold it.
public struct UnownedComponent<Component: AnyObject>: @unchecked Sendable {
    // Unretained: the component keeps the object that holds this.
    @usableFromInline let component: Unmanaged<Component>
    @usableFromInline let liveness: ComponentLiveness
    @usableFromInline let reference: StaticString
    @usableFromInline let holders: StaticString

    /// `reference`: how the manifest names it (`FeedDependencies`); `holders`: the services the
    /// component keeps that receive it, for the message (`'feed', 'inbox'`).
    public init(_ component: Component, liveness: ComponentLiveness, reference: StaticString, holders: StaticString) {
        self.component = .passUnretained(component)
        self.liveness = liveness
        self.reference = reference
        self.holders = holders
    }

    /// `member` read from the component, which is borrowed for the read (no retain, no release).
    @inlinable @inline(__always)
    public func read<T>(_ member: (Component) throws -> T) rethrows -> T {
        guard liveness.isAlive else { released() }
        return try component._withUnsafeGuaranteedRef(member)
    }

    /// The component itself, for a member read that suspends.
    @inlinable
    public var value: Component {
        guard liveness.isAlive else { released() }
        return component.takeUnretainedValue()
    }

    @usableFromInline
    func released() -> Never {
        fatalError(
            "\(reference), held by \(holders), was read after its component was released. The component keeps "
                + "these services and their references to it, and they do not keep it alive: keep the component for "
                + "as long as you use them.")
    }
}
