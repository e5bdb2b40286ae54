import ServiceGraphGenerator

/// Follows a manifest's text from its start, keeping the keys and array elements that lead to the
/// current byte: what `CursorContext` reads before the cursor, and how a quick fix finds an
/// object to insert into. Lexical, so it reads a document that is broken further on.
struct JSONPathScanner {
    private enum Frame {
        case object(key: String?, expectsKey: Bool)
        case array
    }

    let text: [UInt8]
    private(set) var offset = 0
    private var frames: [Frame] = []
    /// Set while inside a string: where its opening quote is.
    private(set) var stringStart: Int?

    init(text: [UInt8]) {
        self.text = text
    }

    /// Reads on to `end`; `opened` is told each object opened on the way, with its path and the
    /// offset of its `{`, and stops the scan by returning true.
    mutating func advance(to end: Int, opened: ([ManifestSlot.Step], Int) -> Bool = { _, _ in false }) {
        let end = min(end, text.count)
        while offset < end {
            let byte = text[offset]
            if let start = stringStart {
                if byte == UInt8(ascii: "\\") {
                    offset += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    stringStart = nil
                    if case .object(nil, true)? = frames.last {
                        let key = String(decoding: text[(start + 1)..<offset], as: UTF8.self)
                        frames[frames.count - 1] = .object(key: key, expectsKey: true)
                    }
                }
                offset += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): stringStart = offset
            case UInt8(ascii: "{"):
                let path = self.path(includingLast: true)
                frames.append(.object(key: nil, expectsKey: true))
                if opened(path, offset) { return }
            case UInt8(ascii: "["): frames.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = frames.popLast()
            case UInt8(ascii: ":"):
                if case .object(let key, true)? = frames.last { frames[frames.count - 1] = .object(key: key, expectsKey: false) }
            case UInt8(ascii: ","):
                if case .object? = frames.last { frames[frames.count - 1] = .object(key: nil, expectsKey: true) }
            default: break
            }
            offset += 1
        }
        // An escape's second byte may lie past `end`.
        offset = min(offset, end)
    }

    /// Whether a key goes where the scan stopped (else a value, or nothing).
    var expectsKey: Bool {
        if case .object(_, true)? = frames.last { return true }
        return false
    }

    /// The steps to where the scan stopped: through every open object's key and array, the
    /// innermost object's key included when a value goes there.
    func path(includingLast: Bool) -> [ManifestSlot.Step] {
        var path: [ManifestSlot.Step] = []
        for (index, frame) in frames.enumerated() {
            switch frame {
            case .object(let key, let expectsKey):
                if index < frames.count - 1 || (includingLast && !expectsKey) { path.append(.key(key ?? "")) }
            case .array:
                path.append(.element)
            }
        }
        return path
    }
}
