/// Reads a parsed `services.json` into a `Manifest`, reporting every mistake with its position.
///
/// The decoder never stops at the first problem: it records a diagnostic and reads on,
/// keeping what it could make sense of so the graph checks can run too.
struct ManifestDecoder {
    private(set) var diagnostics: [Diagnostic] = []
    /// The names the members being decoded cannot take: a scope's components have a few more
    /// members than the app's (see `decodeScopes`).
    var reservedMemberNames = SwiftNames.componentMembers

    enum Keys {
        static let root = [
            "$schema", "version", "imports", "access", "isolation", "environments", "config", "inputs",
            "services", "views", "scopes", "module", "compose", "onMake", "onShutdown",
        ]
        static let service = [
            "type", "real", "mock", "variants", "fallback", "lifetime", "eager", "isolation", "sendable",
            "bind", "parameters", "alias", "elements", "collects", "mayBeEmpty", "contributes", "in", "doc",
        ]
        static let alias = ["alias", "type", "isolation", "contributes", "doc"]
        static let collection = ["elements", "type", "lifetime", "isolation", "sendable", "doc"]
        static let gathered = ["collects", "mayBeEmpty", "type", "lifetime", "isolation", "sendable", "doc"]
        static let contribution = ["to", "order", "key", "in"]
        static let implementation = [
            "type", "factory", "dependencies", "properties", "calls", "throws", "async", "failable", "result",
        ]
        static let call = ["method", "dependencies", "throws", "async"]
        static let parameter = ["name", "type"]
        static let configEntry = ["type", "value", "doc"]
        static let input = ["type", "testDefault", "reference", "sendable", "doc"]
        static let scope = [
            "parent", "isolation", "doc", "inputs", "config", "services", "views", "provides", "requires", "onMake",
            "onShutdown",
        ]
        static let lifecycleCall = ["call", "dependencies", "async", "throws"]
        static let view = ["members", "doc"]
        static let module = ["provides", "requires", "prefix"]
        static let requirement = ["type", "sendable", "optional", "doc"]
    }

    /// Names an environment cannot take, because of what would be generated from it.
    static let reservedEnvironmentNames: [String: String] = [
        testEnvironmentName: "'test' is reserved: TestComponent is always generated",
        "app": "the environment 'app' would generate 'AppComponent', the name of the protocol every component conforms to",
        "allCases": "'allCases' is already a member of AppEnvironment",
        "rawValue": "'rawValue' is already a member of AppEnvironment",
        // A config entry's keys are environment names besides these.
        "type": "config entries use 'type' for the value's type",
        "value": "config entries use 'value' for the default value",
        "doc": "config entries use 'doc' for their documentation",
    ]

    mutating func decode(_ root: JSONValue) -> Manifest {
        var manifest = Manifest()
        guard case .object(let members) = root.kind else {
            error(.wrongValueKind, "the manifest must be a JSON object, found \(root.kindDescription)", at: root.location)
            return manifest
        }
        let fields = checkKeys(
            members, allowed: Keys.root, required: ["version", "services"],
            in: "the manifest", at: root.location)
        if let version = fields["version"] { checkVersion(version.value) }
        if let imports = fields["imports"] { manifest.imports = decodeImports(imports.value) }
        if let access = fields["access"] {
            manifest.access = decodeEnumeration(access.value, key: "access", of: AccessLevel.self, context: "") ?? .internal
        }
        if let isolation = fields["isolation"] {
            // `nonisolated` is the default: thread-safe components.
            manifest.isolation = decodeEnumeration(isolation.value, key: "'isolation'", of: Isolation.self, context: "")
                .flatMap { $0 == .nonisolated ? nil : Located($0, at: isolation.value.location) }
        }
        if let environments = fields["environments"] {
            manifest.environments = decodeEnvironments(environments.value)
        }
        let environmentNames = manifest.environments.map(\.name.value)
        if let config = fields["config"] {
            manifest.config = decodeConfig(config.value, environmentNames: environmentNames)
        }
        if let inputs = fields["inputs"] {
            manifest.inputs = decodeInputs(inputs.value)
        }
        if let services = fields["services"] {
            manifest.services = decodeServices(services.value, environmentNames: environmentNames)
        }
        if let views = fields["views"] {
            manifest.views = decodeViews(views.value, scope: .app)
        }
        if let module = fields["module"] {
            decodeModule(module, access: fields["access"], into: &manifest)
        }
        if let compose = fields["compose"] {
            manifest.composes = decodeCompose(compose.value)
        }
        if let scopes = fields["scopes"] {
            decodeScopes(scopes.value, environmentNames: environmentNames, into: &manifest)
        }
        decodeLifecycle(fields, context: "the app scope", into: &manifest.scopes[ScopeID.app])
        checkPreferencesNameVariants(manifest)
        // A service's isolation is kept only where it differs from its component's.
        let componentIsolation = manifest.isolation?.value ?? .nonisolated
        for index in manifest.services.indices where manifest.services[index].isolation?.value == componentIsolation {
            manifest.services[index].isolation = nil
        }
        return manifest
    }

    // MARK: - Top level

    private mutating func checkVersion(_ value: JSONValue) {
        guard case .number(let number) = value.kind else {
            error(.unsupportedVersion, "expected 'version' to be the number 1, found \(value.kindDescription)", at: value.location)
            return
        }
        if Double(number) != 1 {
            error(.unsupportedVersion, "unsupported manifest version \(number); this servicegraph reads version 1", at: value.location)
        }
    }

    private mutating func decodeImports(_ value: JSONValue) -> [Located<String>] {
        distinctNames(value, key: "imports", elementDescription: "module names", each: "each import", verb: "imported") { name in
            let components = name.split(separator: ".", omittingEmptySubsequences: false)
            guard !components.isEmpty, components.allSatisfy({ SwiftNames.isIdentifier(String($0)) }) else {
                return (.invalidModuleName, "'\(printable(name))' is not a module name; write a module such as \"Foundation\"", nil)
            }
            return nil
        }
    }

    /// The strings of the array under `key`, each once: one that `problem` rejects (it returns the
    /// ID, the message and the name its "did you mean" suggests, which a fix-it writes) or that
    /// repeats an earlier one (`'x' is imported twice`, noting the first) is reported and left out.
    mutating func distinctNames(
        _ value: JSONValue, key: String, elementDescription: String, each: String, verb: String,
        problem: (String) -> (id: DiagnosticID, message: String, suggestion: String?)? = { _ in nil }
    ) -> [Located<String>] {
        guard let elements = array(value, key: key, elementDescription: elementDescription) else { return [] }
        var names: [Located<String>] = []
        var firstLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let name = string(element, describedAs: each) else { continue }
            if let (id, message, suggestion) = problem(name) {
                // No fix-it to a name the list already has: it would be listed twice.
                let fixIt = suggestion.flatMap { suggestion in
                    elements.contains { if case .string(let listed) = $0.kind { listed == suggestion } else { false } }
                        ? nil : FixIt.string(at: element.location, name, becomes: suggestion)
                }
                report(Diagnostic.error(id, message, at: element.location).fixed(by: fixIt))
                continue
            }
            if let first = firstLocations[name] {
                error(
                    .listedTwice, "'\(printable(name))' is \(verb) twice", at: element.location,
                    notes: [.init("'\(printable(name))' is first \(verb) here", at: first)])
                continue
            }
            firstLocations[name] = element.location
            names.append(Located(name, at: element.location))
        }
        return names
    }

    private mutating func decodeEnvironments(_ value: JSONValue) -> [EnvironmentDeclaration] {
        guard let members = object(value, describedAs: "'environments'") else { return EnvironmentDeclaration.defaults }
        var environments: [EnvironmentDeclaration] = []
        let keys = members.map(\.key)
        for member in members {
            let name = member.key
            checkMemberName(
                name, at: member.keyLocation, role: "environment", becomes: "an enum case",
                reserved: Self.reservedEnvironmentNames, siblings: keys)
            let preferences = decodePreferences(member.value, environment: name)
            environments.append(
                .init(
                    name: Located(name, at: member.keyLocation),
                    preferences: preferences.isEmpty ? [Located(.real, at: member.value.location)] : preferences))
        }
        return environments
    }

    // MARK: - Shapes

    /// Reports unknown keys (with a suggestion) and missing required ones; returns the members by key.
    mutating func checkKeys(
        _ members: [JSONMember], allowed: [String], required: [String], in context: String, at location: SourceLocation
    ) -> [String: JSONMember] {
        var fields: [String: JSONMember] = [:]
        for member in members {
            if allowed.contains(member.key) {
                fields[member.key] = member
                continue
            }
            let known = allowed.filter { $0 != "$schema" }
            // No fix-it to a key the object already has: it would be written twice.
            let suggestion = NameSuggestion.closest(to: member.key, among: known)
            let fixIt = suggestion.flatMap { key in
                members.contains { $0.key == key } ? nil : FixIt.string(at: member.keyLocation, member.key, becomes: key)
            }
            let hint = suggestion == nil ? " (expected one of: \(known.joined(separator: ", ")))" : NameSuggestion.didYouMean(suggesting: suggestion)
            report(
                Diagnostic.error(.unknownKey, "unknown key '\(printable(member.key))' in \(context)\(hint)", at: member.keyLocation)
                    .fixed(by: fixIt))
        }
        for key in required where fields[key] == nil {
            error(.missingRequiredKey, "\(context) is missing the required key '\(key)'", at: location)
        }
        return fields
    }

    mutating func object(_ value: JSONValue, describedAs what: String) -> [JSONMember]? {
        guard case .object(let members) = value.kind else {
            error(.wrongValueKind, "expected \(what) to be an object, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return members
    }

    mutating func array(_ value: JSONValue, key: String, elementDescription: String) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            error(.wrongValueKind, "expected '\(key)' to be an array of \(elementDescription), found \(value.kindDescription)", at: value.location)
            return nil
        }
        return elements
    }

    mutating func bool(_ value: JSONValue, describedAs what: String) -> Bool? {
        guard case .bool(let flag) = value.kind else {
            error(.wrongValueKind, "expected \(what) to be true or false, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return flag
    }

    mutating func string(_ value: JSONValue, describedAs what: String) -> String? {
        guard case .string(let text) = value.kind else {
            error(.wrongValueKind, "expected \(what) to be a string, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return text
    }

    /// A string naming one case of `Choice`, with "did you mean" for near misses.
    mutating func decodeEnumeration<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, key: String, of: Choice.Type, context: String
    ) -> Choice? where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value.kind else {
            error(.wrongValueKind, "expected \(key)\(context) to be one of \(list), found \(value.kindDescription)", at: value.location)
            return nil
        }
        guard let choice = Choice(rawValue: text) else {
            let suggestion = NameSuggestion.closest(to: text, among: choices)
            report(
                Diagnostic.error(
                    .invalidChoice,
                    "'\(printable(text))' is not a valid value for \(key)\(context)"
                        + (suggestion == nil ? "; use one of \(list)" : NameSuggestion.didYouMean(suggesting: suggestion)),
                    at: value.location
                ).fixed(by: suggestion.map { FixIt.string(at: value.location, text, becomes: $0) }))
            return nil
        }
        return choice
    }

    mutating func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(id, message, at: location, notes: notes))
    }

    /// Reports a diagnostic made by the caller (one with a fix-it).
    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

/// Text from the manifest as a one-line diagnostic quotes it: escaped, and cut when very long so
/// a hostile name cannot flood the output.
func printable(_ text: String) -> String {
    escapedForDiagnostic(text, limit: 80)
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
