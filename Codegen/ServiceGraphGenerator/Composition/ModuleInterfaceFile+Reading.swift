/// Reading an interface file back into the interface its module's generation worked out.
extension ModuleInterfaceFile {
    /// Why an interface file cannot be read; the message ends "... in the interface file".
    struct ReadError: Error {
        var reason: String
    }

    /// Whether `bytes` are an interface file (else they are a manifest).
    static func isInterface(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array(headerStart.utf8))
    }

    /// The interface in `bytes`; whether its manifest has a `module` section; the manifest's path.
    static func read(_ bytes: [UInt8]) throws(ReadError) -> (interface: ModuleInterface, isModule: Bool, manifestPath: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == marker }) else {
            throw ReadError(reason: "it was written by another version of servicegraph (no '\(marker)' line)")
        }
        var json = ""
        for line in lines[(start + 1)...] where !line.isEmpty {
            guard line.hasPrefix("// ") else { throw ReadError(reason: "a line does not start with '// '") }
            json += line.dropFirst(3) + "\n"
        }
        var parser = JSONParser(bytes: Array(json.utf8))
        guard let root = parser.parseDocument(), parser.diagnostics.isEmpty else {
            throw ReadError(reason: "its JSON is malformed")
        }
        let document = try Reader.Object(root)
        let files = try document.array("files").map { value throws(ReadError) in try Reader.string(value) }
        guard let manifestPath = files.first else { throw ReadError(reason: "its files table is empty") }
        let reader = Reader(files: files)
        var interface = ModuleInterface(
            typePrefix: try document.string("typePrefix"), isMainActor: try document.bool("isMainActor"),
            environments: try document.array("environments").map { value throws(ReadError) in try reader.located(value) },
            scopes: try document.array("scopes").map { value throws(ReadError) in try reader.scope(value) },
            requirements: try document.array("requirements").map { value throws(ReadError) in try reader.requirement(value) },
            declaredNames: try document.array("declaredNames").map { value throws(ReadError) in try reader.located(value) },
            provided: [:], contributions: [:])
        for value in try document.array("provided") {
            let entry = try Reader.Object(value)
            interface.provided[ServiceID(try entry.integer("service"))] = try reader.provided(entry)
        }
        for value in try document.array("contributions") {
            let entry = try Reader.Object(value)
            interface.contributions[ServiceID(try entry.integer("service"))] = try entry.array("entries").map {
                value throws(ReadError) in try reader.contribution(value)
            }
        }
        return (interface, try document.bool("isModule"), manifestPath)
    }

    /// Reads the document's values, with its files table to resolve positions.
    private struct Reader {
        var files: [String]

        /// An object's members by key.
        struct Object {
            var members: [String: JSONValue] = [:]

            init(_ value: JSONValue) throws(ReadError) {
                guard case .object(let list) = value.kind else { throw ReadError(reason: "an object is expected") }
                for member in list { members[member.key] = member.value }
            }

            func value(_ key: String) throws(ReadError) -> JSONValue {
                guard let value = members[key] else { throw ReadError(reason: "'\(key)' is missing") }
                return value
            }

            func string(_ key: String) throws(ReadError) -> String { try Reader.string(try value(key)) }
            func integer(_ key: String) throws(ReadError) -> Int { try Reader.integer(try value(key)) }
            func array(_ key: String) throws(ReadError) -> [JSONValue] { try Reader.array(try value(key)) }

            func bool(_ key: String) throws(ReadError) -> Bool {
                guard case .bool(let flag) = try value(key).kind else { throw ReadError(reason: "'\(key)' is not a boolean") }
                return flag
            }

            /// The member's value, or nil when it is `null`.
            func optional(_ key: String) throws(ReadError) -> JSONValue? {
                let value = try value(key)
                if case .null = value.kind { return nil }
                return value
            }

            func type(_ key: String) throws(ReadError) -> TypeExpression {
                let source = try string(key)
                do {
                    return try TypeExpression.parse(source)
                } catch {
                    throw ReadError(reason: "'\(source)' is not a type")
                }
            }
        }

        static func string(_ value: JSONValue) throws(ReadError) -> String {
            guard case .string(let text) = value.kind else { throw ReadError(reason: "a string is expected") }
            return text
        }

        static func integer(_ value: JSONValue) throws(ReadError) -> Int {
            guard case .number(let text) = value.kind, let number = Int(text) else {
                throw ReadError(reason: "an integer is expected")
            }
            return number
        }

        static func array(_ value: JSONValue) throws(ReadError) -> [JSONValue] {
            guard case .array(let elements) = value.kind else { throw ReadError(reason: "an array is expected") }
            return elements
        }

        /// `[line, column, file]` from `elements[first...]`.
        func position(_ elements: [JSONValue], from first: Int) throws(ReadError) -> SourceLocation {
            guard elements.count == first + 3 else { throw ReadError(reason: "a position is malformed") }
            let file = try Self.integer(elements[first + 2])
            guard files.indices.contains(file) else { throw ReadError(reason: "a position names no file") }
            return SourceLocation(
                line: try Self.integer(elements[first]), column: try Self.integer(elements[first + 1]),
                file: files[file])
        }

        func location(_ value: JSONValue) throws(ReadError) -> SourceLocation {
            try position(try Self.array(value), from: 0)
        }

        func located(_ value: JSONValue) throws(ReadError) -> Located<String> {
            let elements = try Self.array(value)
            guard let first = elements.first else { throw ReadError(reason: "a located value is empty") }
            return Located(try Self.string(first), at: try position(elements, from: 1))
        }

        func requirement(_ value: JSONValue) throws(ReadError) -> InputDeclaration {
            let object = try Object(value)
            var requirement = InputDeclaration(name: try located(try object.value("name")))
            requirement.scope = ScopeID(try object.integer("scope"))
            requirement.type = try object.optional("type") == nil ? nil : try object.type("type")
            requirement.isRequirement = true
            requirement.isOptional = try object.bool("optional")
            return requirement
        }

        func scope(_ value: JSONValue) throws(ReadError) -> ModuleInterface.Scope {
            let object = try Object(value)
            return ModuleInterface.Scope(
                name: try located(try object.value("name")),
                parent: try object.optional("parent").map { value throws(ReadError) in ScopeID(try Self.integer(value)) },
                outerParent: try object.optional("outerParent").map { value throws(ReadError) in try located(value) },
                isExported: try object.bool("exported"),
                provides: try object.array("provides").map { value throws(ReadError) in ServiceID(try Self.integer(value)) },
                contributors: try object.array("contributors").map { value throws(ReadError) in
                    ServiceID(try Self.integer(value))
                },
                warmsUp: try object.bool("warmsUp"))
        }

        func provided(_ object: Object) throws(ReadError) -> ModuleInterface.ProvidedService {
            var requirementsRead: [String: [Located<String>]] = [:]
            for (configuration, value) in try Object(try object.value("requirementsRead")).members {
                requirementsRead[configuration] = try Self.array(value).map { value throws(ReadError) in try located(value) }
            }
            var builtBy: [String: ModuleInterface.ProvidedService.Implementation] = [:]
            for (environment, value) in try Object(try object.value("builtBy")).members {
                let implementation = try Object(value)
                builtBy[environment] = .init(
                    displayName: try implementation.string("implementation"),
                    role: Binding(name: try implementation.string("binding")))
            }
            return ModuleInterface.ProvidedService(
                name: try located(try object.value("name")), type: try object.type("type"),
                doc: try object.optional("doc").map { value throws(ReadError) in try Self.string(value) },
                parameters: try object.array("parameters").map { value throws(ReadError) in
                    let parameter = try Object(value)
                    return Parameter(name: try located(try parameter.value("name")), type: try parameter.type("type"))
                },
                effects: Effects(throwing: try object.bool("throws"), suspending: try object.bool("async")),
                requirementsRead: requirementsRead, builtBy: builtBy)
        }

        func contribution(_ value: JSONValue) throws(ReadError) -> ContributionDeclaration {
            let object = try Object(value)
            var key: Located<ContributionKey>?
            if let value = try object.optional("key") {
                let elements = try Self.array(value)
                guard let first = elements.first else { throw ReadError(reason: "a key is empty") }
                let written: ContributionKey =
                    if case .string(let text) = first.kind {
                        .string(text)
                    } else {
                        .integer(try Self.integer(first))
                    }
                key = Located(written, at: try position(elements, from: 1))
            }
            return ContributionDeclaration(
                collection: try located(try object.value("to")),
                order: try object.optional("order").map { value throws(ReadError) in
                    let elements = try Self.array(value)
                    guard let first = elements.first else { throw ReadError(reason: "an order is empty") }
                    return Located(try Self.integer(first), at: try position(elements, from: 1))
                },
                key: key,
                environments: try object.optional("in").map { value throws(ReadError) in
                    try Self.array(value).map { value throws(ReadError) in try located(value) }
                },
                location: try location(try object.value("at")))
        }
    }
}
