/// What generated code reads through a back-reference: a provider, an assisted factory passed as
/// a function, a view. Each holds its component weakly, so that a service, even a singleton the
/// component keeps, never keeps its own component alive: releasing the component frees it and
/// everything it built.
///
/// `component` is the weak reference, read now; `holder` is the service that was given the
/// back-reference and `reference` how its manifest names it (`provider(coordinator)`,
/// `makeNoteEditor`, `FeedDependencies`). Using a back-reference after its component is gone
/// is a mistake in the app's ownership, not in the graph: it stops the program with a message
/// that names both, never a bare crash.
@inlinable @inline(__always)
public func liveComponent<Component: AnyObject>(
    _ component: Component?, holder: StaticString, reference: StaticString
) -> Component {
    guard let component else { componentReleased(holder: holder, reference: reference) }
    return component
}

@usableFromInline
func componentReleased(holder: StaticString, reference: StaticString) -> Never {
    fatalError(
        "'\(holder)' used \(reference) after its component was released. A service never keeps its own "
            + "component alive: keep the component for as long as you use what it built.")
}
