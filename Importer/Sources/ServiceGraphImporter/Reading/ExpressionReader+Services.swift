import SwiftSyntax

/// How each container style's code asks for a service, and for the container itself.
extension ExpressionReader {
    /// The resolver, or a container or locator reached by name (`ServiceLocator.shared`).
    func isContainer(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .resolveCalls = style {
                return resolverNames.contains(name) || ["container", "resolver", "locator"].contains(name)
            }
            // In a hand-written container's members and Factory's closures, `self` is the container.
            return name == "self"
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "shared",
            let base = access.base?.trimmedDescription
        else { return false }
        return ["Container", "Locator", "Resolver", "Registry"].contains { base.hasSuffix($0) }
    }

    // MARK: Asking for a service

    /// The service an expression asks for, whichever way this container's code asks.
    func service(_ expression: ExprSyntax) -> ServiceKey? {
        let expression = unwrapped(expression)
        switch style {
        case .resolveCalls: return resolution(expression)
        case .factoryCalls(let index):
            // `self.logger` or `logger`, a property forwarding to the Factory `logger`.
            if let name = (expression.as(DeclReferenceExprSyntax.self)?.baseName.text)
                ?? expression.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil }),
                let target = index.forwards[name], index.names.contains(target), !parameters.contains(name)
            {
                return .member(target)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                call.trailingClosure == nil, let name = SyntaxShapes.calleeName(call), index.names.contains(name)
            else { return nil }
            // `self.x()`, `x()`, `Container.shared.x()`, Factory 1's `Container.x()`, and a
            // container kept in a local, `repositories.x()`.
            if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base?.trimmedDescription,
                !(["self", "shared"].contains(base) || base.hasSuffix(".shared") || containerLocals.contains(base)
                    || SyntaxShapes.isTypeName(base) && !base.contains("("))
            {
                return nil
            }
            return .member(name)
        case .properties(let names):
            if let reference = expression.as(DeclReferenceExprSyntax.self), names.members.contains(reference.baseName.text),
                !parameters.contains(reference.baseName.text), locals[reference.baseName.text] == nil,
                !instanceNames.contains(reference.baseName.text)
            {
                return .member(reference.baseName.text)
            }
            if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self",
                names.members.contains(access.declName.baseName.text)
            {
                return .member(access.declName.baseName.text)
            }
            // `makeStore()`, `self.makeStore()`: what that method makes.
            if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                let name = SyntaxShapes.calleeName(call), let key = names.makers[name + "()"],
                call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base?.trimmedDescription == "self" }) ?? true
            {
                return key
            }
            return nil
        }
    }

    /// `r.resolve(X.self)`, `r.resolve(X.self, name: "n")`, `r ~> X.self`, `r ~> (X.self, name: "n")`.
    private func resolution(_ expression: ExprSyntax) -> ServiceKey? {
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxShapes.calleeName(call) == "resolve",
            let first = call.arguments.first, first.label == nil, let type = SyntaxShapes.metatype(first.expression)
        {
            if isResolutionWithArguments(ExprSyntax(call)) { return nil }
            return .ofType(type, name: SyntaxShapes.registrationName(SyntaxShapes.argument("name", of: call)))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return resolution(operands: Array(sequence.elements)) }
        return nil
    }

    /// `r.resolve(VM.self, argument: id)`, `r ~> (VM.self, argument: id)`: an assisted factory
    /// called with a value, which the manifest passes as a function instead.
    func isResolutionWithArguments(_ expression: ExprSyntax) -> Bool {
        let isArgument = { (label: String?) in ["argument", "arguments"].contains(label) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return SyntaxShapes.calleeName(call) == "resolve" && call.arguments.contains { isArgument($0.label?.text) }
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "~>",
            let tuple = sequence.elements.last?.as(TupleExprSyntax.self)
        else { return false }
        return tuple.elements.contains { isArgument($0.label?.text) }
    }

    /// `r ~> X.self` is a sequence before operators are folded: [r, ~>, X.self].
    func resolution(operands elements: [ExprSyntax]) -> ServiceKey? {
        if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self),
            operation.operator.text == "~>"
        {
            let target = elements[2]
            if let type = SyntaxShapes.metatype(target) { return .ofType(type) }
            if let tuple = target.as(TupleExprSyntax.self), let first = tuple.elements.first,
                let type = SyntaxShapes.metatype(first.expression),
                !tuple.elements.contains(where: { ["argument", "arguments"].contains($0.label?.text) })
            {
                let name = SyntaxShapes.registrationName(tuple.elements.first { $0.label?.text == "name" }?.expression)
                return .ofType(type, name: name)
            }
        }
        return nil
    }
}
