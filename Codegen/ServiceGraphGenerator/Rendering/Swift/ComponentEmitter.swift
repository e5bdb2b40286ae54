/// Writes the Swift for a resolved plan: `AppEnvironment`, the `AppComponent` protocol,
/// `makeAppComponent(for:)`, the component classes and one accessor per service; then the same
/// for each scope (`AccountComponent`, its classes, its services), with the `make` function its
/// parent's components create it with.
///
/// The shape is chosen for the reader and for the compiler. Every component class (one per
/// environment, and `TestComponent`) is a subclass of `AppComponentBase`, which holds the
/// services' storage and one accessor per service; an accessor whose bound implementation
/// differs between environments switches on `environment`. So each construction is written
/// once: the compiler checks (and reports an error in) each once, not once per environment,
/// and no initializer has one stored property per service to initialise.
///
/// Everything is emitted in manifest order, never in dictionary order, so the same manifest
/// always gives the same bytes. The parts live in files of their own: the file-level
/// declarations, the component classes, the service accessors, the constructions inside them,
/// and warm-up.
struct ComponentEmitter: Sendable {
    let plan: ResolvedPlan
    /// Named in the header; a file name only, so the output is the same on every machine.
    let manifestFileName: String
    /// The manifest as `#sourceLocation` names it, so the compiler's errors in code that comes
    /// from the manifest point there: the file name unless the build passes a path.
    let sourceLocationFile: String
    /// How many files of their own the service accessors go to (`ComponentEmitter+ServiceFiles`);
    /// 0 keeps everything in one file.
    var serviceFileCount = 0

    var access: String { plan.access.modifier }
    var isModule: Bool { plan.moduleName != nil }
    /// `AppEnvironment`, or `HealthEnvironment` in module `Health`.
    var environmentEnum: String { SwiftNames.environmentEnum(module: plan.moduleName) }

    /// The access of a scope's types and their shared members. A module shows other modules only
    /// its app scope's component; its own scopes are internal to it.
    func access(of scope: ScopeID) -> String { isModule && !plan.scopes[scope].isExported ? "" : access }

    /// The access of a service's accessor: a module shows only what it provides.
    func access(ofService index: ServiceID) -> String {
        isModule && !plan.provided.contains(index) ? "" : access(of: plan.services[index].scope)
    }

    /// The access of members only the module itself reads (config values, views) in a module.
    var internalAccess: String { isModule ? "" : access }
    /// `@MainActor ` before component-level declarations when the manifest isolates them.
    var componentIsolation: String { plan.isMainActor ? "@MainActor " : "" }

    func emit() -> String {
        var writer = SwiftWriter()
        writeHeader(into: &writer)
        writeEnvironmentEnum(into: &writer)
        writeRequirementsProtocols(into: &writer)
        writeProtocol(of: .app, into: &writer)
        writeFactory(into: &writer)
        writeScope(.app, into: &writer)
        // Each scope in a part of its own: its protocol, its parent's `make` function, its classes
        // and its services.
        for scope in plan.scopeIDs.dropFirst() {
            writer.line()
            writer.line("// MARK: - Scope \(plan.scopes[scope].name)")
            writeProtocol(of: scope, into: &writer)
            writeScopeFactory(of: scope, into: &writer)
            writeScope(scope, into: &writer)
        }
        return writer.text
    }

    private func writeScope(_ scope: ScopeID, into writer: inout SwiftWriter) {
        writeBaseClass(of: scope, into: &writer)
        for index in plan.components.indices {
            writeComponentClass(at: index, of: scope, into: &writer)
        }
        writeServices(of: scope, into: &writer)
        writeViews(of: scope, into: &writer)
        writeComposedModules(of: scope, into: &writer)
    }

    /// `case .dev, .test:` for the components listed, by index.
    func caseLabel(_ components: [Int]) -> String {
        "case " + components.map { ".\(SwiftNames.escaped(plan.components[$0].name))" }.joined(separator: ", ") + ":"
    }

    /// The indices of the components in groups that share one key, in order of first appearance.
    func componentGroups<Key: Equatable>(by key: (Int) -> Key) -> [(key: Key, components: [Int])] {
        var groups: [(key: Key, components: [Int])] = []
        for index in plan.components.indices {
            let value = key(index)
            if let group = groups.firstIndex(where: { $0.key == value }) {
                groups[group].components.append(index)
            } else {
                groups.append((value, [index]))
            }
        }
        return groups
    }
}
