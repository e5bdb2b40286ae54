/// An implementation's `dependencies`: what each argument passes, written as a string.
///
///     "network"                  the service (or config value, input, parameter) `network`, as `network:`
///     "tokens: keychain"         `keychain`, as `tokens:`
///     "_: auth"                  `auth`, unlabelled
///     "userID: user.id"          a member of `user` (a service, config value, input or parameter)
///     "delegate: provider(coordinator)"
///                                a function that returns `coordinator` when called, so a cycle
///                                through it is allowed
///     "dependencies: FeedDependencies"
///                                the component itself, as the view `FeedDependencies`
///     "makeTab: scope(tab)"      a function that makes a component of the child scope `tab`
extension ManifestDecoder {
    /// `labelsMustDiffer`: two arguments of one call cannot share a label (a property list
    /// reports its own repeats).
    mutating func decodeDependencies(_ value: JSONValue, context: String, labelsMustDiffer: Bool = true) -> [Dependency] {
        guard let elements = array(value, key: "dependencies", elementDescription: "service names") else { return [] }
        var dependencies: [Dependency] = []
        var firstLabelLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let text = string(element, describedAs: "each dependency") else { continue }
            guard let dependency = Self.parseDependency(text, at: element.location) else {
                error("'\(printable(text))' is not a dependency; write a service name (\"network\"), a labelled one "
                      + "(\"tokens: keychain\"), an unlabelled one (\"_: auth\"), a member of one (\"userID: user.id\"), "
                      + "a provider (\"delegate: provider(coordinator)\") or a child scope's maker "
                      + "(\"makeTab: scope(tab)\")", at: element.location)
                continue
            }
            if labelsMustDiffer, case .named(let label) = dependency.label {
                if let first = firstLabelLocations[label] {
                    error("argument label '\(label)' is used twice in the dependencies of \(context); "
                          + "give one of them another label (\"otherLabel: \(dependency.name)\")",
                          at: element.location, notes: [.init("'\(label)' is first used here", at: first)])
                } else {
                    firstLabelLocations[label] = element.location
                }
            }
            dependencies.append(dependency)
        }
        return dependencies
    }

    /// `[label:] value`, with optional spaces around the colon; nil when it is neither.
    static func parseDependency(_ text: String, at location: SourceLocation) -> Dependency? {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard var dependency = parseValue(String(parts.last!).trimmingSpaces(), at: location) else { return nil }
        guard parts.count == 2 else { return dependency }
        let label = String(parts[0]).trimmingSpaces()
        if label == "_" {
            dependency.label = .unlabeled
        } else if SwiftNames.isIdentifier(label) {
            dependency.label = .named(label)
        } else {
            return nil
        }
        return dependency
    }

    /// `name`, `name.member.member`, `provider(name)` or `scope(name)`, labelled by default
    /// with the last name (a scope maker with the maker's name, `makeTabComponent`).
    private static func parseValue(_ text: String, at location: SourceLocation) -> Dependency? {
        if let name = argument(of: "provider", in: text) {
            return Dependency(label: .named(name), name: name, location: location, isProvider: true)
        }
        if let name = argument(of: "scope", in: text) {
            return Dependency(label: .named(SwiftNames.scopeFactoryFunction(for: name)), name: name, location: location,
                              isScopeMaker: true)
        }
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // After a dot Swift reads most keywords as member names; `self`, `init` and the like
        // would name something other than a member's value.
        guard path.allSatisfy(SwiftNames.isIdentifier),
              path.dropFirst().allSatisfy({ SwiftNames.reservedIdentifiers[$0] == nil && $0 != "Type" }) else { return nil }
        // A view (a type name) is passed as `feedDependencies:` unless labelled.
        let label = path.count == 1 && SwiftNames.isTypeName(path[0])
            ? path[0].prefix(1).lowercased() + path[0].dropFirst() : path.last!
        return Dependency(label: .named(label), name: path[0], location: location, members: Array(path.dropFirst()))
    }

    /// `name` in `function(name)`, when it is an identifier; nil for any other text.
    private static func argument(of function: String, in text: String) -> String? {
        let prefix = function + "(", suffix = ")"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count else { return nil }
        let name = String(text.dropFirst(prefix.count).dropLast(suffix.count)).trimmingSpaces()
        return SwiftNames.isIdentifier(name) ? name : nil
    }
}
