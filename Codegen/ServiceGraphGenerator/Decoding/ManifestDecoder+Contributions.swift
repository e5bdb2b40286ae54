/// A collection's `collects` and `mayBeEmpty`, and a service's `contributes`.
extension ManifestDecoder {
    /// The `collects` of `context`, whose `type` must be the shape its kind needs.
    mutating func decodeGathering(
        _ collects: JSONMember, mayBeEmpty: JSONMember?, type: TypeExpression?, context: String
    ) -> Gathering? {
        let flag = mayBeEmpty.flatMap { bool($0.value, describedAs: "'mayBeEmpty' of \(context)") } ?? false
        guard
            let kind = decodeEnumeration(
                collects.value, key: "'collects'", of: CollectionKind.self,
                context: " of \(context)")
        else { return nil }
        if let type, let expected = Self.shapeProblem(of: type, for: kind) {
            error(
                .collectionTypeMismatch, "\(context) collects a \(kind.rawValue), so its type must be \(expected), not '\(type.source)'",
                at: collects.value.location)
        }
        return Gathering(kind: Located(kind, at: collects.value.location), mayBeEmpty: flag)
    }

    /// What a collection of `kind` must be typed, if `type` is not.
    private static func shapeProblem(of type: TypeExpression, for kind: CollectionKind) -> String? {
        switch (kind, type) {
        case (.list, .array): return nil
        case (.set, _) where type.setElement != nil: return nil
        case (.map, .dictionary(key: .named(let key), _)) where key.allSatisfy(\.genericArguments.isEmpty): return nil
        case (.list, _): return "an array ('[any Plugin]')"
        case (.set, _): return "a Set ('Set<AnyHashable>')"
        case (.map, _): return "a dictionary keyed by String, Int or an enum ('[String: any Handler]')"
        }
    }

    /// `"contributes"`: one `{"to": ...}` object, or an array of them.
    mutating func decodeContributions(
        _ value: JSONValue, context: String, environmentNames: [String]
    ) -> [ContributionDeclaration] {
        let entries: [JSONValue]
        if case .array(let elements) = value.kind {
            entries = elements
        } else {
            entries = [value]
        }
        var contributions: [ContributionDeclaration] = []
        for entry in entries {
            guard let members = object(entry, describedAs: "'contributes' of \(context)") else { continue }
            let fields = checkKeys(
                members, allowed: Keys.contribution, required: ["to"],
                in: "a contribution of \(context)", at: entry.location)
            guard let to = fields["to"],
                let name = string(to.value, describedAs: "'to' of a contribution of \(context)")
            else { continue }
            guard SwiftNames.isMemberName(name) else {
                error(.invalidName, "'\(printable(name))' is not the name of a collection", at: to.value.location)
                continue
            }
            var contribution = ContributionDeclaration(
                collection: Located(name, at: to.value.location),
                location: entry.location)
            if let order = fields["order"], let number = integer(order.value, describedAs: "'order' of \(context)") {
                contribution.order = Located(number, at: order.value.location)
            }
            if let key = fields["key"] {
                contribution.key = decodeContributionKey(key.value, context: context)
            }
            if let environments = fields["in"] {
                contribution.environments = decodeEnvironmentNames(
                    environments.value, context: "a contribution of \(context)", environmentNames: environmentNames)
            }
            contributions.append(contribution)
        }
        return contributions
    }

    private mutating func decodeContributionKey(_ value: JSONValue, context: String) -> Located<ContributionKey>? {
        switch value.kind {
        case .string(let text):
            return Located(.string(text), at: value.location)
        case .number:
            return integer(value, describedAs: "'key' of \(context)").map { Located(.integer($0), at: value.location) }
        default:
            error(
                .wrongValueKind,
                "expected 'key' of \(context) to be a string (\"/settings\", or \".settings\" for an enum's case) "
                    + "or an integer, found \(value.kindDescription)", at: value.location)
            return nil
        }
    }

    /// `"in": ["dev", "test"]`: where a service or a contribution exists.
    mutating func decodeEnvironmentNames(
        _ value: JSONValue, context: String, environmentNames: [String]
    ) -> [Located<String>] {
        let known = environmentNames + [testEnvironmentName]
        return distinctNames(
            value, key: "in", elementDescription: "environment names",
            each: "each environment of \(context)",
            verb: "listed in 'in' of \(context)"
        ) { name in
            guard !known.contains(name) else { return nil }
            let suggestion = NameSuggestion.closest(to: name, among: known)
            return (
                .unknownEnvironment,
                "'\(printable(name))' is not an environment; use one of "
                    + englishList(known.map { "'\($0)'" }) + NameSuggestion.didYouMean(suggesting: suggestion),
                suggestion
            )
        }
    }

    /// A JSON number without a fraction or exponent that fits an `Int`.
    mutating func integer(_ value: JSONValue, describedAs what: String) -> Int? {
        guard case .number(let text) = value.kind, let number = Int(text) else {
            error(.wrongValueKind, "expected \(what) to be an integer, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return number
    }
}

extension TypeExpression {
    /// `E` for `Set<E>` (or `Swift.Set<E>`).
    var setElement: TypeExpression? {
        guard case .named(let components) = self, let last = components.last, last.name == "Set",
            last.genericArguments.count == 1,
            components.count == 1 || (components.count == 2 && components[0].name == "Swift")
        else { return nil }
        return last.genericArguments[0]
    }
}
