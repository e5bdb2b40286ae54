/// A JSON value that remembers where it was written, so every diagnostic can point into the manifest.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        /// Members in the order written; a duplicated key keeps only its first occurrence.
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number as written, validated against JSON's grammar.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// The first character of the value: the opening quote, bracket or brace, or the first digit.
    var location: SourceLocation

    /// How the value is named in "expected X, found Y" messages.
    var kindDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

struct JSONMember: Sendable {
    var key: String
    /// The opening quote of the key.
    var keyLocation: SourceLocation
    var value: JSONValue
}
