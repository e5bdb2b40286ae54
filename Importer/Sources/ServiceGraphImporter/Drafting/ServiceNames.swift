import ServiceGraphGenerator

/// The name each service gets in the draft, as a person would choose it: the name the source
/// gives it (a Factory property, a container's member, Swinject's `name:`), else the label its
/// users pass it under most often (`http:` in `AuthService(http: r ~> HTTPClient.self)`), else
/// one from its type.
struct ServiceNames {
    private(set) var names: [ServiceKey: String] = [:]
    private var taken: Set<String> = []

    init(
        registrations: [Registration], namesInUse: [(key: ServiceKey, name: String)], keys: [ServiceKey],
        types: [ServiceKey: String]
    ) {
        let votes = Self.labelVotes(registrations, namesInUse: namesInUse)
        // Names the source gives come first, so a derived name never takes one.
        for registration in registrations {
            if let given = registration.givenName, names[registration.key] == nil {
                assign(given, to: registration.key)
            }
        }
        for key in keys where names[key] == nil {
            let typeName = types[key].map(TypeText.serviceName)
            switch key {
            case .member(let member): assign(member, to: key)
            case .type(let type, let written?) where written.hasPrefix("#"):
                // Told apart by its arguments only: named as an unnamed registration is.
                assign(typeName ?? TypeText.serviceName(type), to: key)
            case .type(let type, let signed?):
                let written = String(signed.split(separator: "#", omittingEmptySubsequences: false)[0])
                // `Keys.primary.rawValue` is named `primary`.
                let name =
                    written.split(separator: ".").map(String.init).last {
                        SwiftName.isIdentifier($0)
                            && !["rawValue", "description", "self", "title", "name", "id", "identifier", "key", "value"]
                                .contains($0)
                    } ?? Self.camelCased(written)
                let typed = name + TypeText.serviceName(type).prefix(1).uppercased() + TypeText.serviceName(type).dropFirst()
                assign(SwiftName.isIdentifier(name) && !taken.contains(name) ? name : typed, to: key)
            case .type(let type, nil):
                // A label that says how, not what (`for:`, `with:`), does not name a service.
                let voted = votes[key]?.first {
                    !taken.contains($0) && ComponentGenerator.isAvailableServiceName($0) && !Self.prepositions.contains($0)
                }
                assign(voted ?? typeName ?? TypeText.serviceName(type), to: key)
            }
        }
    }

    subscript(key: ServiceKey) -> String { names[key] ?? "unnamed" }

    static let prepositions: Set<String> = [
        "for", "with", "in", "at", "from", "to", "by", "of", "on", "into", "using", "via", "as", "and",
    ]

    /// `api-host` -> `apiHost`; `service` when nothing of it is a name.
    private static func camelCased(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first, first.first?.isLetter == true else { return "service" }
        return TypeText.lowerCamel(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Names given a number because the name was taken: the key, its name, the name it wanted.
    private(set) var renamed: [(key: ServiceKey, name: String, wanted: String)] = []

    private mutating func assign(_ proposed: String, to key: ServiceKey) {
        // Service names start lower-case, as properties do: `PopularMovies` -> `popularMovies`; a
        // name Swift or the component keeps (`default`, `observer`) gets a suffix.
        var base = SwiftName.isIdentifier(proposed) ? TypeText.lowerCamel(proposed) : Self.camelCased(proposed)
        if !ComponentGenerator.isAvailableServiceName(base) { base += "Service" }
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        if name != base { renamed.append((key, name, base)) }
        taken.insert(name)
        names[key] = name
    }

    /// Each service's labels at the initializers and methods that receive it, and the names of
    /// the variables app code keeps it in, most used first, ties in source order.
    private static func labelVotes(
        _ registrations: [Registration], namesInUse: [(key: ServiceKey, name: String)]
    ) -> [ServiceKey: [String]] {
        var counts: [ServiceKey: [(label: String, count: Int)]] = [:]
        func vote(_ label: String, for key: ServiceKey) {
            if let index = counts[key, default: []].firstIndex(where: { $0.label == label }) {
                counts[key]![index].count += 1
            } else {
                counts[key, default: []].append((label, 1))
            }
        }
        for registration in registrations {
            // A property's name is the service's role there (`delegate`), not what it is.
            guard case .construction(let construction) = registration.body else { continue }
            for argument in construction.arguments + construction.calls.flatMap(\.arguments) {
                if let label = argument.label, case .service(let key, nil) = argument.value { vote(label, for: key) }
            }
        }
        for use in namesInUse { vote(use.name, for: use.key) }
        return counts.mapValues { labels in
            labels.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }
                .map(\.element.label)
        }
    }
}

/// What a name must be to be a service's name.
enum SwiftName {
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
