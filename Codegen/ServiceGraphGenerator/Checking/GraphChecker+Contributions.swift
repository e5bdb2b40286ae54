/// Contributions and the collections that gather them: every contribution reaches a collection
/// and fits its kind (a key for each map element, in the key type; an order only in a list), no
/// map has two elements under one key in any environment, and no collection is empty unless it
/// says it may be.
extension GraphChecker {
    func contributionProblems() -> [Diagnostic] {
        // A contribution from a scope whose lineage is unknown (a scope loop or an unknown parent,
        // reported once) may well reach the collection it names: neither it nor the collection's
        // lack of contributions is reported.
        let fromUnknownLineage = { (unmatched: (contribution: ContributionAnalysis.Contribution, outOfReach: ServiceID?)) in
            unmatched.outOfReach != nil && manifest.scopes[manifest.services[unmatched.contribution.service].scope].hasUnknownLineage
        }
        let reportable = analysis.contributions.unmatched.filter { !fromUnknownLineage($0) }
        let mayBeReached = Set(analysis.contributions.unmatched.filter(fromUnknownLineage).compactMap(\.outOfReach))
        var diagnostics =
            reportable.map { unmatchedContribution($0.contribution, outOfReach: $0.outOfReach) }
            + exportedIsolationProblems() + contributorNameClashes()
        for (collection, contributions) in analysis.contributions.gathered.sorted(by: { $0.key < $1.key }) {
            guard case .gathered(let gathering) = manifest.services[collection].kind else { continue }
            let declaration = manifest.services[collection]
            if contributions.isEmpty, !gathering.mayBeEmpty, !mayBeReached.contains(collection) {
                diagnostics.append(
                    .error(
                        .collectionWithoutContributions,
                        "collection '\(declaration.name.value)' has no contributions; contribute to it from a service "
                            + "(\"contributes\": {\"to\": \"\(declaration.name.value)\"}) here or in a composed module, or "
                            + "declare that it may be empty (\"mayBeEmpty\": true)", at: declaration.name.location))
            }
            let keyType = gathering.kind.value == .map ? declaration.type.flatMap(MapKeyType.init) : nil
            for contribution in contributions {
                diagnostics += shapeProblems(contribution, of: declaration, kind: gathering.kind.value, keyType: keyType)
                if let problem = isolationProblem(contribution, of: declaration) { diagnostics.append(problem) }
            }
            if gathering.kind.value == .map {
                diagnostics += duplicateKeys(contributions, of: declaration)
            }
        }
        return diagnostics
    }

    /// `'x' contributes to 'scripts', which ...`: the contributor, named as its manifest names it.
    private func contributor(_ contribution: ContributionAnalysis.Contribution) -> String {
        let service = manifest.services[contribution.service]
        guard let module = providingModule(of: contribution.service),
            case .forwarded(let forwarded) = service.kind,
            let provided = module.interface.provided[forwarded.service]
        else { return "'\(service.name.value)'" }
        return "'\(provided.name.value)' of module '\(module.name)'"
    }

    private func unmatchedContribution(
        _ contribution: ContributionAnalysis.Contribution, outOfReach: ServiceID?
    ) -> Diagnostic {
        let target = contribution.declaration.collection
        let service = manifest.services[contribution.service]
        var notes: [Diagnostic.Note] = []
        let message: String
        var suggestion: String?
        let id: DiagnosticID = outOfReach == nil ? .contributionToNonCollection : .outOfScope
        if let outOfReach {
            let collection = manifest.services[outOfReach]
            message =
                "\(contributor(contribution)) contributes to '\(target.value)', which is in "
                + "\(describeScope(collection.scope)), whose components cannot see \(describeScope(service.scope)); a "
                + "collection gathers the contributions of its own scope and its ancestors"
            notes.append(.init("'\(target.value)' is declared here", at: collection.name.location))
        } else if case .service(let index) = names.lookup(target.value, from: service.scope) {
            message =
                "\(contributor(contribution)) contributes to '\(target.value)', which is not a collection of "
                + "contributions; declare it with \"collects\": \"list\", \"set\" or \"map\""
            notes.append(.init("'\(target.value)' is declared here", at: manifest.services[index].name.location))
        } else {
            suggestion = NameSuggestion.closest(to: target.value, among: analysis.contributions.collectionNames)
            message =
                "\(contributor(contribution)) contributes to '\(target.value)', which is not a collection of "
                + "contributions" + NameSuggestion.didYouMean(suggesting: suggestion)
        }
        if let module = providingModule(of: contribution.service) {
            notes.append(.init("module '\(module.name)' is composed here", at: module.entry.location))
        }
        // A composed module's contribution is written in its own manifest, which a fix-it of this one does not edit.
        return Diagnostic.error(id, message, at: target.location, notes: notes).fixed(
            by: target.location.file == nil ? suggestion.map { FixIt.string(at: target.location, target.value, becomes: $0) } : nil)
    }

    /// A thread-safe module's main-actor contribution, which its composer would read off the main
    /// actor: a module passes on services of its component's isolation, as it provides them.
    private func exportedIsolationProblems() -> [Diagnostic] {
        guard manifest.isolation == nil else { return [] }
        return analysis.contributions.exported.compactMap { contribution in
            let service = manifest.services[contribution.service]
            guard service.isolation != nil, !ForwardedService.isForwarded(service) else { return nil }
            return .error(
                .moduleIsolationMismatch,
                "'\(service.name.value)' is isolated to the main actor while its component is not, so the "
                    + "manifests that compose this module cannot gather it; a module contributes services of its "
                    + "component's isolation", at: contribution.declaration.collection.location)
        }
    }

    /// A module's contributor named here `Module_service`, like a name of this manifest's or another
    /// module's contributor: the component would have two members of that name.
    private func contributorNameClashes() -> [Diagnostic] {
        var seen: [String: SourceLocation] = [:]
        var diagnostics: [Diagnostic] = []
        for (index, service) in zip(manifest.serviceIDs, manifest.services) where service.isContributionOnly {
            guard let module = providingModule(of: index) else { continue }
            let key = "\(service.scope.value) \(service.name.value)"
            let declared: SourceLocation? =
                switch names.lookup(service.name.value, from: service.scope) {
                case .service(let other): manifest.services[other].name.location
                case .config(let other): manifest.config[other].name.location
                case .input(let other): manifest.inputs[other].name.location
                case .view(let other): manifest.views[other].name.location
                case nil: seen[key]
                }
            if let first = declared {
                diagnostics.append(
                    .error(
                        .composedNameClash,
                        "module '\(module.name)' contributes '\(service.name.value.dropFirst(module.name.count + 1))', which this "
                            + "component names '\(service.name.value)', a name it already has; rename one of them",
                        at: module.entry.location, notes: [.init("'\(service.name.value)' is first here", at: first)]))
            }
            seen[key] = seen[key] ?? service.name.location
        }
        return diagnostics
    }

    /// A main-actor contribution to a collection that is not: gathering it reads it off the main actor.
    private func isolationProblem(
        _ contribution: ContributionAnalysis.Contribution, of collection: ServiceDeclaration
    ) -> Diagnostic? {
        guard !manifest.isMainActor(collection), manifest.isMainActor(manifest.services[contribution.service]) else { return nil }
        let name = collection.name.value
        return .error(
            .readsMainActorService,
            "\(contributor(contribution)) is isolated to the main actor, so collection '\(name)', which gathers "
                + "it, must be too; \(isolateAdvice(name, too: false))",
            at: contribution.declaration.collection.location,
            notes: [.init("'\(name)' is declared here", at: collection.name.location)])
    }

    /// A key only in a map, and there always, of the key type; an order only in a list.
    private func shapeProblems(
        _ contribution: ContributionAnalysis.Contribution, of collection: ServiceDeclaration, kind: CollectionKind,
        keyType: MapKeyType?
    ) -> [Diagnostic] {
        let declaration = contribution.declaration
        let subject = "\(contributor(contribution)) contributes to \(kind.rawValue) '\(collection.name.value)'"
        var diagnostics: [Diagnostic] = []
        if let order = declaration.order, kind != .list {
            diagnostics.append(.error(.contributionKeyOrOrder, "\(subject), which has no order; remove 'order'", at: order.location))
        }
        switch (kind, declaration.key) {
        case (.map, nil):
            diagnostics.append(
                .error(
                    .contributionKeyOrOrder, "\(subject) without a key; give it one (\"key\": \"/settings\")",
                    at: declaration.location))
        case (.map, let key?):
            if let keyType, let problem = keyType.problem(with: key.value) {
                diagnostics.append(.error(.contributionKeyOrOrder, "\(subject) under the key \(key.value.written), \(problem)", at: key.location))
            }
        case (_, let key?):
            diagnostics.append(.error(.contributionKeyOrOrder, "\(subject), which has no keys; remove 'key'", at: key.location))
        case (_, nil):
            break
        }
        return diagnostics
    }

    /// Two contributions under one key in an environment both are in: an error at the later one
    /// (in the map's order), noting the first.
    private func duplicateKeys(
        _ contributions: [ContributionAnalysis.Contribution], of collection: ServiceDeclaration
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported: Set<SourceLocation> = []
        for graph in graphs {
            var first: [ContributionKey: ContributionAnalysis.Contribution] = [:]
            for contribution in contributions where contribution.declaration.contributes(in: graph.configuration.name) {
                guard let key = contribution.declaration.key else { continue }
                guard let earlier = first[key.value] else {
                    first[key.value] = contribution
                    continue
                }
                guard reported.insert(key.location).inserted else { continue }
                let environments =
                    contribution.declaration.environments == nil
                        && earlier.declaration.environments == nil ? "" : " in '\(graph.configuration.name)'"
                diagnostics.append(
                    .error(
                        .contributionKeyDuplicated,
                        "map '\(collection.name.value)' has two elements under the key \(key.value.written)\(environments): "
                            + "\(contributor(contribution)) and \(contributor(earlier)); give one of them another key",
                        at: key.location,
                        notes: [
                            .init(
                                "\(contributor(earlier)) has the key \(key.value.written) here",
                                at: earlier.declaration.key?.location ?? earlier.declaration.location)
                        ]))
            }
        }
        return diagnostics
    }
}
