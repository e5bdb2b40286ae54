import Foundation

/// Swift type names as written in the sources, made into the manifest's spelling.
enum TypeText {
    /// `(any P)` -> `P`, `any P` -> `P`: how a type is asked for, whatever its spelling.
    static func withoutExistential(_ written: String) -> String {
        var text = withoutParentheses(written)
        if text.hasPrefix("any ") { text.removeFirst(4) }
        return withoutParentheses(text)
    }

    /// `((any P))` -> `any P`; `(Int) -> (String)` and `(A, B)` stay as written.
    static func withoutParentheses(_ written: String) -> String {
        var text = written.trimmingCharacters(in: .whitespaces)
        while text.hasPrefix("("), text.hasSuffix(")"), !text.contains(","), closesAtEnd(text) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// Whether the parenthesis that opens the text is the one that closes it.
    private static func closesAtEnd(_ text: String) -> Bool {
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 { return index == text.count - 1 }
        }
        return false
    }

    /// The manifest's spelling of a registered type: `any P` where `P` is a protocol.
    static func serviceType(_ written: String, protocols: Set<String>) -> String {
        let bare = withoutExistential(written)
        return protocols.contains(bare) ? "any " + bare : withExistentials(withoutParentheses(written), protocols: protocols)
    }

    /// A service name from a type: `HTTPClient` -> `httpClient`, `any HealthServiceProtocol` ->
    /// `healthService`, `Module.Store` -> `store`, `Box<Int>` -> `box`.
    static func serviceName(_ written: String) -> String {
        var base = withoutExistential(written)
        if let generic = base.firstIndex(of: "<") { base = String(base[..<generic]) }
        if let dot = base.lastIndex(of: ".") { base = String(base[base.index(after: dot)...]) }
        for suffix in ["Protocol", "Interface", "Type"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
        }
        return lowerCamel(base)
    }

    /// `HTTPClient` -> `httpClient`, `URL` -> `url`, `Logger` -> `logger`.
    static func lowerCamel(_ text: String) -> String {
        let characters = Array(text)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // In `HTTPClient` the last capital starts the next word, unless the name is all capitals.
        let lowered = upper > 1 && upper < characters.count ? upper - 1 : upper
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
