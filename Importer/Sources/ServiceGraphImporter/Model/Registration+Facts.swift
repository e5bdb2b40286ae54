/// What a registration says, worked out once for every stage that asks.
extension Registration {
    /// The arguments of its construction, properties and calls.
    var allArguments: [Argument] {
        guard case .construction(let construction) = body else { return [] }
        return construction.arguments + construction.properties + construction.calls.flatMap(\.arguments)
    }
}

extension ServiceKey {
    var described: String {
        switch self {
        case .type(let type, let name?): "\(type) named \"\(name)\""
        case .type(let type, nil): type
        case .member(let name): "'\(name)'"
        }
    }
}

extension Registration {
    /// A construction of a `private` or `fileprivate` type, which the component cannot make.
    mutating func notePrivateTypes(_ privateTypes: Set<String>) {
        guard case .construction(let construction) = body else { return }
        let type: String? =
            switch construction.callee {
            case .initializer(let type): type
            case .factory(let base, _, _): base.parts.count == 1 ? { if case .text(let text) = base.parts[0] { text } else { nil } }() : nil
            }
        guard let type, privateTypes.contains(TypeText.withoutExistential(type)) else { return }
        findings.append(
            Finding(
                kind: .notMapped, spot: spot, message: "\(type) is private to its file: the component cannot make it",
                manifestForm: "make \(type) internal, or name a factory that can"))
    }

    /// The services its construction names.
    var askedFor: [ServiceKey] {
        var keys: [ServiceKey] = []
        if case .alias(let key) = body { keys.append(key) }
        if case .construction(let construction) = body, case .factory(let base, _, _) = construction.callee {
            keys += base.services
        }
        for argument in allArguments {
            switch argument.value {
            case .service(let key, _): keys.append(key)
            case .written(let value): keys += value.services
            case .parameter: break
            }
        }
        return keys
    }

    /// The type its construction builds, where it says (`Impl(...)`).
    var builtType: String? {
        if case .construction(let construction) = body, case .initializer(let type) = construction.callee { return type }
        if case .literal(let type, _) = body { return type }
        return nil
    }
}
