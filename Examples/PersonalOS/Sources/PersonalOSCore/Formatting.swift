/// Number formatting shared by the app's screens and the assistant's briefings.
package enum Formatting {
    /// `12345` as `12,345`, whatever the user's locale.
    package static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 {
                result.append(",")
            }
            result.append(character)
        }
        return number < 0 ? "-" + result : result
    }
}
