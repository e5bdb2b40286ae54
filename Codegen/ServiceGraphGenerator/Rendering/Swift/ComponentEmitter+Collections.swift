/// A collection of contributions: its accessor, one storage call around a private method that
/// adds each element on a line of its own, compiled at that contribution in the manifest. (In a
/// method, each line is type-checked on its own; in the storage call's closure, a thousand lines
/// cost the type checker seconds.)
extension ComponentEmitter {
    func writeGathered(
        _ service: ResolvedPlan.Service, at index: ServiceID,
        groups: [(binding: ResolvedPlan.ServiceBinding, components: [Int])], into writer: inout SwiftWriter
    ) {
        guard case .gathered(let kind, _) = groups[0].binding else { return }
        let isEmpty = groups.allSatisfy { group in
            if case .gathered(_, let elements) = group.binding { return elements.isEmpty }
            return true
        }
        if let doc = service.doc {
            writer.documentation(doc)
            writer.line("///")
        }
        writer.documentation(gatheredDescription(service, kind, groups: groups))
        let isolation = service.isMainActor ? "@MainActor " : ""
        let gather = "_gather" + SwiftNames.capitalized(service.name)
        let body = isEmpty ? (kind == .map ? "[:]" : "[]") : service.effects.prefix + gather + "()"
        let call = CodeLine(
            storageCall(service, body: body, readsSelf: !isEmpty, effects: service.effects),
            origin: service.location)
        writer.block(
            "\(isolation)\(access(ofService: index))final var \(SwiftNames.escaped(service.name)): "
                + "\(service.type.source) {"
        ) { writer in
            if service.effects == Effects() {
                writer.line(call, sourceFile: sourceLocationFile)
            } else {
                writer.block("\(getter(service)) {") { $0.line(call, sourceFile: sourceLocationFile) }
            }
        }
        guard !isEmpty else { return }
        writer.line()
        writer.documentation("The contributions to `\(service.name)`, in their order.")
        let effects = (service.effects.suspending ? " async" : "") + (service.effects.throwing ? " throws" : "")
        writer.block("\(isolation)private final func \(gather)()\(effects) -> \(service.type.source) {") { writer in
            writer.line("var elements: \(service.type.source) = \(kind == .map ? "[:]" : "[]")")
            if groups.count == 1 {
                writeElements(of: groups[0].binding, in: service, into: &writer)
            } else {
                writer.line("switch environment {")
                for group in groups {
                    writer.line(caseLabel(group.components))
                    writer.indented { writer in
                        writeElements(of: group.binding, in: service, into: &writer)
                        if case .gathered(_, let elements) = group.binding, elements.isEmpty { writer.line("break") }
                    }
                }
                writer.line("}")
            }
            writer.line("return elements")
        }
    }

    /// `elements.append(adBlock)`, `elements.insert(healthKit)`, `elements["/health"] = healthLink`.
    private func writeElements(
        of binding: ResolvedPlan.ServiceBinding, in service: ResolvedPlan.Service, into writer: inout SwiftWriter
    ) {
        guard case .gathered(let kind, let elements) = binding else { return }
        for element in elements {
            let read = plan.services[element.service].effects.prefix + member(.service(element.service), from: service.scope)
            let statement =
                switch kind {
                case .list: "elements.append(\(read))"
                case .set: "elements.insert(\(read))"
                case .map: "elements[\(element.key ?? "")] = \(read)"
                }
            writer.line(CodeLine(statement, origin: element.location), sourceFile: sourceLocationFile)
        }
    }

    /// "A list of its contributions, in order: 4 in dev, 3 in prod and test; built once, on first use."
    private func gatheredDescription(
        _ service: ResolvedPlan.Service, _ kind: CollectionKind,
        groups: [(binding: ResolvedPlan.ServiceBinding, components: [Int])]
    ) -> String {
        let counts = groups.map { group -> String in
            guard case .gathered(_, let elements) = group.binding else { return "" }
            let count = elements.isEmpty ? "none" : "\(elements.count)"
            return groups.count == 1 ? count : "\(count) in \(englishList(group.components.map { plan.components[$0].name }))"
        }
        let order = kind == .list ? " in the order below" : ""
        let lifetime =
            switch service.lifetime {
            case .singleton: "built once, on first use"
            case .transient: "gathered anew on every access"
            case .weak: "shared while anyone holds it"
            }
        return "A \(kind.rawValue) of its contributions (`contributes`)\(order): \(counts.joined(separator: ", ")); \(lifetime)."
    }
}
