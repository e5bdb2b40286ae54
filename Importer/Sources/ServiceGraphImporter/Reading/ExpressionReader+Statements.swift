import SwiftSyntax

extension ExpressionReader {
    /// What a registration's closure or getter builds, from its statements: `let` bindings of
    /// services, one construction returned or bound to a name, properties set on it and methods
    /// called on it. Any other statement (control flow, a call on something else) is not mapped.
    mutating func body(of statements: CodeBlockItemListSyntax, at node: some SyntaxProtocol) -> Body {
        var instance: (name: String, construction: Construction)?
        for (index, item) in statements.enumerated() {
            let isLast = index == statements.count - 1
            let reported = findings.count
            if let declaration = item.item.as(VariableDeclSyntax.self), let binding = declaration.bindings.first,
                declaration.bindings.count == 1,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            {
                if isContainer(unwrapped(value)) {
                    containerLocals.insert(name)
                    continue
                }
                if instance == nil, service(value) == nil, Self.isReturned(name, in: statements),
                    let construction = construction(value)
                {
                    instance = (name, construction)
                    instanceNames.insert(name)
                } else if let argument = argument(value) {
                    locals[name] = argument
                } else {
                    return .unreadable
                }
                continue
            }
            // `guard let x = r.resolve(X.self) else { fatalError() }`: the manifest makes the else
            // a build error, so `x` is the service.
            if let guardStatement = item.item.as(GuardStmtSyntax.self), let bindings = resolvedBindings(guardStatement) {
                for (name, key) in bindings { locals[name] = .service(key, member: nil) }
                continue
            }
            if let returned = item.item.as(ReturnStmtSyntax.self) {
                guard let expression = returned.expression else { break }
                if let instance, returns(instance.name, item) { return .construction(instance.construction) }
                return body(expression)
            }
            if let expression = item.item.as(ExprSyntax.self) {
                if var current = instance, let wired = wiring(expression, of: current.name) {
                    current.construction.properties += wired.properties
                    current.construction.calls += wired.calls
                    instance = current
                    continue
                }
                if isLast, instance == nil { return body(expression) }
            }
            // A statement whose reading above reported why is not reported again.
            guard findings.count == reported else { return .unreadable }
            note(
                item, "this registration runs code the manifest cannot say: \(firstLine(of: item))",
                form: "one construction per service; a choice between implementations is a variant or an "
                    + "environment's binding, a fallback is \"fallback\", and other code belongs in a factory method")
            return .unreadable
        }
        if let instance { return .construction(instance.construction) }
        note(
            node, "this registration returns nothing the importer could read",
            form: "{\"type\": \"Impl\", \"dependencies\": [...]} or {\"factory\": \"Type.make\"}")
        return .unreadable
    }

    /// The names a `guard` binds, when each is a service asked for.
    private mutating func resolvedBindings(_ statement: GuardStmtSyntax) -> [(String, ServiceKey)]? {
        var bindings: [(String, ServiceKey)] = []
        for condition in statement.conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value, let key = service(value)
            else { return nil }
            bindings.append((name, key))
        }
        return bindings
    }

    /// Swinject's `initCompleted { r, s in s.delegate = r ~> X.self }`: the properties set and
    /// methods called on `instance`, or nil (with a finding) where a statement is anything else.
    mutating func wiring(of statements: CodeBlockItemListSyntax, instance: String) -> (
        properties: [Argument], calls: [MethodCall]
    )? {
        var result: (properties: [Argument], calls: [MethodCall]) = ([], [])
        for item in statements {
            guard let expression = item.item.as(ExprSyntax.self), let wired = wiring(expression, of: instance) else {
                note(
                    item, "initCompleted runs code the manifest cannot say: \(firstLine(of: item))",
                    form: "\"properties\": [\"delegate: coordinator\"] and \"calls\": [{\"method\": \"attach\", "
                        + "\"dependencies\": [...]}] on the implementation")
                return nil
            }
            result.properties += wired.properties
            result.calls += wired.calls
        }
        return result
    }

    /// `instance.property = value` or `instance.method(arguments)`.
    private mutating func wiring(_ expression: ExprSyntax, of instance: String) -> (
        properties: [Argument], calls: [MethodCall]
    )? {
        // `s.delegate = value`, and `s.delegate = r ~> Coordinator.self`, whose operators are not folded.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
            let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
            target.base?.trimmedDescription == instance
        {
            let value = Array(sequence.elements.dropFirst(2))
            let argument: ArgumentValue? =
                if value.count == 1 { argument(value[0]) } else { resolution(operands: value).map { .service($0, member: nil) } }
            guard let argument else { return nil }
            return ([Argument(label: target.declName.baseName.text, value: argument)], [])
        }
        if let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
            let target = call.calledExpression.as(MemberAccessExprSyntax.self),
            target.base?.trimmedDescription == instance, call.trailingClosure == nil
        {
            var arguments: [Argument] = []
            for element in call.arguments {
                guard let value = argument(element.expression) else { return nil }
                arguments.append(Argument(label: element.label?.text, value: value))
            }
            return ([], [MethodCall(method: target.declName.baseName.text, arguments: arguments)])
        }
        return nil
    }

    /// Whether any `return` in the statements, however deep, returns `name`.
    private static func isReturned(_ name: String, in statements: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            let name: String
            var found = false
            init(_ name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found = found || node.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(name)
        finder.walk(statements)
        return finder.found
    }

    private func returns(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        item.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    private func firstLine(of item: CodeBlockItemSyntax) -> String {
        let text = item.trimmedDescription
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
        return "'" + (line.count > 60 ? line.prefix(57) + "..." : line) + "'"
    }
}
