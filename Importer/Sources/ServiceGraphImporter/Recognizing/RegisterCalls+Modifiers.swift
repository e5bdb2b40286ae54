import SwiftSyntax

/// Swinject's modifiers chained to a registration, and the scopes registrations name.
extension RegisterCalls {
    /// `.inObjectScope(.container)`, `.initCompleted { r, s in ... }`, `.implements(Q.self)`.
    func applyModifiers(above call: FunctionCallExprSyntax, to registration: inout Registration) {
        var node = Syntax(call)
        while let access = node.parent?.as(MemberAccessExprSyntax.self), access.base.map(Syntax.init) == node,
            let modifier = access.parent?.as(FunctionCallExprSyntax.self)
        {
            node = Syntax(modifier)
            switch access.declName.baseName.text {
            case "inObjectScope":
                registration.lifetime = lifetime(modifier.arguments.first?.expression, at: modifier, of: &registration)
            case "implements":
                for argument in modifier.arguments {
                    if let type = SyntaxShapes.metatype(argument.expression) { registration.alsoImplements.append(type) }
                }
            case "initCompleted":
                guard let closure = SyntaxShapes.closure(of: modifier) else { continue }
                let parameters = SyntaxShapes.parameters(of: closure)
                guard parameters.count == 2, case .construction(var construction) = registration.body else {
                    registration.findings.append(
                        file.notMapped(
                            modifier, "initCompleted on a registration whose construction was not read",
                            form: "\"properties\" and \"calls\" on the implementation"))
                    continue
                }
                var reader = ExpressionReader(file: file, style: .resolveCalls)
                if let wired = reader.wiring(of: closure.statements, instance: parameters[1].name) {
                    construction.properties += wired.properties
                    construction.calls += wired.calls
                    registration.body = .construction(construction)
                }
                registration.findings += reader.findings
            default:
                registration.findings.append(
                    file.notMapped(
                        modifier, "'.\(access.declName.baseName.text)' on a registration is not mapped",
                        form: "see the Swinject guide's table for its form"))
            }
        }
    }

    /// `.inObjectScope(.container)`, `scope: .singleton`; `place` is where the scope is written.
    func lifetime(_ scope: ExprSyntax?, at place: some SyntaxProtocol, of registration: inout Registration) -> Lifetime {
        switch SyntaxShapes.caseName(scope) {
        case "container", "singleton", "shared", "cached": return .singleton
        case "transient", "factory", "unique", "prototype": return .transient
        case "weak": return .weak
        case "graph": return .graph
        default:
            registration.findings.append(.customScope(scope?.trimmedDescription ?? "", at: file.spot(of: scope.map(Syntax.init) ?? Syntax(place))))
            return .singleton
        }
    }
}
