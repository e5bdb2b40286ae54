/// Mistakes in the JSON itself, which `JSONParser` reports (it stops at the first, except for
/// duplicate keys).
extension DiagnosticID {
    static let syntaxIDs: [DiagnosticID] = [
        .emptyManifest, .textAfterManifest, .unexpectedEndOfFile, .invalidJSONValue, .keyNotQuoted, .missingColon,
        .missingComma, .trailingComma, .nestingTooDeep, .invalidNumber, .unclosedString, .controlCharacterInString,
        .invalidEscape, .invalidUTF8, .duplicateKey,
    ]

    static let emptyManifest = DiagnosticID(
        "EmptyManifest", "Empty manifest",
        #"""
        The file has no JSON in it at all. Write the manifest's object, at least `{"version": 1, "services": {}}`.
        """#)

    static let textAfterManifest = DiagnosticID(
        "TextAfterManifest", "Text after the manifest",
        #"""
        The manifest's object is complete, but more text follows it, such as a stray closing brace. Remove it, or
        move it to where it belongs: a file holds exactly one JSON object.
        """#)

    static let unexpectedEndOfFile = DiagnosticID(
        "UnexpectedEndOfFile", "File ends before a value",
        #"""
        The file ends where a value should follow a key (the file was cut off, or the value was never written).
        Write the value and close every open object and array.
        """#)

    static let invalidJSONValue = DiagnosticID(
        "InvalidJSONValue", "Not a JSON value",
        #"""
        JSON values are strings in double quotes, numbers, objects, arrays and the lowercase words `true`, `false`
        and `null`; it has no `True`, `NaN`, `Infinity`, `undefined` or unquoted words. Write the value in JSON.
        """#)

    static let keyNotQuoted = DiagnosticID(
        "KeyNotQuoted", "Key not in double quotes",
        #"""
        Every key in a JSON object is a string in double quotes: `"version": 1`. The same message points at a
        comment (JSON has none), a key in single quotes, typographic quotes, a doubled comma or a stray character
        where a key should start.
        """#)

    static let missingColon = DiagnosticID(
        "MissingColon", "Missing colon after a key",
        #"""
        A key and its value are separated by a colon: `"version": 1`.
        """#)

    static let missingComma = DiagnosticID(
        "MissingComma", "Missing comma",
        #"""
        Members of an object, and elements of an array, are separated by commas (`["network", "keychain"]`); one
        is missing before the character shown. Add it at the end of the previous member or element.
        """#)

    static let trailingComma = DiagnosticID(
        "TrailingComma", "Trailing comma",
        #"""
        JSON does not allow a comma after the last member of an object or the last element of an array; the error
        points at the `}` or `]` that follows it. Remove the comma.
        """#)

    static let nestingTooDeep = DiagnosticID(
        "NestingTooDeep", "Nested too deeply",
        #"""
        Objects and arrays are nested more than 256 levels deep, far more than any manifest needs; the file is
        probably generated wrongly. (The limit keeps a hostile file from exhausting the stack.) Write each value
        in the shape the format gives it, such as `"imports": ["Foundation"]`, a list of names, and fix whatever
        wrote the file.
        """#)

    static let invalidNumber = DiagnosticID(
        "InvalidNumber", "Malformed number",
        #"""
        A JSON number is an optional `-`, digits without leading zeros (`7`, not `007` or `-01`), an optional
        decimal point followed by at least one digit (`15.0` or `15`, and `0.5`, not `.5`), and an optional
        exponent (`e` or `E`, optionally `+` or `-`) followed by digits (`1e6`). JSON cannot write infinities or
        NaN; use a finite number.
        """#)

    static let unclosedString = DiagnosticID(
        "UnclosedString", "Unclosed string",
        #"""
        The file ends inside this string: its closing `"` is missing (or the file was cut off). Close the string,
        then write whatever else is missing and close every open object and array.
        """#)

    static let controlCharacterInString = DiagnosticID(
        "ControlCharacterInString", "Line break or control character in a string",
        #"""
        A JSON string cannot contain a raw line break or another control character such as a tab (U+0000 to
        U+001F); the error points at it. Close the string before the end of the line, or write the character as
        an escape (`\n`, `\t`), or remove it.
        """#)

    static let invalidEscape = DiagnosticID(
        "InvalidEscape", "Invalid escape",
        #"""
        A backslash in a JSON string starts an escape, and only `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and
        `\uXXXX` exist. To write a backslash, double it: `C:\\Users`. `\u` must be followed by exactly four
        hexadecimal digits (`\u00e9`). `\uD800` to `\uDFFF` are halves of a UTF-16 pair and must come as a high
        half followed by a low half (`\ud83d\ude80`). Or write the character itself: the manifest is UTF-8. An
        escape cut off by the end of the file means the file was probably cut off: restore the rest of it (finish
        the escape, or remove the backslash where the value has none, such as in a type name), close the string
        and every open object and array.
        """#)

    static let invalidUTF8 = DiagnosticID(
        "InvalidUTF8", "A file that is not UTF-8",
        #"""
        `services.json` must be UTF-8 (a UTF-8 byte-order mark is allowed and ignored); the error points at the
        first byte that is not, or at the UTF-16 byte-order mark of a UTF-16 file. Save the file as UTF-8 in your
        editor.
        """#)

    static let duplicateKey = DiagnosticID(
        "DuplicateKey", "Duplicate key",
        #"""
        An object has the same key twice. Most JSON readers silently keep only one of them, so the tool keeps the
        first and reports the second, with a note at the first. Remove one, or rename it.
        """#)
}
