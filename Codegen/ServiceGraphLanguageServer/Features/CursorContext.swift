import ServiceGraphGenerator

/// Where the cursor is in a manifest being typed, read from the text before it alone (so a
/// document broken after the cursor, as it is mid-edit, still has a context): the keys and
/// array elements leading there, whether a key or a value goes there, and the word typed so far.
struct CursorContext: Equatable {
    var path: [ManifestSlot.Step]
    var isKey: Bool
    /// Whether the cursor is inside a string (else a completion writes the quotes).
    var isInString: Bool
    /// Where the name being typed starts: after the string's quote, a label's colon, `(` or `.`.
    var wordStart: Int

    private enum Frame {
        case object(key: String?, expectsKey: Bool)
        case array
    }

    init(text: [UInt8], offset: Int) {
        var frames: [Frame] = []
        var index = 0
        var stringStart: Int?
        var lastString = ""
        let end = min(offset, text.count)
        while index < end {
            let byte = text[index]
            if let start = stringStart {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    lastString = String(decoding: text[(start + 1)..<index], as: UTF8.self)
                    stringStart = nil
                    if case .object(nil, true)? = frames.last { frames[frames.count - 1] = .object(key: lastString, expectsKey: true) }
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): stringStart = index
            case UInt8(ascii: "{"): frames.append(.object(key: nil, expectsKey: true))
            case UInt8(ascii: "["): frames.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = frames.popLast()
            case UInt8(ascii: ":"):
                if case .object(let key, true)? = frames.last { frames[frames.count - 1] = .object(key: key, expectsKey: false) }
            case UInt8(ascii: ","):
                if case .object? = frames.last { frames[frames.count - 1] = .object(key: nil, expectsKey: true) }
            default: break
            }
            index += 1
        }
        var path: [ManifestSlot.Step] = []
        for frame in frames.dropLast() {
            switch frame {
            case .object(let key, _): path.append(.key(key ?? ""))
            case .array: path.append(.element)
            }
        }
        switch frames.last {
        case .object(let key, let expectsKey)?:
            isKey = expectsKey
            if !expectsKey { path.append(.key(key ?? "")) }
        case .array?:
            isKey = false
            path.append(.element)
        case nil:
            isKey = false
        }
        self.path = path
        isInString = stringStart != nil
        var start = end
        if let stringStart {
            while start > stringStart + 1, !Self.endsName(text[start - 1]) { start -= 1 }
        }
        wordStart = start
    }

    /// Characters a name being typed in a dependency string starts after.
    private static func endsName(_ byte: UInt8) -> Bool {
        [UInt8(ascii: ":"), UInt8(ascii: "("), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "\"")].contains(byte)
    }
}
