import SwiftSyntax

/// A hand-written container's services: properties that build them (`lazy var network =
/// Network(logger: logger)`, `static let`, or set by the initializer), computed properties that
/// make a new one each time, `make` methods (`makeDetail(id:)` takes parameters; `makeStore()`
/// that returns `store` is only a way to reach it), and stored properties given at launch
/// (inputs). Its declaration and extensions are read together, across files, `#if` branches too:
/// a `DEBUG` branch is the mock.
struct ContainerMembers {
    /// What an initializer sets a property to, and what its earlier `let`s stand for then.
    struct Assignment {
        var value: ExprSyntax
        var parameters: Set<String>
        var locals: [String: ArgumentValue]
        var file: ParsedFile
    }

    let container: ContainerDeclaration
    let names: ContainerNames
    var assignments: [String: [Assignment]] = [:]
    /// Properties the initializer sets only inside an `if` or `switch`, and that condition.
    var conditionalAssignments: [String: (node: Syntax, text: String)] = [:]
    /// Services an initializer builds that no property keeps, named by their `let`.
    var intermediates: [(name: String, assignment: Assignment)] = []
    private(set) var registrations: [Registration] = []
    private var hasEagerRemark = false

    /// The registrations of every container among the declarations; one that builds nothing, or
    /// whose properties are Factory's, is not read.
    static func registrations(of declarations: [ContainerDeclaration]) -> [Registration] {
        declarations.filter { declaration in
            declaration.buildsServices && !declaration.declaresFactories
                && (declaration.isDeclared || !ContainerDeclaration.weakSuffixes.contains(where: declaration.typeName.hasSuffix))
        }.flatMap { declaration in
            var members = ContainerMembers(declaration)
            members.read()
            return members.registrations
        }
    }

    private init(_ container: ContainerDeclaration) {
        self.container = container
        names = ContainerNames(container)
    }

    private mutating func read() {
        readInitializers()
        for (variable, file) in container.variables {
            for binding in variable.bindings { read(binding, of: variable, in: file) }
        }
        for (function, file) in container.makers where !names.accessors.contains(ContainerNames.signature(of: function)) {
            read(function, in: file)
        }
        for intermediate in intermediates {
            var registration = registration(
                .member(intermediate.name), type: nil, at: intermediate.assignment.value, in: intermediate.assignment.file)
            var reader = reader(excluding: intermediate.name, in: intermediate.assignment.file)
            reader.locals = intermediate.assignment.locals.filter { $0.key != intermediate.name }
            registration.body = reader.body(intermediate.assignment.value)
            registration.findings += reader.findings
            registrations.append(registration)
        }
    }

    private mutating func read(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, in file: ParsedFile) {
        guard let name = binding.identifier, !isPlumbing(binding) else { return }
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var registration = registration(.member(name), type: binding.typeAnnotation?.type.trimmedDescription, at: binding, in: file)
        var reader = reader(excluding: name, in: file)
        reader.contextType = registration.type
        if let value = binding.initializer?.value {
            // A collection, a closure, nil, or a `var` literal (a flag) is the container's state.
            if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(ClosureExprSyntax.self)
                || value.is(NilLiteralExprSyntax.self) || variable.bindingSpecifier.text == "var" && isLiteral(value)
            {
                return
            }
            // `lazy var x: T = { ... }()`: the closure's statements.
            if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                let closure = call.calledExpression.as(ClosureExprSyntax.self)
            {
                registration.body = reader.body(of: closure.statements, at: closure)
            } else {
                registration.body = reader.body(value)
            }
            if !isLazy, !isStatic, case .construction = registration.body { registration.findings += eagerRemark(registration) }
        } else if let getter = SyntaxShapes.getter(of: binding) {
            registration.lifetime = .transient
            registration.body = reader.body(of: getter, at: binding)
        } else if binding.accessorBlock != nil {
            return
        } else if assignments[name] == nil, let condition = conditionalAssignments[name] {
            registration.body = .unreadable
            registration.findings.append(.condition(condition.text, at: file.spot(of: condition.node), what: "'\(name)' is set"))
        } else if let assigned = assignments[name] {
            // Set by the initializer, in each `#if` branch, to what it builds; a property only ever
            // set from the initializer's parameters is an input.
            let isParameter = { (assignment: Assignment) in
                assignment.value.as(DeclReferenceExprSyntax.self).map { assignment.parameters.contains($0.baseName.text) } ?? false
            }
            let built = assigned.filter { !isParameter($0) }
            guard !built.isEmpty else {
                registrations.append(registration)
                return
            }
            for assignment in built {
                var each = self.registration(.member(name), type: registration.type, at: assignment.value, in: assignment.file)
                var reader = self.reader(excluding: name, in: assignment.file)
                reader.contextType = registration.type
                reader.locals = assignment.locals.filter { $0.value.serviceKey != .member(name) }
                each.body = reader.body(assignment.value)
                if case .construction = each.body { each.findings += eagerRemark(each) }
                each.findings += reader.findings
                registrations.append(each)
            }
            return
        } else if let type = binding.typeAnnotation?.type,
            type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        {
            // An optional without a value starts as nil: the container's state, not an input.
            return
        } else if binding.typeAnnotation == nil {
            return
        }
        registration.findings += reader.findings
        registrations.append(registration)
    }

    /// `func makeDetail(id: String) -> DetailViewModel { ... }`: an assisted factory, or without
    /// parameters a service made on each call.
    private mutating func read(_ function: FunctionDeclSyntax, in file: ParsedFile) {
        guard let statements = function.body?.statements, let key = names.makers[ContainerNames.signature(of: function)]
        else { return }
        let parameters = function.signature.parameterClause.parameters.map {
            Parameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedDescription)
        }
        let type = function.signature.returnClause?.type.trimmedDescription
        var registration = registration(key, type: type, at: function, in: file)
        registration.givenName = ContainerNames.serviceName(ofMaker: function.name.text)
        registration.lifetime = .transient
        registration.parameters = parameters
        var reader = ExpressionReader(
            file: file, style: .properties(names), parameters: Set(parameters.map(\.name)))
        reader.contextType = type
        registration.body = reader.body(of: statements, at: function)
        registration.findings += reader.findings
        registrations.append(registration)
    }

    private func registration(_ key: ServiceKey, type: String?, at node: some SyntaxProtocol, in file: ParsedFile) -> Registration {
        let givenName: String? = if case .member(let name) = key { name } else { nil }
        return Registration(
            key: key, type: type, flavor: SyntaxShapes.flavor(of: node, in: file), spot: file.spot(of: node),
            givenName: givenName, lifetime: .singleton, body: .input)
    }

    private func reader(excluding name: String, in file: ParsedFile) -> ExpressionReader {
        ExpressionReader(file: file, style: .properties(names.excluding(name)))
    }

    /// Said once per container, at the first service it builds at once.
    private mutating func eagerRemark(_ registration: Registration) -> [Finding] {
        guard !hasEagerRemark else { return [] }
        hasEagerRemark = true
        return [
            Finding(
                kind: .choice, spot: registration.spot,
                message: "'\(registration.givenName ?? "")' and the other services \(container.typeName) builds when it is "
                    + "made are drafted as singletons built on first use",
                manifestForm: "\"eager\": true has warmUp() build one ahead of first use")
        ]
    }

    /// The container's own machinery: a Swinject container, a resolver, Factory's manager, a lock.
    private func isPlumbing(_ binding: PatternBindingSyntax) -> Bool {
        let written = binding.typeAnnotation?.type.trimmedDescription ?? binding.initializer?.value.trimmedDescription ?? ""
        return ["Container", "Resolver", "Assembler", "ContainerManager", "Lock", "NSLock", "Mutex"].contains {
            written.hasPrefix($0)
        } || written.hasPrefix("[") && written.contains("ObjectIdentifier")
    }

    private func isLiteral(_ expression: ExprSyntax) -> Bool {
        expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
    }
}

extension ContainerDeclaration {
    /// Factory's containers declare `Factory<T>` properties: FactoryRegistrations reads them.
    var declaresFactories: Bool {
        variables.contains { variable, _ in
            variable.bindings.contains { FactoryIndex.factoryType(of: $0) != nil }
        }
    }
}

extension PatternBindingSyntax {
    var identifier: String? { pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
}
