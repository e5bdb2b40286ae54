import SwiftParser
import SwiftSyntax

extension TypeText {
    /// `any` written where a protocol is used as a type inside another: `Network?` ->
    /// `(any Network)?`, `[Network]` -> `[any Network]`, `[String: Network]` -> `[String: any Network]`.
    /// A protocol already written `any P` or `some P`, a generic argument of a named type
    /// (`Box<Network>`) and a composition (`A & B`) are left as written.
    static func withExistentials(_ written: String, protocols: Set<String>) -> String {
        var parser = Parser(written)
        let type = TypeSyntax.parse(from: &parser)
        guard !type.hasError, type.trimmedDescription == written.trimmingCharacters(in: .whitespaces) else { return written }
        var edits: [(offset: Int, text: String)] = []
        for node in type.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IdentifierTypeSyntax.self) }) {
            guard protocols.contains(node.name.text), node.genericArgumentClause == nil,
                let parent = node.parent, !parent.is(SomeOrAnyTypeSyntax.self), !parent.is(MemberTypeSyntax.self),
                !parent.is(CompositionTypeElementSyntax.self),
                !parent.is(GenericArgumentSyntax.self)
                    || isCollectionElement(parent)
            else { continue }
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            if parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                edits += [(end, ")"), (start, "(any ")]
            } else {
                edits.append((start, "any "))
            }
        }
        // Insert from the end, so each offset still points where it did.
        var bytes = Array(type.trimmedDescription.utf8)
        let shift = type.positionAfterSkippingLeadingTrivia.utf8Offset
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset - shift)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `Array<Network>` and `Optional<Network>` hold the protocol as a value, as `[Network]` does.
    private static func isCollectionElement(_ argument: Syntax) -> Bool {
        let owner = argument.parent?.parent?.parent?.as(IdentifierTypeSyntax.self)?.name.text
        return ["Array", "Optional", "Set", "Dictionary"].contains(owner ?? "")
    }
}
