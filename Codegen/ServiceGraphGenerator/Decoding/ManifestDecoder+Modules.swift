/// `module` (what a module's manifest provides to, and requires from, the modules that compose
/// it) and `compose` (the modules a manifest composes).
extension ManifestDecoder {
    mutating func decodeModule(_ member: JSONMember, access: JSONMember?, into manifest: inout Manifest) {
        manifest.module = ModuleDeclaration(location: member.keyLocation)
        // The composing modules use the component and the provided services: a module's manifest
        // is public unless it says `package`.
        if let access {
            if manifest.access == .internal {
                error(
                    .internalModule,
                    "a module's component must be visible to the modules that compose it; write \"access\": "
                        + "\"public\" (the default for a module) or \"package\"", at: access.value.location)
            }
        } else {
            manifest.access = .public
        }
        guard let members = object(member.value, describedAs: "'module'") else { return }
        let fields = checkKeys(members, allowed: Keys.module, required: [], in: "'module'", at: member.value.location)
        manifest.scopes[ScopeID.app].isExported = true
        if let prefix = fields["prefix"], let text = string(prefix.value, describedAs: "'prefix' of 'module'") {
            if SwiftNames.isTypeName(text) {
                manifest.module?.prefix = Located(text, at: prefix.value.location)
            } else {
                error(
                    .invalidName,
                    "'\(printable(text))' cannot start type names; a prefix starts with an uppercase ASCII letter and "
                        + "has only letters, digits and underscores (\"SubscriptionDI\")", at: prefix.value.location)
            }
        }
        if let provides = fields["provides"] {
            manifest.scopes[ScopeID.app].provides = decodeProvides(provides.value)
        }
        if let requires = fields["requires"] {
            manifest.inputs += decodeRequirements(requires.value, scope: .app)
        }
    }

    /// A scope's `provides` and `requires`, which only a module's manifest can have: the composing
    /// module's scope of the same name makes a component of it.
    mutating func decodeExports(_ fields: [String: JSONMember], scope: ScopeID, context: String, into manifest: inout Manifest) {
        let provides = fields["provides"]
        let requires = fields["requires"]
        guard let first = provides ?? requires else { return }
        guard manifest.module != nil else {
            error(
                .exportOutsideModule,
                "\(context) has '\(first.key)', which only a module's manifest (one with a \"module\" section) can "
                    + "have", at: first.keyLocation)
            return
        }
        manifest.scopes[scope].isExported = true
        if let provides {
            manifest.scopes[scope].provides = decodeProvides(provides.value)
        }
        if let requires {
            manifest.inputs += decodeRequirements(requires.value, scope: scope)
        }
    }

    private mutating func decodeProvides(_ value: JSONValue) -> [Located<String>] {
        distinctNames(
            value, key: "provides", elementDescription: "service names", each: "each provided service",
            verb: "provided")
    }

    /// Each requirement is an input the module reads from whoever composes it.
    private mutating func decodeRequirements(_ value: JSONValue, scope: ScopeID) -> [InputDeclaration] {
        decodeNamedEntries(
            value, section: "requires", role: "requirement", becomes: "a property",
            makeEntry: { name in
                var requirement = InputDeclaration(name: name)
                requirement.isRequirement = true
                requirement.scope = scope
                return requirement
            }
        ) { decoder, entry, requirement in
            decoder.decodeInput(entry, into: &requirement, allowedKeys: Keys.requirement)
        }
    }

    mutating func decodeCompose(_ value: JSONValue) -> [Located<String>] {
        distinctNames(
            value, key: "compose", elementDescription: "module names", each: "each composed module",
            verb: "composed"
        ) { name in
            SwiftNames.isIdentifier(name)
                ? nil
                : (
                    .invalidModuleName,
                    "'\(printable(name))' is not a module name; "
                        + "write the name of a target this one depends on, such as \"Health\"",
                    nil
                )
        }
    }
}
