/// One service of the draft from every registration of it: the real implementation from the
/// last real registration (as Swinject's last registration wins), the mock and variants likewise.
struct ServiceEntry {
    enum Section {
        case service(DraftJSON)
        case config(DraftJSON)
        case input(DraftJSON)
    }
    let name: String
    private(set) var section: Section = .service(.object([]))
    private(set) var variantNames: [String] = []
    private(set) var findings: [Finding] = []
    let names: ServiceNames
    /// The protocols the files declare, written `any P` where used as a type.
    private let protocols: Set<String>

    init(group: [Registration], name: String, names: ServiceNames, types: [ServiceKey: String], protocols: Set<String>) {
        self.name = name
        self.names = names
        self.protocols = protocols
        // The last real registration wins, as in Swinject; one made at start-up over the
        // declaration's (Factory's `autoRegister()`) wins over it.
        let reals = group.filter { $0.flavor == .real && !$0.isOverride } + group.filter { $0.flavor == .real && $0.isOverride }
        let mock = group.last { $0.flavor == .mock }
        var variants: [(String, Registration)] = []
        for registration in group {
            guard case .variant(let variant) = registration.flavor else { continue }
            variants.removeAll { $0.0 == variant }
            variants.append((variant, registration))
        }
        let primary = reals.last ?? mock ?? variants[0].1
        noteFindings(of: group, reals: reals, primary: primary)
        // A registration made at run time does not say the type, lifetime or parameters; the
        // declaration does.
        var typed = primary
        typed.type = primary.type ?? group.lazy.compactMap(\.type).first
        if primary.isOverride, let declaration = reals.first(where: { !$0.isOverride }) {
            typed.lifetime = declaration.lifetime
            typed.parameters = declaration.parameters
        }
        let type = serviceType(typed, protocols: protocols)
        let others = ([mock].compactMap { $0 } + variants.map(\.1)).filter { $0.spot != primary.spot }
        if let section = otherSection(primary, type: type, others: others, isOnlyReal: reals.count <= 1, types: types) {
            self.section = section
            return
        }
        var entry: [(String, DraftJSON)] = [("type", .string(type))]
        if let real = reals.last, let implementation = implementation(real) { entry.append(("real", implementation)) }
        // An unreadable one has said why already.
        for other in others where implementation(other) == nil {
            if case .unreadable = other.body { continue }
            noteUnheld(other, in: "an implementation")
        }
        if let mock, let implementation = implementation(mock) { entry.append(("mock", implementation)) }
        let variantEntries = variants.compactMap { variant in implementation(variant.1).map { (variant.0, $0) } }
        if !variantEntries.isEmpty { entry.append(("variants", .object(variantEntries))) }
        variantNames = variantEntries.map(\.0)
        if typed.parameters.isEmpty {
            entry += lifetime(typed)
        } else {
            entry.append(("parameters", .array(typed.parameters.map(parameter))))
        }
        section = .service(.object(entry + doc()))
    }

    /// A registration for tests or previews the entry has no place for (its real one is an alias,
    /// a config value or an input, or it returns another registration or a literal itself).
    private mutating func noteUnheld(_ registration: Registration, in entry: String) {
        guard case .construction = registration.body else {
            findings.append(
                Finding(
                    kind: .notMapped, spot: registration.spot,
                    message: "this \(registration.flavor.described) of \(name) is not an implementation the entry can hold",
                    manifestForm: "\"mock\" or a variant is an implementation: {\"type\": \"Impl\"} or {\"factory\": \"Type.make\"}"))
            return
        }
        findings.append(
            Finding(
                kind: .notMapped, spot: registration.spot,
                message: "this \(registration.flavor.described) of \(name) is left out: the entry is \(entry)",
                manifestForm: "a service with \"real\", \"mock\" and \"variants\", if it has implementations per environment"))
    }

    /// The registrations' findings, but those of one a later registration replaces, and what the
    /// group itself says: a service registered twice, or only for tests.
    private mutating func noteFindings(of group: [Registration], reals: [Registration], primary: Registration) {
        // A mock or variant replaced by a later one of the same flavor is said too.
        let mocks = group.filter { $0.flavor == .mock }
        let replacedVariants = group.filter { registration in
            guard case .variant = registration.flavor else { return false }
            return group.last { $0.flavor == registration.flavor }?.spot != registration.spot
        }
        let superseded = (reals.dropLast() + mocks.dropLast() + replacedVariants).map(\.spot)
        findings = group.filter { !superseded.contains($0.spot) }.flatMap(\.findings)
        for earlier in mocks.dropLast() + replacedVariants {
            let kept = group.last { $0.flavor == earlier.flavor }!
            findings.append(
                Finding(
                    kind: .choice, spot: earlier.spot,
                    message: "another implementation of \(name) for the same environment is at \(kept.spot.file):\(kept.spot.line); "
                        + "the draft keeps that one",
                    manifestForm: "one implementation per environment; more of them are variants, each bound by an environment"))
        }
        for earlier in reals.dropLast() {
            findings.append(
                Finding(
                    kind: .choice, spot: earlier.spot,
                    message: "\(name) is registered again at \(primary.spot.file):\(primary.spot.line); the draft keeps the last",
                    manifestForm: "one entry per service; an implementation for some environments only is \"mock\" or a variant"))
        }
        if reals.isEmpty {
            findings.append(
                Finding(
                    kind: .notMapped, spot: primary.spot,
                    message: "\(name) is registered only for tests, debug builds or a variant, with no implementation for the app",
                    manifestForm: "\"real\": the implementation the app uses (its mock stays \"mock\")"))
        }
    }

    /// A config value (a literal), an input, or an alias (another registration returned, or a
    /// member of another service); nil for a service with implementations.
    private mutating func otherSection(
        _ primary: Registration, type: String, others: [Registration], isOnlyReal: Bool, types: [ServiceKey: String]
    ) -> Section? {
        switch primary.body {
        case .literal(let literalType, let value):
            let literal = { (text: String) -> DraftJSON in literalType == "String" ? .string(text) : .raw(text) }
            var entry: [(String, DraftJSON)] = [("type", .string(literalType)), ("value", literal(value))]
            for other in others {
                if other.flavor == .mock, case .literal(_, let mockValue) = other.body {
                    entry += [("dev", literal(mockValue)), ("test", literal(mockValue))]
                } else {
                    noteUnheld(other, in: "a config value, which has a literal per environment")
                }
            }
            return .config(.object(entry))
        case .input:
            for other in others { noteUnheld(other, in: "an input, given at launch") }
            return .input(.object([("type", .string(type))]))
        case .alias(let target):
            for other in others { noteUnheld(other, in: "an alias of another service") }
            var entry: [(String, DraftJSON)] = [("alias", .string(names[target]))]
            // An alias of another type says which: a supertype, or Factory's declared type.
            let targetType: String? =
                if case .type(let written, _) = target { written } else { types[target] }
            if primary.type != nil, targetType.map(TypeText.withoutExistential) != TypeText.withoutExistential(type) {
                entry.append(("type", .string(type)))
            }
            return .service(.object(entry + doc()))
        case .construction(let construction):
            // `session.apiService`: a member of another service is an alias with a type.
            guard case .factory(let base, let member, false) = construction.callee, base.parts.count == 1,
                case .service(let target) = base.parts[0], isOnlyReal, others.isEmpty
            else { return nil }
            let entry: [(String, DraftJSON)] = [("alias", .string(names[target] + "." + member)), ("type", .string(type))]
            return .service(.object(entry + doc()))
        case .unreadable: return nil
        }
    }

    private mutating func serviceType(_ registration: Registration, protocols: Set<String>) -> String {
        if let type = registration.type ?? registration.builtType {
            return TypeText.serviceType(type, protocols: protocols)
        }
        findings.append(
            Finding(
                kind: .notMapped, spot: registration.spot, message: "the type of '\(name)' is not written here",
                manifestForm: "\"type\": the type code receives it as"))
        return "<#Type#>"
    }

    private mutating func lifetime(_ registration: Registration) -> [(String, DraftJSON)] {
        switch registration.lifetime {
        case .singleton: return []
        case .transient: return [("lifetime", .string("transient"))]
        case .weak: return [("lifetime", .string("weak"))]
        case .graph:
            findings.append(
                Finding(
                    kind: .choice, spot: registration.spot,
                    message: "the .graph scope (Swinject's when none is set) shares an instance within one resolution only; drafted as transient",
                    manifestForm: "remove \"lifetime\" if '\(name)' is meant to be shared: a singleton, one per component"))
            return [("lifetime", .string("transient"))]
        }
    }

    private func parameter(_ parameter: Parameter) -> DraftJSON {
        .object([
            ("name", .string(parameter.name)),
            ("type", .string(parameter.type.map { TypeText.serviceType($0, protocols: protocols) } ?? "<#Type#>")),
        ])
    }

    /// What was left out of the entry, so the manifest says it too.
    private func doc() -> [(String, DraftJSON)] {
        let notes = findings.filter { $0.kind == .notMapped }.map {
            // The report has the place; the doc says what, and in which file and line.
            "\($0.message) (\($0.spot.file.split(separator: "/").last ?? ""):\($0.spot.line))"
        }
        return notes.isEmpty ? [] : [("doc", .string("Not imported: " + notes.joined(separator: "; ") + "."))]
    }
}
