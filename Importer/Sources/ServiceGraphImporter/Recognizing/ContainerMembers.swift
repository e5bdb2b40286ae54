import SwiftSyntax

/// A hand-written container's services: properties that build them (`lazy var network =
/// Network(logger: logger)`, `static let`, or set by the initializer), computed properties that
/// make a new one each time, `make` methods that take parameters, and stored properties given at
/// launch (inputs). Its declaration and extensions are read together, across files.
struct ContainerMembers {
    private let container: ContainerDeclaration
    private let names: Set<String>
    private let flavor: Flavor
    /// What the initializers set each stored property to.
    private var assignments: [String: (value: ExprSyntax, parameters: Set<String>, locals: [String: ArgumentValue])] = [:]
    /// Services an initializer builds that no property keeps.
    private var intermediates: [(name: String, value: ExprSyntax, parameters: Set<String>, locals: [String: ArgumentValue], file: ParsedFile)] = []
    private(set) var registrations: [Registration] = []
    private var hasEagerRemark = false

    /// The registrations of every container among the declarations; one that builds nothing, or
    /// whose properties are Factory's, is not read.
    static func registrations(of declarations: [ContainerDeclaration]) -> [Registration] {
        declarations.filter { $0.buildsServices && !$0.declaresFactories }.flatMap { declaration in
            var members = ContainerMembers(declaration)
            members.read()
            return members.registrations
        }
    }

    private init(_ container: ContainerDeclaration) {
        self.container = container
        var names = Set(container.variables.flatMap { $0.0.bindings.compactMap(\.identifier) })
        names.formUnion(container.makers.map { Self.serviceName(ofMaker: $0.0.name.text) })
        self.names = names
        flavor = SyntaxShapes.flavor(named: container.typeName) ?? .real
    }

    private mutating func read() {
        readInitializers()
        for (variable, file) in container.variables {
            for binding in variable.bindings { read(binding, of: variable, in: file) }
        }
        for (function, file) in container.makers { read(function, in: file) }
    }

    /// `let api = LiveAPIClient(); self.api = api; self.store = Store(api: api)`, or a convenience
    /// initializer that builds every service in a `let` and passes them on, `self.init(api: api)`:
    /// each property set, and each service built on the way that no property keeps (a
    /// composition root's intermediate services), with what each `let` stands for.
    private mutating func readInitializers() {
        for (initializer, file) in container.initializers {
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let statements = initializer.body?.statements ?? []
            var built: [(name: String, value: ExprSyntax)] = []
            var kept: [String: String] = [:]
            for item in statements {
                if let declaration = item.item.as(VariableDeclSyntax.self), let binding = declaration.bindings.first,
                    let name = binding.identifier, let value = binding.initializer?.value,
                    ContainerDeclaration.isConstruction(value)
                {
                    built.append((name, value))
                } else if let (property, value) = ContainerDeclaration.assignment(in: item), names.contains(property) {
                    if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text, built.contains(where: { $0.name == local }) {
                        kept[local] = property
                    } else if assignments[property] == nil || !isParameter(value, parameters) {
                        assignments[property] = (value, parameters, [:])
                    }
                } else if let call = Self.delegatingCall(item) {
                    for argument in call.arguments {
                        guard let label = argument.label?.text, names.contains(label),
                            let local = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                            built.contains(where: { $0.name == local })
                        else { continue }
                        kept[local] = label
                    }
                }
            }
            // Each `let` is the service of the property that keeps it, or one of its own.
            var locals: [String: ArgumentValue] = [:]
            for local in built { locals[local.name] = .service(.member(kept[local.name] ?? local.name), member: nil) }
            for local in built {
                if let property = kept[local.name] {
                    assignments[property] = (local.value, parameters, locals)
                } else if !names.contains(local.name) {
                    intermediates.append((local.name, local.value, parameters, locals, file))
                }
            }
        }
        for intermediate in intermediates {
            var reader = ExpressionReader(file: intermediate.file, style: .properties(names))
            reader.locals = intermediate.locals.filter { $0.key != intermediate.name }
            var registration = Registration(
                key: .member(intermediate.name), type: nil, flavor: flavor, spot: intermediate.file.spot(of: intermediate.value),
                givenName: intermediate.name, lifetime: .singleton, body: reader.body(intermediate.value))
            registration.findings += reader.findings
            registrations.append(registration)
        }
    }

    /// `self.init(api: api, ...)`: a convenience initializer handing over what it built.
    private static func delegatingCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
            call.calledExpression.trimmedDescription == "self.init"
        else { return nil }
        return call
    }

    private func isParameter(_ value: ExprSyntax, _ parameters: Set<String>) -> Bool {
        value.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
    }

    private mutating func read(_ binding: PatternBindingSyntax, of variable: VariableDeclSyntax, in file: ParsedFile) {
        guard let name = binding.identifier, !isPlumbing(binding) else { return }
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        var registration = Registration(
            key: .member(name), type: binding.typeAnnotation?.type.trimmedDescription, flavor: flavor,
            spot: file.spot(of: binding), givenName: name, lifetime: .singleton, body: .input)
        var reader = ExpressionReader(file: file, style: .properties(names.subtracting([name])))
        reader.contextType = registration.type
        if let value = binding.initializer?.value {
            // A collection, a closure, nil, or a `var` literal (a flag) is the container's state.
            if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(ClosureExprSyntax.self)
                || value.is(NilLiteralExprSyntax.self) || variable.bindingSpecifier.text == "var" && isLiteral(value)
            {
                return
            }
            // `static let shared = AppContainer()`: the container itself.
            if isStatic, value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == container.typeName {
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
        } else if case .getter(let statements) = binding.accessorBlock?.accessors {
            registration.lifetime = .transient
            registration.body = reader.body(of: statements, at: binding)
        } else if binding.accessorBlock != nil {
            return
        } else if let assigned = assignments[name] {
            // Set by the initializer: from one of its parameters, an input; else what it builds.
            let parameter = assigned.value.as(DeclReferenceExprSyntax.self)?.baseName.text
            if parameter.map(assigned.parameters.contains) != true {
                // The initializer's parameters it keeps are inputs, names like the services.
                reader.locals = assigned.locals.filter { $0.value.serviceKey != .member(name) }
                registration.body = reader.body(assigned.value)
                registration.spot = file.spot(of: assigned.value)
                if case .construction = registration.body { registration.findings += eagerRemark(registration) }
            }
        } else if binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) != false {
            // An optional without a value starts as nil: the container's state, not an input.
            return
        }
        registration.findings += reader.findings
        registrations.append(registration)
    }

    /// `func makeDetail(id: String) -> DetailViewModel { ... }`: an assisted factory.
    private mutating func read(_ function: FunctionDeclSyntax, in file: ParsedFile) {
        guard let statements = function.body?.statements else { return }
        let parameters = function.signature.parameterClause.parameters.map {
            Parameter(name: ($0.secondName ?? $0.firstName).text, type: $0.type.trimmedDescription)
        }
        let name = Self.serviceName(ofMaker: function.name.text)
        var reader = ExpressionReader(
            file: file, style: .properties(names.subtracting([name])), parameters: Set(parameters.map(\.name)))
        reader.contextType = function.signature.returnClause?.type.trimmedDescription
        var registration = Registration(
            key: .member(name), type: function.signature.returnClause?.type.trimmedDescription, flavor: flavor,
            spot: file.spot(of: function), givenName: name, lifetime: .transient, parameters: parameters,
            body: reader.body(of: statements, at: function))
        registration.findings += reader.findings
        registrations.append(registration)
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

    /// `makeDetailViewModel` -> `detailViewModel`.
    private static func serviceName(ofMaker name: String) -> String {
        TypeText.lowerCamel(String(name.dropFirst(4)))
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
