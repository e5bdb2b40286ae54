// The module options: `--module-name`, each `--module <name>=<path>` and each `--target-source
// <path>`, which the build plugin passes and other build systems can pass the same way.
import Foundation
import ServiceGraphGenerator

/// The manifests of the modules given with `--module`, read.
func moduleManifests(_ arguments: CommandLineArguments) throws(UsageError) -> [ModuleManifest] {
    var names: Set<String> = []
    for module in arguments.modules where !names.insert(module.name).inserted {
        throw UsageError(message: "--module \(module.name) is given twice")
    }
    var manifests: [ModuleManifest] = []
    for module in arguments.modules {
        manifests.append(ModuleManifest(name: module.name, path: module.path, bytes: try readManifest(module.path)))
    }
    return manifests
}

/// `--module-name`, else the name of the folder that holds the manifest, as SwiftPM names a target.
func moduleName(_ arguments: CommandLineArguments, path: String) -> String {
    arguments.options["module-name"] ?? URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().lastPathComponent
}

/// The types the files given with `--target-source` declare.
func declaredTypes(_ arguments: CommandLineArguments) throws(UsageError) -> [DeclaredType] {
    var types: [DeclaredType] = []
    for path in arguments.targetSources {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError(message: "cannot read the target source '\(path)'")
        }
        types += DeclaredType.scan(Array(data), file: path)
    }
    return types
}
