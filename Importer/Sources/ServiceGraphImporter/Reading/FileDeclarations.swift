import SwiftSyntax

/// What a file declares that the draft needs: its protocols (written `any P`), its private types
/// (which the component cannot make), what it imports, and where it first fails to parse.
final class FileDeclarations: SyntaxVisitor {
    var protocols: Set<String> = []
    var imports: [String] = []
    /// `private` and `fileprivate` types, which the generated component cannot name.
    var privateTypes: Set<String> = []
    /// Where the file first fails to parse: what follows may hold registrations not read.
    var syntaxError: Finding?
    private let file: ParsedFile

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .all)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if syntaxError == nil, token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
            syntaxError = Finding(
                kind: .notMapped, spot: file.spot(of: token),
                message: "this file does not parse here; registrations after this point may not be read",
                manifestForm: "fix the Swift, then import again")
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { notePrivate(node.name, node.modifiers) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { notePrivate(node.name, node.modifiers) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { notePrivate(node.name, node.modifiers) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { notePrivate(node.name, node.modifiers) }

    private func notePrivate(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        if modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { privateTypes.insert(name.text) }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        return .skipChildren
    }

    /// `@testable import MyApp` is a test's view of the app, not a module the app imports.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let isTestable = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "testable" }
        if !isTestable, let module = node.path.first?.name.text { imports.append(module) }
        return .skipChildren
    }
}
