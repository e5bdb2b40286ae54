// servicegraph-import: drafts a services.json from the Swift files that register an app's
// services (Swinject, Factory, swift-dependencies, a hand-written container), reports what it
// could not map, and checks the draft as the build would.
import Foundation
import ServiceGraphGenerator
import ServiceGraphImporter

let usage = """
    OVERVIEW: Drafts a services.json from an app's Swinject, Factory, swift-dependencies or
    hand-written container registrations, and checks it.

    USAGE: servicegraph-import <path>... [--output <services.json>] [--force]

      <path>              A Swift file, or a folder whose Swift files are read (hidden folders
                          and .build are skipped).
      --output <file>     Where to write the draft (default: standard output). An existing file
                          is left as it is unless --force is given.
      --force             Overwrite the --output file.

    What it could not map is reported on standard error as `file:line:col: warning:` with the
    manifest's form in a note, and left in the entry's `doc`; choices to confirm are remarks.
    Then the draft is checked: exit 0 when it has no errors, 1 when it has (they are printed).
    """

struct UsageError: Error { var message: String }

/// The Swift files at a path: each as the report names it, and its path below the folder given.
func swiftFiles(under path: String) throws(UsageError) -> [(path: String, inFolder: String)] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw UsageError(message: "no such file or folder: \(path)")
    }
    guard isFolder.boolValue else { return [(path, URL(fileURLWithPath: path).lastPathComponent)] }
    // Each file is named as the user named its folder, so the report's paths are theirs. `.build`
    // and other hidden folders hold no registrations of theirs.
    let root = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    let prefix = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
    var files: [(path: String, inFolder: String)] = []
    for case let url as URL in walker {
        if url.lastPathComponent.hasPrefix(".") {
            walker.skipDescendants()
        } else if url.pathExtension == "swift" {
            let inFolder = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
            files.append((prefix + inFolder, inFolder))
        }
    }
    return files.sorted { $0.path < $1.path }
}

/// `1 error`, `2 errors`.
func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

func run(_ arguments: [String]) throws(UsageError) -> Int32 {
    var paths: [String] = []
    var output: String?
    var force = false
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--help", "-h":
            print(usage)
            return 0
        case "--output":
            index += 1
            guard index < arguments.count else { throw UsageError(message: "--output needs a file") }
            output = arguments[index]
        case "--force": force = true
        case let option where option.hasPrefix("-"): throw UsageError(message: "unknown option '\(option)'")
        case let path: paths.append(path)
        }
        index += 1
    }
    guard !paths.isEmpty else { throw UsageError(message: "give the Swift files or folders to read") }
    if let output, FileManager.default.fileExists(atPath: output), !force {
        throw UsageError(message: "\(output) exists; the draft would replace it (add --force to allow it)")
    }
    var sources: [SourceFile] = []
    // A file given twice (itself and in its folder) is read once.
    var seen: Set<String> = []
    for path in paths {
        for file in try swiftFiles(under: path) where seen.insert(URL(fileURLWithPath: file.path).standardizedFileURL.path).inserted {
            guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
                throw UsageError(message: "cannot read \(file.path) as UTF-8")
            }
            sources.append(SourceFile(path: file.path, text: text, pathInFolder: file.inFolder))
        }
    }
    guard !sources.isEmpty else { throw UsageError(message: "no Swift file in \(paths.joined(separator: ", "))") }
    let result = ServiceGraphImporter.draft(from: sources)
    for finding in result.findings { FileHandle.standardError.write(Data((finding.rendered + "\n").utf8)) }
    if let output {
        do {
            try Data(result.manifest.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw UsageError(message: "cannot write \(output): \(error.localizedDescription)")
        }
    } else {
        print(result.manifest, terminator: "")
    }
    let draftPath = output ?? "services.json"
    let notMapped = result.findings.filter { $0.kind == .notMapped }.count
    let summary =
        "servicegraph-import: \(counted(result.registrationCount, "registration")) in \(counted(sources.count, "Swift file")); "
        + "\(counted(notMapped, "part")) not mapped; checking the draft:"
    FileHandle.standardError.write(Data((summary + "\n").utf8))
    for diagnostic in result.diagnostics {
        FileHandle.standardError.write(Data((diagnostic.rendered(path: draftPath) + "\n").utf8))
    }
    let errors = result.diagnostics.filter { $0.severity == .error }.count
    FileHandle.standardError.write(Data((errors == 0 ? "the draft checks clean\n" : "\(counted(errors, "error")) in the draft\n").utf8))
    return errors == 0 ? 0 : 1
}

do {
    exit(try run(Array(CommandLine.arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("error: \(error.message)\n\n\(usage)\n".utf8))
    exit(64)
}
