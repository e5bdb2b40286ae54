import SwiftSyntax

/// Swinject's `container.register(T.self) { r in ... }` and a hand-written locator's
/// `register(T.self) { ... }` or `register(instance, for: T.self)`, with Swinject's chained
/// `.inObjectScope`, `.initCompleted` and `.implements`.
final class RegisterCalls: SyntaxVisitor {
    let file: ParsedFile
    private(set) var registrations: [Registration] = []

    /// Factory's properties: `Container.shared.api.register { }` is Factory's, not a locator's.
    private let factoryNames: Set<String>

    init(file: ParsedFile, factoryNames: Set<String>) {
        self.file = file
        self.factoryNames = factoryNames
        super.init(viewMode: .sourceAccurate)
    }

    /// `let health = container.resolve(HealthServiceProtocol.self)!` outside registrations: the
    /// name app code gives a service, which the draft may name it by.
    private(set) var namesInUse: [(key: ServiceKey, name: String)] = []

    override func visit(_ binding: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = binding.identifier, let value = binding.initializer?.value {
            let reader = ExpressionReader(file: file, style: .resolveCalls)
            if let key = reader.service(value) { namesInUse.append((key, name)) }
        }
        return .visitChildren
    }

    /// What is reported outside any one registration: child containers, whose registrations the
    /// draft keeps as the app's, and registrations it could not read at all.
    private(set) var findings: [Finding] = []

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if call.calledExpression.trimmedDescription == "Container", SyntaxShapes.argument("parent", of: call) != nil {
            findings.append(
                file.notMapped(
                    call, "a child container: its registrations are drafted as the app's services",
                    form: "a scope, \"scopes\": {\"session\": {\"services\": {...}}}: each of its components has "
                        + "its own singletons and reads the app's services"))
        }
        guard let callee = SyntaxShapes.calleeName(call),
            callee.hasPrefix("register") || callee.hasSuffix("InitCompleted")
                || callee == "autoregister", !Self.isPlatformRegistration(call)
        else { return .visitChildren }
        if ["storyboardInitCompleted", "registerForStoryboard"].contains(callee) {
            findings.append(
                file.notMapped(
                    call, "a storyboard's view controller, wired after the storyboard made it",
                    form: "a service whose factory makes it, {\"factory\": \"Storyboards.feed\", \"dependencies\": []}, "
                        + "and \"properties\" that set what it needs"))
            return .skipChildren
        }
        if var registration = closureRegistration(call, callee: callee) ?? instanceRegistration(call)
            ?? valueRegistration(call, callee: callee)
        {
            if let condition = SyntaxShapes.condition(of: call) { registration.findings.append(.condition(condition, at: file.spot(of: call))) }
            registrations.append(registration)
            return .skipChildren
        }
        // `register { MyService() as MyServiceType }` (Resolver, Factory's Resolving), or a key
        // path's: the type is Swift's to infer.
        if callee == "register", call.trailingClosure != nil,
            call.arguments.isEmpty || call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true,
            !isFactoryRegistration(call)
        {
            findings.append(
                file.notMapped(
                    call, "a registration whose type Swift infers, which the importer does not read",
                    form: "an entry written by hand: {\"type\": \"T\", \"real\": {\"type\": \"Impl\", \"dependencies\": [...]}}"))
            return .skipChildren
        }
        // A registration of a type in a form not read (a function passed as the factory).
        if Self.registrationCallees.contains(callee),
            let type = call.arguments.lazy.compactMap({ SyntaxShapes.metatype($0.expression) }).first
        {
            findings.append(
                file.notMapped(
                    call, "this registration of \(type) is not in a form the importer reads",
                    form: "register(\(type).self) { r in Impl(...) }, or write its entry by hand: "
                        + "{\"type\": \"Impl\", \"dependencies\": [...]}"))
        }
        return .visitChildren
    }

    /// `register(T.self, name: "n") { r, arg in ... }`, or with `factory:`.
    private func closureRegistration(_ call: FunctionCallExprSyntax, callee: String) -> Registration? {
        guard let first = call.arguments.first, first.label == nil, let type = SyntaxShapes.metatype(first.expression)
        else { return nil }
        let name = SyntaxShapes.registrationName(SyntaxShapes.argument("name", of: call))
        var registration = Registration(
            key: .ofType(type, name: name), type: type, flavor: SyntaxShapes.flavor(of: call, in: file),
            spot: file.spot(of: call), lifetime: .singleton, body: .unreadable)
        if callee == "autoregister" {
            let initializer = SyntaxShapes.argument("initializer", of: call)?.trimmedDescription ?? "Impl.init"
            registration.findings.append(
                file.notMapped(
                    call, "autoregister passes \(initializer)'s arguments without naming them",
                    form: "{\"type\": \"\(initializer.replacingOccurrences(of: ".init", with: ""))\", "
                        + "\"dependencies\": [...]}, the dependencies in the initializer's order"))
            registration.lifetime = .graph
            applyModifiers(above: call, to: &registration)
            return registration
        }
        if let mock = SyntaxShapes.argument("mock", of: call) {
            registration.flavor = .mock
            var reader = ExpressionReader(file: file, style: .resolveCalls)
            registration.body = reader.body(mock)
            registration.findings += reader.findings
            return registration
        }
        guard let closure = SyntaxShapes.closure(of: call) else { return nil }
        let parameters = SyntaxShapes.parameters(of: closure)
        // A closure whose first parameter is the resolver is Swinject's (`{ r in }`, `{ _ in }`,
        // `{ (r: Resolver, id: String) in }`); one that takes nothing or only arguments, a locator's.
        // `{ Engine(log: $0.resolve(Logger.self)!) }` is Swinject's too.
        let usesShorthand =
            parameters.isEmpty
            && closure.statements.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .dollarIdentifier("$0")
            }
        let isSwinject = usesShorthand || parameters.first.map { $0.type == nil || $0.type!.hasSuffix("Resolver") } ?? false
        registration.parameters = parameters.dropFirst(isSwinject ? 1 : 0).map { Parameter(name: $0.name, type: $0.type) }
        // Swinject tells registrations apart by their arguments too: `{ (r, movie: Movie) in }` and
        // `{ (r, id: Int) in }` of one type are two services.
        if !registration.parameters.isEmpty {
            let signature = registration.parameters.map { "\($0.name):\($0.type ?? "")" }.joined(separator: ",")
            registration.key = .ofType(type, name: (name ?? "") + "#" + signature)
        }
        for parameter in registration.parameters where parameter.type == nil {
            registration.findings.append(
                file.notMapped(
                    closure, "the type of the argument '\(parameter.name)' is not written in the closure",
                    form: "\"parameters\": [{\"name\": \"\(parameter.name)\", \"type\": \"String\"}], with its type"))
        }
        var reader = ExpressionReader(
            file: file, style: .resolveCalls, parameters: Set(registration.parameters.map(\.name)))
        reader.resolverNames =
            usesShorthand ? ["$0"] : Set(parameters.prefix(isSwinject ? 1 : 0).map(\.name).filter { $0 != "_" })
        registration.body = reader.body(of: closure.statements, at: closure)
        registration.findings += reader.findings
        registration.lifetime = isSwinject ? .graph : .singleton
        if let scope = SyntaxShapes.argument("scope", of: call) {
            registration.lifetime = lifetime(scope, at: scope, of: &registration)
        } else if !isSwinject {
            registration.findings.append(
                Finding(
                    kind: .choice, spot: registration.spot,
                    message: "the container's default lifetime is not written here; drafted as a singleton",
                    manifestForm: "\"lifetime\": \"transient\" if the container made a new instance each time"))
        }
        applyModifiers(above: call, to: &registration)
        return registration
    }

    /// `register(ConsoleLogger() as any Logging, for: (any Logging).self)`, `register(instance, forType: T.self)`.
    private func instanceRegistration(_ call: FunctionCallExprSyntax) -> Registration? {
        guard let instance = call.arguments.first, instance.label == nil,
            let typeArgument = call.arguments.dropFirst().first(where: {
                ["for", "forType", "as", "type"].contains($0.label?.text)
            }),
            let type = SyntaxShapes.metatype(typeArgument.expression)
        else { return nil }
        var reader = ExpressionReader(file: file, style: .resolveCalls)
        var registration = Registration(
            key: .ofType(type), type: type, flavor: SyntaxShapes.flavor(of: call, in: file), spot: file.spot(of: call),
            lifetime: .singleton, body: reader.body(instance.expression))
        registration.findings += reader.findings
        return registration
    }

    private func isFactoryRegistration(_ call: FunctionCallExprSyntax) -> Bool {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        let name =
            base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name.map(factoryNames.contains) ?? false
    }
}
