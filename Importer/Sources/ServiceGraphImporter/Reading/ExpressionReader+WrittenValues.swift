import SwiftSyntax

/// Code passed as an argument, written out in the draft as a value, with the services it asks
/// for named.
extension ExpressionReader {
    /// Code written out: services inside it become names; a closure or a parameter inside it is
    /// not mapped.
    mutating func written(_ expression: ExprSyntax) -> ArgumentValue? {
        if let closure = expression.as(ClosureExprSyntax.self) ?? Self.firstDescendant(ClosureExprSyntax.self, of: expression) {
            note(
                closure, "a closure is passed as an argument",
                form: "a provider passes a function that returns a service, \"label: provider(service)\"; a child "
                    + "scope's maker, \"label: scope(child)\"; an assisted factory's, \"label: service\"; other code "
                    + "belongs in a type whose factory the manifest names")
            return nil
        }
        var parts: [WrittenValue.Part] = []
        var text = ""
        guard collect(Syntax(expression), into: &parts, text: &text) else { return nil }
        parts.append(.text(text.trimmingTrailingSpace))
        return .written(WrittenValue(parts: parts.filter { if case .text("") = $0 { false } else { true } }))
    }

    /// The tokens of `node` as text, with each service asked for inside it as a part of its own;
    /// false (with a finding) where a parameter is used inside.
    private mutating func collect(_ node: Syntax, into parts: inout [WrittenValue.Part], text: inout String) -> Bool {
        if let expression = node.as(ExprSyntax.self) {
            if isResolutionWithArguments(expression) {
                note(
                    expression, "\(expression.trimmedDescription) resolves with arguments inside a registration",
                    form: "depend on the assisted factory: \"label: service\" passes a function that makes one, "
                        + "which the type calls with the value")
                return false
            }
            // Resolver's `resolve()`, whose type Swift infers: the importer does not know it.
            if let call = expression.as(FunctionCallExprSyntax.self), SyntaxShapes.calleeName(call) == "resolve",
                call.arguments.first.flatMap({ SyntaxShapes.metatype($0.expression) }) == nil
            {
                note(
                    call, "'\(call.trimmedDescription)' resolves a type Swift infers, which the importer does not know",
                    form: "the dependency by name, \"label: service\"")
                return false
            }
            if let key = service(unwrapped(expression)) {
                parts.append(.text(text))
                text = ""
                parts.append(.service(key))
                return true
            }
            // A `let` of the closure that holds a service, or code, stands for it here.
            if let reference = expression.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] {
                switch local {
                case .service(let key, let member):
                    parts.append(.text(text))
                    text = ""
                    parts.append(.service(key))
                    if let member { text = "." + member }
                    return true
                case .written(let value):
                    parts.append(.text(text))
                    text = ""
                    parts += value.parts
                    return true
                case .parameter: break
                }
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) {
                note(
                    expression, "'\(reference.baseName.text)' is used inside \(expressionText(of: node))",
                    form: "pass the parameter on its own (\"label: \(reference.baseName.text)\"), and compute inside the type")
                return false
            }
        }
        if let operation = node.as(BinaryOperatorExprSyntax.self), operation.operator.text == "??" {
            note(
                operation, "a fallback, \(expressionText(of: node)), is passed as an argument",
                form: "\"failable\": true or \"result\": true on the service's implementation, and its \"fallback\"")
            return false
        }
        // `.shared`, `Theme.main`: a member's name is not a service of the same name.
        if let access = node.as(MemberAccessExprSyntax.self) {
            if let base = access.base, !collect(Syntax(base), into: &parts, text: &text) { return false }
            text += access.period.text + access.declName.trimmedDescription
            if access.trailingTrivia.contains(where: \.isSpaceOrTab) { text += " " }
            return true
        }
        if let token = node.as(TokenSyntax.self) {
            if token.leadingTrivia.contains(where: \.isSpaceOrTab), !text.isEmpty, text.last != " " { text += " " }
            text += token.text
            if token.trailingTrivia.contains(where: \.isSpaceOrTab) { text += " " }
            return true
        }
        for child in node.children(viewMode: .sourceAccurate) where !collect(child, into: &parts, text: &text) {
            return false
        }
        return true
    }

    private func expressionText(of node: Syntax) -> String {
        var root = node
        while let parent = root.parent, !parent.is(LabeledExprSyntax.self),
            parent.is(ExprSyntax.self) || parent.is(ExprListSyntax.self)
        {
            root = parent
        }
        return "'" + root.trimmedDescription + "'"
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
