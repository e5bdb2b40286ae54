import ServiceGraphGenerator
import Testing

/// The scan of a target's Swift files for the types it declares at the top level, which the
/// generated names are checked against.
@Suite struct DeclaredTypesTests {
    @Test func findsTopLevelTypesAndSkipsCommentsStringsNestingAndImports() {
        let source = #"""
            import class Foundation.NSObject
            // struct InComment {}
            /* class InBlock { */
            let text = "enum InString {}"
            let raw = #"protocol InRaw "quoted" {}"#
            let multi = """
                actor InMultiline {}
                """
            @MainActor public final class Screen {
                struct Nested {}
            }
            public enum Mode: String { case a }
            extension Screen { class AlsoNested {} }
            typealias Identifier = String
            protocol Delegate: AnyObject {}
            actor Store {}
            """#
        let types = DeclaredType.scan(Array(source.utf8), file: "A.swift")
        #expect(types.map(\.name) == ["Screen", "Mode", "Identifier", "Delegate", "Store"])
        #expect(types.first?.location == SourceLocation(line: 9, column: 31, file: "A.swift"))
    }

    @Test func anUnclosedStringOrCommentEndsTheScanWithoutACrash() {
        #expect(DeclaredType.scan(Array("let a = \"open\nstruct After {}\n/* open".utf8), file: "B.swift").map(\.name) == ["After"])
    }
}
