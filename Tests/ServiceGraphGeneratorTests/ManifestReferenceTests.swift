import Foundation
import Testing

@testable import ServiceGraphGenerator

/// `ManifestReference.md` and `Schema/services.schema.json` name the same keys: every key the
/// schema accepts for the manifest's top level, a service (of every kind), a scope and an
/// implementation is documented in the reference, and every key a row of the reference's key
/// tables names is one the schema accepts there. (SchemaTests keeps the schema's keys the
/// decoder's.)
@Suite struct ManifestReferenceTests {
    static func reference() throws -> String {
        try String(
            contentsOf: SchemaTests.repository.appendingPathComponent("Sources/ServiceGraph/ServiceGraph.docc/ManifestReference.md"),
            encoding: .utf8)
    }

    /// The keys the schema accepts for each kind of object, named as the reference's key tables
    /// name them in their heading (`| service key | required | meaning |`).
    static func schemaKeys() throws -> [String: Set<String>] {
        let schema = try SchemaTests.schema()
        let definitions = schema["$defs"]
        // A service, an alias and the two kinds of collection are each one variant of a service.
        let serviceVariants = definitions?["service"]?["oneOf"]?.elements ?? []
        return [
            "manifest": schema.propertyNames,
            "service": serviceVariants.reduce(into: []) { $0.formUnion($1.propertyNames) },
            "scope": definitions?["scope"]?.propertyNames ?? [],
            // The other variant is the short form, a type's name.
            "implementation": definitions?["implementation"]?["oneOf"]?.elements.last?.propertyNames ?? [],
        ]
    }

    /// The text of every inline code span, outside fenced code blocks: what the reference shows
    /// in code voice. A span may run over a line break. Outside a span a backslash escapes a
    /// backtick (\`default\`); inside one it is a backslash (`\\`).
    static func codeSpans(in markdown: String) -> [String] {
        var prose: [Substring] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                prose.append(line)
            }
        }
        var spans: [String] = []
        var span: String?
        var isEscaped = false
        for character in prose.joined(separator: "\n") {
            if let text = span {
                if character == "`" {
                    spans.append(text)
                    span = nil
                } else {
                    span = text + String(character)
                }
            } else if isEscaped {
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else if character == "`" {
                span = ""
            }
        }
        return spans
    }

    /// Each key table (one whose heading is `| NAME key | required | meaning |`): NAME → the key
    /// each row names in its first column, in code voice.
    static func keyTables(in markdown: String) -> [String: [String]] {
        var tables: [String: [String]] = [:]
        var current: String?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let heading = line.wholeMatch(of: /\| (\w+) key \| required \| meaning \|/) {
                current = String(heading.1)
                tables[String(heading.1), default: []] = []
            } else if let table = current, line.hasPrefix("|") {
                if let row = line.firstMatch(of: /^\| `([^`]+)` \|/) { tables[table]?.append(String(row.1)) }
            } else {
                current = nil
            }
        }
        return tables
    }

    @Test func everyKeyTheSchemaAcceptsIsDocumented() throws {
        let spans = Self.codeSpans(in: try Self.reference())
        for (object, keys) in try Self.schemaKeys() {
            #expect(!keys.isEmpty, "the schema has no keys for \(object): has its layout changed?")
            for key in keys.sorted() {
                // `key` on its own, or `"key"` in an example (`{"alias": "other"}`).
                let documented = spans.contains { $0 == key || $0.contains("\"\(key)\"") }
                #expect(documented, "ManifestReference.md does not document the \(object) key '\(key)'")
            }
        }
    }

    @Test func everyKeyTheReferenceTablesNameIsAccepted() throws {
        let tables = Self.keyTables(in: try Self.reference())
        let schemaKeys = try Self.schemaKeys()
        #expect(tables.keys.sorted() == ["manifest", "scope", "service"], "the reference's key tables")
        for (object, keys) in tables {
            #expect(!keys.isEmpty, "the \(object) key table has no rows")
            for key in keys {
                #expect(schemaKeys[object]?.contains(key) == true, "the schema accepts no \(object) key '\(key)'")
            }
        }
    }
}
