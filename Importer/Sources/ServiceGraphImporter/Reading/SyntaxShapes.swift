import SwiftSyntax

/// The shapes of Swift syntax the recognizers look for, named.
enum SyntaxShapes {
    /// `X.self` -> `X`, `(any P).self` -> `(any P)`.
    static func metatype(_ expression: ExprSyntax) -> String? {
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
            let base = access.base
        else { return nil }
        return base.trimmedDescription
    }

    /// The run-time condition a registration is made under (`if useStubs`, `switch environment`),
    /// within the function or closure that makes it.
    static func condition(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(InitializerDeclSyntax.self) {
                return nil
            }
            if let statement = syntax.as(IfExprSyntax.self) { return "if " + statement.conditions.trimmedDescription }
            if let statement = syntax.as(SwitchExprSyntax.self) { return "switch " + statement.subject.trimmedDescription }
            if let statement = syntax.as(GuardStmtSyntax.self) { return "guard " + statement.conditions.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    /// A type's member declarations, those inside `#if` clauses too.
    static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { item -> [DeclSyntax] in
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            return ifConfig.clauses.flatMap { clause -> [DeclSyntax] in
                if case .decls(let inner) = clause.elements { return declarations(in: inner) }
                return []
            }
        }
    }

    /// A body's statements, those inside `#if` clauses too.
    static func statements(in items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        items.flatMap { item -> [CodeBlockItemSyntax] in
            guard let ifConfig = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
            return ifConfig.clauses.flatMap { clause -> [CodeBlockItemSyntax] in
                if case .statements(let inner) = clause.elements { return statements(in: inner) }
                return []
            }
        }
    }

    /// A property's value, or the one expression its getter gives: `{ X() }`, `{ return X() }`,
    /// `get { X() }`.
    static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        return getter(of: binding).flatMap(onlyExpression)
    }

    /// A computed property's getter: `{ ... }` or `get { ... }`.
    static func getter(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): statements
        case .accessors(let accessors): accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        case nil: nil
        }
    }

    /// The one expression a body gives: `X()` or `return X()`.
    static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    }

    /// The name a call is made to: `register` in `container.register(...)` and `register(...)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let access = call.calledExpression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    static func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The closure a call passes last: its trailing closure, or a closure argument.
    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// A registration's name: the string a literal holds, or the code that names it as written
    /// (`Keys.primary.rawValue`), so two names never merge into one.
    static func registrationName(_ expression: ExprSyntax?) -> String? {
        string(expression) ?? expression?.trimmedDescription
    }

    /// Without the `try` and `await` in front of it.
    static func withoutEffects(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while let inner = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression {
            expression = inner
        }
        return expression
    }

    /// `value as T`, a sequence before operators are folded: the value and the type.
    static func cast(_ expression: ExprSyntax) -> (value: ExprSyntax, type: String)? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
            let value = sequence.elements.first, let type = sequence.elements.last
        else { return nil }
        return (value, type.trimmedDescription)
    }

    /// The string a simple literal holds.
    static func string(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `.container` in `.inObjectScope(.container)`, `.singleton` in `scope: .singleton`.
    static func caseName(_ expression: ExprSyntax?) -> String? {
        guard let access = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        return access.declName.baseName.text
    }

    /// The closure's parameters, each with its type where written: `{ r, id in }`,
    /// `{ (r: Resolver, id: String) in }`.
    static func parameters(of closure: ClosureExprSyntax) -> [(name: String, type: String?)] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): list.map { ($0.name.text, nil) }
        case .parameterClause(let clause):
            clause.parameters.map { (($0.secondName ?? $0.firstName).text, $0.type?.trimmedDescription) }
        case nil: []
        }
    }

    /// Whether the expression names a type, and nothing else: `Impl`, `Module.Impl`, `Box<Int>`;
    /// not `Loader(path: "/")` or `Impl.shared.value`.
    static func isTypeReference(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return isTypeName(reference.baseName.text) }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return isTypeReference(specialized.expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return isTypeName(access.declName.baseName.text)
                && (isTypeReference(base) || base.is(DeclReferenceExprSyntax.self))
        }
        return false
    }

    /// Whether an upper-case name, as types are spelled: `Impl`, `Module.Impl`.
    static func isTypeName(_ text: String) -> Bool {
        guard let first = text.split(separator: ".").last?.first else { return false }
        return first.isUppercase
    }

    /// How an enclosing declaration marks what it registers: a `#if DEBUG` branch, or a type or
    /// function named for mocks (`DebugAssembly`, `registerMocks`, `PreviewContainer`).
}
