// servicegraph: checks a services.json and generates its components.
//
// A thin shell over ServiceGraphGenerator: it reads arguments and files and writes output;
// every decision about the manifest is the library's.
import Foundation
import ServiceGraphGenerator

enum ExitCode: Int32 {
    case success = 0
    /// The manifest has errors (reported as diagnostics).
    case manifestErrors = 1
    /// The command line is wrong or a file cannot be read or written.
    case usage = 2
}

let usage = """
    OVERVIEW: Compile-time dependency injection for Swift: checks services.json and
    generates its components.

    USAGE: servicegraph check <manifest>
           servicegraph generate <manifest> --output <file>

    SUBCOMMANDS:
      check       Report every problem in the manifest; exit 1 if there are errors.
      generate    Check the manifest and write the generated Swift to --output.
                  On errors the output file is left exactly as it was.

    OPTIONS:
      --output <file>   Where `generate` writes the Swift source.
      -h, --help        Show this help.
      --version         Show the version.

    Diagnostics are written to standard error as `path:line:column: error: message`.
    Exit status: 0 success, 1 the manifest has errors, 2 usage or file error.
    """

struct UsageError: Error {
    var message: String
}

enum Command {
    case help
    case version
    case check(manifest: String)
    case generate(manifest: String, output: String)
}

func parseCommand(_ arguments: [String]) throws(UsageError) -> Command {
    guard let subcommand = arguments.first else {
        throw UsageError(message: "missing subcommand; use 'check' or 'generate'")
    }
    switch subcommand {
    case "-h", "--help", "help": return .help
    case "--version": return .version
    case "check", "generate": break
    default: throw UsageError(message: "unknown subcommand '\(subcommand)'; use 'check' or 'generate'")
    }
    var manifest: String?
    var output: String?
    var remaining = arguments.dropFirst()[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help":
            return .help
        case "--output", "-o":
            guard let value = remaining.popFirst() else { throw UsageError(message: "--output needs a file path") }
            output = value
        case _ where argument.hasPrefix("--output="):
            output = String(argument.dropFirst("--output=".count))
        case _ where argument.hasPrefix("-") && argument != "-":
            throw UsageError(message: "unknown option '\(argument)'")
        default:
            guard manifest == nil else { throw UsageError(message: "unexpected argument '\(argument)'; give one manifest") }
            manifest = argument
        }
    }
    guard let manifest, !manifest.isEmpty else { throw UsageError(message: "missing the manifest path") }
    if subcommand == "check" {
        if output != nil { throw UsageError(message: "'check' writes nothing; --output goes with 'generate'") }
        return .check(manifest: manifest)
    }
    guard let output, !output.isEmpty else { throw UsageError(message: "'generate' needs --output <file>") }
    return .generate(manifest: manifest, output: output)
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

func run() -> ExitCode {
    do throws(UsageError) {
        switch try parseCommand(Array(CommandLine.arguments.dropFirst())) {
        case .help:
            print(usage)
        case .version:
            print(ComponentGenerator.version)
        case .check(let path):
            let bytes = try readManifest(path)
            if report(ComponentGenerator.check(manifest: bytes), path: path) { return .manifestErrors }
        case .generate(let path, let output):
            if canonicalPath(path) == canonicalPath(output) {
                throw UsageError(message: "--output is the manifest itself; refusing to overwrite \(path)")
            }
            let bytes = try readManifest(path)
            let fileName = URL(fileURLWithPath: path).lastPathComponent
            let result = ComponentGenerator.generate(manifest: bytes, manifestFileName: fileName)
            let hasErrors = report(result.diagnostics, path: path)
            guard !hasErrors, let source = result.source else { return .manifestErrors }
            do {
                // Atomic: a temporary file renamed into place, so a reader never sees half a file.
                try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw UsageError(message: "cannot write \(output): \(error.localizedDescription)")
            }
        }
        return .success
    } catch {
        printError("servicegraph: error: \(error.message)")
        if case .none = try? parseCommand(Array(CommandLine.arguments.dropFirst())) {
            printError("Run 'servicegraph --help' for usage.")
        }
        return .usage
    }
}

exit(run().rawValue)
