/// A scope's (or the app's) `onMake` and `onShutdown`: methods called on what it can see when
/// its component is made or shuts down.
///
///     "onMake": [{"call": "notifications.setSession", "dependencies": ["session"]}],
///     "onShutdown": [{"call": "notifications.setSession", "dependencies": ["_: nil"]}]
extension ManifestDecoder {
    mutating func decodeLifecycle(_ fields: [String: JSONMember], context: String, into scope: inout ScopeDeclaration) {
        if let onMake = fields["onMake"] {
            scope.onMake = decodeLifecycleCalls(onMake.value, key: "onMake", context: context)
        }
        if let onShutdown = fields["onShutdown"] {
            scope.onShutdown = decodeLifecycleCalls(onShutdown.value, key: "onShutdown", context: context)
        }
    }

    private mutating func decodeLifecycleCalls(_ value: JSONValue, key: String, context: String) -> [LifecycleCall] {
        guard let elements = array(value, key: key, elementDescription: "calls") else { return [] }
        var calls: [LifecycleCall] = []
        for element in elements {
            let what = "an '\(key)' entry of \(context)"
            guard let members = object(element, describedAs: "each '\(key)' entry of \(context)") else { continue }
            let fields = checkKeys(members, allowed: Keys.lifecycleCall, required: ["call"], in: what, at: element.location)
            guard let call = fields["call"], let text = string(call.value, describedAs: "'call' of \(what)") else { continue }
            let path = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard path.count > 1, SwiftNames.isMemberName(path[0]),
                path.dropFirst().allSatisfy({ SwiftNames.isIdentifier($0) && SwiftNames.reservedIdentifiers[$0] == nil })
            else {
                error(
                    .invalidStaticMember,
                    "'call' of \(what) must be a method of a service, config value or input, written as names separated "
                        + "by dots, such as \"notifications.setSession\"; '\(printable(text))' is not", at: call.value.location)
                continue
            }
            var lifecycleCall = LifecycleCall(
                method: Dependency(
                    label: .unlabeled, name: path[0], location: call.value.location, members: Array(path.dropFirst()),
                    written: text),
                dependencies: fields["dependencies"].map {
                    decodeDependencies($0.value, context: "the call of '\(text)' in \(context)")
                } ?? [])
            if let field = fields["throws"], bool(field.value, describedAs: "'throws' of \(what)") == true {
                lifecycleCall.throwsLocation = field.value.location
            }
            if let field = fields["async"], bool(field.value, describedAs: "'async' of \(what)") == true {
                lifecycleCall.asyncLocation = field.value.location
            }
            calls.append(lifecycleCall)
        }
        return calls
    }
}
