/// Findings that several recognizers report in the same words.
extension Finding {
    /// A scope the container defines itself (Swinject's `ObjectScope`, Factory's `.scope(.session)`).
    static func customScope(_ scope: String, at spot: SourceSpot) -> Finding {
        Finding(
            kind: .notMapped, spot: spot, message: "the custom scope '\(scope)' is not mapped; drafted as a singleton",
            manifestForm: "a scope, \"scopes\": {\"session\": {\"services\": {...}}}, made from the app's component")
    }

    /// A registration, or a property's value, chosen at run time (`if useStubs { ... }`).
    static func condition(_ condition: String, at spot: SourceSpot, what: String = "registered") -> Finding {
        Finding(
            kind: .notMapped, spot: spot, message: "\(what) under a condition the manifest does not read, '\(condition)'",
            manifestForm: "a choice made at launch: an environment that binds a variant, \"variants\": {\"name\": ...}")
    }
}
