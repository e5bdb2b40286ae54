/// The service accessors in files of their own, for large graphs: the compiler compiles each file
/// in a job of its own and, after an edit, recompiles only the files whose text changed (and the
/// files that use what changed). The services go to the files in manifest order, in runs of equal
/// length, so an edit of one service changes one file. Each file holds, for each scope with
/// services in it, an extension of the scope's base class with their accessors and one of its
/// test component's `Replacements` with their properties.
extension ComponentEmitter {
    /// Whether the service accessors go to files of their own.
    var splitsServices: Bool { serviceFileCount > 0 }

    /// The access of the members the accessors read from the component's own declarations:
    /// `fileprivate `, or internal (nothing) when the accessors are in other files.
    var accessorVisibleAccess: String { splitsServices ? "" : "fileprivate " }

    /// The services of each service file, in manifest order, in runs of equal length.
    private var serviceFileContents: [[(scope: ScopeID, service: ServiceID)]] {
        let order = plan.scopeIDs.flatMap { scope in plan.scopes[scope].services.map { (scope: scope, service: $0) } }
        var files = Array(repeating: [(scope: ScopeID, service: ServiceID)](), count: serviceFileCount)
        for (position, entry) in order.enumerated() {
            files[position * serviceFileCount / order.count].append(entry)
        }
        return files
    }

    /// The protocols that hold the requirements of a scope's services in split output, one per
    /// file with any (`AppComponentServices01`...), and the services of each; `AppComponent`
    /// refines them. So a file that uses the services' types is only the service files: an edit of
    /// a type recompiles the files that name it, not the declarations every file reads.
    func partProtocols(of scope: ScopeID) -> [PartProtocol] {
        guard splitsServices else { return [] }
        let members = Set(protocolMembers(of: scope))
        return serviceFileContents.enumerated().compactMap { number, entries in
            let services = entries.filter { $0.scope == scope && members.contains($0.service) }.map(\.service)
            guard !services.isEmpty else { return nil }
            let part = number < 9 ? "0\(number + 1)" : "\(number + 1)"
            return PartProtocol(file: number, name: "\(plan.scopes[scope].protocolName)Services\(part)", services: services)
        }
    }

    /// Each service file's text, `serviceFileCount` of them (a file with no service has only its
    /// header, so the files are the same ones whatever the graph's size).
    func emitServiceFiles() -> [String] {
        guard splitsServices else { return [] }
        let parts = Dictionary(uniqueKeysWithValues: plan.scopeIDs.map { ($0, partProtocols(of: $0)) })
        return serviceFileContents.enumerated().map { number, entries in
            var writer = SwiftWriter()
            writeHeader(into: &writer)
            for scope in plan.scopeIDs {
                let services = entries.filter { $0.scope == scope }.map(\.service)
                guard !services.isEmpty else { continue }
                let info = plan.scopes[scope]
                writer.line()
                writer.line("// MARK: - Services of \(info.protocolName), part \(number + 1) of \(serviceFileCount)")
                if let part = parts[scope]?.first(where: { $0.file == number }) {
                    writePartProtocol(part, of: scope, into: &writer)
                }
                writer.line()
                writeServiceExtension(of: scope, services: services, into: &writer)
                writeReplacementsExtension(of: scope, services: services, into: &writer)
            }
            return writer.text
        }
    }

    /// `protocol AppComponentServices01 { ... }`: the requirements of this file's services.
    private func writePartProtocol(_ part: PartProtocol, of scope: ScopeID, into writer: inout SwiftWriter) {
        writer.line()
        writer.documentation("Part of `\(plan.scopes[scope].protocolName)`: the services of this file, one member each.")
        writer.block("\(componentIsolation)\(access(of: scope))protocol \(part.name) {") { writer in
            writeRequirements(of: part.services, startsBlock: true, into: &writer)
        }
    }

    /// `extension TestComponent.Replacements { ... }` with the properties of the replaceable
    /// ones of `services`.
    private func writeReplacementsExtension(of scope: ScopeID, services: [ServiceID], into writer: inout SwiftWriter) {
        let replaceable = services.map { plan.services[$0] }.filter(\.isReplaceableInTests)
        guard !replaceable.isEmpty else { return }
        let testComponent = plan.scopes[scope].className(for: plan.components[plan.components.count - 1])
        writer.line()
        writer.block("extension \(testComponent).Replacements {") { writer in
            writeReplacementProperties(replaceable, access: isModule ? "" : access(of: scope), into: &writer)
        }
    }
}

/// A protocol of split output that holds the requirements of one file's services of a scope.
struct PartProtocol {
    /// The service file it is in, from 0.
    let file: Int
    let name: String
    let services: [ServiceID]
}
