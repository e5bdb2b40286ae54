import ServiceGraphGenerator
import Testing

/// Invalid JSON: one error, at the unexpected character, saying what was expected there.
@Suite struct JSONSyntaxDiagnosticTests {
    @Test func emptyFile() {
        #expect(
            diagnose("") == [
                "services.json:1:1: error: the manifest is empty; expected a JSON object such as {\"version\": 1, \"services\": {}} [#EmptyManifest]"
            ])
        #expect(
            diagnose("  \n\t\n") == [
                "services.json:3:1: error: the manifest is empty; expected a JSON object such as {\"version\": 1, \"services\": {}} [#EmptyManifest]"
            ])
    }

    @Test func doubledComma() {
        #expect(
            diagnose("{\"version\": 1,, \"services\": {}}") == [
                "services.json:1:15: error: expected a key in double quotes, found ',' [#KeyNotQuoted]"
            ])
    }

    @Test func missingCommaBetweenMembers() {
        let text = """
            {
              "version": 1
              "services": {}
            }
            """
        #expect(
            diagnose(text) == [
                "services.json:3:3: error: expected ',' or '}' after the value of \"version\", found '\"' [#MissingComma]"
            ])
    }

    @Test func trailingComma() {
        #expect(
            diagnose("{\"version\": 1, \"services\": {},\n}") == [
                "services.json:2:1: error: trailing comma before '}'; remove the comma [#TrailingComma]"
            ])
        #expect(
            diagnose("{\"imports\": [\"A\",]}") == [
                "services.json:1:18: error: trailing comma before ']'; remove the comma [#TrailingComma]"
            ])
    }

    @Test func unclosedObjectAndString() {
        #expect(
            diagnose("{\"version\": 1") == [
                "services.json:1:14: error: expected ',' or '}' after the value of \"version\", found the end of the file [#MissingComma]"
            ])
        #expect(
            diagnose("{\"version\": 1, \"services\": {\"a") == [
                "services.json:1:29: error: this string is never closed; add the closing '\"' [#UnclosedString]"
            ])
    }

    @Test func commentsAndSingleQuotes() {
        #expect(
            diagnose("{\n  // services\n}") == [
                "services.json:2:3: error: expected a key in double quotes, found '/' (JSON has no comments) [#KeyNotQuoted]"
            ])
        #expect(
            diagnose("{'version': 1}") == [
                "services.json:1:2: error: expected a key in double quotes, found ''' (JSON strings use double quotes) [#KeyNotQuoted]"
            ])
    }

    @Test func misspeltLiteralsAndNaN() {
        #expect(
            diagnose("{\"version\": True}") == [
                "services.json:1:13: error: expected a value (a string, number, object, array, true, false or null), found 'True' [#InvalidJSONValue]"
            ])
        #expect(
            diagnose("{\"version\": NaN}") == [
                "services.json:1:13: error: expected a value (a string, number, object, array, true, false or null), found 'NaN' [#InvalidJSONValue]"
            ])
    }

    @Test func badNumbers() {
        #expect(diagnose("{\"version\": 01}") == ["services.json:1:13: error: numbers cannot have leading zeros [#InvalidNumber]"])
        #expect(
            diagnose("{\"version\": 1.}") == [
                "services.json:1:15: error: expected a digit after the decimal point, found '}' [#InvalidNumber]"
            ])
        #expect(diagnose("{\"version\": -}") == ["services.json:1:14: error: expected a digit after '-', found '}' [#InvalidNumber]"])
    }

    @Test func badStrings() {
        #expect(
            diagnose("{\"version\": \"a\nb\"}") == [
                "services.json:1:15: error: a line break cannot appear inside a string; close the string first or write it as an escape such as \\n [#ControlCharacterInString]"
            ])
        #expect(
            diagnose("{\"a\\q\": 1}") == [
                "services.json:1:4: error: invalid escape \\q; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX [#InvalidEscape]"
            ])
        #expect(
            diagnose("{\"\\ud800\": 1}") == [
                "services.json:1:3: error: \\u escape is an unpaired surrogate; write the character itself [#InvalidEscape]"
            ])
    }

    @Test func invalidUTF8() {
        var bytes = Array("{\"version\": \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        let rendered = ComponentGeneratorTestBytes.diagnose(bytes)
        #expect(rendered == ["services.json:1:14: error: the file is not valid UTF-8 here (byte 0xC3); save it as UTF-8 [#InvalidUTF8]"])
    }

    @Test func textAfterTheTopLevelValue() {
        #expect(
            diagnose("{\"version\": 1, \"services\": {}} x") == [
                "services.json:1:32: error: expected the end of the file after the top-level value, found 'x' [#TextAfterManifest]"
            ])
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 100_000
        let text = "{\"imports\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        let result = diagnose(text)
        #expect(result == ["services.json:1:268: error: objects and arrays are nested more than 256 levels deep [#NestingTooDeep]"])
    }

    @Test func lineEndingsAndByteOrderMarkKeepPositionsRight() {
        // CRLF, lone CR and LF each end one line; the byte-order mark is not a column.
        let lines = ["{", "  \"version\": 1,", "  \"services\": {", "    \"a\": 5", "  }", "}"]
        for separator in ["\n", "\r\n", "\r"] {
            let expected = ["services.json:4:10: error: expected service 'a' to be an object, found a number [#WrongValueKind]"]
            #expect(diagnose(lines.joined(separator: separator)) == expected)
            #expect(diagnose("\u{FEFF}" + lines.joined(separator: separator)) == expected)
        }
        // A tab counts as one column.
        #expect(
            diagnose("{\n\t\"version\": 1,\n\t\"services\": {\n\t\t\"a\": 5\n\t}\n}") == [
                "services.json:4:8: error: expected service 'a' to be an object, found a number [#WrongValueKind]"
            ])
    }
}

enum ComponentGeneratorTestBytes {
    static func diagnose(_ bytes: [UInt8]) -> [String] {
        ComponentGenerator.check(manifest: bytes).map { $0.rendered(path: "services.json") }
    }
}
