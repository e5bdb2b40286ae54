extension ComponentGenerator {
    /// Whether a service may take the name: a member name (a lower-case ASCII identifier) that
    /// the component does not use itself (`environment`, `observer`, ...) and Swift does not
    /// reserve. For tools that write manifests (the importer), so they pick names the check accepts.
    public static func isAvailableServiceName(_ name: String) -> Bool {
        SwiftNames.isMemberName(name) && SwiftNames.componentMembers[name] == nil
            && SwiftNames.reservedIdentifiers[name] == nil && !SwiftNames.keywords.contains(name)
    }
}
