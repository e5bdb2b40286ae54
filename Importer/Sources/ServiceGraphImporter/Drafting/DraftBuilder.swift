/// Registrations in, the draft manifest out: one service per thing code asks for, its real, mock
/// and variant implementations from the registrations of each environment, and a `doc` note on
/// each entry for what was left out.
struct DraftBuilder {
    private let registrations: [Registration]
    private let protocols: Set<String>
    private var names: ServiceNames
    /// Each service's type, as its first registration says or builds it.
    private let types: [ServiceKey: String]
    private(set) var findings: [Finding] = []

    init(
        registrations found: [Registration], namesInUse: [(key: ServiceKey, name: String)], protocols: Set<String>,
        privateTypes: Set<String>
    ) {
        // Swinject's `.implements(Q.self)`: code asks for `Q`, which is an alias of the registration.
        // Each alias follows its registration, so the draft reads in the sources' order.
        var registrations: [Registration] = []
        var protocols = protocols
        for registration in found {
            registrations.append(registration)
            for supertype in registration.alsoImplements {
                protocols.insert(TypeText.withoutExistential(supertype))
                registrations.append(
                    Registration(
                        key: .ofType(supertype), type: supertype, flavor: registration.flavor, spot: registration.spot,
                        lifetime: registration.lifetime, body: .alias(registration.key)))
            }
        }
        for index in registrations.indices { registrations[index].notePrivateTypes(privateTypes) }
        self.registrations = registrations
        self.protocols = protocols
        var keys: [ServiceKey] = []
        var types: [ServiceKey: String] = [:]
        for registration in registrations {
            if !keys.contains(registration.key) { keys.append(registration.key) }
            if types[registration.key] == nil { types[registration.key] = registration.type ?? registration.builtType }
        }
        // What code asks for without registering it gets a name too: check then says it is missing.
        for registration in registrations {
            for key in registration.askedFor where !keys.contains(key) {
                keys.append(key)
                if case .type(let type, _) = key { types[key] = type }
            }
        }
        names = ServiceNames(registrations: registrations, namesInUse: namesInUse, keys: keys, types: types)
        self.types = types
    }

    /// The draft; `findings` then holds what the drafting itself noted.
    mutating func build(imports: [String]) -> DraftJSON {
        var services: [(String, DraftJSON)] = []
        var config: [(String, DraftJSON)] = []
        var inputs: [(String, DraftJSON)] = []
        var variantNames: [String] = []
        let groups = Dictionary(grouping: registrations, by: \.key)
        var seen: Set<ServiceKey> = []
        for registration in registrations where seen.insert(registration.key).inserted {
            let group = groups[registration.key]!
            let entry = ServiceEntry(
                group: group, name: names[registration.key], names: names, types: types, protocols: protocols)
            findings += entry.findings
            switch entry.section {
            case .service(let json): services.append((entry.name, json))
            case .config(let json): config.append((entry.name, json))
            case .input(let json): inputs.append((entry.name, json))
            }
            for variant in entry.variantNames where !variantNames.contains(variant) { variantNames.append(variant) }
        }
        findings += missingServices()
        for renamed in names.renamed {
            guard let registration = registrations.first(where: { $0.key == renamed.key }) else { continue }
            findings.append(
                Finding(
                    kind: .choice, spot: registration.spot,
                    message: "named '\(renamed.name)': '\(renamed.wanted)' names another service",
                    manifestForm: "rename it in the draft; the name is the component's property"))
        }
        var root: [(String, DraftJSON)] = [("version", .raw("1"))]
        if !imports.isEmpty { root.append(("imports", .array(imports.map(DraftJSON.string)))) }
        if !variantNames.isEmpty {
            let defaults: [(String, DraftJSON)] = [("dev", .string("mock")), ("staging", .string("real")), ("prod", .string("real"))]
            root.append(("environments", .object(defaults + variantNames.map { ($0, .array([.string($0), .string("mock")])) })))
        }
        if !config.isEmpty { root.append(("config", .object(config))) }
        if !inputs.isEmpty { root.append(("inputs", .object(inputs))) }
        root.append(("services", .object(services)))
        return .object(root)
    }

    /// A service asked for and never registered: the place that asks first.
    private func missingServices() -> [Finding] {
        let registered = Set(registrations.map(\.key))
        var reported: Set<ServiceKey> = []
        return registrations.compactMap { registration in
            guard let key = registration.askedFor.first(where: { !registered.contains($0) }),
                reported.insert(key).inserted
            else { return nil }
            return Finding(
                kind: .notMapped, spot: registration.spot,
                message: "this registration asks for \(key.described), which no registration provides",
                manifestForm: "declare '\(names[key])' in services.json, or an input for a value given at launch")
        }
    }
}
