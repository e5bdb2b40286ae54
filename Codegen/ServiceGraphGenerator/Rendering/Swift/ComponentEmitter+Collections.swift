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
        let isolation = service.isolationAttribute
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
            let effects = plan.services[element.service].effects.prefix
            let read = effects + member(.service(element.service), from: service.scope)
            let (opening, closing) =
                switch kind {
                case .list: ("elements.append(", ")")
                case .set: ("elements.insert(", ")")
                case .map: ("elements[\(element.key ?? "")] =", "")
                }
            let location = element.location
            guard element.isFromModule, location.line > 1 else {
                let statement = opening + (kind == .map ? " " : "") + read + closing
                writer.line(CodeLine(statement, origin: location), sourceFile: sourceLocationFile)
                continue
            }
            // A module's contribution of the wrong type is reported where the compiler sees its
            // value: at `try` when it has effects, else at the member's name (`Weather_tip`, which
            // names the module and the service). That point goes on a line of its own, at the
            // column of the module's entry in `compose`, so the error lands on that entry and
            // not on another module's name beside it.
            let errorOffset = effects.isEmpty ? read.lastIndex(of: ".").map { read.distance(from: read.startIndex, to: $0) + 1 } ?? 0 : 0
            writer.line(SwiftWriter.sourceLocation(file: sourceLocationFile, line: location.line - 1))
            writer.line(opening)
            writer.line(read + closing, atColumn: max(1, location.column - errorOffset))
            writer.line("#sourceLocation()")
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
