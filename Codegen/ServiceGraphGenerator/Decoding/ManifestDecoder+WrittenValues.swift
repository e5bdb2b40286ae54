/// A dependency that writes a value out: `"timeout: .minutes(20)"`, `"flag: FeatureFlag.self"`,
/// `"sha: sdkGitSha()"`, `"protection: .dataProtection(.named(appGroup))"`.
///
/// A name of the graph inside the value (`appGroup`, `user.id`) becomes a dependency of its own,
/// at the name's column, in the value's `namesRead`: the analysis sees it as it sees any (edges,
/// effects, isolation, who reads what), the checker reports it as any (unknown with a fix-it, out of
/// scope, a service with parameters), and the plan resolves it from the service's scope.
extension ManifestDecoder {
    /// `value` is `text` from the UTF-8 offset `offset` on: the value after the label, if any.
    static func parseValueDependency(
        _ text: String, value: String, at offset: Int, label: Dependency.Label?, location: SourceLocation
    ) throws(DependencyParseError) -> Dependency {
        let parsed: ValueExpression.Parsed
        do {
            parsed = try ValueExpression.parseReadingNames(value)
        } catch {
            throw DependencyParseError(
                problem: (
                    .invalidValue,
                    "'\(printable(text))' is not a value: \(error.reason); a value is a literal (3, 2.5, \"main\", true, nil), "
                        + "an enum case or static member (.minutes(20), Duration.seconds(5)), an initializer (UUID()), a "
                        + "metatype (FeatureFlag.self) or a free function's call (sdkGitSha()), whose arguments are values "
                        + "too or names of the graph (.named(appGroup), user.id)"
                ),
                offset: offset + error.offset)
        }
        guard let label else {
            throw DependencyParseError(
                problem: (
                    .valueWithoutLabel,
                    "the value '\(printable(value))' needs the label of the argument it is passed as: "
                        + "write \"timeout: \(printable(value))\", or \"_: \(printable(value))\" for an unlabelled argument"
                ))
        }
        let place = { (written: ValueExpression.WrittenName) in
            Self.location(ofOffset: offset + written.offset, in: text, openingQuote: location)
        }
        var dependency = Dependency(label: label, name: value, location: location, expression: parsed.expression)
        dependency.namesRead = parsed.namesRead.map { read in
            Dependency(
                label: .unlabeled, name: read.name, location: place(read), members: read.members,
                siteInValue: .init(quote: location, offset: offset + read.offset), written: text)
        }
        dependency.functionsCalled = parsed.functionsCalled.map { Located($0.name, at: place($0)) }
        return dependency
    }
}
