import SwiftSyntax

/// Which `register` calls are a container's, and a locator's registrations of a value.
extension RegisterCalls {
    static let registrationCallees: Set<String> = [
        "register", "registerFactory", "registerSingleton", "registerLazy", "registerService", "registerInstance",
        "registerMock", "autoregister",
    ]

    /// UIKit's and Foundation's own `register` calls: cells and nibs, supplementary views, undo,
    /// background tasks, defaults, URL protocols.
    static func isPlatformRegistration(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            guard let label = argument.label?.text else { return false }
            let lowered = label.lowercased()
            return ["cell", "nib", "kind", "identifier", "headerfooter", "viewtype"].contains(where: lowered.contains)
                || ["withTarget", "defaults", "forName"].contains(label)
        } || ["registerClass", "registerUndo"].contains(SyntaxShapes.calleeName(call) ?? "")
    }

    /// A locator's `register(service as UserServiceProtocol)`, `register(Logger(), for: .logger)`,
    /// `register(appSettings: AppSettings())`: the type from `as`, the name from a key or a label.
    func valueRegistration(_ call: FunctionCallExprSyntax, callee: String) -> Registration? {
        guard callee == "register", call.trailingClosure == nil, let value = call.arguments.first,
            call.arguments.count == 1 || call.arguments.count == 2 && call.arguments.last?.label?.text == "for",
            !value.expression.is(ClosureExprSyntax.self)
        else { return nil }
        let type = SyntaxShapes.cast(value.expression)?.type
        // A value built here or cast to its type; not `register(in: application)` or a metatype.
        guard type != nil || ContainerDeclaration.isConstruction(value.expression) else { return nil }
        let genericLabels: Set<String> = ["service", "instance", "object", "value", "dependency"]
        let keyName =
            call.arguments.count == 2
            ? SyntaxShapes.caseName(call.arguments.last?.expression)
            : value.label.map(\.text).flatMap { genericLabels.contains($0) ? nil : $0 }
        var reader = ExpressionReader(file: file, style: .resolveCalls)
        var registration = Registration(
            key: .ofType(type ?? value.expression.trimmedDescription), type: type, flavor: SyntaxShapes.flavor(of: call, in: file), spot: file.spot(of: call),
            givenName: keyName, lifetime: .singleton, body: reader.body(value.expression))
        registration.findings += reader.findings
        if let keyName {
            registration.key = .member(keyName)
        } else if let type {
            registration.key = .ofType(type)
        } else if let built = registration.builtType {
            registration.key = .ofType(built)
        } else {
            // `register(APIClient.live())`: what it registers is the factory's to say; the entry asks
            // for the type.
            registration.key = .ofType(value.expression.trimmedDescription)
        }
        return registration
    }
}
