import Foundation
import PackagePlugin

/// `swift package service-graph [check|graph|diff] ...`: runs `servicegraph` on the manifest of
/// every target that has one.
///
/// - `check` (the default) reports every target's problems.
/// - `graph [--format dot|mermaid|json|html]` writes `ServiceGraph/<Target>.dot` (`.mmd`, `.json`, `.html`) into the package.
/// - `diff --from <environment> --to <environment>` prints each target's differences.
@main
struct ServiceGraphCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try PrebuiltTool.executable(
            forPackageAt: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL
        ) {
            try context.tool(named: "servicegraph").url
        }
        var arguments = arguments
        let subcommand =
            arguments.first.map { ["check", "graph", "diff"].contains($0) } == true
            ? arguments.removeFirst() : "check"
        let manifests = context.package.targets.compactMap { target -> (String, URL, [String], [String])? in
            guard let target = target as? SourceModuleTarget, let manifest = Self.manifest(of: target) else { return nil }
            // As the build plugin does: the module's name, and the manifests `compose` can name.
            let modules = target.recursiveTargetDependencies.compactMap { dependency -> [String]? in
                guard let module = dependency as? SourceModuleTarget, let path = Self.manifest(of: module) else { return nil }
                return ["--module", "\(module.moduleName)=\(path.path)"]
            }
            // `check` also looks for the target's types named like generated ones.
            let sources = target.sourceFiles(withSuffix: "swift").flatMap { ["--target-source", $0.url.path] }
            return (target.name, manifest, ["--module-name", target.moduleName] + modules.flatMap { $0 }, sources)
        }
        guard !manifests.isEmpty else {
            Diagnostics.warning("no target of this package has a services.json")
            return
        }
        var failures: [String] = []
        for (target, manifest, moduleArguments, sources) in manifests {
            var toolArguments = [subcommand, manifest.path] + moduleArguments + arguments
            if subcommand == "check" { toolArguments += sources }
            if subcommand == "graph" {
                let format = value(of: "--format", in: arguments) ?? "dot"
                let folder = context.package.directoryURL.appendingPathComponent("ServiceGraph")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let fileExtension = format == "mermaid" ? "mmd" : format
                let output = folder.appendingPathComponent("\(target).\(fileExtension)")
                toolArguments += ["--output", output.path]
                print("\(target): writing \(output.path)")
            } else {
                print("\(target):")
            }
            let status = try run(tool, toolArguments)
            // For diff, 1 means "the environments differ", which is what was asked, not a failure.
            if status != 0 && !(subcommand == "diff" && status == 1) { failures.append(target) }
        }
        if !failures.isEmpty {
            Diagnostics.error("servicegraph \(subcommand) failed for \(failures.joined(separator: ", "))")
            throw CommandFailure()
        }
    }

    static func manifest(of target: SourceModuleTarget) -> URL? {
        target.sourceFiles.first { $0.url.lastPathComponent == "services.json" }?.url
    }

    private func value(of option: String, in arguments: [String]) -> String? {
        if let index = arguments.firstIndex(of: option), index + 1 < arguments.count { return arguments[index + 1] }
        return arguments.first { $0.hasPrefix(option + "=") }.map { String($0.dropFirst(option.count + 1)) }
    }

    private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct CommandFailure: Error, CustomStringConvertible {
    var description: String { "servicegraph reported errors" }
}
