/// The `services` section: implemented services, aliases and collections.
extension ManifestDecoder {
    mutating func decodeServices(_ value: JSONValue, environmentNames: [String]) -> [ServiceDeclaration] {
        decodeNamedEntries(
            value, section: "services", role: "service", becomes: "a property",
            makeEntry: {
                ServiceDeclaration(name: $0, kind: .implemented(real: nil, mock: nil, bindings: []))
            }
        ) { decoder, entry, service in
            decoder.decodeService(entry, into: &service, environmentNames: environmentNames)
        }
    }

    private mutating func decodeService(
        _ named: NamedEntry, into service: inout ServiceDeclaration, environmentNames: [String]
    ) {
        let (members, context) = (named.fields, named.context)

        // Which kind of service decides which keys belong; keys of another kind are mistakes.
        let kindKeys: [String]
        let required: [String]
        if members.contains(where: { $0.key == "alias" }) {
            (kindKeys, required) = (Keys.alias, ["alias"])
        } else if members.contains(where: { $0.key == "collects" }) {
            (kindKeys, required) = (Keys.gathered, ["collects", "type"])
        } else if members.contains(where: { $0.key == "elements" }) {
            (kindKeys, required) = (Keys.collection, ["elements", "type"])
        } else {
            (kindKeys, required) = (Keys.service, ["type", "real"])
        }
        let fields = checkKeys(members, allowed: Keys.service, required: required, in: context, at: named.objectLocation)
        for member in members where Keys.service.contains(member.key) && !kindKeys.contains(member.key) {
            let kind =
                kindKeys == Keys.alias
                ? "an alias"
                : kindKeys == Keys.gathered
                    ? "a collection of contributions"
                    : "a collection"
            error(
                .keyNotAllowedHere,
                "\(context) is \(kind), which cannot have '\(member.key)'; \(kind) takes only "
                    + kindKeys.map { "'\($0)'" }.joined(separator: ", "), at: member.keyLocation)
        }

        if let type = fields["type"] {
            service.type = decodeType(type.value, describedAs: "'type' of \(context)")
        }
        if let doc = fields["doc"] {
            service.doc = string(doc.value, describedAs: "'doc' of \(context)")
        }
        if let parameters = fields["parameters"] {
            (service.parameters, service.unreadableParameterNames) = decodeParameters(parameters.value, context: context)
        }
        // What each lifetime allows is checked in one place, `GraphChecker+Lifetimes`.
        if let lifetime = fields["lifetime"],
            let written = decodeEnumeration(lifetime.value, key: "'lifetime'", of: Lifetime.self, context: " of \(context)")
        {
            service.lifetime = written
            service.writtenLifetime = Located(written, at: lifetime.value.location)
        }
        if !service.parameters.isEmpty { service.lifetime = .transient }
        if let eager = fields["eager"], let flag = bool(eager.value, describedAs: "'eager' of \(context)") {
            service.eager = Located(flag, at: eager.value.location)
        }
        if let sendable = fields["sendable"], let flag = bool(sendable.value, describedAs: "'sendable' of \(context)") {
            service.sendable = Located(flag, at: sendable.value.location)
        }
        if let isolation = fields["isolation"] {
            service.isolation = decodeEnumeration(
                isolation.value, key: "'isolation'", of: Isolation.self,
                context: " of \(context)"
            )
            .map { Located($0, at: isolation.value.location) }
        }

        if let environments = fields["in"] {
            service.environments = decodeEnvironmentNames(
                environments.value, context: context,
                environmentNames: environmentNames)
            if fields["contributes"] != nil {
                error(
                    .optionalServiceCollected,
                    "\(context) exists only in some environments ('in'), so it is optional and cannot be an element of "
                        + "a collection; limit its contribution instead (\"contributes\": {\"to\": ..., \"in\": [...]}) "
                        + "and remove 'in'", at: environments.keyLocation)
            }
        }
        if let contributes = fields["contributes"] {
            service.contributions = decodeContributions(
                contributes.value, context: context,
                environmentNames: environmentNames)
        }
        // A service with parameters is a function that makes instances: it exists in every
        // environment, and a collection holds instances, not functions.
        let functionConflicts = [("in", "exists in every environment"), ("contributes", "cannot be an element of a collection")]
        for (key, reason) in functionConflicts where !service.parameters.isEmpty {
            if let field = fields[key] {
                error(
                    .serviceTakesParameters, "\(context) takes parameters, so it is a function that makes instances, which \(reason); remove '\(key)'",
                    at: field.keyLocation)
            }
        }
        if let alias = fields["alias"] {
            service.kind = decodeAliasTarget(alias.value, of: context, isTyped: fields["type"] != nil)
        } else if let collects = fields["collects"] {
            service.kind =
                decodeGathering(
                    collects, mayBeEmpty: fields["mayBeEmpty"], type: service.type,
                    context: context
                ).map(ServiceDeclaration.Kind.gathered)
                ?? .collection(elements: [])
        } else if let elements = fields["elements"] {
            let list = array(elements.value, key: "elements", elementDescription: "service names") ?? []
            service.kind = .collection(
                elements: list.compactMap {
                    decodeServiceReference($0, describedAs: "each element of \(context)")
                })
        } else {
            let real = fields["real"].flatMap { decodeImplementation($0.value, role: "real", context: context) }
            let mock = fields["mock"].flatMap { decodeImplementation($0.value, role: "mock", context: context) }
            // One that could not be read was reported: what it would have used is not reported as unused.
            service.hasUnreadableImplementation = (fields["real"] != nil && real == nil) || (fields["mock"] != nil && mock == nil)
            if let fallback = fields["fallback"] {
                service.fallback = decodeImplementation(fallback.value, role: "fallback", context: context)
                service.hasUnreadableFallback = service.fallback == nil
                if let throwsLocation = service.fallback?.throwsLocation ?? service.fallback?.failure?.location {
                    error(
                        .fallbackThrows,
                        "the fallback of \(context) cannot throw or fail: it is what the component uses when the "
                            + "implementation does", at: throwsLocation)
                    // Reported once; the graph checks treat it as not throwing so as not to repeat it.
                    service.fallback?.throwsLocation = nil
                    service.fallback?.failure = nil
                }
            }
            if let variants = fields["variants"] {
                service.variants = decodeVariants(variants.value, context: context)
            }
            let bindings =
                fields["bind"].map {
                    decodeBindings(
                        $0.value, context: context, environmentNames: environmentNames,
                        implementations: ["real"] + (fields["mock"] == nil ? [] : ["mock"])
                            + service.variants.map(\.name.value))
                } ?? []
            service.kind = .implemented(real: real, mock: mock, bindings: bindings)
        }
    }

    /// A string naming another service (an alias's target, a collection's element).
    /// `"network"`, or a member path, `"user.apiService"`, which needs the alias's `type`.
    private mutating func decodeAliasTarget(_ value: JSONValue, of context: String, isTyped: Bool) -> ServiceDeclaration.Kind {
        let unknown = ServiceDeclaration.Kind.alias(target: Located("", at: value.location), members: [])
        guard let text = string(value, describedAs: "'alias' of \(context)") else { return unknown }
        guard let path = Self.memberPath(text) else {
            error(
                .invalidName,
                "'\(printable(text))' is not a name or a member path; an alias names a service, config value or "
                    + "input (\"network\"), or a member of one (\"user.apiService\")", at: value.location)
            return unknown
        }
        if path.count > 1, !isTyped {
            error(
                .aliasNeedsType,
                "\(context) is an alias of the member '\(text)', whose type the generator cannot know; "
                    + "give it a 'type' (\"type\": \"any APIService\")", at: value.location)
        }
        return .alias(target: Located(path[0], at: value.location), members: Array(path.dropFirst()))
    }

    private mutating func decodeServiceReference(_ value: JSONValue, describedAs what: String) -> Located<String>? {
        guard let name = string(value, describedAs: what) else { return nil }
        guard SwiftNames.isIdentifier(name) else {
            error(.invalidName, "'\(printable(name))' is not a service name", at: value.location)
            return nil
        }
        return Located(name, at: value.location)
    }

    /// The parameters, and the names of those whose type could not be read (reported).
    private mutating func decodeParameters(_ value: JSONValue, context: String) -> ([Parameter], unreadable: Set<String>) {
        guard let elements = array(value, key: "parameters", elementDescription: "{\"name\": ..., \"type\": ...} objects")
        else { return ([], []) }
        var parameters: [Parameter] = []
        var unreadable: Set<String> = []
        var firstLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let members = object(element, describedAs: "each parameter of \(context)") else { continue }
            let fields = checkKeys(
                members, allowed: Keys.parameter, required: ["name", "type"],
                in: "a parameter of \(context)", at: element.location)
            guard let nameValue = fields["name"]?.value,
                let name = string(nameValue, describedAs: "a parameter's 'name'")
            else { continue }
            checkMemberName(name, at: nameValue.location, role: "parameter", becomes: "an argument label", reserved: [:])
            let type = fields["type"].flatMap { decodeType($0.value, describedAs: "the type of parameter '\(printable(name))'") }
            if let first = firstLocations[name] {
                error(
                    .duplicateParameter, "\(context) has two parameters named '\(printable(name))'", at: nameValue.location,
                    notes: [.init("the first '\(printable(name))' is here", at: first)])
                continue
            }
            firstLocations[name] = nameValue.location
            if let type {
                parameters.append(Parameter(name: Located(name, at: nameValue.location), type: type))
            } else {
                unreadable.insert(name)
            }
        }
        return (parameters, unreadable)
    }
}
