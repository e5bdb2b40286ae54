/// A JSON document to write (a module's interface file, the HTML report's data), whose top-level
/// members and their list elements get a line each, so a change shows as a change of lines.
indirect enum JSONText {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// The document's lines: depth 0 and 1 broken into lines, deeper values on one line.
    func lines() -> [String] {
        guard case .object(let members) = self else { return [inline] }
        var lines = ["{"]
        for (index, (key, value)) in members.enumerated() {
            let comma = index == members.count - 1 ? "" : ","
            let name = "  " + TextEscaping.jsonString(key) + ": "
            if case .array(let elements) = value, !elements.isEmpty {
                lines.append(name + "[")
                lines += elements.enumerated().map { "    " + $1.inline + ($0 == elements.count - 1 ? "" : ",") }
                lines.append("  ]" + comma)
            } else {
                lines.append(name + value.inline + comma)
            }
        }
        return lines + ["}"]
    }

    var inline: String {
        switch self {
        case .object(let members):
            "{" + members.map { TextEscaping.jsonString($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.inline).joined(separator: ", ") + "]"
        case .string(let text): TextEscaping.jsonString(text)
        case .integer(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }
}
