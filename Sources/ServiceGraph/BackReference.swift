/// What generated code reads through a closure back-reference (a provider, an assisted factory
/// passed as a function, a child-scope maker) held by a service the component keeps: the closure
/// holds its component weakly, so that the component, which keeps the service, is not kept by it
/// in return, and releasing the component frees it and everything it built. (What only app code
/// holds captures its component strongly instead, and never reaches this.)
///
/// `component` is the weak reference, read now; `holder` is the service that was given the
/// back-reference and `reference` how its manifest names it (`provider(coordinator)`,
/// `makeNoteEditor`, `scope(tab)`). Using it after its component is gone is a mistake in the
/// app's ownership, not in the graph: it stops the program with a message that names both,
/// never a bare crash.
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
        "'\(holder)' used \(reference) after its component was released. The component keeps '\(holder)', so "
            + "'\(holder)' does not keep it alive: keep the component for as long as you use what it built.")
}

/// The component that composes a module, read by the module's component for requirement
/// `requirement`. The module's component holds it weakly (the composer keeps the module's
/// component); a service of the module that outlived the composer stops here, with a message
/// naming the module and the requirement, never a bare crash.
@inlinable @inline(__always)
public func liveComposer<Composer: AnyObject>(
    _ composer: Composer?, module: StaticString, requirement: StaticString
) -> Composer {
    guard let composer else { composerReleased(module: module, requirement: requirement) }
    return composer
}

@usableFromInline
func composerReleased(module: StaticString, requirement: StaticString) -> Never {
    fatalError(
        "module '\(module)' read its requirement '\(requirement)' after the component that composes it was "
            + "released: a service of the module outlived it. Keep the composing component for as long as you use "
            + "the module's services.")
}
