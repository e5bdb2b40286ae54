import Foundation
import Testing

@testable import ServiceGraphGenerator

/// One mistake, one error: in every valid manifest of the repository, each single mistake of a
/// given kind (a misspelled dependency, parent scope, scope maker or composed module, a type that
/// does not parse) gives exactly one error, at the place of the mistake. Cascades, where one
/// mistake is reported again by every check that depends on it, fail here.
@Suite struct SingleMistakeTests {
    enum Kind: String, CaseIterable, Sendable {
        case dependency, parent, scopeMaker, module, type
    }

    /// A string of the manifest to misspell: where its opening quote is, and what it becomes.
    struct Site {
        var kind: Kind
        var location: ServiceGraphGenerator.SourceLocation
        var original: String
        var replacement: String
    }

    static let sitesPerManifest = 10

    @Test(arguments: Kind.allCases)
    func eachMistakeGivesOneErrorAtItsPlace(_ kind: Kind) throws {
        var checked = 0
        for manifest in RepositoryManifestTests.all {
            let bytes = Array(try Data(contentsOf: manifest.url))
            var parser = JSONParser(bytes: bytes)
            guard let document = parser.parseDocument() else { continue }
            let modules = try manifest.modules.map { url in
                ModuleManifest(name: url.deletingLastPathComponent().lastPathComponent, path: url.path, bytes: Array(try Data(contentsOf: url)))
            }
            let name = manifest.url.deletingLastPathComponent().lastPathComponent
            // At most `sitesPerManifest` of each kind, spread over the manifest, so that the
            // benchmarks' graphs of 1,000 services do not take minutes.
            // A module's scope may be made under a scope only its composer declares (an outer
            // parent): the module's own check cannot know those names, its composer's reports them.
            let ownScopes = Self.scopeNames(in: document)
            let all = Self.sites(in: document, key: nil).filter {
                $0.kind == kind && ($0.kind != .parent || ownScopes.contains($0.original))
            }
            let step = max(1, all.count / Self.sitesPerManifest)
            for site in stride(from: 0, to: all.count, by: step).map({ all[$0] }) {
                guard let mutated = Self.replacing(site, in: bytes) else { continue }
                checked += 1
                let errors = ComponentGenerator.check(manifest: mutated, moduleName: name, modules: modules)
                    .filter { $0.severity == .error && $0.location.file == nil }
                let place = "\(manifest.testDescription):\(site.location.line):\(site.location.column) '\(site.original)' -> '\(site.replacement)'"
                #expect(errors.count == 1, "\(place): \(errors.map { $0.rendered(path: "services.json") })")
                if let error = errors.first {
                    let columns = site.location.column...(site.location.column + site.replacement.utf8.count + 1)
                    #expect(error.location.line == site.location.line && columns.contains(error.location.column), "\(place): at \(error.location)")
                }
            }
        }
        #expect(checked > 0)
    }

    /// The names of the scopes a manifest declares.
    static func scopeNames(in document: JSONValue) -> Set<String> {
        guard case .object(let members) = document.kind,
            case .object(let scopes)? = members.first(where: { $0.key == "scopes" })?.value.kind
        else { return [] }
        return Set(scopes.map(\.key))
    }

    /// The sites of `value`, whose key in its object is `key`.
    static func sites(in value: JSONValue, key: String?) -> [Site] {
        switch value.kind {
        case .object(let members):
            return members.flatMap { member -> [Site] in
                if case .string(let text) = member.value.kind {
                    switch member.key {
                    case "parent" where text != "app": return [Site(kind: .parent, location: member.value.location, original: text, replacement: text + "Qz")]
                    case "type": return [Site(kind: .type, location: member.value.location, original: text, replacement: text + "<")]
                    default: return []
                    }
                }
                return sites(in: member.value, key: member.key)
            }
        case .array(let elements):
            return elements.compactMap { element -> Site? in
                guard case .string(let text) = element.kind else { return nil }
                switch key {
                case "compose": return Site(kind: .module, location: element.location, original: text, replacement: text + "Qz")
                case "dependencies": return dependencySite(text, at: element.location)
                default: return nil
                }
            } + elements.flatMap { sites(in: $0, key: nil) }
        case .string, .number, .bool, .null:
            return []
        }
    }

    /// `"label: name"` or `"name"` misspelled as `nameQz`; `"scope(tab)"` as `scope(tabQz)`. Values
    /// written out, providers and member paths are left alone.
    static func dependencySite(_ text: String, at location: ServiceGraphGenerator.SourceLocation) -> Site? {
        let name = text.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? text
        let head = String(text.dropLast(name.count))
        if name.hasPrefix("scope("), name.hasSuffix(")") {
            return Site(kind: .scopeMaker, location: location, original: text, replacement: head + String(name.dropLast()) + "Qz)")
        }
        guard SwiftNames.isIdentifier(name) else { return nil }
        return Site(kind: .dependency, location: location, original: text, replacement: head + name + "Qz")
    }

    /// `bytes` with the string whose opening quote is at `site.location` replaced, as a fix-it is
    /// applied; nil where the string is not there as written (escapes).
    static func replacing(_ site: Site, in bytes: [UInt8]) -> [UInt8]? {
        let edit = FixIt.string(at: site.location, site.original, becomes: site.replacement)
        let mutated = FixIt.apply([edit], to: bytes)
        return mutated == bytes ? nil : mutated
    }
}
