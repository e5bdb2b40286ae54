/// The `views` section (top level for the app, or in a scope): typed views of a component.
extension ManifestDecoder {
    mutating func decodeViews(_ value: JSONValue, scope: ScopeID) -> [ViewDeclaration] {
        guard let members = object(value, describedAs: "'views'") else { return [] }
        return members.map { member in
            let name = member.key
            var view = ViewDeclaration(name: Located(name, at: member.keyLocation), scope: scope)
            if !SwiftNames.isTypeName(name) {
                error(
                    .invalidName,
                    "'\(printable(name))' is not a valid view name: it becomes a protocol, so it must start with an "
                        + "uppercase ASCII letter and contain only letters, digits and underscores", at: member.keyLocation)
            }
            let context = "view '\(printable(name))'"
            guard
                let fields = object(member.value, describedAs: context).map({
                    checkKeys($0, allowed: Keys.view, required: ["members"], in: context, at: member.value.location)
                })
            else { return view }
            if let doc = fields["doc"] {
                view.doc = string(doc.value, describedAs: "'doc' of \(context)")
            }
            if let members = fields["members"] {
                view.members = distinctNames(
                    members.value, key: "members",
                    elementDescription: "service, config and input names",
                    each: "each member of \(context)", verb: "listed in \(context)"
                ) { name in
                    SwiftNames.isMemberName(name)
                        ? nil : (.invalidName, "'\(printable(name))' is not the name of a service, config value or input", nil)
                }
            }
            return view
        }
    }
}
