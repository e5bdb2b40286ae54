/// What a map's keys are, from its type `[Key: Element]`: `String`, `Int`, or an enum, whose
/// keys are its cases (`".settings"`).
enum MapKeyType: Equatable {
    case string
    case integer
    case enumeration(String)

    init?(_ type: TypeExpression) {
        guard case .dictionary(key: let key, value: _) = type else { return nil }
        switch key.source {
        case "String", "Swift.String": self = .string
        case "Int", "Swift.Int": self = .integer
        default: self = .enumeration(key.source)
        }
    }

    /// Why `key` is not a key of this type, as the end of a sentence; nil when it is.
    func problem(with key: ContributionKey) -> String? {
        switch (self, key) {
        case (.string, .string), (.integer, .integer):
            return nil
        case (.string, .integer):
            return "but its keys are Strings; write the key as a string (\"key\": \"\(key.written)\")"
        case (.integer, .string(let text)):
            return "but its keys are Ints; write the key as a JSON integer (\"key\": \(Int(text).map(String.init) ?? "3"))"
        case (.enumeration(let type), .string(let text)):
            let example = SwiftNames.isIdentifier(text) ? "." + text : ".settings"
            return Self.enumCase(text) != nil
                ? nil
                : "but its keys are cases of '\(type)'; write a case with its leading dot (\"key\": \"\(example)\")"
        case (.enumeration(let type), .integer):
            return "but its keys are cases of '\(type)'; write a case with its leading dot (\"key\": \".settings\")"
        }
    }

    /// `settings` for `".settings"`; nil for what cannot follow a dot as a case (`.self`, `.init`).
    static func enumCase(_ text: String) -> String? {
        let name = String(text.dropFirst())
        guard text.first == ".", SwiftNames.isIdentifier(name), !["self", "init", "Type", "Protocol"].contains(name)
        else { return nil }
        return name
    }

    /// `key` as Swift source: an integer, a case of an enum key type (`.settings`), or a string literal.
    func source(of key: ContributionKey) -> String {
        switch (key, self) {
        case (.integer(let number), _): "\(number)"
        case (.string(let text), .enumeration): "." + (Self.enumCase(text) ?? text)
        case (.string(let text), _): SwiftLiteral.string(text)
        }
    }
}
