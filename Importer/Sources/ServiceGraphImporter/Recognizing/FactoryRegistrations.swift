import SwiftSyntax

/// Factory's registrations: `var logger: Factory<any Logging> { self { ConsoleLogger() }.singleton }`
/// in an extension of a container, its `ParameterFactory`, its scopes and its contexts
/// (`.onTest`, `.onPreview`, `.onDebug`).
final class FactoryRegistrations: SyntaxVisitor {
    private let file: ParsedFile
    /// Every Factory property of the sources, so `self.logger()` reads as a dependency.
    private let factoryNames: Set<String>
    private(set) var registrations: [Registration] = []

    init(file: ParsedFile, factoryNames: Set<String>) {
        self.file = file
        self.factoryNames = factoryNames
        super.init(viewMode: .sourceAccurate)
    }

    /// The names of the Factory properties a file declares.
    static func names(in file: ParsedFile) -> Set<String> {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.names
    }

    private final class Finder: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if FactoryRegistrations.factoryType(of: node) != nil,
                let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                names.insert(name)
            }
            return .skipChildren
        }
    }

    /// `Factory<T>` -> ([], T); `ParameterFactory<P, T>` -> ([P], T).
    static func factoryType(of binding: PatternBindingSyntax) -> (parameters: [String], type: String)? {
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) {
            return factoryType(name: type.name.text, arguments: type.genericArgumentClause?.arguments)
        }
        // Factory 1's `static let logger = Factory<any Logging> { ... }`.
        var expression = binding.initializer?.value
        while let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        while let access = expression?.as(MemberAccessExprSyntax.self), let base = access.base { expression = base }
        if let specialized = expression?.as(GenericSpecializationExprSyntax.self) {
            return factoryType(
                name: specialized.expression.trimmedDescription, arguments: specialized.genericArgumentClause.arguments)
        }
        return nil
    }

    private static func factoryType(name: String, arguments: GenericArgumentListSyntax?) -> (
        parameters: [String], type: String
    )? {
        let types = (arguments ?? []).map(\.argument.trimmedDescription)
        switch (name, types.count) {
        case ("Factory", 1): return ([], types[0])
        case ("ParameterFactory", 2): return ([types[0]], types[1])
        default: return nil
        }
    }

    /// Factory properties whose getter is not one expression, reported outside any registration.
    private(set) var findings: [Finding] = []

    override func visit(_ binding: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard let (parameterTypes, type) = Self.factoryType(of: binding),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return .visitChildren }
        guard let expression = Self.expression(of: binding) else {
            findings.append(
                finding(
                    binding, "the Factory '\(name)' is built by code the importer does not read",
                    form: "\"\(name)\": {\"type\": \"\(type)\", \"real\": {\"type\": \"Impl\", \"dependencies\": [...]}}"))
            return .skipChildren
        }
        read(expression, name: name, type: type, parameterTypes: parameterTypes, at: binding)
        return .skipChildren
    }

    /// `Container.shared.api.register { MockAPIClient() }`: Factory's way to replace a registration,
    /// in tests and previews; elsewhere it is drafted as the mock, with a remark.
    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard SyntaxShapes.calleeName(call) == "register", call.arguments.isEmpty,
            let access = call.calledExpression.as(MemberAccessExprSyntax.self),
            let target = access.base?.as(MemberAccessExprSyntax.self), factoryNames.contains(target.declName.baseName.text),
            let closure = call.trailingClosure
        else { return .visitChildren }
        let name = target.declName.baseName.text
        var registration = Registration(
            key: .member(name), type: nil, flavor: SyntaxShapes.flavor(of: call), spot: file.spot(of: call),
            givenName: name, lifetime: .transient, body: .unreadable)
        if registration.flavor == .real {
            registration.flavor = .mock
            registration.findings.append(
                Finding(
                    kind: .choice, spot: registration.spot,
                    message: "'\(name)' is replaced at run time outside tests and previews; drafted as its mock",
                    manifestForm: "a variant bound by an environment, \"variants\": {\"name\": ...}"))
        }
        registration.body = body(of: closure, registration: &registration)
        registrations.append(registration)
        return .skipChildren
    }

    /// The getter's one expression, or the stored property's initial value.
    private static func expression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return onlyExpression(statements)
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body.flatMap { onlyExpression($0.statements) }
        case nil: return nil
        }
    }

    private static func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        return item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
    }

    /// Unwinds `self { ... }.onTest { ... }.singleton` from the outside in.
    private func read(
        _ expression: ExprSyntax, name: String, type: String, parameterTypes: [String], at binding: PatternBindingSyntax
    ) {
        var modifiers: [(name: String, call: FunctionCallExprSyntax?)] = []
        var current = expression
        var root: FunctionCallExprSyntax?
        while root == nil {
            if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
                modifiers.insert((access.declName.baseName.text, nil), at: 0)
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                if let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base {
                    modifiers.insert((access.declName.baseName.text, call), at: 0)
                    current = base
                } else {
                    root = call
                }
            } else {
                break
            }
        }
        var registration = Registration(
            key: .member(name), type: type, flavor: .real, spot: file.spot(of: binding), givenName: name,
            lifetime: .transient, body: .unreadable)
        guard let root, let closure = SyntaxShapes.closure(of: root) else {
            registration.findings.append(
                finding(
                    binding, "the Factory '\(name)' is not built by a closure the importer could read",
                    form: "{\"type\": \"Impl\", \"dependencies\": [...]}"))
            registrations.append(registration)
            return
        }
        registration.parameters = zip(SyntaxShapes.parameters(of: closure), parameterTypes).map {
            Parameter(name: $0.0.name, type: $0.0.type ?? $0.1)
        }
        registration.body = body(of: closure, registration: &registration)
        if let scope = SyntaxShapes.argument("scope", of: root) { registration.lifetime = lifetime(scope, &registration) }
        var contexts: [Registration] = []
        for modifier in modifiers {
            switch modifier.name {
            case "singleton", "cached", "shared", "unique", "graph":
                registration.lifetime = lifetime(named: modifier.name)
            case "scope":
                registration.lifetime = lifetime(modifier.call?.arguments.first?.expression, &registration)
            case "onTest", "onPreview", "onDebug", "context":
                guard let call = modifier.call, let flavor = flavor(of: modifier.name, call),
                    let contextClosure = SyntaxShapes.closure(of: call)
                else {
                    registration.findings.append(
                        finding(
                            modifier.call.map(Syntax.init) ?? Syntax(binding), "the context '.\(modifier.name)' is not mapped",
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
                    finding(
                        modifier.call.map(Syntax.init) ?? Syntax(binding), "'.\(modifier.name)' on the Factory '\(name)' is not mapped",
                        form: "see the Factory section of the migration guide"))
            }
        }
        for index in contexts.indices { contexts[index].lifetime = registration.lifetime }
        registrations.append(registration)
        registrations += contexts
    }

    private func body(of closure: ClosureExprSyntax, registration: inout Registration) -> Body {
        var reader = ExpressionReader(
            file: file, style: .factoryCalls(factoryNames), parameters: Set(registration.parameters.map(\.name)))
        let body = reader.body(of: closure.statements, at: closure)
        registration.findings += reader.findings
        return body
    }

    /// `.onTest` is what tests bind (mock); `.onPreview` a variant; `.onDebug` the dev build's.
    private func flavor(of context: String, _ call: FunctionCallExprSyntax) -> Flavor? {
        let name = context == "context" ? SyntaxShapes.caseName(call.arguments.first?.expression) : context
        switch name {
        case "onTest", "test": return .mock
        case "onPreview", "preview": return .variant("preview")
        case "onDebug", "debug": return .variant("debug")
        default: return nil
        }
    }

    private func lifetime(_ scope: ExprSyntax?, _ registration: inout Registration) -> Lifetime {
        if let name = SyntaxShapes.caseName(scope), ["singleton", "cached", "shared", "unique", "graph"].contains(name) {
            return lifetime(named: name)
        }
        registration.findings.append(
            finding(
                scope.map(Syntax.init) ?? Syntax(MissingExprSyntax()),
                "the custom scope '\(scope?.trimmedDescription ?? "")' is not mapped; drafted as a singleton",
                form: "a scope, \"scopes\": {\"session\": {\"services\": {...}}}, made from the app's component"))
        return .singleton
    }

    /// Factory's default, `.unique`, makes a new instance each time; `.shared` keeps one while used.
    private func lifetime(named name: String) -> Lifetime {
        switch name {
        case "singleton", "cached": .singleton
        case "shared": .weak
        case "graph": .graph
        default: .transient
        }
    }

    private func finding(_ node: some SyntaxProtocol, _ message: String, form: String) -> Finding {
        Finding(kind: .notMapped, spot: file.spot(of: node), message: message, manifestForm: form)
    }
}
