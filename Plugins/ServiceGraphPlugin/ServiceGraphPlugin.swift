import Foundation
import PackagePlugin

/// Runs `servicegraph generate` on the target's `services.json` and compiles the result into it.
///
/// The inputs are the manifest and those of the modules the target depends on (which its
/// `compose` may name), and the generated file is the only output, so the build system runs the
/// generator again only when one of those manifests changes. All checking happens in the tool,
/// so `swift build` and Xcode show the same `services.json:line:column` errors.
@main
struct ServiceGraphPlugin: BuildToolPlugin {
    static let manifestName = "services.json"
    static let outputName = "ServiceGraph.generated.swift"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifests = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == Self.manifestName }
        // Every module the target depends on, through products of other packages too, that has a
        // manifest: what `compose` can name.
        let modules = target.recursiveTargetDependencies.compactMap { dependency -> (name: String, manifest: URL)? in
            guard let module = dependency as? SourceModuleTarget,
                  let manifest = module.sourceFiles.map(\.url).first(where: { $0.lastPathComponent == Self.manifestName })
            else { return nil }
            return (module.moduleName, manifest)
        }
        let swiftSources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            manifests: manifests, targetName: target.name, moduleName: target.moduleName, modules: modules,
            swiftSources: swiftSources, workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "servicegraph").url)
    }

    /// The one generate command for the target's single manifest.
    /// `swiftSources` are checked for types named like generated ones, but are not inputs: editing
    /// one does not rerun the generator (the check runs whenever the manifest is generated).
    static func commands(
        manifests: [URL], targetName: String, moduleName: String, modules: [(name: String, manifest: URL)],
        swiftSources: [URL], workDirectory: URL, tool: URL
    ) throws -> [Command] {
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
        // The manifest's full path, so the compiler reports errors in code that comes from it (a
        // wrong initializer label, a missing conformance) in services.json.
        var arguments = ["generate", manifest.path, "--output", output.path,
                         "--source-location-path", manifest.path, "--module-name", moduleName]
        for module in modules { arguments += ["--module", "\(module.name)=\(module.manifest.path)"] }
        for source in swiftSources { arguments += ["--target-source", source.path] }
        return [
            .buildCommand(
                displayName: "Generating components from \(manifestName) for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: [manifest] + modules.map(\.manifest),
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
        // An Xcode target's module dependencies are not visible to plugins: a composing target of an
        // Xcode project runs `servicegraph generate` with `--module` arguments in a build phase instead.
        return try Self.commands(
            manifests: manifests, targetName: target.displayName, moduleName: target.product?.name ?? target.displayName,
            modules: [],
            swiftSources: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "servicegraph").url)
    }
}
#endif
