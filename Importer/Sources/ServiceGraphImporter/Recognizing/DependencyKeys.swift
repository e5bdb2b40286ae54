import SwiftSyntax

/// swift-dependencies: a `DependencyKey`'s `liveValue`, `testValue` and `previewValue`, named by
/// the `DependencyValues` member that reads it (`var apiClient: APIClient { self[APIClientKey.self] }`).
/// A key's conformance and its values may be in different declarations and files; each part
/// found is gathered here, and joined by `registrations(of:)`.
final class DependencyKeys: SyntaxVisitor {
    /// A static `liveValue`, `testValue` or `previewValue` of some type.
    struct Value {
        var typeName: String
        var flavor: Flavor
        var binding: PatternBindingSyntax
        var file: ParsedFile
    }
    /// A `DependencyValues` member and the key it reads.
    struct Member {
        var name: String
        var type: String?
        var keyType: String
        var spot: SourceSpot
    }
    /// A type that conforms to `DependencyKey` or `TestDependencyKey`, where it says so.
    struct Conformance {
        var typeName: String
        var spot: SourceSpot
    }

    private let file: ParsedFile
    private(set) var conformances: [Conformance] = []
    private(set) var values: [Value] = []
    private(set) var members: [Member] = []

    init(file: ParsedFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        read(node.name.text, node.inheritanceClause, node.memberBlock, at: node)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        read(node.name.text, node.inheritanceClause, node.memberBlock, at: node)
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        read(node.name.text, node.inheritanceClause, node.memberBlock, at: node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        guard extended == "DependencyValues" else {
            return read(extended, node.inheritanceClause, node.memberBlock, at: node)
        }
        for declaration in SyntaxShapes.declarations(in: node.memberBlock.members) {
            guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.identifier, let keyType = subscriptKey(in: binding)
            else { continue }
            members.append(
                Member(name: name, type: binding.typeAnnotation?.type.trimmedDescription, keyType: keyType, spot: file.spot(of: binding)))
        }
        // Keys may be declared inside the extension, beside the member that reads them.
        return .visitChildren
    }

    private func read(
        _ name: String, _ inheritance: InheritanceClauseSyntax?, _ body: MemberBlockSyntax, at node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let typeName = String(name.split(separator: ".").last ?? Substring(name))
        if inheritance?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("DependencyKey") }) == true {
            conformances.append(Conformance(typeName: typeName, spot: file.spot(of: node)))
        }
        for declaration in SyntaxShapes.declarations(in: body.members) {
            guard let variable = declaration.as(VariableDeclSyntax.self),
                variable.modifiers.contains(where: { $0.name.text == "static" }), let binding = variable.bindings.first,
                let member = binding.identifier
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
            if let flavor { values.append(Value(typeName: typeName, flavor: flavor, binding: binding, file: file)) }
        }
        return .visitChildren
    }

    /// `self[APIClientKey.self]` in the member's getter.
    private func subscriptKey(in binding: PatternBindingSyntax) -> String? {
        final class Finder: SyntaxVisitor {
            var key: String?
            override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
                if key == nil, node.calledExpression.trimmedDescription == "self",
                    let argument = node.arguments.first?.expression
                {
                    key = SyntaxShapes.metatype(argument).map { String($0.split(separator: ".").last ?? Substring($0)) }
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(binding)
        return finder.key
    }
}

extension DependencyKeys {
    /// Each key's values as registrations, named by the `DependencyValues` member that reads it
    /// (a second member reading it is an alias); a key without values, and a member whose key is
    /// not in the files read, are reported.
    static func registrations(
        conformances: [Conformance], values: [Value], members: [Member]
    ) -> (registrations: [Registration], findings: [Finding]) {
        var registrations: [Registration] = []
        var findings: [Finding] = []
        var keyTypes: [String] = []
        for conformance in conformances where !keyTypes.contains(conformance.typeName) { keyTypes.append(conformance.typeName) }
        for typeName in keyTypes {
            let readers = members.filter { $0.keyType == typeName }
            let keyValues = values.filter { $0.typeName == typeName }
            guard !keyValues.isEmpty else {
                let spot = conformances.first { $0.typeName == typeName }!.spot
                findings.append(
                    Finding(
                        kind: .notMapped, spot: spot, message: "the key \(typeName) has no liveValue, testValue or previewValue in the files read",
                        manifestForm: "import the files that declare its values too"))
                continue
            }
            let name = readers.first?.name ?? TypeText.serviceName(typeName)
            let annotated = keyValues.lazy.compactMap { $0.binding.typeAnnotation?.type.trimmedDescription }.first {
                $0 != "Self" && $0 != "Value"
            }
            let type = readers.first?.type ?? annotated ?? typeName
            for value in keyValues {
                var registration = Registration(
                    key: .member(name), type: type, flavor: value.flavor, spot: value.file.spot(of: value.binding),
                    givenName: name, lifetime: .singleton, body: .unreadable)
                read(value, into: &registration)
                registrations.append(registration)
            }
            // Another member reading the key under another name (the same name twice is one member).
            for reader in readers.dropFirst() where reader.name != name {
                registrations.append(
                    Registration(
                        key: .member(reader.name), type: reader.type, flavor: .real, spot: reader.spot, givenName: reader.name,
                        lifetime: .singleton, body: .alias(.member(name))))
            }
        }
        for member in members where !keyTypes.contains(member.keyType) {
            findings.append(
                Finding(
                    kind: .notMapped, spot: member.spot, message: "'\(member.name)' reads the key \(member.keyType), which is not in the files read",
                    manifestForm: "import the file that declares \(member.keyType) too, or declare '\(member.name)' by hand"))
        }
        return (registrations, findings)
    }

    /// A plain construction maps as it is; anything else (a struct of closures, code) reads the
    /// key's own static value, which needs nothing but the key to be visible to the component.
    private static func read(_ value: Value, into registration: inout Registration) {
        var reader = ExpressionReader(file: value.file, style: .properties(ContainerNames.none))
        reader.contextType = registration.type.map { $0 == "Self" ? value.typeName : $0 }
        var body: Body = .unreadable
        if let expression = value.binding.initializer?.value {
            body = reader.body(expression)
        } else if let getter = SyntaxShapes.getter(of: value.binding) {
            body = reader.body(of: getter, at: value.binding)
        }
        if case .construction(var construction) = body, reader.findings.isEmpty {
            // `Self(...)`, `Self.live()`: the key's own type.
            switch construction.callee {
            case .initializer("Self"): construction.callee = .initializer(value.typeName)
            case .factory(let base, let member, let isCall) where base.parts.count == 1:
                if case .text("Self") = base.parts[0] {
                    construction.callee = .factory(base: WrittenValue(value.typeName), member: member, isCall: isCall)
                }
            default: break
            }
            registration.body = .construction(construction)
            return
        }
        let member = value.binding.pattern.trimmedDescription
        registration.body = .construction(
            Construction(callee: .factory(base: WrittenValue(value.typeName), member: member, isCall: false)))
        registration.findings.append(
            Finding(
                kind: .choice, spot: registration.spot,
                message: "\(value.typeName).\(member) is code, not one construction; the draft reads the key's value",
                manifestForm: "{\"factory\": \"\(value.typeName).\(member)\"}: the key must not be private"))
    }
}
