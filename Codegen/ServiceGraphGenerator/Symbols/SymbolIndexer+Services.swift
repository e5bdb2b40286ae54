/// The services a manifest declares, with what a hover says of each: its lifetime, isolation and
/// what each environment (and the test component) binds.
extension SymbolIndexer {
    mutating func declareServices() {
        let configurations = BindingConfiguration.all(for: manifest)
        for (index, service) in manifest.services.enumerated() {
            if case .forwarded = service.kind {
                if !service.isContributionOnly {
                    symbols.composed.append(
                        .init(
                            kind: .service, name: service.name.value, site: NameSite(service.name), scope: scopeName(service.scope),
                            type: service.type?.source, doc: service.doc, facts: []))
                }
                continue
            }
            var facts = ["\(service.lifetime.rawValue), \(manifest.isMainActor(service) ? "MainActor" : "nonisolated")"]
            let kind: ManifestSymbols.Kind
            switch service.kind {
            case .implemented:
                kind = .service
                facts += configurations.map { configuration in
                    guard configuration.isPresent[index] else { return "\(configuration.name): absent" }
                    let implementation = service.implementation(for: configuration.bindings[index])
                    return "\(configuration.name): " + (implementation?.displayName ?? "?")
                }
            case .alias(let target, let members):
                kind = .service
                facts.append("the same instance as " + ([target.value] + members).joined(separator: "."))
            case .collection(let elements):
                kind = .collection
                facts.append("elements: " + elements.map(\.value).joined(separator: ", "))
            case .gathered(let gathering):
                kind = .collection
                facts.append("collects a \(gathering.kind.value.rawValue) of what services contribute")
            case .forwarded:
                continue
            }
            if !service.parameters.isEmpty {
                symbols.parameters[service.name.value] = service.parameters.map { .init(name: $0.name.value, type: $0.type.source) }
                facts.append("parameters: " + service.parameters.map { "\($0.name.value): \($0.type.source)" }.joined(separator: ", "))
            }
            facts += service.contributions.map { "contributes to \($0.collection.value)" }
            declare(kind, service.name, scope: service.scope, type: service.type?.source, doc: service.doc, facts: facts)
        }
    }
}
