// `servicegraph explain [ID]`: what a diagnostic's ID means, from the generator's registry.
import ServiceGraphGenerator

/// `explain` with no argument lists every ID with its title; with an ID (as printed, `[#Name]`,
/// `#Name` or `Name`), prints its title and explanation. An unknown ID is a usage error (exit 2)
/// that names the close ones.
func explain(_ arguments: [String]) -> ExitCode {
    guard arguments.count <= 1 else {
        printError("servicegraph: error: explain takes one diagnostic ID, such as DependencyCycle")
        return .usage
    }
    guard let written = arguments.first else {
        let width = DiagnosticID.all.map(\.name.count).max() ?? 0
        for id in DiagnosticID.all {
            print(id.name + String(repeating: " ", count: width - id.name.count) + "  " + id.title)
        }
        return .success
    }
    var name = Substring(written)
    if name.hasPrefix("[") && name.hasSuffix("]") { name = name.dropFirst().dropLast() }
    if name.hasPrefix("#") { name = name.dropFirst() }
    guard let id = DiagnosticID.named(String(name)) else {
        let close = DiagnosticID.names(closeTo: String(name))
        let hint = close.isEmpty ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?"
        printError("servicegraph: error: no diagnostic has the ID '\(name)'\(hint)")
        printError("Run 'servicegraph explain' for every ID.")
        return .usage
    }
    print("\(id.name): \(id.title)\n\n\(id.explanation)")
    return .success
}
