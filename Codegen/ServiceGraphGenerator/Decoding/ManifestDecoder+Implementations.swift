/// A service's implementations (`real`, `mock`, variants, fallbacks): a type name, or an object
/// with a `type` or a `factory`, its dependencies, and how its construction can fail.
extension ManifestDecoder {
    /// An implementation: a type name, or an object with `type` or `factory` and optional `dependencies`.
    mutating func decodeImplementation(
        _ value: JSONValue, role: String, context: String, allowsDependencies: Bool = true
    ) -> Implementation? {
        var dependencies: [Dependency] = []
        switch value.kind {
        case .string:
            guard let type = decodeImplementationType(value, role: role, context: context) else { return nil }
            return Implementation(constructor: .initializer(type), location: value.location, dependencies: [])
        case .object(let members):
            let what = "the \(role) implementation of \(context)"
            let fields = checkKeys(members, allowed: Keys.implementation, required: [], in: what, at: value.location)
            let throwsLocation = fields["throws"].flatMap { field in
                bool(field.value, describedAs: "'throws' of \(what)") == true ? field.value.location : nil
            }
            let asyncLocation = fields["async"].flatMap { field in
                bool(field.value, describedAs: "'async' of \(what)") == true ? field.value.location : nil
            }
            let failure = decodeFailure(fields, what: what, isFactory: fields["factory"] != nil)
            if !allowsDependencies, let location = throwsLocation ?? asyncLocation ?? failure?.location {
                error(
                    .invalidTestDefault, "\(what) is evaluated as a default argument, so it cannot throw, fail or be async",
                    at: location)
            }
            if let list = fields["dependencies"] {
                if allowsDependencies {
                    dependencies = decodeDependencies(list.value, context: context)
                } else {
                    error(.invalidTestDefault, "\(what) is built with no arguments, so it cannot have 'dependencies'", at: list.keyLocation)
                }
            }
            var wiring = (properties: [Dependency](), calls: [MethodCall]())
            if fields["properties"] != nil || fields["calls"] != nil {
                if allowsDependencies {
                    wiring = decodeWiring(properties: fields["properties"], calls: fields["calls"], context: context)
                } else if let key = fields["properties"]?.keyLocation ?? fields["calls"]?.keyLocation {
                    error(
                        .invalidTestDefault, "\(what) is built with no arguments, so nothing can be set on it; remove 'properties' and 'calls'",
                        at: key)
                }
            }
            var implementation: Implementation
            switch (fields["type"], fields["factory"]) {
            case (nil, nil):
                error(.missingTypeOrFactory, "\(what) needs a 'type' (an initializer) or a 'factory' (a static member)", at: value.location)
                return nil
            case (.some, .some(let factory)):
                error(.bothTypeAndFactory, "\(what) has both 'type' and 'factory'; keep one", at: factory.keyLocation)
                return nil
            case (.some(let type), nil):
                guard let type = decodeImplementationType(type.value, role: role, context: context) else { return nil }
                implementation = Implementation(
                    constructor: .initializer(type), location: fields["type"]!.value.location,
                    dependencies: dependencies, throwsLocation: throwsLocation,
                    asyncLocation: asyncLocation)
            case (nil, .some(let factory)):
                guard let path = decodeFactoryPath(factory.value, describedAs: "'factory' of \(what)") else { return nil }
                implementation = Implementation(
                    constructor: .factory(path: path, isCall: fields["dependencies"] != nil),
                    location: factory.value.location, dependencies: dependencies,
                    throwsLocation: throwsLocation, asyncLocation: asyncLocation)
                // `timelineFactory.build`: a method of a service (or a member of a config value or
                // input), which types' names (starting with a capital) cannot be. A test default is
                // evaluated before any service exists; its checks say so.
                if allowsDependencies, path.count > 1, !SwiftNames.isTypeName(path[0]) {
                    implementation.receiver = Dependency(
                        label: .unlabeled, name: path[0], location: factory.value.location, members: Array(path.dropFirst()),
                        written: path.joined(separator: "."))
                }
            }
            (implementation.properties, implementation.calls) = wiring
            implementation.failure = allowsDependencies ? failure : nil
            return implementation
        default:
            error(
                .wrongValueKind,
                "expected '\(role)' of \(context) to be a type name or an object with \"type\" or \"factory\" "
                    + "and \"dependencies\", found \(value.kindDescription)", at: value.location)
            return nil
        }
    }

    /// `"failable": true` (an `init?`, or a factory returning an optional) or `"result": true` (a
    /// factory returning a `Result`), and where it is written.
    private mutating func decodeFailure(
        _ fields: [String: JSONMember], what: String, isFactory: Bool
    ) -> Located<Implementation.Failure>? {
        let failable = fields["failable"].flatMap { field in
            bool(field.value, describedAs: "'failable' of \(what)") == true ? field.value.location : nil
        }
        let result = fields["result"].flatMap { field in
            bool(field.value, describedAs: "'result' of \(what)") == true ? field.value.location : nil
        }
        if let result, !isFactory {
            error(
                .keyNotAllowedHere,
                "\(what) is an initializer, which returns its type, not a 'Result'; write \"failable\": true for an init?",
                at: result)
        } else if let failable, let result {
            error(
                .keyNotAllowedHere, "\(what) is either failable (it returns an optional) or returns a 'Result'; keep one",
                at: max(failable, result))
        }
        // Still taken to fail when reported, so that what reads it is not reported as well.
        return failable.map { Located(.optional, at: $0) } ?? result.map { Located(.result, at: $0) }
    }

    private mutating func decodeImplementationType(_ value: JSONValue, role: String, context: String) -> TypeExpression? {
        guard let text = string(value, describedAs: "the \(role) implementation's 'type' of \(context)") else { return nil }
        let type: TypeExpression
        do {
            type = try TypeExpression.parse(text)
        } catch {
            self.error(.invalidType, "the \(role) implementation of \(context) is not a Swift type: \(error.reason)", at: value.location)
            return nil
        }
        guard type.isNamed else {
            error(
                .implementationNotConcrete,
                "the \(role) implementation of \(context) must name a concrete type such as \"ConsoleLogger\" or "
                    + "\"Cache<String>\": it is called as an initializer, so '\(type.source)' cannot be used",
                at: value.location)
            return nil
        }
        return type
    }

    /// `FileStorage.documents`: names separated by dots, nothing else.
    private mutating func decodeFactoryPath(_ value: JSONValue, describedAs what: String) -> [String]? {
        decodeMemberPath(value, describedAs: what, examples: ["FileStorage.documents", "KeychainWrapper.shared"])
    }

    /// A static member written as names separated by dots (`AppConstants.apiHost`), nothing else.
    mutating func decodeMemberPath(_ value: JSONValue, describedAs what: String, examples: [String]) -> [String]? {
        guard let text = string(value, describedAs: what) else { return nil }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // After a dot Swift reads most keywords as member names (`FileManager.default`); the first
        // component must not be one, and no component may be `init`, `self` and the like, which
        // would name something other than a value.
        let valid =
            path.allSatisfy { SwiftNames.isIdentifier($0) && SwiftNames.reservedIdentifiers[$0] == nil }
            && !SwiftNames.keywords.contains(path[0])
        guard valid else {
            error(
                .invalidStaticMember,
                "\(what) must be a static member written as names separated by dots, such as "
                    + examples.map { "\"\($0)\"" }.joined(separator: " or ") + "; '\(printable(text))' is not",
                at: value.location)
            return nil
        }
        return path
    }
}
