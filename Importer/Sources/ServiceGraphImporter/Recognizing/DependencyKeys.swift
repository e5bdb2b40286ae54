import SwiftSyntax

/// swift-dependencies: a `DependencyKey`'s `liveValue`, `testValue` and `previewValue`, named by
/// the `DependencyValues` member that reads it (`var apiClient: APIClient { self[APIClientKey.self] }`).
final class DependencyKeys: SyntaxVisitor {
    struct Key {
        var typeName: String
        var values: [(flavor: Flavor, binding: PatternBindingSyntax, annotation: String?)]
        var spot: SourceSpot
        var file: ParsedFile
        /// `private enum APIClientKey`: the component cannot read its values.
        var isPrivate: Bool
    }
    /// A `DependencyValues` member and the key it reads.
    struct Member {
        var name: String
        var type: String?
        var keyType: String
    }

    private let file: ParsedFile
    private(set) var keys: [Key] = []
    private(set) var members: [Member] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        readKey(node.name.text, node.inheritanceClause, node.memberBlock, isPrivate: Self.isPrivate(node.modifiers), at: node)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        readKey(node.name.text, node.inheritanceClause, node.memberBlock, isPrivate: Self.isPrivate(node.modifiers), at: node)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        readKey(node.name.text, node.inheritanceClause, node.memberBlock, isPrivate: Self.isPrivate(node.modifiers), at: node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        guard extended == "DependencyValues" else {
            return readKey(extended, node.inheritanceClause, node.memberBlock, isPrivate: false, at: node)
        }
        for declaration in SyntaxShapes.declarations(in: node.memberBlock.members) {
            guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let keyType = subscriptKey(in: binding)
            else { continue }
            members.append(Member(name: name, type: binding.typeAnnotation?.type.trimmedDescription, keyType: keyType))
        }
        // Keys may be declared inside the extension, beside the member that reads them.
        return .visitChildren
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
    }

    private func readKey(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ body: MemberBlockSyntax, isPrivate: Bool,
        at node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let conformances = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard conformances.contains(where: { $0.hasSuffix("DependencyKey") }) else { return .visitChildren }
        var key = Key(typeName: name, values: [], spot: file.spot(of: node), file: file, isPrivate: isPrivate)
        for declaration in SyntaxShapes.declarations(in: body.members) {
            guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let member = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            var flavor: Flavor? =
                switch member {
                case "liveValue": .real
                case "testValue": .mock
                case "previewValue": .variant("preview")
                default: nil
                }
            // A live value in a `#if DEBUG` branch, or in a test's file, is the mock.
            if flavor == .real { flavor = SyntaxShapes.flavor(of: binding, in: file) }
            if let flavor { key.values.append((flavor, binding, binding.typeAnnotation?.type.trimmedDescription)) }
        }
        keys.append(key)
        return .skipChildren
    }

    /// `self[APIClientKey.self]` in the member's getter.
    private func subscriptKey(in binding: PatternBindingSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var key: String?
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if key == nil, node.calledExpression.trimmedDescription == "self",
                    let argument = node.arguments.first?.expression
                {
                    key = SyntaxShapes.metatype(argument)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(binding)
        return finder.key
    }

    /// Each key's values as registrations, named by the `DependencyValues` member that reads it.
    static func registrations(keys: [Key], members: [Member]) -> [Registration] {
        keys.flatMap { key -> [Registration] in
            let member = members.first { TypeText.withoutParentheses($0.keyType) == key.typeName }
            let annotated = key.values.lazy.compactMap(\.annotation).first { $0 != "Self" && $0 != "Value" }
            let type = member?.type ?? annotated ?? key.typeName
            return key.values.map { value in
                var registration = Registration(
                    key: .member(member?.name ?? TypeText.serviceName(key.typeName)), type: type, flavor: value.flavor,
                    spot: key.file.spot(of: value.binding), givenName: member?.name ?? TypeText.serviceName(key.typeName),
                    lifetime: .singleton, body: .unreadable)
                read(value.binding, of: key, into: &registration)
                return registration
            }
        }
    }

    /// A plain construction maps as it is; anything else (a struct of closures, code) reads the
    /// key's own static value, which needs nothing but the key to be visible to the component.
    private static func read(_ binding: PatternBindingSyntax, of key: Key, into registration: inout Registration) {
        var reader = ExpressionReader(file: key.file, style: .properties(ContainerNames.none))
        reader.contextType = registration.type.map { $0 == "Self" ? key.typeName : $0 }
        var body: Body = .unreadable
        if let value = binding.initializer?.value {
            body = reader.body(value)
        } else if case .getter(let statements) = binding.accessorBlock?.accessors {
            body = reader.body(of: statements, at: binding)
        }
        if case .construction(var construction) = body, reader.findings.isEmpty {
            // `Self(...)`, `Self.live()`: the key's own type.
            switch construction.callee {
            case .initializer("Self"): construction.callee = .initializer(key.typeName)
            case .factory(let base, let member, let isCall) where base.parts.count == 1:
                if case .text("Self") = base.parts[0] {
                    construction.callee = .factory(base: WrittenValue(key.typeName), member: member, isCall: isCall)
                }
            default: break
            }
            registration.body = .construction(construction)
            return
        }
        let member = binding.pattern.trimmedDescription
        registration.body = .construction(
            Construction(callee: .factory(base: WrittenValue(key.typeName), member: member, isCall: false)))
        registration.findings.append(
            key.isPrivate
                ? Finding(
                    kind: .notMapped, spot: registration.spot,
                    message: "\(key.typeName).\(member) is code, and the key is private: the component cannot read it",
                    manifestForm: "{\"factory\": \"\(key.typeName).\(member)\"}, once the key is internal")
                : Finding(
                    kind: .choice, spot: registration.spot,
                    message: "\(key.typeName).\(member) is code, not one construction; the draft reads the key's value",
                    manifestForm: "{\"factory\": \"\(key.typeName).\(member)\"}: the key must not be private"))
    }
}
