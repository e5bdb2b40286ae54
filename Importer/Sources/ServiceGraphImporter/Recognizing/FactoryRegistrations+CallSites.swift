import SwiftSyntax

extension FactoryRegistrations {
    /// Factory's registrations made at run time: `Container.shared.api.register { MockAPI() }`,
    /// `network.register { LiveNetwork() }` in `autoRegister()`, `logger.onTest { ... }`. In
    /// `autoRegister()`, Factory's start-up hook, they are the app's implementations; in tests
    /// the mock; in previews a variant; elsewhere the mock, with a remark.
    func readCallSite(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let closure = call.trailingClosure, call.arguments.isEmpty || call.calledExpression.is(MemberAccessExprSyntax.self)
        else { return .visitChildren }
        // `Container.shared.api { PreviewAPI() }`, Factory's shorthand for `register`.
        let shorthand = factoryName(call.calledExpression)
        guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let name = shorthand ?? factoryName(access.base)
        else { return .visitChildren }
        let modifier = shorthand == nil ? access.declName.baseName.text : "register"
        // Other calls on something named like a Factory (`rootViewController.dismiss { }`) are not its.
        guard Self.callSiteModifiers.contains(modifier) else { return .visitChildren }
        var registration = Registration(
            key: .member(name), type: nil, flavor: SyntaxShapes.flavor(of: call, in: file), spot: file.spot(of: call),
            givenName: name, lifetime: .transient, body: .unreadable)
        switch modifier {
        case "register" where call.arguments.isEmpty:
            if isInAutoRegister(call) {
                registration.flavor = .real
                registration.isOverride = true
            } else if registration.flavor == .real {
                registration.flavor = .mock
                registration.findings.append(
                    Finding(
                        kind: .choice, spot: registration.spot,
                        message: "'\(name)' is replaced at run time outside tests and previews; drafted as its mock",
                        manifestForm: "a variant bound by an environment, \"variants\": {\"name\": ...}"))
            }
        case "onTest", "onPreview", "onDebug", "context":
            guard let flavor = flavor(of: modifier, call) else { fallthrough }
            registration.flavor = flavor
        default:
            findings.append(
                file.notMapped(
                    access.declName, "'.\(modifier)' on the Factory '\(name)' at run time is not mapped",
                    form: "a variant, \"variants\": {\"name\": ...}, bound by an environment"))
            return .skipChildren
        }
        registration.body = body(of: closure, registration: &registration)
        if let condition = SyntaxShapes.condition(of: call) {
            registration.findings.append(.condition(condition, at: file.spot(of: call)))
        }
        registrations.append(registration)
        return .skipChildren
    }

    static let callSiteModifiers: Set<String> = [
        "register", "onTest", "onPreview", "onDebug", "context", "onArg", "onArgs", "onSimulator", "onDevice",
    ]

    /// `Container.shared.api`, `self.api`, `api`: a Factory property reached.
    private func factoryName(_ base: ExprSyntax?) -> String? {
        if let access = base?.as(MemberAccessExprSyntax.self), index.names.contains(access.declName.baseName.text) {
            return access.declName.baseName.text
        }
        if let reference = base?.as(DeclReferenceExprSyntax.self), index.names.contains(reference.baseName.text) {
            return reference.baseName.text
        }
        return nil
    }

    private func isInAutoRegister(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return index.startUpFunctions.contains(function.name.text) }
            current = syntax.parent
        }
        return false
    }
}
