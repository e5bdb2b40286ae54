import SwiftSyntax

/// Factory's registrations: `var logger: Factory<any Logging> { self { ConsoleLogger() }.singleton }`
/// in an extension of a container, its `ParameterFactory`, its scopes and its contexts
/// (`.onTest`, `.onPreview`, `.onDebug`).
final class FactoryRegistrations: SyntaxVisitor {
    let file: ParsedFile
    /// What every file says of Factory's properties, so `self.logger()` reads as a dependency.
    let index: FactoryIndex
    var registrations: [Registration] = []

    init(file: ParsedFile, index: FactoryIndex) {
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    // A protocol's requirement `var api: Factory<API> { get }` registers nothing.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { readCallSite(call) }

    /// Factory properties whose getter is not one expression, and contexts not mapped, reported
    /// outside any registration.
    var findings: [Finding] = []

    override func visit(_ binding: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let (parameterTypes, type) = FactoryIndex.factoryType(of: binding),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        guard let expression = SyntaxShapes.value(of: binding) else {
            findings.append(
                file.notMapped(
                    binding, "the Factory '\(name)' is built by code the importer does not read",
                    form: "\"\(name)\": {\"type\": \"\(type ?? "T")\", \"real\": {\"type\": \"Impl\", \"dependencies\": [...]}}"))
            return .skipChildren
        }
        read(expression, name: name, type: type, parameterTypes: parameterTypes, at: binding)
        return .skipChildren
    }

    /// Unwinds `self { ... }.onTest { ... }.singleton` from the outside in.
    private func read(
        _ expression: ExprSyntax, name: String, type: String?, parameterTypes: [String], at binding: PatternBindingSyntax
    ) {
        var modifiers: [(name: String, call: FunctionCallExprSyntax?, access: MemberAccessExprSyntax)] = []
        var current = expression
        var root: FunctionCallExprSyntax?
        while root == nil {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                modifiers.insert((access.declName.baseName.text, nil, access), at: 0)
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                    modifiers.insert((access.declName.baseName.text, call, access), at: 0)
                    current = base
                } else {
                    root = call
                }
            } else {
                break
            }
        }
        // Factory's default scope is `.unique`, unless the container's manager sets another.
        let defaultScope = FactoryIndex.containerType(of: binding).flatMap { index.defaultScopes[$0] } ?? "unique"
        var registration = Registration(
            key: .member(name), type: type, flavor: SyntaxShapes.flavor(of: binding, in: file), spot: file.spot(of: binding),
            givenName: name,
            lifetime: lifetime(named: defaultScope), body: .unreadable)
        guard let root, let closure = SyntaxShapes.closure(of: root) else {
            registration.findings.append(
                file.notMapped(
                    binding, "the Factory '\(name)' is not built by a closure the importer could read",
                    form: "{\"type\": \"Impl\", \"dependencies\": [...]}"))
            registrations.append(registration)
            return
        }
        registration.parameters = SyntaxShapes.parameters(of: closure).enumerated().map { index, parameter in
            Parameter(name: parameter.name, type: parameter.type ?? (index < parameterTypes.count ? parameterTypes[index] : nil))
        }
        registration.body = body(of: closure, registration: &registration)
        if let scope = SyntaxShapes.argument("scope", of: root) { registration.lifetime = lifetime(scope, at: scope, &registration) }
        var contexts: [Registration] = []
        for modifier in modifiers {
            switch modifier.name {
            case "singleton", "cached", "shared", "unique", "graph":
                registration.lifetime = lifetime(named: modifier.name)
            case "scope":
                registration.lifetime = lifetime(modifier.call?.arguments.first?.expression, at: modifier.access, &registration)
            case "onTest", "onPreview", "onDebug", "context":
                guard let call = modifier.call, let flavor = flavor(of: modifier.name, call),
                    let contextClosure = SyntaxShapes.closure(of: call)
                else {
                    registration.findings.append(
                        file.notMapped(
                            modifier.access.declName, "the context '.\(modifier.name)' is not mapped",
                            form: "a variant, \"variants\": {\"name\": ...}, bound by an environment"))
                    continue
                }
                var context = registration
                context.flavor = flavor
                context.findings = []
                context.spot = file.spot(of: call)
                context.body = body(of: contextClosure, registration: &context)
                contexts.append(context)
            default:
                registration.findings.append(
                    file.notMapped(
                        modifier.access.declName, "'.\(modifier.name)' on the Factory '\(name)' is not mapped",
                        form: "write it in the entry by hand: a \"lifetime\", \"variants\" bound by environments, or a scope"))
            }
        }
        for index in contexts.indices { contexts[index].lifetime = registration.lifetime }
        registrations.append(registration)
        registrations += contexts
    }

    func body(of closure: ClosureExprSyntax, registration: inout Registration) -> Body {
        var reader = ExpressionReader(
            file: file, style: .factoryCalls(index), parameters: Set(registration.parameters.map(\.name)))
        reader.contextType = registration.type
        let body = reader.body(of: closure.statements, at: closure)
        registration.findings += reader.findings
        return body
    }

    /// `.onTest` is what tests bind (mock); `.onPreview` a variant; `.onDebug` the dev build's.
    func flavor(of context: String, _ call: FunctionCallExprSyntax) -> Flavor? {
        let name = context == "context" ? SyntaxShapes.caseName(call.arguments.first?.expression) : context
        switch name {
        case "onTest", "test": return .mock
        case "onPreview", "preview": return .variant("preview")
        case "onDebug", "debug": return .variant("debug")
        default: return nil
        }
    }

    /// `.scope(.singleton)`; `place` is where the scope is written.
    private func lifetime(_ scope: ExprSyntax?, at place: some SyntaxProtocol, _ registration: inout Registration) -> Lifetime {
        if let name = SyntaxShapes.caseName(scope), ["singleton", "cached", "shared", "unique", "graph"].contains(name) {
            return lifetime(named: name)
        }
        registration.findings.append(.customScope(scope?.trimmedDescription ?? "", at: file.spot(of: scope.map(Syntax.init) ?? Syntax(place))))
        return .singleton
    }

    /// Factory's default, `.unique`, makes a new instance each time; `.shared` keeps one while used.
    func lifetime(named name: String) -> Lifetime {
        switch name {
        case "singleton", "cached": .singleton
        case "shared": .weak
        case "graph": .graph
        default: .transient
        }
    }
}
