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
        if let siteInValue {
            let utf8 = Array(written.utf8)
            let end = siteInValue.offset + name.utf8.count
            guard end <= utf8.count, Array(utf8[siteInValue.offset..<end]) == Array(name.utf8) else { return nil }
            let fixed = String(decoding: utf8[..<siteInValue.offset] + Array(replacement.utf8) + utf8[end...], as: UTF8.self)
            return .string(at: siteInValue.quote, written, becomes: fixed)
        }
        // The name follows the label's colon, if any, and an opening parenthesis, if any.
        let afterLabel = written.lastIndex(of: ":").map { written.index(after: $0) } ?? written.startIndex
        let afterParenthesis = written[afterLabel...].firstIndex(of: "(").map { written.index(after: $0) } ?? afterLabel
        guard let range = written[afterParenthesis...].firstRange(of: name) else { return nil }
        var fixed = written
        fixed.replaceSubrange(range, with: replacement)
        return .string(at: location, written, becomes: fixed)
    }
}
