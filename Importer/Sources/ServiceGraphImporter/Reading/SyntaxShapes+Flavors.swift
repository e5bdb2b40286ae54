import SwiftSyntax

/// Which environment a registration is for, as the code around it says.
extension SyntaxShapes {
    /// As `flavor(of:)`, and else as its file says: a file or folder named for tests, mocks or
    /// previews (`AppTests/`, `Mocks/`, `FeedView+Previews.swift`).
    static func flavor(of node: some SyntaxProtocol, in file: ParsedFile) -> Flavor {
        let declared = flavor(of: node)
        guard declared == .real else { return declared }
        // As test targets are named (`AppTests/`, `FeedViewModelTests.swift`, `Mocks/`); a project
        // called `SpeedTest` is not one.
        for component in file.pathInFolder.split(separator: "/").map({ String($0.split(separator: ".").first ?? $0) }) {
            if component.hasSuffix("Previews") { return .variant("preview") }
            if ["Tests", "Mocks", "Fakes", "Stubs"].contains(where: component.hasSuffix) { return .mock }
        }
        return .real
    }

    static func flavor(of node: some SyntaxProtocol) -> Flavor {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let clause = syntax.as(IfConfigClauseSyntax.self), let flavor = flavor(of: clause) { return flavor }
            if syntax.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
                || syntax.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
            {
                return .variant("preview")
            }
            if let name = declarationName(syntax), let flavor = flavor(named: name) { return flavor }
            current = syntax.parent
        }
        return .real
    }

    /// By the words of the name (`DebugAssembly`, `registerMocks`, `FeedTests`, `XCTestCase`), so
    /// `LatestNewsAssembly` is not a test's.
    static func flavor(named name: String) -> Flavor? {
        let words = Set(camelCaseWords(name).map { $0.lowercased() })
        if !words.isDisjoint(with: ["preview", "previews"]) { return .variant("preview") }
        let mockWords: Set<String> = [
            "mock", "mocks", "mocked", "debug", "stub", "stubs", "stubbed", "fake", "fakes", "test", "tests", "testing",
        ]
        return words.isDisjoint(with: mockWords) ? nil : .mock
    }

    /// `XCTestCase` -> XC, Test, Case; `registerMocks` -> register, Mocks; `API_Mocks` -> API, Mocks.
    static func camelCaseWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let startsWord =
                character.isUppercase
                && (current.last?.isLowercase == true
                    || (current.last?.isUppercase == true && index + 1 < characters.count
                        && characters[index + 1].isLowercase))
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func flavor(of clause: IfConfigClauseSyntax) -> Flavor? {
        guard let condition = clause.condition?.trimmedDescription else {
            // `#else`: the opposite of the first clause's.
            guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
                let first = ifConfig.clauses.first, first != clause,
                let firstFlavor = flavor(of: first)
            else { return nil }
            return firstFlavor == .real ? .mock : .real
        }
        switch condition {
        case "DEBUG", "MOCK", "MOCKS", "TESTING": return .mock
        case "!DEBUG", "RELEASE": return .real
        default: return nil
        }
    }

    private static func declarationName(_ syntax: Syntax) -> String? {
        if let type = syntax.asProtocol(NamedDeclSyntax.self), !syntax.is(FunctionDeclSyntax.self) {
            return type.name.text
        }
        return syntax.as(FunctionDeclSyntax.self)?.name.text
    }
}
