/// The draft's JSON: services one per line, so the draft reads like the guides' manifests.
indirect enum DraftJSON {
    case object([(String, DraftJSON)])
    case array([DraftJSON])
    case string(String)
    case bool(Bool)
    /// A literal as the source wrote it (a config value's number or string).
    case raw(String)

    /// Depth 0 and 1 broken into lines, each member of `services` (and `config`, `inputs`) on
    /// one line of its own.
    var document: String {
        guard case .object(let members) = self else { return inline }
        let lines = members.enumerated().map { index, member in
            let comma = index == members.count - 1 ? "" : ","
            let name = "  " + Self.quoted(member.0) + ": "
            if case .object(let entries) = member.1, entries.count > 0, ["services", "config", "inputs"].contains(member.0) {
                let inner = entries.enumerated().map { entryIndex, entry in
                    "    " + Self.quoted(entry.0) + ": " + entry.1.inline + (entryIndex == entries.count - 1 ? "" : ",")
                }
                return ([name + "{"] + inner + ["  }" + comma]).joined(separator: "\n")
            }
            return name + member.1.inline + comma
        }
        return (["{"] + lines + ["}"]).joined(separator: "\n") + "\n"
    }

    var inline: String {
        switch self {
        case .object(let members): "{" + members.map { Self.quoted($0.0) + ": " + $0.1.inline }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.inline).joined(separator: ", ") + "]"
        case .string(let text): Self.quoted(text)
        case .bool(let flag): flag ? "true" : "false"
        case .raw(let text): text
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
