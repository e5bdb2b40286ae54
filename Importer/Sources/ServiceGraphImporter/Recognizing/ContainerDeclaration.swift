import SwiftSyntax

/// The declarations of a hand-written container: a type named like one (`AppContainer`,
/// `ServiceLocator`, `AppDependencies`, `World`) and its extensions, in whichever files they are.
struct ContainerDeclaration {
    /// Suffixes other types have too (`NSManagedObjectContext`, a `ReaderEnvironment` of settings):
    /// a type so named is a container only if the files read declare it, not only extend it.
    static let weakSuffixes = ["Environment", "World", "Context"]
    static let suffixes = [
        "Container", "Locator", "Registry", "Dependencies", "Services", "CompositionRoot", "Environment", "World",
        "Context",
    ]

    /// One declaration or extension of the type.
    struct Part {
        var members: MemberBlockItemListSyntax
        var file: ParsedFile
    }

    let typeName: String
    var parts: [Part]
    /// Whether the files read declare the type, not only extend it.
    var isDeclared: Bool

    /// The stored and computed properties that may be services: not a dependency key's values
    /// (`static let testValue = Self(...)`) nor the container itself (`static let shared = Self()`).
    var variables: [(VariableDeclSyntax, ParsedFile)] {
        parts.flatMap { part in
            SyntaxShapes.declarations(in: part.members).compactMap { $0.as(VariableDeclSyntax.self) }
                .filter { !isOwnValue($0) }.map { ($0, part.file) }
        }
    }

    /// `make` methods, which make a service from the values they take.
    var makers: [(FunctionDeclSyntax, ParsedFile)] {
        parts.flatMap { part in
            SyntaxShapes.declarations(in: part.members).compactMap { $0.as(FunctionDeclSyntax.self) }
                .filter { $0.name.text.hasPrefix("make") && $0.name.text.count > 4 && $0.genericParameterClause == nil }
                .map { ($0, part.file) }
        }
    }

    var initializers: [(InitializerDeclSyntax, ParsedFile)] {
        parts.flatMap { part in
            SyntaxShapes.declarations(in: part.members).compactMap { $0.as(InitializerDeclSyntax.self) }.map { ($0, part.file) }
        }
    }

    /// Whether it builds something as a container does: a `lazy var`, a `make` method, a property
    /// whose value or getter is one construction (`Network(logger: logger)`), or one its
    /// initializer sets to one. A type named like a container that only keeps state (a cache, a
    /// SwiftUI view) is not one.
    var buildsServices: Bool {
        if !makers.isEmpty { return true }
        if variables.contains(where: { variable, _ in
            variable.modifiers.contains { $0.name.text == "lazy" }
                || variable.bindings.contains { Self.isConstruction(SyntaxShapes.value(of: $0)) }
        }) {
            return true
        }
        return initializers.contains { initializer, _ in
            SyntaxShapes.statements(in: initializer.body?.statements ?? []).contains {
                Self.isConstruction(Self.assignment(in: $0)?.value)
                    || Self.isConstruction($0.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value)
            }
        }
    }

    private func isOwnValue(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return false }
        return variable.bindings.contains { binding in
            let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
            return ["liveValue", "testValue", "previewValue"].contains(binding.identifier ?? "")
                || ["Self", typeName, "Self.init", typeName + ".init"].contains(callee)
                || callee == ".init" && ["Self", typeName].contains(binding.typeAnnotation?.type.trimmedDescription)
        }
    }

    /// `Type(...)`, `try await Type(...)`, `Type.shared`, `Type.make(...)`.
    static func isConstruction(_ expression: ExprSyntax?) -> Bool {
        let expression = expression.map(SyntaxShapes.withoutEffects)
        if let call = expression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            return SyntaxShapes.isTypeName(call.calledExpression.trimmedDescription)
                || call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map {
                    SyntaxShapes.isTypeName($0.trimmedDescription)
                } == true
        }
        return false
    }

    /// `self.api = value` or `api = value` in an initializer.
    static func assignment(in item: CodeBlockItemSyntax) -> (property: String, value: ExprSyntax)? {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first, let value = sequence.elements.last
        else { return nil }
        if let access = target.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            return (access.declName.baseName.text, value)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, value) }
        return nil
    }

    /// Every container type declared or extended in a file.
    final class Finder: SyntaxVisitor {
        private let file: ParsedFile
        private(set) var parts: [(typeName: String, part: Part, isDeclaration: Bool)] = []

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true)
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true)
        }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true)
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name.text, node.inheritanceClause, node.memberBlock, isDeclaration: true)
        }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.extendedType.trimmedDescription, node.inheritanceClause, node.memberBlock, isDeclaration: false)
        }

        /// Not a dependency key (swift-dependencies' reader has those) nor a SwiftUI view or app.
        private func add(
            _ typeName: String, _ inheritance: InheritanceClauseSyntax?, _ body: MemberBlockSyntax, isDeclaration: Bool
        ) -> SyntaxVisitorContinueKind {
            let conformances = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            guard ContainerDeclaration.suffixes.contains(where: typeName.hasSuffix), typeName != "DependencyValues",
                !conformances.contains(where: { $0.hasSuffix("DependencyKey") || ["View", "App", "Scene"].contains($0) })
            else { return .visitChildren }
            parts.append((typeName, Part(members: body.members, file: file), isDeclaration))
            return .visitChildren
        }
    }
}
