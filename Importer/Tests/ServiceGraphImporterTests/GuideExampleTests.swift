import Foundation
import Testing

@testable import ServiceGraphImporter

/// The Swinject guide's worked example (a news reader's assemblies), read from the guide itself,
/// imported: every registration maps, the draft checks clean, and it has the guide manifest's
/// services under the names the code gives them.
@Suite struct GuideExampleTests {
    static func guideSwinjectCode() throws -> String {
        let guide = SampleRoundTripTests.repository.appendingPathComponent(
            "Sources/ServiceGraph/ServiceGraph.docc/Guides/MigratingFromSwinject.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        let start = try #require(text.range(of: "```swift\nimport Swinject\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theReaderAssembliesImportCleanly() throws {
        let draft = Drafting(try Self.guideSwinjectCode())
        draft.expectChecksClean()
        #expect(draft.result.findings.allSatisfy { $0.kind == .choice })
        // The three registrations left in Swinject's default scope, each a remark to confirm.
        #expect(draft.result.findings.count == 3)
        draft.expect("tokens", #"{"type": "TokenStore", "real": "KeychainTokenStore", "mock": "InMemoryTokenStore"}"#)
        draft.expect("fileStore", #"{"alias": "documents"}"#)
        draft.expect(
            "http",
            #"{"type": "HTTPClient", "real": {"type": "URLSessionHTTPClient", "dependencies": ["baseURL: Config.apiBaseURL", "tokens"]}, "mock": "StubHTTPClient"}"#
        )
        draft.expect("images", #"{"type": "ImagePipeline", "real": {"type": "ImagePipeline", "dependencies": ["cache: caches"]}, "lifetime": "weak"}"#)
        draft.expect(
            "articleViewModel",
            #"{"type": "ArticleViewModel", "real": {"type": "ArticleViewModel", "dependencies": ["articleID", "http", "parser", "images"]}, "parameters": [{"name": "articleID", "type": "String"}]}"#
        )
        #expect(draft.services.count == 10)
    }

    @Test func theDraftIsTheSameOnEveryRun() throws {
        let code = try Self.guideSwinjectCode()
        let files = ["B.swift": code, "A.swift": "protocol TokenStore {}"]
        let first = Drafting(files).result
        let second = Drafting(files).result
        #expect(first.manifest == second.manifest)
        #expect(first.findings == second.findings)
        #expect(first.manifest.contains(#""type": "any TokenStore""#))
    }
}
