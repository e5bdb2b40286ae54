/// How an entry writes an implementation: the manifest's short form where it can, its
/// dependencies, properties, calls and effects.
extension ServiceEntry {
    func implementation(_ registration: Registration) -> DraftJSON? {
        guard case .construction(let construction) = registration.body else { return nil }
        var members: [(String, DraftJSON)] = []
        var takesArguments = !construction.arguments.isEmpty
        switch construction.callee {
        case .initializer(let type):
            if construction.arguments.isEmpty, construction.properties.isEmpty, construction.calls.isEmpty,
                !construction.isAsync, !construction.isThrowing
            {
                return .string(type)
            }
            members.append(("type", .string(type)))
        case .factory(let base, let member, let isCall):
            members.append(("factory", .string(text(base) + "." + member)))
            takesArguments = takesArguments || isCall
        }
        if takesArguments { members.append(("dependencies", .array(construction.arguments.map(dependency)))) }
        if !construction.properties.isEmpty {
            members.append(("properties", .array(construction.properties.map(dependency))))
        }
        if !construction.calls.isEmpty {
            members.append(
                (
                    "calls",
                    .array(
                        construction.calls.map { call in
                            var entry: [(String, DraftJSON)] = [("method", .string(call.method))]
                            if !call.arguments.isEmpty { entry.append(("dependencies", .array(call.arguments.map(dependency)))) }
                            return .object(entry)
                        })
                ))
        }
        if construction.isAsync { members.append(("async", .bool(true))) }
        if construction.isThrowing { members.append(("throws", .bool(true))) }
        return .object(members)
    }

    /// `"http"`, `"cache: cachesFiles"`, `"_: store"`, `"userID: user.id"`, `"timeout: .seconds(5)"`.
    func dependency(_ argument: Argument) -> DraftJSON {
        let value: String
        switch argument.value {
        case .service(let key, let member): value = names[key] + (member.map { "." + $0 } ?? "")
        case .parameter(let parameter): value = parameter
        case .written(let written): value = text(written)
        }
        guard let label = argument.label else { return .string("_: " + value) }
        return .string(label == value ? label : label + ": " + value)
    }

    func text(_ value: WrittenValue) -> String {
        value.parts.map { part in
            switch part {
            case .text(let text): text
            case .service(let key): names[key]
            }
        }.joined()
    }
}
