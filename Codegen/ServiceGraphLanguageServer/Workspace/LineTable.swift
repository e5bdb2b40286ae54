import ServiceGraphGenerator

/// A document's lines, to turn the generator's positions (1-based lines, columns in UTF-8 bytes)
/// into the protocol's (0-based, UTF-16 code units) and back.
struct LineTable {
    let bytes: [UInt8]
    /// The byte offset where each line starts; CR LF, LF and a lone CR each end a line, as the
    /// manifest's parser counts them.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            } else if bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The byte offset of a generator location (its `file` ignored); clamped to the document.
    /// The parser does not count a UTF-8 byte-order mark as a column of line 1.
    func offset(of location: SourceLocation) -> Int {
        let line = min(max(location.line - 1, 0), lineStarts.count - 1)
        let byteOrderMark = line == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return min(lineStarts[line] + byteOrderMark + max(location.column - 1, 0), bytes.count)
    }

    func position(of location: SourceLocation) -> Position {
        position(ofOffset: offset(of: location))
    }

    func position(ofOffset offset: Int) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = self.line(containing: offset)
        let prefix = String(decoding: bytes[lineStarts[line]..<offset], as: UTF8.self)
        return Position(line: line, character: prefix.utf16.count)
    }

    /// The byte offset of a protocol position; a character past the line's end is its end.
    func offset(of position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] : bytes.count
        var utf16 = 0
        var offset = start
        for scalar in String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars {
            guard utf16 < position.character, scalar != "\n", scalar != "\r" else { break }
            utf16 += scalar.utf16.count
            offset += scalar.utf8.count
        }
        // Invalid UTF-8 decodes to replacement characters longer than the bytes they replace.
        return min(offset, end)
    }

    /// The range of `length` bytes from `location`.
    func range(of location: SourceLocation, length: Int) -> TextRange {
        let start = offset(of: location)
        return TextRange(start: position(ofOffset: start), end: position(ofOffset: start + length))
    }

    /// The zero-based line holding the byte at `offset` (a binary search: a large manifest has
    /// thousands of lines, and an answer can convert thousands of positions).
    private func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
