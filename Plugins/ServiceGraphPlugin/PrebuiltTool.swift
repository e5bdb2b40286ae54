import Foundation

/// A release build of `servicegraph` that the package using the plugin provides, as an artifact
/// bundle at its root (`Scripts/build-tool-bundle.sh` writes one), which the plugins run when the
/// package that depends on ServiceGraph turns off its `ToolFromSource` trait: SwiftPM then builds
/// no tool, and so, on the first build after a clean build, neither links one again nor reruns
/// every generate command and compile. With the trait on, the plugins run the tool they build.
/// (The command plugin's copy of this file is a link to the build plugin's.)
enum PrebuiltTool {
    static let bundleName = "servicegraph.artifactbundle"
    /// The version of this package's tool (`servicegraph --version`; a test keeps them equal): a
    /// bundle of another version would generate code for another runtime library.
    static let version = "1.0.0"

    /// The tool the plugin builds, or without one (the `ToolFromSource` trait off) the bundle's
    /// executable, found at the root of the target's package, else at the root of the package
    /// being built (the folder of the `.build` that holds the plugin's work folder): SwiftPM runs
    /// build plugins for the targets of every package in the graph, this one's sample included,
    /// so those find the bundle of the package being built.
    static func executable(forPackageAt package: URL, workDirectory: URL, orBuilt built: () throws -> URL) throws -> URL {
        if let tool = try? built() { return tool }
        var folders = [package.standardizedFileURL]
        let components = workDirectory.standardizedFileURL.pathComponents
        if let scratch = components.lastIndex(of: ".build"), components.dropFirst(scratch + 1).first == "plugins" {
            folders.append(URL(fileURLWithPath: components[..<scratch].joined(separator: "/")).standardizedFileURL)
        }
        for folder in folders {
            if let prebuilt = try executable(inPackageAt: folder) { return prebuilt }
        }
        throw PluginError(
            "ServiceGraph's trait ToolFromSource is off, so its plugins run the servicegraph of a \(bundleName) at "
                + "the root of the package being built, which has none: write one there with Scripts/build-tool-bundle.sh "
                + "of the ServiceGraph repository, or turn the trait on")
    }

    /// The bundle's executable for this machine; nil when `directory` has no bundle.
    static func executable(inPackageAt directory: URL) throws -> URL? {
        let bundle = directory.appendingPathComponent(bundleName)
        let infoFile = bundle.appendingPathComponent("info.json")
        guard let data = FileManager.default.contents(atPath: infoFile.path) else { return nil }
        guard let info = try? JSONDecoder().decode(BundleInfo.self, from: data), let artifact = info.artifacts["servicegraph"] else {
            throw PluginError("\(infoFile.path) is not an artifact bundle of servicegraph; write it with Scripts/build-tool-bundle.sh")
        }
        guard artifact.version == version else {
            throw PluginError(
                "\(bundle.path) holds servicegraph \(artifact.version), but this ServiceGraph is \(version): build the "
                    + "bundle again with Scripts/build-tool-bundle.sh of the ServiceGraph checkout you use")
        }
        // A triple may end with an OS version (`arm64-apple-macosx13.0`).
        guard let variant = artifact.variants.first(where: { $0.supportedTriples.contains { $0.hasPrefix(hostTriple) } }) else {
            throw PluginError(
                "\(bundle.path) has no servicegraph for \(hostTriple); build one on this machine with "
                    + "Scripts/build-tool-bundle.sh, or remove the bundle to build the tool from source")
        }
        return bundle.appendingPathComponent(variant.path)
    }

    /// This machine's target triple, without an OS version.
    static var hostTriple: String {
        #if arch(arm64)
        let architecture = "arm64"
        #else
        let architecture = "x86_64"
        #endif
        #if os(macOS)
        return architecture + "-apple-macosx"
        #else
        return (architecture == "arm64" ? "aarch64" : architecture) + "-unknown-linux-gnu"
        #endif
    }

    /// `info.json`, as far as the plugin reads it.
    private struct BundleInfo: Decodable {
        struct Artifact: Decodable {
            struct Variant: Decodable {
                let path: String
                let supportedTriples: [String]
            }
            let version: String
            let variants: [Variant]
        }
        let artifacts: [String: Artifact]
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
