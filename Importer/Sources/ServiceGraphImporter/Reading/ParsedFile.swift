import SwiftParser
import SwiftSyntax

/// A Swift source to import from.
public struct SourceFile: Sendable {
    /// The path the report names.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A source file's syntax tree, and the lines and columns of its nodes.
struct ParsedFile {
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(_ file: SourceFile) {
        path = file.path
        tree = Parser.parse(source: file.text)
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    func spot(of node: some SyntaxProtocol) -> SourceSpot {
        let location = node.startLocation(converter: converter)
        return SourceSpot(file: path, line: location.line, column: location.column)
    }
}
