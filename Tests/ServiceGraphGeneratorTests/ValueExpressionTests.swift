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

    @Test(arguments: [
        (".minutes(timeout)", 9, "'timeout' is not a type"),
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
        #expect(!ValueExpression.looksLikeExpression("user.id") && !ValueExpression.looksLikeExpression("FeedDependencies"))
    }

    @Test func anErrorsColumnCountsTheManifestsEscapes() {
        // `label: "x` decoded; in the file, the quote is written `\"`, one byte more.
        let location = ManifestDecoder.location(ofOffset: 9, in: #"label: "x"#, openingQuote: SourceLocation(line: 3, column: 10))
        #expect(location == SourceLocation(line: 3, column: 10 + 1 + 10))
    }
}
