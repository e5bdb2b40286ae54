/// Reads a parsed `services.json` into a `Manifest`, reporting every mistake with its position.
///
/// The decoder never stops at the first problem: it records a diagnostic and reads on,
/// keeping what it could make sense of so the graph checks can run too.
struct ManifestDecoder {
    private(set) var diagnostics: [Diagnostic] = []

    private enum Keys {
        static let root = ["$schema", "version", "imports", "access", "environments", "services"]
        static let service = ["type", "real", "mock", "lifetime", "bind", "doc"]
        static let implementation = ["type", "dependencies"]
    }

    /// Names an environment cannot take, because of what would be generated from it.
    private static let reservedEnvironmentNames: [String: String] = [
        testEnvironmentName: "'test' is reserved: TestComponent is always generated",
        "app": "the environment 'app' would generate 'AppComponent', the name of the protocol every component conforms to",
        "allCases": "'allCases' is already a member of AppEnvironment",
        "rawValue": "'rawValue' is already a member of AppEnvironment",
    ]

    mutating func decode(_ root: JSONValue) -> Manifest {
        var manifest = Manifest()
        guard case .object(let members) = root.kind else {
            error("the manifest must be a JSON object, found \(root.kindDescription)", at: root.location)
            return manifest
        }
        let fields = checkKeys(members, allowed: Keys.root, required: ["version", "services"],
                               in: "the manifest", at: root.location)
        if let version = fields["version"] { checkVersion(version.value) }
        if let imports = fields["imports"] { manifest.imports = decodeImports(imports.value) }
        if let access = fields["access"] {
            manifest.access = decodeEnumeration(access.value, key: "access", of: AccessLevel.self, context: "") ?? .internal
        }
        if let environments = fields["environments"] {
            manifest.environments = decodeEnvironments(environments.value)
        }
        if let services = fields["services"] {
            let environmentNames = manifest.environments.map(\.name.value)
            manifest.services = decodeServices(services.value, environmentNames: environmentNames)
        }
        return manifest
    }

    // MARK: - Top level

    private mutating func checkVersion(_ value: JSONValue) {
        guard case .number(let number) = value.kind else {
            error("expected 'version' to be the number 1, found \(value.kindDescription)", at: value.location)
            return
        }
        if number != "1" {
            error("unsupported manifest version \(number); this servicegraph reads version 1", at: value.location)
        }
    }

    private mutating func decodeImports(_ value: JSONValue) -> [Located<String>] {
        guard let elements = array(value, key: "imports", elementDescription: "module names") else { return [] }
        var imports: [Located<String>] = []
        var firstLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let name = string(element, describedAs: "each import") else { continue }
            let components = name.split(separator: ".", omittingEmptySubsequences: false)
            guard !components.isEmpty, components.allSatisfy({ SwiftNames.isIdentifier(String($0)) }) else {
                error("'\(printable(name))' is not a module name; write a module such as \"Foundation\"", at: element.location)
                continue
            }
            if let first = firstLocations[name] {
                error("'\(name)' is imported twice", at: element.location,
                      notes: [.init("'\(name)' is first imported here", at: first)])
                continue
            }
            firstLocations[name] = element.location
            imports.append(Located(name, at: element.location))
        }
        return imports
    }

    private mutating func decodeEnvironments(_ value: JSONValue) -> [EnvironmentDeclaration] {
        guard let members = object(value, describedAs: "'environments'") else { return EnvironmentDeclaration.defaults }
        var environments: [EnvironmentDeclaration] = []
        for member in members {
            let name = member.key
            if let reason = Self.reservedEnvironmentNames[name] ?? SwiftNames.reservedMemberNames[name] {
                error("'\(name)' cannot be an environment name: \(reason)", at: member.keyLocation)
            } else if !SwiftNames.isMemberName(name) {
                error("'\(printable(name))' is not a valid environment name: it becomes an enum case, so it must start "
                      + "with a lowercase ASCII letter and contain only letters, digits and underscores"
                      + suggestion(forMemberName: name), at: member.keyLocation)
            }
            let binding = decodeEnumeration(member.value, key: "the environment '\(printable(name))'",
                                            of: Binding.self, context: "") ?? .real
            environments.append(.init(name: Located(name, at: member.keyLocation), defaultBinding: binding))
        }
        return environments
    }

    private mutating func decodeServices(_ value: JSONValue, environmentNames: [String]) -> [ServiceDeclaration] {
        guard let members = object(value, describedAs: "'services'") else { return [] }
        return members.map { decodeService($0, environmentNames: environmentNames) }
    }

    // MARK: - Services

    private mutating func decodeService(_ member: JSONMember, environmentNames: [String]) -> ServiceDeclaration {
        let name = member.key
        var service = ServiceDeclaration(name: Located(name, at: member.keyLocation))
        if let reason = SwiftNames.reservedMemberNames[name] {
            error("'\(name)' cannot be a service name: \(reason)", at: member.keyLocation)
        } else if !SwiftNames.isMemberName(name) {
            error("'\(printable(name))' is not a valid service name: it becomes a property, so it must start with a "
                  + "lowercase ASCII letter and contain only letters, digits and underscores"
                  + suggestion(forMemberName: name), at: member.keyLocation)
        }
        let context = "service '\(printable(name))'"
        guard let members = object(member.value, describedAs: context) else { return service }
        let fields = checkKeys(members, allowed: Keys.service, required: ["type", "real"],
                               in: context, at: member.value.location)

        if let type = fields["type"], let text = string(type.value, describedAs: "'type' of \(context)") {
            do {
                service.type = try TypeExpression.parse(text)
            } catch {
                self.error("'type' of \(context) is not a Swift type: \(error.reason)", at: type.value.location)
            }
        }
        if let real = fields["real"] {
            service.real = decodeImplementation(real.value, role: "real", context: context)
        }
        if let mock = fields["mock"] {
            service.mock = decodeImplementation(mock.value, role: "mock", context: context)
        }
        if let lifetime = fields["lifetime"] {
            service.lifetime = decodeEnumeration(lifetime.value, key: "'lifetime'", of: Lifetime.self,
                                                 context: " of \(context)") ?? .singleton
        }
        if let bind = fields["bind"] {
            service.bindings = decodeBindings(bind.value, context: context, environmentNames: environmentNames,
                                              hasMock: fields["mock"] != nil)
        }
        if let doc = fields["doc"] {
            service.doc = string(doc.value, describedAs: "'doc' of \(context)")
        }
        return service
    }

    private mutating func decodeImplementation(_ value: JSONValue, role: String, context: String) -> Implementation? {
        let typeValue: JSONValue
        var dependencies: [Dependency] = []
        switch value.kind {
        case .string:
            typeValue = value
        case .object(let members):
            let fields = checkKeys(members, allowed: Keys.implementation, required: ["type"],
                                   in: "the \(role) implementation of \(context)", at: value.location)
            if let list = fields["dependencies"] {
                dependencies = decodeDependencies(list.value, context: context)
            }
            guard let type = fields["type"] else { return nil }
            typeValue = type.value
        default:
            error("expected '\(role)' of \(context) to be a type name or an object with \"type\" and \"dependencies\", "
                  + "found \(value.kindDescription)", at: value.location)
            return nil
        }
        guard let text = string(typeValue, describedAs: "the \(role) implementation's 'type' of \(context)") else { return nil }
        let type: TypeExpression
        do {
            type = try TypeExpression.parse(text)
        } catch {
            self.error("the \(role) implementation of \(context) is not a Swift type: \(error.reason)", at: typeValue.location)
            return nil
        }
        guard type.isNamed else {
            error("the \(role) implementation of \(context) must name a concrete type such as \"ConsoleLogger\" or "
                  + "\"Cache<String>\": it is called as an initializer, so '\(type.source)' cannot be used",
                  at: typeValue.location)
            return nil
        }
        return Implementation(type: type, location: typeValue.location, dependencies: dependencies)
    }

    private mutating func decodeDependencies(_ value: JSONValue, context: String) -> [Dependency] {
        guard let elements = array(value, key: "dependencies", elementDescription: "service names") else { return [] }
        var dependencies: [Dependency] = []
        var firstLabelLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let text = string(element, describedAs: "each dependency") else { continue }
            guard let dependency = parseDependency(text, at: element.location) else {
                error("'\(printable(text))' is not a dependency; write a service name (\"network\"), a labelled one "
                      + "(\"tokens: keychain\") or an unlabelled one (\"_: auth\")", at: element.location)
                continue
            }
            if case .named(let label) = dependency.label {
                if let first = firstLabelLocations[label] {
                    error("argument label '\(label)' is used twice in the dependencies of \(context); "
                          + "give one of them another label (\"otherLabel: \(dependency.service)\")",
                          at: element.location, notes: [.init("'\(label)' is first used here", at: first)])
                } else {
                    firstLabelLocations[label] = element.location
                }
            }
            dependencies.append(dependency)
        }
        return dependencies
    }

    /// `name`, `label: name` or `_: name`, with optional spaces around the colon.
    private func parseDependency(_ text: String, at location: SourceLocation) -> Dependency? {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let service = String(parts.last!).trimmingSpaces()
        guard SwiftNames.isIdentifier(service) else { return nil }
        guard parts.count == 2 else {
            return Dependency(label: .named(service), service: service, location: location)
        }
        let label = String(parts[0]).trimmingSpaces()
        if label == "_" {
            return Dependency(label: .unlabeled, service: service, location: location)
        }
        guard SwiftNames.isIdentifier(label) else { return nil }
        return Dependency(label: .named(label), service: service, location: location)
    }

    private mutating func decodeBindings(
        _ value: JSONValue, context: String, environmentNames: [String], hasMock: Bool
    ) -> [BindingOverride] {
        guard let members = object(value, describedAs: "'bind' of \(context)") else { return [] }
        var bindings: [BindingOverride] = []
        for member in members {
            let environment = member.key
            guard let binding = decodeEnumeration(member.value, key: "the binding for '\(printable(environment))'",
                                                  of: Binding.self, context: " in \(context)") else { continue }
            if environment == testEnvironmentName {
                error("'bind' cannot name 'test': TestComponent uses the mock where there is one; "
                      + "pass another implementation to TestComponent's initializer instead", at: member.keyLocation)
                continue
            }
            guard environmentNames.contains(environment) else {
                error("'bind' of \(context) names '\(printable(environment))', which is not an environment"
                      + NameSuggestion.didYouMean(environment, among: environmentNames)
                      + " (environments: \(environmentNames.joined(separator: ", ")))", at: member.keyLocation)
                continue
            }
            if binding == .mock && !hasMock {
                error("\(context) has no mock implementation to bind in '\(environment)'; add a \"mock\" to the service "
                      + "or remove this binding", at: member.value.location)
                continue
            }
            bindings.append(BindingOverride(environment: Located(environment, at: member.keyLocation), binding: binding))
        }
        return bindings
    }

    // MARK: - Shapes

    /// Reports unknown keys (with a suggestion) and missing required ones; returns the members by key.
    private mutating func checkKeys(
        _ members: [JSONMember], allowed: [String], required: [String], in context: String, at location: SourceLocation
    ) -> [String: JSONMember] {
        var fields: [String: JSONMember] = [:]
        for member in members {
            if allowed.contains(member.key) {
                fields[member.key] = member
                continue
            }
            let known = allowed.filter { $0 != "$schema" }
            let hint = NameSuggestion.closest(to: member.key, among: known).map { "; did you mean '\($0)'?" }
                ?? " (expected one of: \(known.joined(separator: ", ")))"
            error("unknown key '\(printable(member.key))' in \(context)\(hint)", at: member.keyLocation)
        }
        for key in required where fields[key] == nil {
            error("\(context) is missing the required key '\(key)'", at: location)
        }
        return fields
    }

    private mutating func object(_ value: JSONValue, describedAs what: String) -> [JSONMember]? {
        guard case .object(let members) = value.kind else {
            error("expected \(what) to be an object, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return members
    }

    private mutating func array(_ value: JSONValue, key: String, elementDescription: String) -> [JSONValue]? {
        guard case .array(let elements) = value.kind else {
            error("expected '\(key)' to be an array of \(elementDescription), found \(value.kindDescription)", at: value.location)
            return nil
        }
        return elements
    }

    private mutating func string(_ value: JSONValue, describedAs what: String) -> String? {
        guard case .string(let text) = value.kind else {
            error("expected \(what) to be a string, found \(value.kindDescription)", at: value.location)
            return nil
        }
        return text
    }

    /// A string naming one case of `Choice`, with "did you mean" for near misses.
    private mutating func decodeEnumeration<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, key: String, of: Choice.Type, context: String
    ) -> Choice? where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let text) = value.kind else {
            error("expected \(key)\(context) to be one of \(list), found \(value.kindDescription)", at: value.location)
            return nil
        }
        guard let choice = Choice(rawValue: text) else {
            error("'\(printable(text))' is not a valid value for \(key)\(context)"
                  + (NameSuggestion.closest(to: text, among: choices).map { "; did you mean '\($0)'?" }
                     ?? "; use one of \(list)"), at: value.location)
            return nil
        }
        return choice
    }

    private func suggestion(forMemberName name: String) -> String {
        SwiftNames.memberNameSuggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
    }

    private mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }
}

/// Text from the manifest as it may be quoted in a one-line diagnostic: control characters
/// escaped and very long values cut, so a hostile name cannot break the diagnostic's format.
func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if result.unicodeScalars.count >= 80 {
            result += "..."
            break
        }
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
