import Foundation
import Testing

@testable import ServiceGraphGenerator

/// `Schema/services.schema.json` stays in step with the checker: every valid manifest in the
/// repository validates against it, typical mistakes do not, and its keys are the checker's.
@Suite struct SchemaTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var parser = JSONParser(bytes: bytes)
        return parser.parseDocument()
    }

    static func schema() throws -> JSONValue {
        try #require(parse(Array(Data(contentsOf: repository.appendingPathComponent("Schema/services.schema.json")))))
    }

    /// Every manifest the repository treats as valid.
    static var validManifests: [URL] {
        var urls = Fixture.all.map(\.manifestURL)
        for folder in ["Examples/PersonalOS/Sources/PersonalOSKit", "Tests/GeneratedComponentTests", "Tests/BindingVocabularyTests", "Tests/LifecycleTests"] {
            urls.append(repository.appendingPathComponent(folder).appendingPathComponent("services.json"))
        }
        // Modules' manifests and the ones composing them: every target of the sample and of the module fixtures that has one.
        for folder in ["Examples/PersonalOS/Sources", "Tests/ServiceGraphGeneratorTests/ModuleFixtures/notes"] {
            let parent = repository.appendingPathComponent(folder)
            for target in ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted() {
                let url = parent.appendingPathComponent(target).appendingPathComponent("services.json")
                if FileManager.default.fileExists(atPath: url.path), !urls.contains(url) { urls.append(url) }
            }
        }
        return urls
    }

    @Test func everyValidManifestValidates() throws {
        let validator = SchemaValidator(root: try Self.schema())
        for url in Self.validManifests {
            let document = try #require(Self.parse(Array(try Data(contentsOf: url))))
            let problems = validator.problems(in: document)
            #expect(problems.isEmpty, "\(url.path): \(problems)")
        }
        let starter = try #require(Self.parse(Array(ComponentGenerator.starterManifest.utf8)))
        #expect(validator.problems(in: starter).isEmpty)
    }

    /// The corpus's fixes are valid manifests too: each fixed manifest, and each module's manifest it
    /// is checked with (`CorpusTests.eachFixChecksClean` checks that they get no diagnostic).
    @Test(arguments: CorpusTests.Entry.withFix)
    func everyFixOfTheCorpusValidates(_ entry: CorpusTests.Entry) throws {
        let validator = SchemaValidator(root: try Self.schema())
        for (path, bytes) in [("services.json", try entry.manifest(fixed: true))] + (try entry.modules(fixed: true).map { ($0.path, $0.bytes) }) {
            let document = try #require(Self.parse(bytes), "\(entry.name): \(path)")
            let problems = validator.problems(in: document)
            #expect(problems.isEmpty, "\(entry.name): \(path): \(problems)")
        }
    }

    @Test(arguments: [
        #"{"version": 1, "services": {"a": {"type": "A", "real": "A", "lifetme": "transient"}}}"#,
        #"{"version": 1, "services": {"a": {"type": "A", "real": "A", "lifetime": "forever"}}}"#,
        #"{"version": 2, "services": {}}"#,
        #"{"version": 1, "services": {"Logger": {"type": "A", "real": "A"}}}"#,
        #"{"version": 1, "services": {"a": {"type": "A", "real": {"type": "A", "factory": "A.shared"}}}}"#,
        #"{"version": 1, "services": {"a": {"alias": "b", "real": "A"}}}"#,
        #"{"version": 1, "services": {"a": {"type": "Foo; import Darwin", "real": "A"}}}"#,
        #"{"version": 1, "config": {"u": {"type": "URL", "value": {"cod": "A.b"}}}, "services": {}}"#,
        #"{"version": 1, "services": {"a": {"type": "A", "real": "A", "eager": "yes"}}}"#,
        #"{"version": 1, "module": {"provides": "a"}, "services": {"a": {"type": "A", "real": "A"}}}"#,
        #"{"version": 1, "module": {"requires": {"b": {"doc": "B"}}}, "services": {}}"#,
        #"{"version": 1, "module": {"provide": ["a"]}, "services": {"a": {"type": "A", "real": "A"}}}"#,
        #"{"version": 1, "compose": ["Sources/Health"], "services": {}}"#,
        #"{"version": 1, "services": {"a": {"type": "A", "real": {"type": "A", "dependencies": [".minutes(20)"]}}}}"#,
        #"{"version": 1, "module": {"prefix": "kit"}, "services": {}}"#,
    ])
    func typicalMistakesDoNotValidate(manifest: String) throws {
        let document = try #require(Self.parse(Array(manifest.utf8)))
        #expect(!SchemaValidator(root: try Self.schema()).problems(in: document).isEmpty)
        // And the checker agrees they are wrong.
        #expect(ComponentGenerator.check(manifest: Array(manifest.utf8)).containsErrors)
    }

    /// A module's manifest and one composing it, between them every module key (a requirement's
    /// `sendable` and `doc`, a scope's `provides` and `requires`), valid to the schema and the checker.
    @Test func moduleManifestsValidate() throws {
        let health = #"""
            {
              "version": 1,
              "module": {
                "provides": ["healthStore"],
                "requires": {"logger": {"type": "any Logging", "sendable": true, "doc": "Where the feature logs."}}
              },
              "services": {"healthStore": {"type": "HealthStore", "real": {"type": "HealthStore", "dependencies": ["logger"]}}},
              "scopes": {
                "account": {
                  "provides": ["workouts"],
                  "requires": {"userID": {"type": "String"}},
                  "services": {"workouts": {"type": "Workouts", "real": {"type": "Workouts", "dependencies": ["userID"]}}}
                }
              }
            }
            """#
        let app = #"""
            {
              "version": 1,
              "compose": ["Health"],
              "services": {
                "logger": {"type": "any Logging", "real": "ConsoleLogger"},
                "dashboard": {"type": "Dashboard", "real": {"type": "Dashboard", "dependencies": ["healthStore"]}}
              },
              "scopes": {
                "account": {
                  "inputs": {"userID": {"type": "String"}},
                  "services": {"summary": {"type": "Summary", "real": {"type": "Summary", "dependencies": ["workouts"]}}}
                }
              }
            }
            """#
        let validator = SchemaValidator(root: try Self.schema())
        for manifest in [health, app] {
            let document = try #require(Self.parse(Array(manifest.utf8)))
            #expect(validator.problems(in: document).isEmpty)
        }
        // And the checker accepts them.
        let module = ModuleManifest(name: "Health", path: "Health/services.json", bytes: Array(health.utf8))
        #expect(!ComponentGenerator.check(manifest: Array(health.utf8), moduleName: "Health").containsErrors)
        #expect(!ComponentGenerator.check(manifest: Array(app.utf8), moduleName: "App", modules: [module]).containsErrors)
    }

    @Test func theSchemasKeysAreTheCheckers() throws {
        let schema = try Self.schema()
        let definitions = schema["$defs"]
        let variants = definitions?["service"]?["oneOf"]?.elements ?? []
        #expect(schema.propertyNames == Set(ManifestDecoder.Keys.root))
        #expect(
            variants.first?.propertyNames.union(["alias", "elements", "collects", "mayBeEmpty"])
                == Set(ManifestDecoder.Keys.service))
        #expect(variants.dropFirst().first?.propertyNames == Set(ManifestDecoder.Keys.alias))
        #expect(variants.dropFirst(2).first?.propertyNames == Set(ManifestDecoder.Keys.gathered))
        #expect(variants.last?.propertyNames == Set(ManifestDecoder.Keys.collection))
        #expect(definitions?["contribution"]?.propertyNames == Set(ManifestDecoder.Keys.contribution))
        #expect(definitions?["implementation"]?["oneOf"]?.elements.last?.propertyNames == Set(ManifestDecoder.Keys.implementation))
        #expect(variants.first?["properties"]?["parameters"]?["items"]?.propertyNames == Set(ManifestDecoder.Keys.parameter))
        #expect(definitions?["configEntry"]?.propertyNames == Set(ManifestDecoder.Keys.configEntry))
        #expect(definitions?["input"]?.propertyNames == Set(ManifestDecoder.Keys.input))
        #expect(definitions?["scope"]?.propertyNames == Set(ManifestDecoder.Keys.scope))
        #expect(schema["properties"]?["module"]?.propertyNames == Set(ManifestDecoder.Keys.module))
        #expect(definitions?["requirement"]?.propertyNames == Set(ManifestDecoder.Keys.requirement))
        #expect(
            Set(definitions?["input"]?["properties"]?["reference"]?["enum"]?.elements.compactMap(\.string) ?? [])
                == Set(InputReference.allCases.map(\.rawValue)))
        let enumeration = { (name: String) in Set(definitions?[name]?["enum"]?.elements.compactMap(\.string) ?? []) }
        #expect(enumeration("lifetime") == Set(Lifetime.allCases.map(\.rawValue)))
        #expect(enumeration("collectionKind") == Set(CollectionKind.allCases.map(\.rawValue)))
        #expect(definitions?["binding"]?["pattern"]?.string == "^[a-z][A-Za-z0-9_]*$", "real, mock and variant names")
        #expect(definitions?["views"]?["additionalProperties"]?.propertyNames == Set(ManifestDecoder.Keys.view))
        #expect(enumeration("isolation") == Set(Isolation.allCases.map(\.rawValue)))
    }
}

extension JSONValue {
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    var members: [JSONMember] {
        if case .object(let members) = kind { return members }
        return []
    }

    var elements: [JSONValue] {
        if case .array(let elements) = kind { return elements }
        return []
    }

    var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The keys of a schema's `properties`.
    var propertyNames: Set<String> { Set(self["properties"]?.members.map(\.key) ?? []) }

    /// Structural equality, for `const` and `enum`.
    func same(as other: JSONValue) -> Bool {
        switch (kind, other.kind) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)): Double(a) == Double(b)
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null): true
        default: false
        }
    }
}

/// The part of JSON Schema (2020-12) that `services.schema.json` uses: type, const, enum,
/// pattern, required, properties, additionalProperties, propertyNames, items, uniqueItems,
/// oneOf, anyOf and local `$ref`s.
struct SchemaValidator {
    let root: JSONValue

    func problems(in value: JSONValue, schema: JSONValue? = nil, at path: String = "$") -> [String] {
        let schema = schema ?? root
        if let reference = schema["$ref"]?.string {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let target = root["$defs"]?[name] else { return ["\(path): unknown $ref \(reference)"] }
            return problems(in: value, schema: target, at: path)
        }
        var found: [String] = []
        if let type = schema["type"]?.string, type != value.kindName, !(type == "integer" && value.isInteger) {
            return ["\(path): not \(type)"]
        }
        if let constant = schema["const"], !value.same(as: constant) { found.append("\(path): not the constant") }
        if let choices = schema["enum"], !choices.elements.contains(where: value.same) {
            found.append("\(path): not one of the enumeration")
        }
        if let pattern = schema["pattern"]?.string, let text = value.string,
            text.range(of: pattern, options: .regularExpression) == nil
        {
            found.append("\(path): '\(text)' does not match \(pattern)")
        }
        if case .object(let members) = value.kind {
            found += objectProblems(members, schema: schema, at: path)
        }
        if case .array(let items) = value.kind {
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() { found += problems(in: item, schema: itemSchema, at: "\(path)[\(index)]") }
            }
            if case .bool(true) = schema["uniqueItems"]?.kind,
                Set(items.map { $0.string ?? "\($0.kind)" }).count != items.count
            {
                found.append("\(path): repeated items")
            }
        }
        if let options = schema["oneOf"]?.elements, !options.isEmpty {
            let passing = options.filter { problems(in: value, schema: $0, at: path).isEmpty }.count
            if passing != 1 { found.append("\(path): matches \(passing) of oneOf") }
        }
        if let options = schema["anyOf"]?.elements, !options.isEmpty,
            !options.contains(where: { problems(in: value, schema: $0, at: path).isEmpty })
        {
            found.append("\(path): matches none of anyOf")
        }
        return found
    }

    private func objectProblems(_ members: [JSONMember], schema: JSONValue, at path: String) -> [String] {
        var found: [String] = []
        for key in schema["required"]?.elements.compactMap(\.string) ?? [] where !members.contains(where: { $0.key == key }) {
            found.append("\(path): missing \(key)")
        }
        for member in members {
            if let names = schema["propertyNames"] {
                let key = JSONValue(kind: .string(member.key), location: member.keyLocation)
                found += problems(in: key, schema: names, at: "\(path) key \(member.key)")
            }
            if let property = schema["properties"]?[member.key] {
                found += problems(in: member.value, schema: property, at: "\(path).\(member.key)")
            } else if let additional = schema["additionalProperties"] {
                if case .bool(false) = additional.kind {
                    found.append("\(path): unexpected key \(member.key)")
                } else if case .object = additional.kind {
                    found += problems(in: member.value, schema: additional, at: "\(path).\(member.key)")
                }
            }
        }
        return found
    }
}

extension JSONValue {
    /// The JSON Schema type name of this value.
    var kindName: String {
        switch kind {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// A number with no fraction or exponent: what JSON Schema's "integer" accepts here.
    var isInteger: Bool {
        guard case .number(let text) = kind else { return false }
        return Int(text) != nil
    }
}
