/// What the manifest expects at a place, named by the keys and array elements leading to it: the
/// schema's knowledge an editor completes with. The keys an object takes are the decoder's own
/// lists (`ManifestDecoder.Keys`); the keys whose values are names are spelled as the decoder
/// spells them.
public enum ManifestSlot: Equatable, Sendable {
    /// One of an object's keys; `environmentKeys` when an environment's name may be a key too.
    case keys([String], environmentKeys: Bool = false)
    /// One of these words.
    case words([String])
    /// A name of one of these kinds that `scope` sees, or a parameter of `service`.
    case names([ManifestSymbols.Kind], scope: String, service: String?)
    /// A binding: `real`, `mock` or a variant's name.
    case binding
    /// An environment's name (`ManifestSymbols.environments`).
    case environment
    /// A module the manifest can compose.
    case module
    /// A Swift type's name.
    case typeName
    /// Nothing the manifest knows of (a new name, free text).
    case none

    /// One step of the way to a place: an object's key, or any element of an array.
    public enum Step: Hashable, Sendable {
        case key(String)
        case element
    }

    /// What is expected at the end of `path`: a key of the object there (`isKey`), or its value.
    public static func at(_ path: [Step], isKey: Bool) -> ManifestSlot {
        var rest = path[...]
        var scope = ScopeDeclaration.appName
        if rest.first == .key("scopes"), rest.count >= 2, case .key(let name) = rest[rest.startIndex + 1] {
            scope = name
            rest = rest.dropFirst(2)
        }
        let words = rest.map { step -> String in
            if case .key(let key) = step { return key }
            return "[]"
        }
        let inScope = scope != ScopeDeclaration.appName
        return isKey ? keys(at: words, inScope: inScope) : value(at: words, scope: scope)
    }

    private static func keys(at path: [String], inScope: Bool) -> ManifestSlot {
        typealias Keys = ManifestDecoder.Keys
        switch path.count {
        case 0: return .keys(inScope ? Keys.scope : Keys.root)
        case 1 where path[0] == "module": return .keys(Keys.module)
        case 2 where path[0] == "services": return .keys(Keys.service)
        case 2 where path[0] == "config": return .keys(Keys.configEntry, environmentKeys: true)
        case 2 where path[0] == "inputs": return .keys(Keys.input)
        case 2 where path[0] == "views": return .keys(Keys.view)
        case 2 where path[0] == "requires": return .keys(Keys.requirement)
        case 2 where ["onMake", "onShutdown"].contains(path[0]): return .keys(Keys.lifecycleCall)
        case 3 where path[0] == "module" && path[1] == "requires": return .keys(Keys.requirement)
        default: break
        }
        guard path.count >= 3, path[0] == "services" else { return .none }
        // After `services.<name>`, with any variant's name as `*`.
        var tail = Array(path.dropFirst(2))
        if tail.count >= 2, tail[0] == "variants" { tail[1] = "*" }
        switch tail.joined(separator: "/") {
        case "real", "mock", "fallback", "variants/*": return .keys(Keys.implementation)
        case "real/calls/[]", "mock/calls/[]", "fallback/calls/[]", "variants/*/calls/[]": return .keys(Keys.call)
        case "contributes", "contributes/[]": return .keys(Keys.contribution)
        case "parameters/[]": return .keys(Keys.parameter)
        case "bind": return .environment
        default: return .none
        }
    }

    private static func value(at path: [String], scope: String) -> ManifestSlot {
        let service = path.count >= 2 && path[0] == "services" ? path[1] : nil
        let dependable = ManifestSymbols.Kind.allCases.filter(\.isDependable)
        let key = path.last == "[]" ? path.dropLast().last : path.last
        let parent = path.count >= 2 ? path[path.count - 2] : nil
        switch key {
        case "lifetime": return .words(Lifetime.allCases.map(\.rawValue))
        case "isolation": return .words(Isolation.allCases.map(\.rawValue))
        case "access": return .words(AccessLevel.allCases.map(\.rawValue))
        case "collects": return .words(CollectionKind.allCases.map(\.rawValue))
        case "reference": return .words(InputReference.allCases.map(\.rawValue))
        case "dependencies", "properties", "members", "call", "alias", "elements", "provides":
            return .names(dependable, scope: scope, service: service)
        case "contributes", "to": return .names([.collection], scope: scope, service: nil)
        case "parent": return .names([.scope], scope: ScopeDeclaration.appName, service: nil)
        case "compose": return .module
        case "in": return .environment
        case "type", "real", "mock", "fallback": return .typeName
        default: break
        }
        // `"bind": {"dev": "mock"}` and `"environments": {"dev": "mock"}` (or a list of bindings).
        if parent == "variants" { return .typeName }
        if parent == "bind" || (path.first == "environments" && path.count >= 2) { return .binding }
        return .none
    }
}
