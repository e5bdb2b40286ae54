import Foundation

/// A Swift number literal in the spelling JSON accepts.
enum SwiftLiteralNumber {
    /// `1_000` -> 1000, `0xFF` -> 255, `0o17` -> 15, `0b101` -> 5; nil when it does not fit an `Int`.
    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    /// `2.5`, `1_000.0`, `1e3`; nil for a hexadecimal float, which JSON cannot spell as written.
    static func decimal(_ text: String) -> String? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        guard !digits.hasPrefix("0x"), Double(digits) != nil else { return nil }
        return digits
    }
}
