import Foundation
import ServiceGraphGenerator
import Testing

/// `servicegraph graph --format html`: one page holding every entry, the same bytes every time,
/// loading nothing, and keeping the manifest's text inside its data. What the page does in a
/// browser, `Scripts/test-graph-report.sh` checks.
@Suite struct HTMLReportTests {
    func report(_ manifest: [UInt8]) throws -> String {
        try ComponentGenerator.graph(manifest: manifest, format: .html).get()
    }

    /// The JSON object between the data element's tags, as the page's script reads it.
    func embeddedData(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/json\" id=\"graph-data\">\n"))
        let end = try #require(page.range(of: "\n</script>", range: start.upperBound..<page.endIndex))
        let data = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(arguments: ["example", "scopes", "views-and-providers"])
    func theReportListsEveryEntryAndIsDeterministic(fixture: String) throws {
        let manifest = try Fixture(name: fixture).manifestBytes()
        let page = try report(manifest)
        #expect(page == (try report(manifest)))
        let json = try ComponentGenerator.graph(manifest: manifest, format: .json).get()
        let environments = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["environments"] as? [[String: Any]])
        let names = (environments.first?["nodes"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(!names.isEmpty)
        let nodes = try #require(try embeddedData(page)["nodes"] as? [[String: Any]])
        #expect(nodes.compactMap { $0["name"] as? String } == names)
        #expect(try embeddedData(page)["environments"] as? [String] == environments.compactMap { $0["name"] as? String })
    }

    /// Each environment's makers, as [service, scope, label]: who makes a scope can differ by
    /// environment. What the page shows of them, `Scripts/test-graph-report.sh` checks.
    @Test func theDataListsTheScopesEachServiceMakesPerEnvironment() throws {
        let manifest = #"""
            {"version": 1, "environments": {"dev": "mock", "prod": "real"},
             "services": {"tabs": {"type": "TabManager", "real": {"type": "TabManager", "dependencies": ["scope(tab)"]}, "mock": "NoTabs"}},
             "scopes": {"tab": {"inputs": {"url": {"type": "URL"}}, "services": {}}}}
            """#
        let data = try embeddedData(try report(Array(manifest.utf8)))
        #expect(data["environments"] as? [String] == ["dev", "prod", "test"])
        let makers = try #require(data["makers"] as? [[[Any]]])
        // Only the real implementation takes the maker; unlabelled, it has the maker's own name.
        #expect(makers.map(\.count) == [0, 1, 0])
        #expect(makers[1].first?[0] as? Int == 0 && makers[1].first?[1] as? Int == 1)
        #expect(makers[1].first?[2] as? String == "makeTabComponent")
    }

    @Test func thePageLoadsNothing() throws {
        let page = try report(try Fixture(name: "example").manifestBytes())
        for reference in ["src=", "href=", "<link", "@import", "url(", "http://", "https://", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(reference), "the page must be self-contained: found \(reference)")
        }
        #expect(page.hasPrefix("<!DOCTYPE html>"))
    }

    @Test func aHostileDocCannotEndTheScript() throws {
        let doc = "</script><script>alert(1)</script><!-- \u{2028}\u{2029} & \\u003c"
        let manifest = """
            {"version": 1, "environments": {"dev": "mock"},
             "services": {"logger": {"type": "Logger", "real": "Logger", "doc": \(String(decoding: try JSONEncoder().encode(doc), as: UTF8.self))}}}
            """
        let page = try report(Array(manifest.utf8))
        // Only the page's own two script elements end, and nothing opens a comment.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(!page.contains("<!--"))
        #expect(!page.contains("\u{2028}") && !page.contains("\u{2029}"))
        let nodes = try #require(try embeddedData(page)["nodes"] as? [[String: Any]])
        #expect(nodes.first?["doc"] as? String == doc)
    }
}
