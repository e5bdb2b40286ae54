/// Every place a manifest names something it (or a module it composes) declares: dependencies
/// and the names read inside values, aliases, elements, contributions, parents, scope makers,
/// `provides`, view members, lifecycle calls, environment names and `compose` entries.
extension SymbolIndexer {
    mutating func indexReferences() {
        for service in manifest.services {
            if case .forwarded = service.kind { continue }
            for (_, implementation) in service.implementations {
                for dependency in implementation.allDependencies {
                    refer(to: dependency, from: service.scope, in: service)
                }
            }
            switch service.kind {
            case .alias(let target, let members):
                let written = ([target.value] + members).joined(separator: ".")
                refer(NameSite(location: target.location, written: written, nameOffset: 0, name: target.value), from: service.scope)
            case .collection(let elements):
                for element in elements { refer(NameSite(element), from: service.scope) }
            default:
                break
            }
            for contribution in service.contributions {
                referToCollection(contribution.collection, from: service.scope)
                referToEnvironments(contribution.environments ?? [])
            }
            referToEnvironments(service.bindings.map(\.environment) + (service.environments ?? []))
        }
        for scope in manifest.scopeIDs {
            let declaration = manifest.scopes[scope]
            if let parent = declaration.parent, let location = declaration.parentLocation, !parent.isApp {
                let name = manifest.scopes[parent].name
                refer(NameSite(Located(name.value, at: location)), to: name.location, kind: .scope)
            }
            for provided in declaration.provides { refer(NameSite(provided), from: scope) }
            for call in declaration.onMake + declaration.onShutdown {
                for dependency in [call.method] + call.dependencies.flatMap(\.withNamesRead) {
                    refer(to: dependency, from: scope, in: nil)
                }
            }
        }
        for view in manifest.views {
            for member in view.members { refer(NameSite(member), from: view.scope) }
        }
        for config in manifest.config { referToEnvironments(config.values.map(\.environment)) }
        for entry in manifest.composes {
            guard let path = modulePaths[entry.value] else { continue }
            refer(NameSite(entry), to: SourceLocation(line: 1, column: 1, file: path), kind: .module)
        }
    }

    /// A dependency of `service` (nil for a scope's lifecycle call), or a name read in its value.
    private mutating func refer(to dependency: Dependency, from scope: ScopeID, in service: ServiceDeclaration?) {
        guard let site = dependency.nameSite else { return }
        if dependency.isScopeMaker {
            guard let made = manifest.scopes.first(where: { $0.name.value == dependency.name }) else { return }
            refer(site, to: made.name.location, kind: .scope)
            return
        }
        let target = service.map { names.target(of: dependency.name, in: $0) } ?? names.lookup(dependency.name, from: scope).map(NameTable.Target.entry)
        guard case .entry(let entry) = target else { return }
        refer(site, to: manifest.declaration(of: entry).location, kind: kind(of: entry), isDependency: true)
    }

    /// A name `scope` sees.
    private mutating func refer(_ site: NameSite, from scope: ScopeID) {
        guard let entry = names.lookup(site.name, from: scope) else { return }
        refer(site, to: manifest.declaration(of: entry).location, kind: kind(of: entry))
    }

    /// A collection's name: one `scope` sees, else one of a scope below it (a contribution may go
    /// to a collection of a descendant).
    private mutating func referToCollection(_ name: Located<String>, from scope: ScopeID) {
        let owner = names.lookup(name.value, from: scope) != nil ? scope : names.scopes(declaring: name.value).first
        guard let owner, let entry = names.lookup(name.value, from: owner) else { return }
        refer(NameSite(name), to: manifest.declaration(of: entry).location, kind: kind(of: entry))
    }

    private mutating func referToEnvironments(_ names: [Located<String>]) {
        for name in names {
            guard let environment = manifest.environments.first(where: { $0.name.value == name.value }), environment.isWritten
            else { continue }
            refer(NameSite(name), to: environment.name.location, kind: .environment)
        }
    }

    private mutating func refer(
        _ site: NameSite, to declaration: SourceLocation, kind: ManifestSymbols.Kind, isDependency: Bool = false
    ) {
        symbols.references.append(.init(site: site, declaration: declaration, kind: kind, isDependency: isDependency))
    }

    private func kind(of entry: NameTable.Entry) -> ManifestSymbols.Kind {
        switch entry {
        case .service(let index):
            switch manifest.services[index].kind {
            case .collection, .gathered: .collection
            default: .service
            }
        case .config: .config
        case .input(let index): manifest.inputs[index].isRequirement ? .requirement : .input
        case .view: .view
        }
    }
}
