import ServiceGraphGenerator

/// The diagnostics `servicegraph check` prints for `manifest`, as `services.json:line:col: ...` lines.
/// Fix-it lines are left out: these tests are about the messages, and `CorpusTests` checks every
/// fix-it (shown in each entry's expected output, and applied).
func diagnose(_ manifest: String) -> [String] {
    ComponentGenerator.check(manifest: Array(manifest.utf8))
        .flatMap { $0.rendered(path: "services.json").split(separator: "\n").map(String.init) }
        .filter { !$0.contains(": note: fix-it: ") }
}

/// Only the `error:` lines, for tests about one problem among the notes.
func errors(_ manifest: String) -> [String] {
    diagnose(manifest).filter { $0.contains(": error: ") }
}

/// A valid manifest with the given services section body, so tests can focus on one service.
/// The services start on line 4: `"services": {` is line 3.
func manifest(services body: String, environments: String? = nil) -> String {
    """
    {
      "version": 1,\(environments.map { "\n  \"environments\": \($0)," } ?? "")
      "services": {
    \(body)
      }
    }
    """
}
