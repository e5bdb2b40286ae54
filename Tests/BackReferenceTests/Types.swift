// The services of the back-reference matrix: each holder keeps one kind of back-reference to
// its component (a view, a provider, an assisted factory's function, a child scope's maker) and
// reads through it. A view, a class reference, is kept strongly, `weak` or `unowned`, as real
// code keeps what it receives; a function can only be kept strongly.

import Foundation
import TestSupport

final class Target: Sendable {
    init() {}
}

final class Item: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

/// Something that can hold a back-reference and read through it.
protocol BackReferenceHolder: AnyObject, Sendable {
    /// Reads through the reference: the object it leads to, or nil when a weak holder's
    /// reference is gone.
    func readThrough() -> AnyObject?
}

final class AppViewHolder: BackReferenceHolder {
    let reference: any AppView
    init(reference: any AppView) { self.reference = reference }
    func readThrough() -> AnyObject? { reference.target }
}

final class WeakAppViewHolder: BackReferenceHolder, @unchecked Sendable {
    weak var reference: (any AppView)?
    init(reference: any AppView) { self.reference = reference }
    func readThrough() -> AnyObject? { reference?.target }
}

/// Factory's and Proton Mail's convention: the container outlives what it builds.
final class UnownedAppViewHolder: BackReferenceHolder {
    unowned let reference: any AppView
    init(reference: any AppView) { self.reference = reference }
    func readThrough() -> AnyObject? { reference.target }
}

final class SessionViewHolder: BackReferenceHolder {
    let reference: any SessionView
    init(reference: any SessionView) { self.reference = reference }
    func readThrough() -> AnyObject? { (reference.sessionTarget, reference.target).0 }
}

final class WeakSessionViewHolder: BackReferenceHolder, @unchecked Sendable {
    weak var reference: (any SessionView)?
    init(reference: any SessionView) { self.reference = reference }
    func readThrough() -> AnyObject? { reference.map { ($0.sessionTarget, $0.target).0 } }
}

final class UnownedSessionViewHolder: BackReferenceHolder {
    unowned let reference: any SessionView
    init(reference: any SessionView) { self.reference = reference }
    func readThrough() -> AnyObject? { (reference.sessionTarget, reference.target).0 }
}

/// A singleton that keeps a screen it was built with and a provider of others.
final class ScreenKeeper: Sendable {
    let screen: UnownedAppViewHolder
    let makeScreen: @Sendable () -> AppViewHolder
    init(screen: UnownedAppViewHolder, makeScreen: @escaping @Sendable () -> AppViewHolder) {
        self.screen = screen
        self.makeScreen = makeScreen
    }
}

final class ProviderHolder: BackReferenceHolder {
    let reference: @Sendable () -> Target
    init(reference: @escaping @Sendable () -> Target) { self.reference = reference }
    func readThrough() -> AnyObject? { reference() }
}

final class FactoryHolder: BackReferenceHolder {
    let reference: @Sendable (Int) -> Item
    init(reference: @escaping @Sendable (Int) -> Item) { self.reference = reference }
    func readThrough() -> AnyObject? { reference(7) }
}

/// A session's owner, typed as a class-bound protocol, as delegates are.
protocol SessionOwner: AnyObject, Sendable {}

final class OwnerObject: SessionOwner {}

final class Page: Sendable {
    let address: String
    init(address: String) { self.address = address }
}

final class SessionMakerHolder: BackReferenceHolder {
    let reference: @Sendable (any SessionOwner, OwnerObject?, any SessionOwner) -> any SessionComponent
    init(reference: @escaping @Sendable (any SessionOwner, OwnerObject?, any SessionOwner) -> any SessionComponent) {
        self.reference = reference
    }
    func readThrough() -> AnyObject? { reference(owner, nil, owner) }
    private let owner = OwnerObject()
}

final class RoomMakerHolder: BackReferenceHolder {
    let reference: @Sendable (String) -> any RoomComponent
    init(reference: @escaping @Sendable (String) -> any RoomComponent) { self.reference = reference }
    func readThrough() -> AnyObject? { reference("!general") }
}

/// A browser's tab manager: a singleton of the app that makes a tab scope per open tab and keeps
/// it until the tab is closed, as DuckDuckGo's `TabManager` does.
final class TabManager: @unchecked Sendable {
    private let makeTab: @Sendable (String) -> any TabComponent
    private let lock = NSLock()
    private var open: [String: any TabComponent] = [:]

    init(makeTab: @escaping @Sendable (String) -> any TabComponent) { self.makeTab = makeTab }

    func open(_ url: String) -> any TabComponent {
        lock.withLock {
            if let tab = open[url] { return tab }
            let tab = makeTab(url)
            open[url] = tab
            return tab
        }
    }

    func close(_ url: String) {
        _ = lock.withLock { open.removeValue(forKey: url) }
    }
}

// MARK: - Property and method injection

protocol FlowRouterDelegate: AnyObject, Sendable {}

/// Owns its router and is the router's delegate: a cycle that a property closes.
final class FlowCoordinator: FlowRouterDelegate, @unchecked Sendable {
    let router: FlowRouter
    let bridge: Bridge?
    init(router: FlowRouter, buildLog: ConstructionLog, bridge: Bridge? = nil) {
        self.router = router
        self.bridge = bridge
        buildLog.didBuild("coordinator")
    }
}

/// Holds the second cycle's router, which must be wired when the bridge receives it.
final class Bridge: Sendable {
    let router: FlowRouter
    init(router: FlowRouter) { self.router = router }
}

final class FlowRouter: @unchecked Sendable {
    /// Set once by the component, before any other thread receives the router.
    weak var delegate: (any FlowRouterDelegate)?
    init(buildLog: ConstructionLog) { buildLog.didBuild("router") }
}

final class Presenter: @unchecked Sendable {
    var target: Target?
    private(set) var attached: (FlowRouter, FlowCoordinator)?
    init() {}
    func attach(router: FlowRouter, _ coordinator: FlowCoordinator) { attached = (router, coordinator) }
}
