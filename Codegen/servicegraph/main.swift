// servicegraph: checks a services.json, generates its components, and shows its graph.
//
// A thin shell over ServiceGraphGenerator: it reads arguments and files and writes output;
// every decision about the manifest is the library's.
import Foundation
import ServiceGraphGenerator
import ServiceGraphLanguageServer

enum ExitCode: Int32 {
    case success = 0
    /// The manifest has errors (reported as diagnostics); for `diff`, the environments differ.
    case failure = 1
    /// The command line is wrong or a file cannot be read or written.
    case usage = 2
}

let usage = """
    OVERVIEW: Compile-time dependency injection for Swift: checks services.json,
    generates its components and shows its graph.

    USAGE: servicegraph check <manifest> [<module options>]
           servicegraph fix <manifest> [<module options>]
           servicegraph generate <manifest> --output <file> [--source-location-path <path>]
                                 [--interface-output <file>] [--service-output <file>...] [<module options>]
           servicegraph graph <manifest> [--format dot|mermaid|json|html] [--environment <name>] [--output <file>]
                              [<module options>]
           servicegraph diff <manifest> --from <environment> --to <environment> [<module options>]
           servicegraph init [<manifest>]
           servicegraph explain [<diagnostic ID>]
           servicegraph lsp

    SUBCOMMANDS:
      check       Report every problem in the manifest; exit 1 if there are errors.
                  A problem whose fix is known (a "did you mean" name) has a
                  "note: fix-it:" line with the edit.
      fix         Apply the manifest's fix-its, rewriting it (only where it still
                  says what each replaces), then report what is left, as check.
      generate    Check the manifest and write the generated Swift to --output.
                  On errors the output file is left exactly as it was. Code that
                  comes from the manifest is marked with #sourceLocation, so the
                  Swift compiler reports its errors in the manifest: at
                  --source-location-path (the build plugins pass the manifest's
                  full path), or else at the manifest's file name. With
                  --interface-output, also writes the manifest's interface: what
                  the manifests composing it read (as --module) instead of it.
                  With --service-output (repeated), puts the service accessors
                  in those files, in manifest order, so the compiler shares out
                  a large graph and recompiles only the file of an edited
                  service. No file is rewritten when its text is unchanged.
      graph       Print the graph of every environment side by side, or of one
                  (--environment), as Graphviz DOT (default), Mermaid or JSON.
      diff        Show, per service and config value, what two environments bind;
                  exit 0 when they are the same, 1 when they differ.
      init        Write a starter services.json (default: ./services.json); never
                  overwrites an existing file.
      explain     Explain a diagnostic's ID, the [#Name] that ends its line (exit 2
                  if there is no such ID); without one, list every ID.
      lsp         Serve the Language Server Protocol on standard input and output,
                  for an editor: diagnostics as you type, completion, hover, go to
                  definition, references, rename and quick fixes in every
                  services.json of the workspace.

    MODULE OPTIONS (what the build plugin passes; other build systems pass the same):
      --module-name <name>       The manifest's module (its target's name). A module's
                                 manifest (one with a "module" section) starts its
                                 generated types with it: HealthComponent. Default: the
                                 name of the folder that holds the manifest.
      --module <name>=<path>     A module's manifest, or its interface file (written by
                                 its generate --interface-output), that "compose" may
                                 name; repeat it for each module the target depends on.
      --target-source <path>     A Swift file of the target (check, generate): a type it
                                 declares with the name of a generated type is reported
                                 in the manifest; repeat it for each file.

    OPTIONS:
      -h, --help        Show this help.
      --version         Show the version.

    Diagnostics are written to standard error as
    `path:line:column: error: message [#ID]`.
    Exit status: 0 success, 1 manifest errors (diff: differences), 2 usage, file or
    (for diff) manifest error.
    """

struct UsageError: Error {
    var message: String
}

/// A parsed command line: the subcommand, its one positional argument and its options.
struct CommandLineArguments {
    var subcommand: String
    var path: String?
    var options: [String: String] = [:]
    /// Each `--module <name>=<path>`, in order.
    var modules: [(name: String, path: String)] = []
    /// Each `--target-source <path>`, in order.
    var targetSources: [String] = []
    /// Each `--service-output <file>`, in order.
    var serviceOutputs: [String] = []

    static let moduleOptions: Set<String> = ["module-name", "module"]
    /// The options each subcommand takes, and whether it needs a path.
    static let subcommands: [String: (options: Set<String>, needsPath: Bool)] = [
        "check": (moduleOptions.union(["target-source"]), true),
        "fix": (moduleOptions.union(["target-source"]), true),
        "generate": (moduleOptions.union(["output", "source-location-path", "interface-output", "service-output", "target-source"]), true),
        "graph": (moduleOptions.union(["format", "environment", "output"]), true),
        "diff": (moduleOptions.union(["from", "to"]), true),
        "init": ([], false),
    ]

    init(_ arguments: [String]) throws(UsageError) {
        guard let subcommand = arguments.first else {
            throw UsageError(message: "missing subcommand; use check, fix, generate, graph, diff, explain or init")
        }
        guard let spec = Self.subcommands[subcommand] else {
            throw UsageError(message: "unknown subcommand '\(subcommand)'; use check, fix, generate, graph, diff, explain or init")
        }
        self.subcommand = subcommand
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name = String(body.split(separator: "=", maxSplits: 1).first ?? "")
                guard spec.options.contains(name) else {
                    let hint = spec.options.isEmpty ? "" : " (\(subcommand) takes " + spec.options.sorted().map { "--\($0)" }.joined(separator: ", ") + ")"
                    throw UsageError(message: "unknown option '\(argument)' for \(subcommand)\(hint)")
                }
                let value: String
                if let equals = body.firstIndex(of: "=") {
                    value = String(body[body.index(after: equals)...])
                } else {
                    guard let next = remaining.popFirst() else { throw UsageError(message: "--\(name) needs a value") }
                    value = next
                }
                if name == "module" {
                    let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                        throw UsageError(message: "--module needs <name>=<path>, such as --module Health=Sources/Health/services.json")
                    }
                    modules.append((parts[0], parts[1]))
                } else if name == "target-source" {
                    targetSources.append(value)
                } else if name == "service-output" {
                    serviceOutputs.append(value)
                } else {
                    options[name] = value
                }
            } else if argument == "-o", spec.options.contains("output") {
                guard let value = remaining.popFirst() else { throw UsageError(message: "--output needs a value") }
                options["output"] = value
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError(message: "unknown option '\(argument)'")
            } else {
                guard path == nil else { throw UsageError(message: "unexpected argument '\(argument)'; give one manifest") }
                path = argument
            }
        }
        if spec.needsPath, path?.isEmpty ?? true { throw UsageError(message: "missing the manifest path") }
    }

    func required(_ option: String, _ explanation: String) throws(UsageError) -> String {
        guard let value = options[option], !value.isEmpty else {
            throw UsageError(message: "'\(subcommand)' needs --\(option) \(explanation)")
        }
        return value
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func readManifest(_ path: String) throws(UsageError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw UsageError(message: "no such file: \(path)")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
        throw UsageError(message: "cannot read \(path)")
    }
    return Array(data)
}

/// Prints diagnostics; returns whether any was an error.
func report(_ diagnostics: [Diagnostic], path: String) -> Bool {
    for diagnostic in diagnostics {
        printError(diagnostic.rendered(path: path))
    }
    return diagnostics.containsErrors
}

func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
}

/// Refuses an `--output` that is the manifest itself, before anything is read or written.
func checkOutput(_ output: String, isNot manifest: String) throws(UsageError) {
    if canonicalPath(manifest) == canonicalPath(output) {
        throw UsageError(message: "--output is the manifest itself; refusing to overwrite \(manifest)")
    }
}

/// Writes `text` atomically (a temporary file renamed into place), and not at all when the file
/// already holds exactly `text`: the build system then sees an unchanged file and does not
/// recompile the target (SwiftPM reruns the plugin's command whenever the tool is relinked).
func write(_ text: String, to output: String) throws(UsageError) {
    let bytes = Data(text.utf8)
    if FileManager.default.contents(atPath: output) == bytes {
        return
    }
    do {
        try bytes.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw UsageError(message: "cannot write \(output): \(error.localizedDescription)")
    }
}

/// Reports an inspection failure: manifest diagnostics, or an unknown environment.
func reportInspectionFailure(_ error: ComponentGenerator.InspectionError, path: String) throws(UsageError) -> ExitCode {
    switch error {
    case .invalidManifest(let diagnostics):
        _ = report(diagnostics, path: path)
        return .failure
    case .unknownEnvironment:
        throw UsageError(message: error.message)
    }
}

func run(_ arguments: CommandLineArguments) throws(UsageError) -> ExitCode {
    let path = arguments.path ?? "services.json"
    let modules = arguments.subcommand == "init" ? [] : try moduleManifests(arguments)
    let module = moduleName(arguments, path: path)
    switch arguments.subcommand {
    case "check":
        let diagnostics = ComponentGenerator.check(
            manifest: try readManifest(path), moduleName: module, modules: modules,
            declaredTypes: try declaredTypes(arguments))
        return report(diagnostics, path: path) ? .failure : .success
    case "fix":
        let bytes = try readManifest(path)
        let check = { (bytes: [UInt8]) throws(UsageError) -> [Diagnostic] in
            ComponentGenerator.check(manifest: bytes, moduleName: module, modules: modules, declaredTypes: try declaredTypes(arguments))
        }
        let fixed = FixIt.apply(try check(bytes).flatMap(\.fixIts), to: bytes)
        if fixed != bytes {
            try write(String(decoding: fixed, as: UTF8.self), to: path)
            print("servicegraph: applied the fix-its to \(path)")
        }
        return report(try check(fixed), path: path) ? .failure : .success
    case "generate":
        let output = try arguments.required("output", "<file>")
        try checkOutput(output, isNot: path)
        let interfaceOutput = arguments.options["interface-output"]
        if let interfaceOutput { try checkOutput(interfaceOutput, isNot: path) }
        for serviceOutput in arguments.serviceOutputs { try checkOutput(serviceOutput, isNot: path) }
        let fileName = URL(fileURLWithPath: path).lastPathComponent
        let result = ComponentGenerator.generate(
            manifest: try readManifest(path), manifestFileName: fileName,
            sourceLocationPath: arguments.options["source-location-path"], moduleName: module, modules: modules,
            declaredTypes: try declaredTypes(arguments), manifestPath: interfaceOutput.map { _ in path },
            serviceFileCount: arguments.serviceOutputs.count)
        guard !report(result.diagnostics, path: path), let source = result.source else { return .failure }
        try write(source, to: output)
        for (text, serviceOutput) in zip(result.serviceSources, arguments.serviceOutputs) { try write(text, to: serviceOutput) }
        if let interfaceOutput, let interface = result.moduleInterface { try write(interface, to: interfaceOutput) }
        return .success
    case "graph":
        let formatName = arguments.options["format"] ?? "dot"
        guard let format = GraphFormat(rawValue: formatName) else {
            throw UsageError(message: "unknown format '\(formatName)'; use dot, mermaid, json or html")
        }
        if let output = arguments.options["output"] { try checkOutput(output, isNot: path) }
        let bytes = try readManifest(path)
        switch ComponentGenerator.graph(
            manifest: bytes, format: format, environment: arguments.options["environment"],
            moduleName: module, modules: modules)
        {
        case .success(let text):
            if let output = arguments.options["output"] {
                try write(text, to: output)
            } else {
                print(text, terminator: "")
            }
            return .success
        case .failure(let error):
            return try reportInspectionFailure(error, path: path)
        }
    case "diff":
        let from = try arguments.required("from", "<environment>")
        let to = try arguments.required("to", "<environment>")
        switch ComponentGenerator.diff(
            manifest: try readManifest(path), from: from, to: to,
            moduleName: module, modules: modules)
        {
        case .success(let diff):
            print(diff.text, terminator: "")
            return diff.hasDifferences ? .failure : .success
        case .failure(let error):
            // A broken manifest is trouble, not a difference.
            _ = try reportInspectionFailure(error, path: path)
            return .usage
        }
    default:  // init
        guard !FileManager.default.fileExists(atPath: path) else {
            throw UsageError(message: "\(path) already exists; refusing to overwrite it")
        }
        try write(ComponentGenerator.starterManifest, to: path)
        print("Wrote \(path). Add it to a target that uses ServiceGraphPlugin, then edit it into your graph.")
        return .success
    }
}

func main() -> ExitCode {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first.map({ ["-h", "--help", "help"].contains($0) }) == true || arguments.contains("--help") {
        print(usage)
        return .success
    }
    if arguments.first == "explain" {
        return explain(Array(arguments.dropFirst()))
    }
    if arguments.first == "lsp" {
        // Clients launch servers with `--stdio`, the only transport there is.
        return LanguageServer().serve() == 0 ? .success : .failure
    }
    if arguments.first == "--version" {
        print(ComponentGenerator.version)
        return .success
    }
    do throws(UsageError) {
        let parsed = try CommandLineArguments(arguments)
        return try run(parsed)
    } catch {
        printError("servicegraph: error: \(error.message)")
        printError("Run 'servicegraph --help' for usage.")
        return .usage
    }
}

exit(main().rawValue)
