import ServiceGraphGenerator
import SwiftSyntax

/// Swift sources in, a draft `services.json` and a report out. No I/O.
///
/// The stages: `Reading` (each file's syntax tree, and the reading of what a registration builds
/// and asks for), `Recognizing` (each container style's registrations, into the shared model of
/// `Model`), `Drafting` (services named and written as the manifest's entries). The draft is then
/// checked by the generator itself, so what it reports is what the build would.
public enum ServiceGraphImporter {
    public struct Result: Sendable {
        /// The draft manifest.
        public var manifest: String
        /// What was not mapped, and choices to confirm, in source order.
        public var findings: [Finding]
        /// What `servicegraph check` says of the draft.
        public var diagnostics: [Diagnostic]
        /// How many registrations were read.
        public var registrationCount: Int
    }

    /// Modules a registration file imports that the draft does not: the containers themselves.
    /// swift-dependencies stays: a key's value may use what it provides (`unimplemented`).
    static let containerModules: Set<String> = [
        "Swinject", "SwinjectAutoregistration", "SwinjectStoryboard", "Factory", "FactoryKit", "FactoryTesting",
        "XCTest", "Testing",
    ]

    public static func draft(from sources: [SourceFile]) -> Result {
        let files = sources.sorted { $0.path < $1.path }.map(ParsedFile.init)
        var factoryIndex = FactoryIndex()
        for file in files { factoryIndex.add(file) }
        var registrations: [Registration] = []
        var conformances: [DependencyKeys.Conformance] = []
        var values: [DependencyKeys.Value] = []
        var members: [DependencyKeys.Member] = []
        var imports: [String] = []
        var protocols: Set<String> = []
        var privateTypes: Set<String> = []
        var fileFindings: [Finding] = []
        var namesInUse: [(key: ServiceKey, name: String)] = []
        var containerParts: [(typeName: String, part: ContainerDeclaration.Part)] = []
        for file in files {
            let calls = RegisterCalls(file: file, factoryNames: factoryIndex.names)
            calls.walk(file.tree)
            let factories = FactoryRegistrations(file: file, index: factoryIndex)
            factories.walk(file.tree)
            let containers = ContainerDeclaration.Finder(file: file)
            containers.walk(file.tree)
            containerParts += containers.parts
            let dependencyKeys = DependencyKeys(file: file)
            dependencyKeys.walk(file.tree)
            fileFindings += calls.findings + factories.findings
            namesInUse += calls.namesInUse
            let found = calls.registrations + factories.registrations
            registrations += found
            conformances += dependencyKeys.conformances
            values += dependencyKeys.values
            members += dependencyKeys.members
            let declarations = Declarations(file: file)
            declarations.walk(file.tree)
            protocols.formUnion(declarations.protocols)
            privateTypes.formUnion(declarations.privateTypes)
            fileFindings += declarations.syntaxError.map { [$0] } ?? []
            if !found.isEmpty || !dependencyKeys.conformances.isEmpty || !containers.parts.isEmpty {
                for module in declarations.imports where !containerModules.contains(module) && !imports.contains(module) {
                    imports.append(module)
                }
            }
        }
        let dependencies = DependencyKeys.registrations(conformances: conformances, values: values, members: members)
        registrations += dependencies.registrations
        fileFindings += dependencies.findings
        var containers: [ContainerDeclaration] = []
        for (typeName, part) in containerParts {
            if let index = containers.firstIndex(where: { $0.typeName == typeName }) {
                containers[index].parts.append(part)
            } else {
                containers.append(ContainerDeclaration(typeName: typeName, parts: [part]))
            }
        }
        registrations += ContainerMembers.registrations(of: containers)
        var builder = DraftBuilder(
            registrations: registrations, namesInUse: namesInUse, protocols: protocols, privateTypes: privateTypes)
        let manifest = builder.build(imports: imports).document
        return Result(
            manifest: manifest, findings: (builder.findings + fileFindings).sorted { $0.spot < $1.spot },
            diagnostics: ComponentGenerator.check(manifest: Array(manifest.utf8)),
            registrationCount: registrations.count)
    }
}

/// The protocols a file declares (so a registered protocol is written `any P`) and what it imports.
private final class Declarations: SyntaxVisitor {
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

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.append(module) }
        return .skipChildren
    }
}
