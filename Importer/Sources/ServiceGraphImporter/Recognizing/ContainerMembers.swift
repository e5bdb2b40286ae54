import SwiftSyntax

/// A hand-written container: a type named like one (`AppContainer`, `ServiceLocator`,
/// `AppDependencies`) whose properties build the services (`lazy var network = Network(logger: logger)`),
/// computed properties make a new one each time, `make` methods take parameters, and stored
/// properties without a value are given at launch.
final class ContainerMembers: SyntaxVisitor {
    static let containerSuffixes = ["Container", "Locator", "Registry", "Dependencies", "Services", "CompositionRoot"]
    private let file: ParsedFile
    private(set) var registrations: [Registration] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { read(node.name.text, node.memberBlock) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { read(node.name.text, node.memberBlock) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { read(node.name.text, node.memberBlock) }

    private func read(_ typeName: String, _ body: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        guard Self.containerSuffixes.contains(where: typeName.hasSuffix), buildsServices(body) else { return .visitChildren }
        let members = body.members.map(\.decl)
        let variables = members.compactMap { $0.as(VariableDeclSyntax.self) }.filter { !isStatic($0.modifiers) }
        let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
            !isStatic($0.modifiers) && $0.name.text.hasPrefix("make") && $0.genericParameterClause == nil
        }
        var names = Set(variables.flatMap { $0.bindings.compactMap(\.identifier) })
        names.formUnion(functions.map { serviceName(ofMaker: $0.name.text) })
        let flavor = SyntaxShapes.flavor(named: typeName) ?? .real
        for variable in variables {
            for binding in variable.bindings { read(binding, of: variable, names: names, flavor: flavor) }
        }
        for function in functions { read(function, names: names, flavor: flavor) }
        return .skipChildren
    }

    private func read(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, names: Set<String>, flavor: Flavor) {
        guard let name = binding.identifier, !isContainerPlumbing(binding) else { return }
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        var registration = Registration(
            key: .member(name), type: binding.typeAnnotation?.type.trimmedDescription, flavor: flavor,
            spot: file.spot(of: binding), givenName: name, lifetime: .singleton, body: .input)
        var reader = ExpressionReader(file: file, style: .properties(names.subtracting([name])))
        if let value = binding.initializer?.value {
            // A collection, a closure or a flag the container keeps is its state, not a service.
            if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(ClosureExprSyntax.self)
                || value.is(NilLiteralExprSyntax.self)
            {
                return
            }
            // `lazy var x: T = { ... }()`: the closure's statements.
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let closure = call.calledExpression.as(ClosureExprSyntax.self)
            {
                registration.body = reader.body(of: closure.statements, at: closure)
            } else {
                registration.body = reader.body(value)
            }
            if !isLazy, case .construction = registration.body {
                registration.findings.append(
                    Finding(
                        kind: .choice, spot: registration.spot,
                        message: "'\(name)' is built with the container; drafted as a singleton built on first use",
                        manifestForm: "\"eager\": true has warmUp() build it ahead of first use"))
            }
        } else if case .getter(let statements) = binding.accessorBlock?.accessors {
            registration.lifetime = .transient
            registration.body = reader.body(of: statements, at: binding)
        } else if binding.accessorBlock != nil || binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != false {
            // An optional without a value starts as nil: the container's state, not an input.
            return
        }
        registration.findings += reader.findings
        registrations.append(registration)
    }

    /// `func makeDetail(id: String) -> DetailViewModel { ... }`: an assisted factory.
    private func read(_ function: FunctionDeclSyntax, names: Set<String>, flavor: Flavor) {
        guard let statements = function.body?.statements else { return }
        let parameters = function.signature.parameterClause.parameters.map {
            Parameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedDescription)
        }
        let name = serviceName(ofMaker: function.name.text)
        var reader = ExpressionReader(
            file: file, style: .properties(names.subtracting([name])), parameters: Set(parameters.map(\.name)))
        var registration = Registration(
            key: .member(name), type: function.signature.returnClause?.type.trimmedDescription, flavor: flavor,
            spot: file.spot(of: function), givenName: name, lifetime: .transient, parameters: parameters,
            body: reader.body(of: statements, at: function))
        registration.findings += reader.findings
        if function.signature.parameterClause.parameters.contains(where: { $0.firstName.text != "_" && $0.secondName != nil }) {
            registration.findings.append(
                Finding(
                    kind: .choice, spot: registration.spot,
                    message: "the generated maker labels each argument with its parameter's name",
                    manifestForm: "\"parameters\": [{\"name\": \"id\", \"type\": \"String\"}] makes make\(name.prefix(1).uppercased() + name.dropFirst())(id:)")
            )
        }
        registrations.append(registration)
    }

    /// Whether a member builds something as a container does: a `lazy var`, a `make` method, or a
    /// property whose value or getter is one construction (`Network(logger: logger)`). A type
    /// named like a container that only keeps state (a cache, a SwiftUI view) is not one.
    private func buildsServices(_ body: MemberBlockSyntax) -> Bool {
        body.members.contains { member in
            if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text.hasPrefix("make") }
            guard let variable = member.decl.as(VariableDeclSyntax.self), !isStatic(variable.modifiers) else { return false }
            if variable.modifiers.contains(where: { $0.name.text == "lazy" }) { return true }
            return variable.bindings.contains { binding in
                let value: ExprSyntax? =
                    if case .getter(let statements) = binding.accessorBlock?.accessors, statements.count == 1 {
                        statements.first?.item.as(ExprSyntax.self)
                    } else {
                        binding.initializer?.value
                    }
                guard let call = value?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return false }
                return SyntaxShapes.isTypeName(call.calledExpression.trimmedDescription)
                    && !isContainerPlumbing(binding)
            }
        }
    }

    /// `makeDetailViewModel` -> `detailViewModel`.
    private func serviceName(ofMaker name: String) -> String {
        TypeText.lowerCamel(String(name.dropFirst(4)))
    }

    /// The container's own machinery: a Swinject container, a resolver, a lock.
    private func isContainerPlumbing(_ binding: PatternBindingSyntax) -> Bool {
        let written = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer?.value.trimmedDescription ?? ""
        return ["Container", "Resolver", "Assembler", "Lock", "NSLock", "Mutex"].contains { written.hasPrefix($0) }
            || written.hasPrefix("[") && written.contains("ObjectIdentifier")
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }
}

extension PatternBindingSyntax {
    var identifier: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}
