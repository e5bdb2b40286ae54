import SwiftSyntax

/// The names a hand-written container's code reaches its services by: its properties (`store`,
/// `self.store`), and its `make` methods (`makeStore()`), each the key of the service it makes,
/// or of the property it returns when it only returns one.
struct ContainerNames {
    var members: Set<String>
    /// A `make` method's signature (`makeStore()`, `makeDetail(id:)`) -> the service a call to
    /// it gives.
    var makers: [String: ServiceKey] = [:]
    /// The `make` methods that only return a property.
    var accessors: Set<String> = []

    init(_ container: ContainerDeclaration) {
        members = Set(container.variables.flatMap { $0.0.bindings.compactMap(\.identifier) })
        for (function, _) in container.makers {
            let signature = Self.signature(of: function)
            if function.signature.parameterClause.parameters.isEmpty,
                let returned = function.body.flatMap({ SyntaxShapes.onlyExpression($0.statements) }).flatMap(Self.member),
                members.contains(returned)
            {
                makers[signature] = .member(returned)
                accessors.insert(signature)
            } else {
                // Keyed by the whole signature, so overloads and a property of the same name stay apart.
                makers[signature] = .member(signature)
            }
        }
    }

    /// No container: swift-dependencies' values read nothing by name.
    static let none = ContainerNames(members: [])

    private init(members: Set<String>) { self.members = members }

    func excluding(_ name: String) -> ContainerNames {
        var names = self
        names.members.remove(name)
        return names
    }

    /// `makeDetail(id:)`.
    static func signature(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// `makeDetailViewModel` -> `detailViewModel`.
    static func serviceName(ofMaker name: String) -> String {
        TypeText.lowerCamel(String(name.dropFirst(4)))
    }

    /// `store` or `self.store`.
    private static func member(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            return access.declName.baseName.text
        }
        return nil
    }
}
