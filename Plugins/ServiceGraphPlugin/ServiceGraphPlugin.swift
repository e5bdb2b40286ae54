import Foundation
import PackagePlugin

/// Runs `servicegraph generate` on the target's `services.json` and compiles the result into it.
///
/// The outputs are the generated Swift (for a large manifest, with its service accessors in files
/// of their own) and the manifest's interface file (what the targets that compose this one read
/// instead of its manifest). The inputs are the manifest and, for each module the target depends
/// on (which its `compose` may name), that module's interface file, which its own generate
/// command writes. The tool rewrites no output whose text is unchanged, so the build system runs
/// a composer's generator again only when its manifest or what a module shows it changes, and
/// compiles again only the files that changed. All checking happens in the tool, so `swift build`
/// and Xcode show the same `services.json:line:column` errors.
@main
struct ServiceGraphPlugin: BuildToolPlugin {
    static let manifestName = "services.json"
    static let outputName = "ServiceGraph.generated.swift"
    /// Swift comments only, since SwiftPM would copy any other kind of output into the target's
    /// resources (see `ModuleInterfaceFile` in the generator).
    static let interfaceName = "ServiceGraph.interface.swift"
    /// A large graph's service accessors go to files of their own, one per this many bytes of
    /// manifest (about 300 services), at most `maximumServiceFiles`: the compiler then shares the
    /// work out among its jobs and, after an edit, recompiles only the file of the service edited.
    /// The outputs must be named before the tool runs, so the count comes from the size of the
    /// target's manifest and of those of the modules it depends on (whose services a composer
    /// forwards); below the size, the output is one file.
    static let manifestBytesPerServiceFile = 64 * 1024
    static let maximumServiceFiles = 32

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifests = target.sourceFiles.map(\.url).filter { $0.lastPathComponent == Self.manifestName }
        let outputs = PluginOutputs(context: context, target: target)
        // Every module the target depends on, through products of other packages too, that has a
        // manifest: what `compose` can name. Its interface file where its generate command writes
        // it, or its manifest when that place is unknown.
        let dependencies = target.recursiveTargetDependencies.compactMap { dependency -> (SourceModuleTarget, URL)? in
            guard let module = dependency as? SourceModuleTarget,
                let manifest = module.sourceFiles.map(\.url).first(where: { $0.lastPathComponent == Self.manifestName })
            else { return nil }
            return (module, manifest)
        }
        let modules = dependencies.map { module, manifest in
            let interface = outputs?.workDirectory(of: module)?.appendingPathComponent(Self.interfaceName)
            return (name: module.moduleName, file: interface ?? manifest)
        }
        let swiftSources = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(
            manifests: manifests, targetName: target.name, moduleName: target.moduleName, modules: modules,
            moduleManifestBytes: dependencies.reduce(0) { $0 + Self.size(of: $1.1) }, swiftSources: swiftSources,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try PrebuiltTool.executable(
                forPackageAt: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL
            ) { try context.tool(named: "servicegraph").url })
    }

    /// The one generate command for the target's single manifest.
    /// `swiftSources` are checked for types named like generated ones, but are not inputs: editing
    /// one does not rerun the generator (the check runs whenever the manifest is generated).
    static func commands(
        manifests: [URL], targetName: String, moduleName: String, modules: [(name: String, file: URL)],
        moduleManifestBytes: Int, swiftSources: [URL], workDirectory: URL, tool: URL
    ) throws -> [Command] {
        guard let manifest = manifests.first else {
            throw PluginError(
                "target '\(targetName)' uses ServiceGraphPlugin but has no \(manifestName); "
                    + "add one to the target's folder, or remove the plugin from the target")
        }
        guard manifests.count == 1 else {
            let paths = manifests.map(\.path).sorted().joined(separator: ", ")
            throw PluginError(
                "target '\(targetName)' has \(manifests.count) \(manifestName) files (\(paths)); "
                    + "a target has one graph, so keep one manifest")
        }
        let output = workDirectory.appendingPathComponent(outputName)
        let interface = workDirectory.appendingPathComponent(interfaceName)
        let graphBytes = size(of: manifest) + moduleManifestBytes
        let serviceFileCount = min(graphBytes / manifestBytesPerServiceFile, maximumServiceFiles)
        let serviceOutputs = (0..<serviceFileCount).map { index in
            workDirectory.appendingPathComponent(String(format: "ServiceGraph.Services%02d.generated.swift", index + 1))
        }
        // The manifest's full path, so the compiler reports errors in code that comes from it (a
        // wrong initializer label, a missing conformance) in services.json.
        var arguments = [
            "generate", manifest.path, "--output", output.path, "--interface-output", interface.path,
            "--source-location-path", manifest.path, "--module-name", moduleName,
        ]
        for serviceOutput in serviceOutputs { arguments += ["--service-output", serviceOutput.path] }
        for module in modules { arguments += ["--module", "\(module.name)=\(module.file.path)"] }
        for source in swiftSources { arguments += ["--target-source", source.path] }
        return [
            .buildCommand(
                displayName: "Generating components from \(manifestName) for \(targetName)",
                executable: tool,
                arguments: arguments,
                inputFiles: [manifest] + modules.map(\.file),
                outputFiles: [output, interface] + serviceOutputs)
        ]
    }

    static func size(of file: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
    }
}

/// Where SwiftPM puts each target's outputs of this plugin:
/// `<outputs>/<package identity>/<target name>/destination/<plugin name>`. Known from this
/// target's own folder, and only when that folder has this shape (else a composer reads its
/// modules' manifests, as before interface files).
struct PluginOutputs {
    /// `<outputs>`.
    let root: URL
    /// The last component, the plugin's name.
    let pluginFolder: String
    /// Each target's package's identity, by target id.
    let packages: [Target.ID: Package.ID]

    init?(context: PluginContext, target: SourceModuleTarget) {
        let own = context.pluginWorkDirectoryURL.standardizedFileURL
        let components = own.pathComponents
        guard components.count > 5, components[components.count - 2] == "destination",
            components[components.count - 3] == target.name, components[components.count - 4] == context.package.id
        else { return nil }
        root = own.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        pluginFolder = own.lastPathComponent
        var packages: [Target.ID: Package.ID] = [:]
        var pending = [context.package]
        var visited: Set<Package.ID> = []
        while let package = pending.popLast() {
            guard visited.insert(package.id).inserted else { continue }
            for target in package.targets { packages[target.id] = package.id }
            pending += package.dependencies.map(\.package)
        }
        self.packages = packages
    }

    /// The folder where `target`'s generate command writes its outputs.
    func workDirectory(of target: SourceModuleTarget) -> URL? {
        guard let package = packages[target.id] else { return nil }
        return root.appendingPathComponent(package).appendingPathComponent(target.name)
            .appendingPathComponent("destination").appendingPathComponent(pluginFolder)
    }
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
            modules: [], moduleManifestBytes: 0,
            swiftSources: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try PrebuiltTool.executable(
                forPackageAt: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL
            ) {
                try context.tool(named: "servicegraph").url
            })
    }
}
#endif
