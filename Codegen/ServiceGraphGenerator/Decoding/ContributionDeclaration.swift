/// `"collects": "list"`: what a collection gathered from contributions is.
enum CollectionKind: String, CaseIterable, Sendable {
    /// `[Element]`, in the contributions' `order`.
    case list
    /// `Set<Element>`: each contribution once, whatever the order.
    case set
    /// `[Key: Element]`, each contribution under its `key`.
    case map
}

/// A service declared with `collects`: a collection of whatever the services that name it in
/// their `contributes` are, in this manifest and in the modules it composes.
struct Gathering: Sendable {
    var kind: Located<CollectionKind>
    /// `"mayBeEmpty": true`: having no contribution is not a mistake.
    var mayBeEmpty: Bool
}

/// A map contribution's key as written: a JSON string (`"/settings"`, or `".settings"` for a
/// case of an enum key type) or a JSON integer. What it means depends on the collection's key
/// type, which only the manifest that declares the collection knows.
enum ContributionKey: Hashable, Comparable, Sendable {
    // Integers sort before strings, numerically; strings by their text. A map's keys are all
    // of one kind once checked.
    case integer(Int)
    case string(String)

    /// As the manifest writes it, for diagnostics: `"/settings"`, `3`.
    var written: String {
        switch self {
        case .string(let text): "\"\(printable(text))\""
        case .integer(let number): "\(number)"
        }
    }
}

/// One entry of a service's `contributes`: the service is an element of the collection it names.
struct ContributionDeclaration: Sendable {
    /// `to`: the collection's name, in the contributor's scope or one of its descendants, or (from
    /// a module) in the manifest that composes it.
    var collection: Located<String>
    /// `order`: where it goes in a list, smallest first (0 when not written).
    var order: Located<Int>?
    /// `key`: its key in a map.
    var key: Located<ContributionKey>?
    /// `in`: the environments it contributes in; nil for all of them.
    var environments: [Located<String>]?
    /// The `contributes` entry itself.
    var location: SourceLocation

    /// Whether it contributes in `environment`.
    func contributes(in environment: String) -> Bool {
        environments?.contains { $0.value == environment } ?? true
    }
}
