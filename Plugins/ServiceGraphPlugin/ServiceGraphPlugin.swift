import Foundation
import PackagePlugin

/// Runs `servicegraph generate` on the target's `services.json` and compiles the result into it.
///
/// The manifest is the command's only input and the generated file its only output, so the
/// build system runs the generator again only when the manifest changes. All checking happens
/// in the tool, so `swift build` and Xcode show the same `services.json:line:column` errors.
@main
struct ServiceGraphPlugin: BuildToolPlugin {
    static let manifestName = "services.json"
    static let outputName = "ServiceGraph.generated.swift"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifests = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == Self.manifestName }
        return try Self.commands(
            manifests: manifests, targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "servicegraph").url)
    }

    /// The one generate command for the target's single manifest.
    static func commands(manifests: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command] {
        guard let manifest = manifests.first else {
            throw PluginError("target '\(targetName)' uses ServiceGraphPlugin but has no \(manifestName); "
                              + "add one to the target's folder, or remove the plugin from the target")
        }
        guard manifests.count == 1 else {
            let paths = manifests.map(\.path).sorted().joined(separator: ", ")
            throw PluginError("target '\(targetName)' has \(manifests.count) \(manifestName) files (\(paths)); "
                              + "a target has one graph, so keep one manifest")
        }
        let output = workDirectory.appendingPathComponent(outputName)
        return [
            .buildCommand(
                displayName: "Generating components from \(manifestName) for \(targetName)",
                executable: tool,
                // The manifest's full path, so the compiler reports errors in code that comes
                // from it (a wrong initializer label, a missing conformance) in services.json.
                arguments: ["generate", manifest.path, "--output", output.path,
                            "--source-location-path", manifest.path],
                inputFiles: [manifest],
                outputFiles: [output])
        ]
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command for a target of an Xcode project: its `services.json` is one of its input files.
extension ServiceGraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let manifests = target.inputFiles.map(\.url).filter { $0.lastPathComponent == Self.manifestName }
        return try Self.commands(
            manifests: manifests, targetName: target.displayName,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "servicegraph").url)
    }
}
#endif
