/// Which implementation each environment binds: `real`, `mock` and named variants
/// (`"variants": {"appExtension": ...}` on a service), an environment's preferences
/// (`"widget": ["appExtension", "mock"]`) and a service's `bind`.
extension ManifestDecoder {
    /// Names a variant cannot take: the keys of a service's own implementations, and `test`.
    static let reservedVariantNames: [String: String] = [
        "real": "'real' is the service's own \"real\" implementation",
        "mock": "'mock' is the service's own \"mock\" implementation",
        "fallback": "'fallback' is the implementation used when the bound one throws",
        testEnvironmentName: "'test' is the test component's, which binds mocks",
    ]

    /// `"mock"`, or a list such as `["preview", "mock"]`: each service gets the first it has.
    mutating func decodePreferences(_ value: JSONValue, environment: String) -> [Located<Binding>] {
        let what = "the environment '\(printable(environment))'"
        let elements: [JSONValue]
        switch value.kind {
        case .string: elements = [value]
        case .array(let list) where !list.isEmpty: elements = list
        case .array:
            error(
                .unknownImplementation, "\(what) lists no implementation; write \"real\", \"mock\" or a variant's name, or a list of them",
                at: value.location)
            return []
        default:
            error(
                .wrongValueKind,
                "expected \(what) to be the implementation it binds (\"real\", \"mock\" or a variant's name), or a "
                    + "list of them in order of preference, found \(value.kindDescription)", at: value.location)
            return []
        }
        return elements.compactMap { element in
            guard let name = string(element, describedAs: "each implementation \(what) binds") else { return nil }
            guard SwiftNames.isMemberName(name) else {
                error(
                    .invalidName,
                    "'\(printable(name))' is not an implementation name; write \"real\", \"mock\" or the name of a "
                        + "variant", at: element.location)
                return nil
            }
            return Located(Binding(name: name), at: element.location)
        }
    }

    /// A service's `variants`: implementation name -> implementation.
    mutating func decodeVariants(
        _ value: JSONValue, context: String
    ) -> [(name: Located<String>, implementation: Implementation)] {
        guard let members = object(value, describedAs: "'variants' of \(context)") else { return [] }
        let keys = members.map(\.key)
        return members.compactMap { member in
            checkMemberName(
                member.key, at: member.keyLocation, role: "variant", becomes: "an implementation name",
                reserved: Self.reservedVariantNames, siblings: keys)
            guard let implementation = decodeImplementation(member.value, role: member.key, context: context) else {
                return nil
            }
            return (Located(member.key, at: member.keyLocation), implementation)
        }
    }

    /// An environment that prefers a variant no service has is almost certainly a typo.
    mutating func checkPreferencesNameVariants(_ manifest: Manifest) {
        let declared = Set(manifest.services.flatMap { $0.variants.map(\.name.value) })
        for environment in manifest.environments {
            for preference in environment.preferences where preference.value != .real && preference.value != .mock {
                guard !declared.contains(preference.value.name) else { continue }
                let name = preference.value.name
                let suggestion = NameSuggestion.closest(to: name, among: ["real", "mock"] + declared.sorted())
                report(
                    Diagnostic.error(
                        .unknownImplementation,
                        "the environment '\(environment.name.value)' binds '\(printable(name))', which no service "
                            + "implements: write \"real\", \"mock\" or a variant declared under a service's \"variants\""
                            + NameSuggestion.didYouMean(suggesting: suggestion),
                        at: preference.location
                    ).fixed(by: suggestion.map { FixIt.string(at: preference.location, name, becomes: $0) }))
            }
        }
    }

    mutating func decodeBindings(
        _ value: JSONValue, context: String, environmentNames: [String], implementations: [String]
    ) -> [BindingOverride] {
        guard let members = object(value, describedAs: "'bind' of \(context)") else { return [] }
        var bindings: [BindingOverride] = []
        for member in members {
            let environment = member.key
            guard let name = string(member.value, describedAs: "the binding for '\(printable(environment))' in \(context)")
            else { continue }
            if environment == testEnvironmentName {
                error(
                    .bindingForTest,
                    "'bind' cannot name 'test': TestComponent uses the mock where there is one; "
                        + "pass another implementation to TestComponent's initializer instead", at: member.keyLocation)
                continue
            }
            guard environmentNames.contains(environment) else {
                let known =
                    environmentNames.isEmpty
                    ? " (no environments are declared)" : " (environments: \(environmentNames.joined(separator: ", ")))"
                let suggestion = NameSuggestion.closest(to: environment, among: environmentNames)
                // No fix-it to an environment the binding already names: it would be written twice.
                let fixIt = suggestion.flatMap { suggestion in
                    members.contains { $0.key == suggestion } ? nil : FixIt.string(at: member.keyLocation, environment, becomes: suggestion)
                }
                report(
                    Diagnostic.error(
                        .unknownEnvironment,
                        "'bind' of \(context) names '\(printable(environment))', which is not an environment"
                            + NameSuggestion.didYouMean(suggesting: suggestion) + known, at: member.keyLocation
                    ).fixed(by: fixIt))
                continue
            }
            let binding = Binding(name: name)
            guard implementations.contains(name) else {
                let missing = binding == .mock ? "no mock implementation" : "no implementation named '\(printable(name))'"
                let fix = binding == .mock ? "add a \"mock\" to the service" : "add it to the service's \"variants\""
                let suggestion = binding == .mock ? nil : NameSuggestion.closest(to: name, among: implementations)
                report(
                    Diagnostic.error(
                        .unknownImplementation,
                        "\(context) has \(missing) to bind in '\(environment)'"
                            + (suggestion == nil ? "; \(fix) or remove this binding" : NameSuggestion.didYouMean(suggesting: suggestion)),
                        at: member.value.location
                    ).fixed(by: suggestion.map { FixIt.string(at: member.value.location, name, becomes: $0) }))
                continue
            }
            bindings.append(BindingOverride(environment: Located(environment, at: member.keyLocation), binding: binding))
        }
        return bindings
    }
}
