/// One entry of a section of named entries: its name, its object's members, and how errors name it.
struct NamedEntry {
    var name: Located<String>
    /// Where its object (`{`) starts.
    var objectLocation: SourceLocation
    var fields: [JSONMember]
    /// `service 'logger'`, `input 'user'`.
    var context: String
}

/// The `config` and `inputs` sections, and the name and type checks every section shares.
extension ManifestDecoder {
    // MARK: - Config

    mutating func decodeConfig(_ value: JSONValue, environmentNames: [String]) -> [ConfigDeclaration] {
        decodeNamedEntries(
            value, section: "config", role: "config", becomes: "a property",
            makeEntry: { ConfigDeclaration(name: $0) }
        ) { decoder, entry, config in
            decoder.decodeConfigEntry(entry, into: &config, environmentNames: environmentNames)
        }
    }

    private mutating func decodeConfigEntry(
        _ named: NamedEntry, into entry: inout ConfigDeclaration, environmentNames: [String]
    ) {
        let (members, context) = (named.fields, named.context)
        let valueKeys = environmentNames + [testEnvironmentName]
        let fields = checkKeys(
            members, allowed: Keys.configEntry + valueKeys, required: ["type"],
            in: context, at: named.objectLocation)
        if let doc = fields["doc"] {
            entry.doc = string(doc.value, describedAs: "'doc' of \(context)")
        }
        guard let typeField = fields["type"], let type = decodeConfigType(typeField.value, context: context) else {
            return
        }
        entry.type = type
        if let value = fields["value"], let decoded = decodeConfigValue(value.value, type: type, context: context) {
            entry.defaultValue = Located(decoded, at: value.value.location)
        }
        for member in members where valueKeys.contains(member.key) {
            if let decoded = decodeConfigValue(member.value, type: type, context: "\(context) in '\(member.key)'") {
                entry.values.append((Located(member.key, at: member.keyLocation), Located(decoded, at: member.value.location)))
            }
        }
        if fields["value"] == nil {
            // `test` needs a value too: makeAppComponent(for: .test) builds a TestComponent.
            let missing = valueKeys.filter { environment in !members.contains { $0.key == environment } }
            if !missing.isEmpty {
                error(
                    .configValueMissing,
                    "\(context) has no value for \(englishList(missing.map { "'\($0)'" })); "
                        + "give each environment a value, or a default \"value\"", at: named.name.location)
            }
        }
    }

    private mutating func decodeConfigType(_ value: JSONValue, context: String) -> ConfigType? {
        guard let type = decodeType(value, describedAs: "'type' of \(context)") else { return nil }
        func configType(_ type: TypeExpression) -> ConfigType? {
            switch type {
            case .named(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
                switch components[0].name {
                case "String": return .string
                case "Int": return .int
                case "Double": return .double
                case "Bool": return .bool
                default: return nil
                }
            case .array(let element):
                return configType(element).map(ConfigType.array)
            default:
                return nil
            }
        }
        return configType(type) ?? .other(type)
    }

    /// A JSON value that matches `type`, or nil after reporting why not.
    private mutating func decodeConfigValue(_ value: JSONValue, type: ConfigType, context: String) -> ConfigValue? {
        if case .object(let members) = value.kind {
            let fields = checkKeys(members, allowed: ["code"], required: ["code"], in: context, at: value.location)
            return fields["code"].flatMap {
                decodeMemberPath($0.value, describedAs: "'code' of \(context)", examples: ["AppConstants.apiHost"])
            }.map(ConfigValue.code)
        }
        let mismatch = "expected \(context) to be \(type.withArticle), found \(value.kindDescription)"
        switch (type, value.kind) {
        case (.other(let other), _):
            error(
                .configTypeNotLiteral,
                "\(context) has type '\(other.source)', which JSON cannot write as a literal; name a static member "
                    + "that holds the value, such as {\"code\": \"AppConstants.apiURL\"}", at: value.location)
            return nil
        case (.string, .string(let text)):
            return .string(text)
        case (.bool, .bool(let flag)):
            return .bool(flag)
        case (.int, .number(let number)):
            guard !number.contains(where: { ".eE".contains($0) }) else {
                error(.configValueMismatch, "\(context) is an Int, but \(number) is not a whole number", at: value.location)
                return nil
            }
            guard Int64(number) != nil else {
                error(.configValueMismatch, "\(context) is an Int, but \(number) is out of its range", at: value.location)
                return nil
            }
            return .number(number)
        case (.double, .number(let number)):
            guard let double = Double(number), double.isFinite else {
                error(.configValueMismatch, "\(context) is a Double, but \(number) is out of its range", at: value.location)
                return nil
            }
            return .number(number)
        case (.array(let element), .array(let values)):
            var decoded: [ConfigValue] = []
            for item in values {
                guard let value = decodeConfigValue(item, type: element, context: "each element of \(context)") else {
                    return nil
                }
                decoded.append(value)
            }
            return .array(decoded)
        default:
            error(.configValueMismatch, mismatch, at: value.location)
            return nil
        }
    }

    // MARK: - Inputs

    mutating func decodeInputs(_ value: JSONValue) -> [InputDeclaration] {
        decodeNamedEntries(
            value, section: "inputs", role: "input", becomes: "an initializer argument and a property",
            makeEntry: { InputDeclaration(name: $0) }
        ) { decoder, entry, input in
            decoder.decodeInput(entry, into: &input)
        }
    }

    /// An input, or with the keys of a requirement, a module's requirement (an input read from
    /// whoever composes the module).
    mutating func decodeInput(
        _ named: NamedEntry, into input: inout InputDeclaration, allowedKeys: [String] = Keys.input
    ) {
        let context = named.context
        let fields = checkKeys(
            named.fields, allowed: allowedKeys, required: ["type"], in: context,
            at: named.objectLocation)
        if let type = fields["type"] {
            input.type = decodeType(type.value, describedAs: "'type' of \(context)")
        }
        if let testDefault = fields["testDefault"] {
            input.testDefault = decodeImplementation(
                testDefault.value, role: "testDefault", context: context,
                allowsDependencies: false)
        }
        if let reference = fields["reference"] {
            input.reference = decodeEnumeration(
                reference.value, key: "'reference'", of: InputReference.self,
                context: " of \(context)"
            )
            .map { Located($0, at: reference.value.location) }
            if let held = input.reference?.value, let type = input.type {
                // An optional owner (`Owner?`) may be held weakly: nil when there is none.
                let owner: TypeExpression = if case .optional(let wrapped) = type, held == .weak { wrapped } else { type }
                if case .optional = type, held == .unowned {
                    error(
                        .unownedOptional,
                        "\(context) is held unowned, but '\(type.source)' is optional; hold an optional owner "
                            + "with \"reference\": \"weak\"", at: reference.value.location)
                } else if !owner.couldBeClass {
                    error(
                        .notAClass,
                        "\(context) is held \(held), but '\(type.source)' is not a class type; only class "
                            + "instances (or protocols that require 'AnyObject') can be held without keeping them "
                            + "alive; remove 'reference'", at: reference.value.location)
                }
            }
        }
        if let sendable = fields["sendable"], let flag = bool(sendable.value, describedAs: "'sendable' of \(context)") {
            input.sendable = Located(flag, at: sendable.value.location)
        }
        if let optional = fields["optional"], bool(optional.value, describedAs: "'optional' of \(context)") == true {
            input.isOptional = true
            if let type = input.type, !type.isOptional { input.type = .optional(type) }
        }
        if let reference = input.reference, let testDefault = fields["testDefault"] {
            error(
                .backReferenceWithTestDefault,
                "\(context) is held \(reference.value), so a test default would be released as soon as it is "
                    + "made; remove 'testDefault' and pass the owner in tests", at: testDefault.keyLocation)
        }
        if let doc = fields["doc"] {
            input.doc = string(doc.value, describedAs: "'doc' of \(context)")
        }
    }

    // MARK: - Shared checks

    /// A section of named entries (`"logger": { ... }`): each name is checked as the member it
    /// becomes, the entry is made from its name, and `decode` reads the entry's object into it.
    mutating func decodeNamedEntries<Entry>(
        _ value: JSONValue, section: String, role: String, becomes: String,
        makeEntry: (Located<String>) -> Entry, decode: (inout Self, NamedEntry, inout Entry) -> Void
    ) -> [Entry] {
        guard let members = object(value, describedAs: "'\(section)'") else { return [] }
        let keys = members.map(\.key)
        return members.map { member in
            checkMemberName(member.key, at: member.keyLocation, role: role, becomes: becomes, siblings: keys)
            let name = Located(member.key, at: member.keyLocation)
            var entry = makeEntry(name)
            let context = "\(role) '\(printable(member.key))'"
            if let fields = object(member.value, describedAs: context) {
                decode(
                    &self, NamedEntry(name: name, objectLocation: member.value.location, fields: fields, context: context),
                    &entry)
            }
            return entry
        }
    }

    /// Reports a name that cannot become a Swift member (a property, an enum case, an argument
    /// label); `reserved` are the names taken for this role, with why. `siblings` are the other
    /// keys of the name's object, which a fix-it does not rename it to (it would be written twice).
    mutating func checkMemberName(
        _ name: String, at location: SourceLocation, role: String, becomes: String,
        reserved: [String: String]? = nil, siblings: [String] = []
    ) {
        let reserved = reserved ?? reservedMemberNames
        let article = "aeiou".contains(role.first ?? " ") ? "an" : "a"
        if let reason = SwiftNames.reservedIdentifiers[name] ?? reserved[name] {
            error(.reservedName, "'\(name)' cannot be \(article) \(role) name: \(reason)", at: location)
        } else if !SwiftNames.isMemberName(name) {
            let suggestion = SwiftNames.memberNameSuggestion(for: name)
            report(
                Diagnostic.error(
                    .invalidName,
                    "'\(printable(name))' is not a valid \(role) name: it becomes \(becomes), so it must start with a "
                        + "lowercase ASCII letter and contain only letters, digits and underscores"
                        + NameSuggestion.didYouMean(suggesting: suggestion), at: location
                ).fixed(by: suggestion.flatMap { siblings.contains($0) ? nil : FixIt.string(at: location, name, becomes: $0) }))
        }
    }

    /// A string holding a Swift type expression.
    mutating func decodeType(_ value: JSONValue, describedAs what: String) -> TypeExpression? {
        guard let text = string(value, describedAs: what) else { return nil }
        do {
            return try TypeExpression.parse(text)
        } catch {
            self.error(.invalidType, "\(what) is not a Swift type: \(error.reason)", at: value.location)
            return nil
        }
    }
}

extension ConfigType {
    /// "a String", "an Int", "an array of Bool": for "expected ... to be ...".
    var withArticle: String {
        switch self {
        case .int: "an Int"
        case .array(let element): "an array of \(element.source)"
        case .other(let type): "a value of type \(type.source)"
        default: "a \(source)"
        }
    }
}
