import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Receives the elements of one document from `XMLDocumentReader`. Subclasses override
/// `start`, `end` and `text`, and call `fail` to stop at invalid content.
///
/// Open (so public) because the features that read XML (HealthFeature, NewsFeature) subclass it
/// in their own modules, which a `package` class does not allow.
open class XMLDocumentDelegate: NSObject, XMLParserDelegate {
    /// The element the document must start with.
    public let expectedRoot: String
    private(set) var rootElement: String?
    private(set) var rootClosed = false
    /// Why reading stopped early, if `fail` was called.
    private(set) var failure: String?
    private var depth = 0

    public init(expectedRoot: String) {
        self.expectedRoot = expectedRoot
    }

    /// An element starts.
    open func start(_ element: String, attributes: [String: String], parser: XMLParser) {}
    /// An element ends.
    open func end(_ element: String) {}
    /// Text (or a CDATA block) inside the current element.
    open func text(_ text: String) {}

    /// Stops parsing; `reason` is reported with the current line.
    public final func fail(_ reason: String, parser: XMLParser) {
        if failure == nil {
            failure = "line \(parser.lineNumber): \(reason)"
        }
        parser.abortParsing()
    }

    public final func parser(
        _ parser: XMLParser,
        didStartElement elementName: String,
        namespaceURI: String?,
        qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        if rootElement == nil {
            rootElement = elementName
            guard elementName == expectedRoot else {
                failure = "expected <\(expectedRoot)> as the root element, found <\(elementName)>"
                parser.abortParsing()
                return
            }
        }
        depth += 1
        start(elementName, attributes: attributeDict, parser: parser)
    }

    public final func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil else { return }
        end(elementName)
        depth -= 1
        if depth == 0 {
            rootClosed = true
        }
    }

    public final func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        text(string)
    }

    public final func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil else { return }
        text(String(decoding: CDATABlock, as: UTF8.self))
    }
}

/// Runs `XMLParser` over fetched data, working around the ways the Linux implementation
/// (swift-corelibs-foundation) crashes or misreports, so a bad document is an error,
/// never a crash:
///
/// - an internal DTD subset with `<!ATTLIST …>` declarations makes it crash, and Apple
///   Health exports start with one, so the internal subset is blanked out before parsing
///   (it only describes the structure; entities it might declare are then undeclared,
///   which is reported as an error);
/// - a name that is not valid UTF-8 stops the process, so a document declared (or
///   defaulting) to UTF-8 must be valid UTF-8;
/// - parsing from `Data` fails on large documents (tens of MB, as Health exports are) and
///   can return `true` for mismatched tags, so the parser reads from a stream;
/// - an unclosed document can parse without any error, so the root must be closed;
/// - `XMLParser.ErrorCode`'s raw values are off by one there, so codes are read as numbers.
package enum XMLDocumentReader {
    /// Parses `data`, calling `delegate`; returns `nil` on success, or a one-line
    /// explanation of the first problem, with its position.
    package static func parse(_ data: Data, with delegate: XMLDocumentDelegate) -> String? {
        let bytes = [UInt8](data)
        let input: Data
        if isUTF16(bytes) {
            input = data
        } else {
            if declaresUTF8(bytes), String(data: data, encoding: .utf8) == nil {
                return "not valid UTF-8 text"
            }
            input = Data(withoutInternalDTDSubset(bytes))
        }
        let parser = XMLParser(stream: InputStream(data: input))
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        let succeeded = withExtendedLifetime(delegate) { parser.parse() }

        if let failure = delegate.failure {
            return failure
        }
        if let error = parser.parserError {
            let code = (error as NSError).code
            return "line \(parser.lineNumber), column \(parser.columnNumber): \(describe(code))"
        }
        guard let root = delegate.rootElement else {
            return "no XML element found"
        }
        guard delegate.rootClosed else {
            return "the document ends before </\(root)> (truncated?)"
        }
        return succeeded ? nil : "line \(parser.lineNumber): malformed XML"
    }

    /// What an `XMLParser` error code means. These are libxml2's `xmlParserErrors`, which
    /// Apple's `XMLParser.ErrorCode` raw values match.
    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: "no XML element found"
        case 5: "the document ends before every element is closed"
        case 9: "invalid character"
        case 23: "an entity reference is missing its ';' (a bare '&' must be written &amp;)"
        case 26: "undeclared entity (an HTML entity such as &nbsp; is not XML)"
        case 39, 40, 41, 42: "malformed attribute"
        case 68: "a name is missing (a bare '<' must be written &lt;)"
        case 72, 73, 77: "malformed tag"
        case 76: "a closing tag does not match its opening tag"
        case 85: "elements are not properly nested"
        default: "malformed XML (XMLParser error \(code))"
        }
    }

    private static func isUTF16(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
    }

    /// True unless the XML declaration names an encoding other than UTF-8.
    static func declaresUTF8(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)),
            let end = firstIndex(of: Array("?>".utf8), in: bytes, from: start)
        else { return true }
        let declaration = String(decoding: bytes[start..<end], as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return true }
        let value = declaration[range.upperBound...]
            .drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
            .prefix { $0 != "\"" && $0 != "'" && $0 != " " }
        return value == "utf-8" || value == "utf8"
    }

    /// `bytes` with the `<!DOCTYPE … [ … ]>` declaration of the prolog replaced by spaces
    /// (line breaks kept, so line numbers in errors stay right), if it has an internal subset.
    static func withoutInternalDTDSubset(_ bytes: [UInt8]) -> [UInt8] {
        guard let (start, end) = internalSubsetDeclaration(in: bytes) else { return bytes }
        var result = bytes
        for index in start..<end where result[index] != UInt8(ascii: "\n") && result[index] != UInt8(ascii: "\r") {
            result[index] = UInt8(ascii: " ")
        }
        return result
    }

    /// The range of the prolog's DOCTYPE declaration, if it has an internal subset.
    private static func internalSubsetDeclaration(in bytes: [UInt8]) -> (Int, Int)? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // Skip the prolog's whitespace, processing instructions and comments.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if bytes[index...].starts(with: Array("<?".utf8)) {
                guard let end = firstIndex(of: Array("?>".utf8), in: bytes, from: index) else { return nil }
                index = end + 2
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = firstIndex(of: Array("-->".utf8), in: bytes, from: index) else { return nil }
                index = end + 3
            } else {
                break
            }
        }
        guard bytes[index...].starts(with: Array("<!DOCTYPE".utf8)) else { return nil }
        let start = index
        index += 9
        var quote: UInt8?
        var inSubset = false
        var hadSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if inSubset, bytes[index...].starts(with: Array("<!--".utf8)) {
                guard let end = firstIndex(of: Array("-->".utf8), in: bytes, from: index) else { return nil }
                index = end + 3
                continue
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") && !inSubset {
                inSubset = true
                hadSubset = true
            } else if byte == UInt8(ascii: "]") && inSubset {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                return hadSubset ? (start, index + 1) : nil
            }
            index += 1
        }
        return nil
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}
