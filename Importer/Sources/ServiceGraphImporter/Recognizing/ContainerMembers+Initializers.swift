import SwiftSyntax

/// What a container's initializers set its properties to.
extension ContainerMembers {
    /// `let api = LiveAPIClient(); self.api = api; self.store = Store(api: api)`, or a convenience
    /// initializer that builds every service in a `let` and hands them over, `self.init(api: api)`.
    mutating func readInitializers() {
        for (initializer, file) in container.initializers {
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var built: [(name: String, value: ExprSyntax)] = []
            var kept: [String: String] = [:]
            var set: [(property: String, value: ExprSyntax)] = []
            for item in SyntaxShapes.statements(in: initializer.body?.statements ?? []) {
                if let declaration = item.item.as(VariableDeclSyntax.self), let binding = declaration.bindings.first,
                    let name = binding.identifier, let value = binding.initializer?.value,
                    ContainerDeclaration.isConstruction(value)
                {
                    built.append((name, value))
                } else if let (property, value) = ContainerDeclaration.assignment(in: item), names.members.contains(property) {
                    if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text, built.contains(where: { $0.name == local }) {
                        kept[local] = property
                    } else {
                        set.append((property, value))
                    }
                } else if let statement = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self),
                    statement.is(IfExprSyntax.self) || statement.is(SwitchExprSyntax.self)
                {
                    noteConditionalAssignments(in: statement)
                } else if let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription == "self.init"
                {
                    for argument in call.arguments {
                        guard let label = argument.label?.text, names.members.contains(label),
                            let local = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                            built.contains(where: { $0.name == local })
                        else { continue }
                        kept[local] = label
                    }
                }
            }
            // Each `let` is the service of the property that keeps it, or one of its own.
            var locals: [String: ArgumentValue] = [:]
            for local in built { locals[local.name] = .service(.member(kept[local.name] ?? local.name), member: nil) }
            let assignment = { (value: ExprSyntax) in Assignment(value: value, parameters: parameters, locals: locals, file: file) }
            for local in built {
                if let property = kept[local.name] {
                    assignments[property, default: []].append(assignment(local.value))
                } else if !names.members.contains(local.name) {
                    intermediates.append((local.name, assignment(local.value)))
                }
            }
            for (property, value) in set { assignments[property, default: []].append(assignment(value)) }
        }
    }

    /// `if useStubs { api = StubAPI() } else { api = LiveAPI() }`: each property it sets.
    private mutating func noteConditionalAssignments(in statement: ExprSyntax) {
        let text =
            statement.as(IfExprSyntax.self).map { "if " + $0.conditions.trimmedDescription }
            ?? statement.as(SwitchExprSyntax.self).map { "switch " + $0.subject.trimmedDescription } ?? ""
        final class Statements: SyntaxVisitor {
            var items: [CodeBlockItemSyntax] = []
            override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
                items.append(node)
                return .visitChildren
            }
        }
        let statements = Statements(viewMode: .sourceAccurate)
        statements.walk(statement)
        for item in statements.items {
            guard let (property, _) = ContainerDeclaration.assignment(in: item), names.members.contains(property),
                conditionalAssignments[property] == nil
            else { continue }
            conditionalAssignments[property] = (Syntax(statement), text)
        }
    }
}
