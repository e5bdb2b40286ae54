import SwiftSyntax

/// What Factory's reader needs from every file before it reads one: the Factory properties'
/// names (so `self.logger()` reads as a dependency), the properties that forward to one
/// (`var logger: any Logging { ToolingContainer.shared.logger() }`), and each container's
/// `manager.defaultScope`.
struct FactoryIndex {
    var names: Set<String> = []
    /// A forwarding property's name -> the Factory it reads.
    var forwards: [String: String] = [:]
    /// A container type -> the scope its `manager.defaultScope` sets.
    var defaultScopes: [String: String] = [:]
    /// The functions `autoRegister()` calls (`networkSetup()`): they register at start-up too.
    var startUpFunctions: Set<String> = ["autoRegister"]

    mutating func add(_ file: ParsedFile) {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        names.formUnion(finder.names)
        forwards.merge(finder.forwards) { first, _ in first }
        defaultScopes.merge(finder.defaultScopes) { first, _ in first }
        startUpFunctions.formUnion(finder.startUpFunctions)
    }

    /// `Factory<T>` -> ([], T); `ParameterFactory<P, T>` -> ([P], T); Factory 1's
    /// `Factory(scope: .shared) { ... }`, whose type is not written -> ([], nil).
    static func factoryType(of binding: PatternBindingSyntax) -> (parameters: [String], type: String?)? {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            return factoryType(name: type.name.text, arguments: type.genericArgumentClause?.arguments)
        }
        // Factory 1's `static let logger = Factory<any Logging> { ... }.singleton`, a member of a
        // type: the call that makes the Factory, under the modifiers chained to it.
        guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        var expression = binding.initializer?.value
        while let access = (expression?.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression)?
            .as(MemberAccessExprSyntax.self), let base = access.base
        {
            expression = base
        }
        guard let callee = expression?.as(FunctionCallExprSyntax.self)?.calledExpression else { return nil }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
            return factoryType(
                name: specialized.expression.trimmedDescription, arguments: specialized.genericArgumentClause.arguments)
        }
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Factory", "ParameterFactory"].contains(name) {
            return ([], nil)
        }
        return nil
    }

    private static func factoryType(name: String, arguments: GenericArgumentListSyntax?) -> (
        parameters: [String], type: String?
    )? {
        let types = (arguments ?? []).map(\.argument.trimmedDescription)
        switch (name, types.count) {
        case ("Factory", 1): return ([], types[0])
        case ("ParameterFactory", 2): return ([types[0]], types[1])
        default: return nil
        }
    }

    /// The container type a declaration is in: `ServiceContainer` for a member of
    /// `extension ServiceContainer` or of `final class ServiceContainer`.
    static func containerType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let node = syntax.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
            if let node = syntax.as(ClassDeclSyntax.self) { return node.name.text }
            if let node = syntax.as(StructDeclSyntax.self) { return node.name.text }
            current = syntax.parent
        }
        return nil
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        var forwards: [String: String] = [:]
        var defaultScopes: [String: String] = [:]
        var startUpFunctions: Set<String> = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "autoRegister", let body = node.body else { return .visitChildren }
            for item in body.statements {
                guard let call = item.item.as(FunctionCallExprSyntax.self) else { continue }
                let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                if base == nil || base == "self", let name = SyntaxShapes.calleeName(call) { startUpFunctions.insert(name) }
            }
            return .visitChildren
        }

        // A protocol's requirement `var api: Factory<API> { get }` registers nothing.
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            guard let name = node.identifier else { return .skipChildren }
            if FactoryIndex.factoryType(of: node) != nil {
                names.insert(name)
            } else if case .getter(let statements) = node.accessorBlock?.accessors, statements.count == 1,
                let call = statements.first?.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.trailingClosure == nil, let target = SyntaxShapes.calleeName(call)
            {
                forwards[name] = target
            }
            return .skipChildren
        }

        /// `manager.defaultScope = .singleton`, in a container's `autoRegister()` or anywhere.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "defaultScope",
                let scope = SyntaxShapes.caseName(elements[2])
            else { return .visitChildren }
            // `Container.shared.manager.defaultScope` names its container; `manager.defaultScope`
            // is the enclosing one's.
            let base = target.base?.trimmedDescription ?? ""
            let named = base.split(separator: ".").first.map(String.init).flatMap { SyntaxShapes.isTypeName($0) ? $0 : nil }
            if let container = named ?? FactoryIndex.containerType(of: node) { defaultScopes[container] = scope }
            return .skipChildren
        }
    }
}
