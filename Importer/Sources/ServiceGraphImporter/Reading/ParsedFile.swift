import SwiftParser
import SwiftSyntax

/// A Swift source to import from.
public struct SourceFile: Sendable {
    /// The path the report names.
    public var path: String
    public var text: String
    /// The path below the folder the user gave, whose folder and file names may say the file is a
    /// test's or a preview's (`AppTests/`, `Mocks/`); the folders above it are the user's project.
    public var pathInFolder: String

    public init(path: String, text: String, pathInFolder: String? = nil) {
        self.path = path
        self.text = text
        self.pathInFolder = pathInFolder ?? path
    }
}

/// A source file's syntax tree, and the lines and columns of its nodes.
struct ParsedFile {
    let path: String
    let pathInFolder: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(_ file: SourceFile) {
        path = file.path
        pathInFolder = file.pathInFolder
        tree = Parser.parse(source: file.text)
        converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    /// A part of a registration the draft leaves out, at the node's place, with the manifest's form.
    func notMapped(_ node: some SyntaxProtocol, _ message: String, form: String) -> Finding {
        Finding(kind: .notMapped, spot: spot(of: node), message: message, manifestForm: form)
    }

    func spot(of node: some SyntaxProtocol) -> SourceSpot {
        let location = node.startLocation(converter: converter)
        return SourceSpot(file: path, line: location.line, column: location.column)
    }
}
