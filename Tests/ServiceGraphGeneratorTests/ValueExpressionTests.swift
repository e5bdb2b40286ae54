import Testing

@testable import ServiceGraphGenerator

/// The grammar of values written out in dependencies: what it reads, how it writes each back,
/// and where it stops on what it does not read.
@Suite struct ValueExpressionTests {
    @Test(arguments: [
        ("3", "3"), ("-12", "-12"), ("1_000", "1_000"), ("0xFF", "0xFF"), ("2.5", "2.5"), ("-1e-3", "-1e-3"),
        ("true", "true"), ("nil", "nil"), (#""main""#, #""main""#),
        (".minutes(20)", ".minutes(20)"), (".custom( name:\"x\" ,weight: 2 )", #".custom(name: "x", weight: 2)"#),
        ("Duration.seconds(5)", "Duration.seconds(5)"), ("UUID()", "UUID()"), ("Locale.current.identifier", "Locale.current.identifier"),
        (".init(rawValue: 3)", ".init(rawValue: 3)"), (".retry(after: .seconds(1), `default`: nil)", ""),
        ("FeatureFlag.self", "FeatureFlag.self"), ("Foo.Bar.self", "Foo.Bar.self"), ("sdkGitSha()", "sdkGitSha()"),
        ("makeID( prefix:\"x\" )", #"makeID(prefix: "x")"#), ("makeID().uppercased()", "makeID().uppercased()"),
        (".dataProtection(.named(appGroup))", ".dataProtection(.named(appGroup))"), ("User(id: user.id)", "User(id: user.id)"),
    ])
    func readsAndWritesBack(_ text: String, _ written: String) throws {
        guard !written.isEmpty else {
            // Backquotes are not part of the grammar.
            #expect(throws: ValueExpression.ParseError.self) { try ValueExpression.parse(text) }
            return
        }
        #expect(try ValueExpression.parse(text).source == written)
    }

    @Test func stringsComeOutAsTextNeverAsCode() throws {
        // `\(` would interpolate in Swift; the manifest's `\"` is a quote inside the string.
        let value = try ValueExpression.parse(#""a \" \\(secret) \\ b""#)
        #expect(value == .string(#"a " \(secret) \ b"#))
        #expect(value.source == #""a \" \\(secret) \\ b""#)
    }

    @Test func namesOfTheGraphAreReadAndFunctionsCalledWhereTheyAreWritten() throws {
        let parsed = try ValueExpression.parseReadingNames(#".wrap(Box(group: appGroup, id: user.id), makeID(x: "a"))"#)
        #expect(parsed.namesRead == [.init(name: "appGroup", offset: 17), .init(name: "user", members: ["id"], offset: 31)])
        #expect(parsed.functionsCalled == [.init(name: "makeID", offset: 41)])
        // Each name as the component reads it; a free function and a type's member stay as written.
        #expect(parsed.expression.source { "_parent." + $0 } == #".wrap(Box(group: _parent.appGroup, id: _parent.user.id), makeID(x: "a"))"#)
    }

    @Test func eachFormParsesIntoItsOwnCase() throws {
        let metatype = ValueExpression.member(implicit: false, steps: [.init(name: "Foo"), .init(name: "Bar"), .init(name: "self")])
        #expect(try ValueExpression.parse("Foo.Bar.self") == metatype)
        #expect(try ValueExpression.parse("sdkGitSha()") == .functionCall(steps: [.init(name: "sdkGitSha", arguments: [])]))
        let read = ValueExpression.Argument(value: .graphRead(name: "user", members: ["id"]))
        #expect(try ValueExpression.parse(".a(user.id)") == .member(implicit: true, steps: [.init(name: "a", arguments: [read])]))
    }

    @Test(arguments: [
        ("Foo.shared.self", 11, "'.self' does not read a member's value; '.self' follows only types' names"),
        ("Foo.self.bar", 4, "'.self' does not read a member's value"),
        ("Foo().self", 6, "'.self' does not read a member's value"),
        ("makeID().self", 9, "'.self' does not read a member's value"),
        (".a(user.id.uppercased())", 21, "'user.id.uppercased' is read from the graph"),
        (".a(user.self)", 8, "'.self' does not read a member's value"),
        (".a(provider(coordinator))", 3, "'provider(...)' is a dependency of its own"),
        (".a(scope(tab))", 3, "'scope(...)' is a dependency of its own"),
        ("repeat()", 0, "'repeat' is a Swift keyword"),
        (".a(self)", 3, "'self' cannot start a value"),
        (".wrap(FeedDependencies)", 6, "'FeedDependencies' is a type's name alone"),
        ("3abc", 1, "unexpected 'a' in a number"),
        ("Foo.bar(x: 1", 12, "')' is missing"),
        (#""a\nb""#, 2, "a string may escape only"),
        (".self", 1, "'.self' does not read a member's value"),
        ("Self.shared", 0, "'Self' cannot start a value"),
        (".a + .b", 3, "unexpected '+'"),
        ("{ 3 }", 0, "unexpected '{'"),
        ("- 3", 1, "'-' must be followed"),
    ])
    func stopsAtTheFirstThingOutsideTheGrammar(_ text: String, _ offset: Int, _ reason: String) {
        #expect {
            try ValueExpression.parse(text)
        } throws: { error in
            guard let error = error as? ValueExpression.ParseError else { return false }
            return error.offset == offset && error.reason.hasPrefix(reason)
        }
    }

    @Test func deepNestingIsRejectedNotACrash() {
        let text = String(repeating: ".a(", count: 10_000) + String(repeating: ")", count: 10_000)
        #expect(throws: ValueExpression.ParseError.self) { try ValueExpression.parse(text) }
    }

    @Test func aValueIsToldFromANameByHowItStarts() {
        #expect(ValueExpression.looksLikeExpression(".minutes(20)") && ValueExpression.looksLikeExpression("Foo.bar"))
        #expect(ValueExpression.looksLikeExpression("UUID()") && ValueExpression.looksLikeExpression("nil"))
        #expect(ValueExpression.looksLikeExpression("sdkGitSha()") && ValueExpression.looksLikeExpression("FeatureFlag.self"))
        #expect(!ValueExpression.looksLikeExpression("user.id") && !ValueExpression.looksLikeExpression("FeedDependencies"))
    }

    @Test func anErrorsColumnCountsTheManifestsEscapes() {
        // `label: "x` decoded; in the file, the quote is written `\"`, one byte more.
        let location = ManifestDecoder.location(ofOffset: 9, in: #"label: "x"#, openingQuote: SourceLocation(line: 3, column: 10))
        #expect(location == SourceLocation(line: 3, column: 10 + 1 + 10))
    }
}
