/// An implementation's `dependencies`: what each argument passes, written as a string.
///
///     "network"                  the service (or config value, input, parameter) `network`, as `network:`
///     "tokens: keychain"         `keychain`, as `tokens:`
///     "_: auth"                  `auth`, unlabelled
///     "userID: user.id"          a member of `user` (a service, config value, input or parameter)
///     "delegate: provider(coordinator)"
///                                a function that returns `coordinator` when called, so a cycle
///                                through it is allowed
///     "token: provider(accounts.accessToken)"
///                                a function that reads `accessToken` of `accounts` when called
///     "dependencies: FeedDependencies"
///                                the component itself, as the view `FeedDependencies`
///     "makeTab: scope(tab)"      a function that makes a component of the child scope `tab`
///     "timeout: .minutes(20)"    a value written out (see `ValueExpression`), always labelled
///     "protection: .named(appGroup)"
///                                a value that reads names of the graph (`ManifestDecoder+WrittenValues`)
///     "sha: sdkGitSha()"         a free function's call, a value too
extension ManifestDecoder {
    /// Why a dependency string is not one. `message` is nil when the string is no form at all
    /// (the error then lists the forms); `offset` is the UTF-8 offset of the problem.
    struct DependencyParseError: Error {
        /// What the value says, if the dependency is a value; nil when it is no dependency at all.
        var problem: (id: DiagnosticID, message: String)?
        var offset = 0
    }

    /// `labelsMustDiffer`: two arguments of one call cannot share a label (a property list
    /// reports its own repeats).
    mutating func decodeDependencies(_ value: JSONValue, context: String, labelsMustDiffer: Bool = true) -> [Dependency] {
        guard let elements = array(value, key: "dependencies", elementDescription: "service names") else { return [] }
        var dependencies: [Dependency] = []
        var firstLabelLocations: [String: SourceLocation] = [:]
        for element in elements {
            guard let text = string(element, describedAs: "each dependency") else { continue }
            var dependency: Dependency
            do {
                dependency = try Self.parseDependency(text, at: element.location)
                dependency.written = text
            } catch {
                reportUnparsed(text, error, at: element.location)
                continue
            }
            if labelsMustDiffer, case .named(let label) = dependency.label {
                if let first = firstLabelLocations[label] {
                    error(
                        .duplicateArgumentLabel,
                        "argument label '\(label)' is used twice in the dependencies of \(context); "
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

    private mutating func reportUnparsed(_ text: String, _ problem: DependencyParseError, at location: SourceLocation) {
        guard let (id, message) = problem.problem else {
            error(
                .invalidDependency,
                "'\(printable(text))' is not a dependency; write a service name (\"network\"), a labelled one "
                    + "(\"tokens: keychain\"), an unlabelled one (\"_: auth\"), a member of one (\"userID: user.id\"), "
                    + "a provider (\"delegate: provider(coordinator)\"), a child scope's maker "
                    + "(\"makeTab: scope(tab)\") or a labelled value (\"timeout: .minutes(20)\")", at: location)
            return
        }
        error(id, message, at: Self.location(ofOffset: problem.offset, in: text, openingQuote: location))
    }

    /// `[label:] value`, with optional spaces around the colon.
    static func parseDependency(_ text: String, at location: SourceLocation) throws(DependencyParseError) -> Dependency {
        var label: Dependency.Label?
        var valueStart = text.startIndex
        if let colon = text.firstIndex(of: ":") {
            let written = String(text[..<colon]).trimmingSpaces()
            if written == "_" {
                label = .unlabeled
            } else if SwiftNames.isIdentifier(written) {
                label = .named(written)
            } else if Self.looksLikeLabel(written) {
                // `1st: logger`: meant as a label, so reported as one rather than as a malformed value.
                let valueText = String(text[text.index(after: colon)...]).trimmingSpaces()
                throw DependencyParseError(
                    problem: (
                        .invalidDependency,
                        "'\(printable(written))' is not an argument label; a label is an identifier (ASCII letters, digits "
                            + "and underscores, not starting with a digit), or _ for an unlabelled argument: "
                            + "\"label: \(printable(valueText))\" or \"_: \(printable(valueText))\""
                    ),
                    offset: text.utf8.prefix { $0 == UInt8(ascii: " ") }.count)
            }
            if label != nil { valueStart = text.index(after: colon) }
        }
        while valueStart < text.endIndex, text[valueStart] == " " { valueStart = text.index(after: valueStart) }
        let valueText = String(text[valueStart...]).trimmingSpaces()
        let isFunctionForm = valueText.hasPrefix("provider(") || valueText.hasPrefix("scope(")
        if !isFunctionForm, ValueExpression.looksLikeExpression(valueText) {
            let offset = text.utf8.distance(from: text.startIndex, to: valueStart)
            return try parseValueDependency(text, value: valueText, at: offset, label: label, location: location)
        }
        guard var dependency = parseValue(valueText, at: location) else { throw DependencyParseError() }
        if let label { dependency.label = label }
        return dependency
    }

    /// Text before a dependency's first colon that can only be meant as a label: letters, digits,
    /// underscores and hyphens (`1st`, `my-label`), where a value would have quotes, dots or brackets.
    static func looksLikeLabel(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-" }
    }

    /// Where the byte at `offset` of a string's text was written: after the opening quote, each
    /// character counted as JSON writes it (`"`, `\\` and control characters take two bytes),
    /// so the column is exact unless the manifest escapes what it need not (`\\u0041`).
    static func location(ofOffset offset: Int, in text: String, openingQuote: SourceLocation) -> SourceLocation {
        var decoded = 0, written = 1
        for scalar in text.unicodeScalars {
            guard decoded < offset else { break }
            let length = UTF8.width(scalar)
            decoded += length
            written += scalar == "\"" || scalar == "\\" || scalar.value < 0x20 ? 2 : length
        }
        var location = openingQuote
        location.column += written
        return location
    }

    /// `name`, `name.member.member`, `provider(name)`, `provider(name.member)` or `scope(name)`,
    /// labelled by default with the last name (a scope maker with the maker's name, `makeTabComponent`).
    private static func parseValue(_ text: String, at location: SourceLocation) -> Dependency? {
        if let path = argument(of: "provider", in: text).flatMap(memberPath) {
            return Dependency(label: .named(path.last!), name: path[0], location: location, isProvider: true, members: Array(path.dropFirst()))
        }
        if let name = argument(of: "scope", in: text), SwiftNames.isIdentifier(name) {
            return Dependency(
                label: .named(SwiftNames.scopeFactoryFunction(for: name)), name: name, location: location,
                isScopeMaker: true)
        }
        guard let path = memberPath(text) else { return nil }
        // A view (a type name) is passed as `feedDependencies:` unless labelled.
        let label =
            path.count == 1 && SwiftNames.isTypeName(path[0])
            ? path[0].prefix(1).lowercased() + path[0].dropFirst() : path.last!
        return Dependency(label: .named(label), name: path[0], location: location, members: Array(path.dropFirst()))
    }

    /// `name` or `name.member.member`, split; nil when it is not one. After a dot Swift reads
    /// most keywords as member names; `self`, `init` and the like would name something other
    /// than a member's value.
    static func memberPath(_ text: String) -> [String]? {
        let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard path.allSatisfy(SwiftNames.isIdentifier),
            path.dropFirst().allSatisfy({ SwiftNames.reservedIdentifiers[$0] == nil && $0 != "Type" })
        else { return nil }
        return path
    }

    /// The text between the parentheses of `function(...)`, without the spaces around it; nil for any other text.
    private static func argument(of function: String, in text: String) -> String? {
        let prefix = function + "(", suffix = ")"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count else { return nil }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count)).trimmingSpaces()
    }
}
