import Foundation

/// The base protocol's framing: each message is a `Content-Length: N` header, a blank line and
/// N bytes of JSON. Reads from a byte source that may deliver any part of a message at a time.
struct MessageReader {
    private var buffer: [UInt8] = []
    private static let headerEnd = Array("\r\n\r\n".utf8)
    /// A longer message is refused: no manifest comes near it, and the sum of a header's offset
    /// and a length near `Int.max` would overflow.
    static let maximumLength = 1 << 30

    /// Adds bytes read from the client.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    enum Failure: Error, Equatable {
        /// A header block without a valid `Content-Length` (or one over `maximumLength`): the
        /// stream cannot be resynchronized.
        case missingContentLength(String)
    }

    /// The next whole message's body, if the buffer holds one.
    mutating func nextMessage() throws(Failure) -> [UInt8]? {
        guard let end = Self.firstIndex(of: Self.headerEnd, in: buffer) else { return nil }
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        let length = header.split(separator: "\r\n").lazy.compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first
        guard let length, length >= 0, length <= Self.maximumLength else { throw .missingContentLength(header) }
        let bodyStart = end + Self.headerEnd.count
        guard buffer.count >= bodyStart + length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// A message's body with its header.
func framed(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
