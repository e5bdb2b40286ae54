import SwiftSyntax

/// Reads what a registration's code builds and what it asks the container for, into the shared
/// model. Anything it cannot read becomes a finding, never a guess.
struct ExpressionReader {
    /// How this container's code asks for other services.
    enum MemberStyle {
        /// Swinject and locators: `r.resolve(X.self)!`, `r ~> X.self`.
        case resolveCalls
        /// Factory: `self.logger()`, `logger()`, `Container.shared.logger()`, `Container.logger()`.
        case factoryCalls(FactoryIndex)
        /// A hand-written container: `logger`, `self.logger`, `makeLogger()`.
        case properties(ContainerNames)
    }

    let file: ParsedFile
    let style: MemberStyle
    /// The registration's parameters (Swinject's arguments, a ParameterFactory's).
    var parameters: Set<String> = []
    /// The closure's resolver (Swinject's `r`), which passed on is the container itself.
    var resolverNames: Set<String> = []
    /// The type the code builds, where the registration says it, so `.live` reads as `T.live`.
    var contextType: String?
    /// `let router = Router(...)` earlier in the closure: the instance being built, not a member.
    var instanceNames: Set<String> = []
    /// `let repositories = RepositoryContainer.shared` earlier in the closure: a container.
    var containerLocals: Set<String> = []
    /// `let client = try await registry.resolve(NetworkClient.self)` earlier in the closure.
    var locals: [String: ArgumentValue] = [:]
    var findings: [Finding] = []

    init(file: ParsedFile, style: MemberStyle, parameters: Set<String> = []) {
        self.file = file
        self.style = style
        self.parameters = parameters
    }

    // MARK: What a registration returns

    mutating func body(_ written: ExprSyntax) -> Body {
        let expression = unwrapped(written)
        if let key = service(expression) { return .alias(key) }
        if let literal = literal(expression) { return literal }
        if let construction = construction(written) { return .construction(construction) }
        if findings.isEmpty {
            let isFallback = expression.as(SequenceExprSyntax.self)?.elements.contains {
                $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            }
            note(
                expression, "this registration returns '\(expression.trimmedDescription)', not a construction the importer reads",
                form: (isFallback == true
                    ? "\"failable\": true (an init?) or \"result\": true on the implementation, and the other as its "
                        + "\"fallback\"; "
                    : "{\"type\": \"Impl\", \"dependencies\": [...]} or {\"factory\": \"Type.make\"}; ")
                    + "a value the app reads at launch is an input, \"inputs\": {\"name\": {\"type\": \"String\"}}")
        }
        return .unreadable
    }

    mutating func construction(_ written: ExprSyntax) -> Construction? {
        let expression = unwrapped(written)
        let (isAsync, isThrowing) = effects(of: written)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let callee = callee(call.calledExpression, isCall: true) else { return nil }
            if call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty {
                note(
                    call, "a trailing closure is passed to \(call.calledExpression.trimmedDescription)",
                    form: "a closure is code, not a service: make it a method of a type and name that type's factory, "
                        + "{\"factory\": \"Type.make\", \"dependencies\": [...]}")
                return nil
            }
            var arguments: [Argument] = []
            for element in call.arguments {
                guard let value = argument(element.expression) else { return nil }
                arguments.append(Argument(label: element.label?.text, value: value))
            }
            return Construction(
                callee: callee, arguments: arguments, isAsync: isAsync, isThrowing: isThrowing)
        }
        if expression.is(MemberAccessExprSyntax.self), let callee = callee(expression, isCall: false) {
            return Construction(callee: callee, isAsync: isAsync, isThrowing: isThrowing)
        }
        return nil
    }

    private mutating func callee(_ expression: ExprSyntax, isCall: Bool) -> Construction.Callee? {
        // `Impl(...)`, `Module.Impl(...)`, `Impl.init(...)`.
        let type =
            expression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "init" ? $0.base : nil }
            ?? expression
        if isCall, SyntaxShapes.isTypeReference(type) { return .initializer(type.trimmedDescription) }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let member = access.declName.baseName.text
        // `.live`, `.init(...)`: a member of the type the registration names.
        guard let base = access.base else {
            guard let contextType, SyntaxShapes.isTypeName(contextType), !contextType.contains(" ") else { return nil }
            return member == "init"
                ? .initializer(contextType) : .factory(base: WrittenValue(contextType), member: member, isCall: isCall)
        }
        if SyntaxShapes.isTypeReference(base) {
            return .factory(base: WrittenValue(base.trimmedDescription), member: member, isCall: isCall)
        }
        // `r.resolve(TimelineFactory.self)!.makeTimeline(...)`: a method of another service.
        if let key = service(unwrapped(base)) {
            return .factory(base: WrittenValue(parts: [.service(key)]), member: member, isCall: isCall)
        }
        return nil
    }

    // MARK: What an argument passes

    /// A service, a member of one, a parameter, or code written out in which services are named.
    mutating func argument(_ written: ExprSyntax) -> ArgumentValue? {
        let expression = unwrapped(written)
        // A parameter or a `let` of the closure hides a member of the same name.
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if parameters.contains(name) { return .parameter(name) }
            if let local = locals[name] { return local }
        }
        if let key = service(expression) { return .service(key, member: nil) }
        if isContainer(expression) {
            note(
                expression, "the container itself is passed ('\(expression.trimmedDescription)'), to resolve from later",
                form: "a view, \"views\": {\"XDependencies\": {\"members\": [...]}}, and the dependency "
                    + "\"dependencies: XDependencies\"; or an assisted factory's maker for what it makes later")
            return nil
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
            let key = service(unwrapped(base))
        {
            return .service(key, member: access.declName.baseName.text)
        }
        // Written out as it is, with its `!` and casts: only `try` and `await` are the caller's.
        return self.written(SyntaxShapes.withoutEffects(written))
    }

    // MARK: Helpers

    /// Whether the construction itself is awaited or may throw: `try await Impl()`. A `try` on a
    /// resolution inside it is the container's, not the construction's.
    private func effects(of expression: ExprSyntax) -> (isAsync: Bool, isThrowing: Bool) {
        if let node = expression.as(TryExprSyntax.self) {
            return (effects(of: node.expression).isAsync, true)
        }
        if let node = expression.as(AwaitExprSyntax.self) {
            return (true, effects(of: node.expression).isThrowing)
        }
        return (false, false)
    }

    /// Without `try`, `await`, `!`, `as T` and parentheses.
    func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let node = expression.as(TryExprSyntax.self) { return unwrapped(node.expression) }
        if let node = expression.as(AwaitExprSyntax.self) { return unwrapped(node.expression) }
        if let node = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(node.expression) }
        if let node = expression.as(TupleExprSyntax.self), node.elements.count == 1, node.elements.first?.label == nil,
            let inner = node.elements.first?.expression
        {
            return unwrapped(inner)
        }
        if let cast = SyntaxShapes.cast(expression) { return unwrapped(cast.value) }
        return expression
    }

    private func literal(_ expression: ExprSyntax) -> Body? {
        if let text = SyntaxShapes.string(expression) { return .literal(type: "String", value: text) }
        // JSON spells numbers in decimal, without Swift's `_` and `0x`.
        if let literal = expression.as(IntegerLiteralExprSyntax.self),
            let value = SwiftLiteralNumber.integer(literal.literal.text)
        {
            return .literal(type: "Int", value: String(value))
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self), let value = SwiftLiteralNumber.decimal(literal.literal.text) {
            return .literal(type: "Double", value: value)
        }
        if expression.is(BooleanLiteralExprSyntax.self) { return .literal(type: "Bool", value: expression.trimmedDescription) }
        return nil
    }

    mutating func note(_ node: some SyntaxProtocol, _ message: String, form: String) {
        findings.append(file.notMapped(node, message, form: form))
    }

    static func firstDescendant<Node: SyntaxProtocol>(_ type: Node.Type, of node: some SyntaxProtocol) -> Node? {
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = child.as(Node.self) ?? firstDescendant(type, of: child) { return found }
        }
        return nil
    }
}
