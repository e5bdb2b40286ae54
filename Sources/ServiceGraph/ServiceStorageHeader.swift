/// What a `ServiceStorage` keeps besides its slots. Read only by the storage itself.
@usableFromInline
struct ServiceStorageHeader {
    @usableFromInline let count: Int
    @usableFromInline let hasObserver: Bool
    @usableFromInline let observer: (any ComponentObserver)?
    // Guarded by the storage's mutex.
    var asyncSingletons: [KeptInstance] = []
    var fallbacks: [String] = []
    var children = ChildStorages()
    var wiredCycles: [ServiceSlot: WiredCycle] = [:]
    /// Made by the first back-reference object that needs it (see `ServiceStorage.liveness`).
    var liveness: ComponentLiveness?
    /// What the component runs when it shuts down, before anything else (`onShutdown`).
    var beforeShutdown: BeforeShutdown?
    /// The `onMake` calls the component runs later, on the main actor, which `shutdown()` settles first.
    var deferredOnMake: DeferredOnMake?

    init(count: Int, observer: (any ComponentObserver)?) {
        self.count = count
        self.observer = observer
        hasObserver = observer != nil
    }
}

/// The header's mutable fields, each through its own address. They change under the mutex
/// while the other fields are read without it, and a change through `pointee` is an access to
/// the whole header, which would overlap those unlocked reads.
extension UnsafeMutablePointer where Pointee == ServiceStorageHeader {
    /// Guarded by the storage's mutex.
    var asyncSingletons: UnsafeMutablePointer<[KeptInstance]> { pointer(to: \.asyncSingletons)! }

    /// Guarded by the storage's mutex.
    var children: UnsafeMutablePointer<ChildStorages> { pointer(to: \.children)! }

    /// Guarded by the storage's mutex.
    var wiredCycles: UnsafeMutablePointer<[ServiceSlot: WiredCycle]> { pointer(to: \.wiredCycles)! }

    /// Guarded by the storage's mutex.
    var liveness: UnsafeMutablePointer<ComponentLiveness?> { pointer(to: \.liveness)! }

    /// Guarded by the storage's mutex.
    var fallbacks: UnsafeMutablePointer<[String]> { pointer(to: \.fallbacks)! }

    /// Guarded by the storage's mutex.
    var beforeShutdown: UnsafeMutablePointer<BeforeShutdown?> { pointer(to: \.beforeShutdown)! }

    /// Guarded by the storage's mutex.
    var deferredOnMake: UnsafeMutablePointer<DeferredOnMake?> { pointer(to: \.deferredOnMake)! }
}

/// A component's `onShutdown` calls: not started yet, or running (or run) in a task that every
/// `shutdown()` awaits, so that none shuts the services down while the calls still use them. In
/// an enum, since a key path to a stored closure goes through a reabstraction and has no address
/// of its own (see `pointer(to:)` above).
enum BeforeShutdown {
    case pending(@Sendable () async -> Void)
    case started(Task<Void, Never>)

    /// The task that runs the calls, started by the first caller.
    mutating func start() -> Task<Void, Never> {
        switch self {
        case .started(let task):
            return task
        case .pending(let calls):
            let task = Task { await calls() }
            self = .started(task)
            return task
        }
    }
}
