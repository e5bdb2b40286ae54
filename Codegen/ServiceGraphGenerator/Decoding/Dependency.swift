/// One argument of an implementation's initializer or factory, or a name a value among them reads.
struct Dependency: Sendable {
    enum Label: Equatable, Sendable {
        /// `"network"` passes `network:`; `"tokens: keychain"` passes `tokens:`.
        case named(String)
        /// `"_: auth"` passes the service without a label.
        case unlabeled
    }

    /// Where a name read inside a value is written: the value's string (its opening quote) and the
    /// name's UTF-8 offset in it (`appGroup` at 24 of `protection: .named(appGroup)`).
    struct SiteInValue: Sendable {
        var quote: SourceLocation
        var offset: Int
    }

    var label: Label
    /// A service, config value, input, or one of the service's own parameters; for an
    /// expression, its text.
    var name: String
    /// The dependency string's opening quote; for a name read inside a value, the name itself.
    var location: SourceLocation
    /// `provider(name)`, `provider(name.member)`: passes a function that returns the service (or
    /// the member of it) when called, not the service, so nothing is built while the dependent is
    /// (a cycle through it is allowed).
    var isProvider = false
    /// `scope(tab)`: passes a function that makes a component of the child scope `name` (the
    /// parent's `makeTabComponent`), not anything named `name` in the graph.
    var isScopeMaker = false
    /// `user.id`: the members read from what `name` names, in order.
    var members: [String] = []
    /// `"timeout: .minutes(20)"`: a value written out.
    var expression: ValueExpression?
    /// The names of the graph the value reads (`appGroup` in `.named(appGroup)`), each a
    /// dependency of its own, so that each is checked, ordered, drawn and followed like any.
    var namesRead: [Dependency] = []
    /// The free functions the value calls (`sdkGitSha`), each where its name is written.
    var functionsCalled: [Located<String>] = []
    /// Set for a name read inside a value: where it is written in the value's string.
    var siteInValue: SiteInValue?
    /// The string as written, for a fix-it that replaces its name.
    var written = ""

    /// Whether it is a name read inside a value rather than an argument of its own.
    var isReadInsideAValue: Bool { siteInValue != nil }

    /// The dependency and, for a value, the names it reads: what the analysis sees of it.
    var withNamesRead: [Dependency] { [self] + namesRead }

    /// A fix-it that writes `replacement` for the name this dependency names (its label,
    /// provider or maker form and members kept; in a value, that name alone).
    func renamingFixIt(to replacement: String) -> FixIt? {
        nameSite?.renamed(to: replacement)
    }

    /// Where the name this dependency names is written in its string; nil for a value written out.
    var nameSite: NameSite? {
        if let siteInValue {
            let site = NameSite(location: siteInValue.quote, written: written, nameOffset: siteInValue.offset, name: name)
            return site.isConsistent ? site : nil
        }
        // The name follows the label's colon, if any, and an opening parenthesis, if any.
        let afterLabel = written.lastIndex(of: ":").map { written.index(after: $0) } ?? written.startIndex
        let afterParenthesis = written[afterLabel...].firstIndex(of: "(").map { written.index(after: $0) } ?? afterLabel
        guard let range = written[afterParenthesis...].firstRange(of: name) else { return nil }
        let offset = written.utf8.distance(from: written.startIndex, to: range.lowerBound)
        return NameSite(location: location, written: written, nameOffset: offset, name: name)
    }
}
