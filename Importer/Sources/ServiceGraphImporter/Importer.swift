import ServiceGraphGenerator

/// Swift sources in, a draft `services.json` and a report out. No I/O.
///
/// The stages: `Reading` (each file's syntax tree, and the reading of what a registration builds
/// and asks for), `Recognizing` (each container style's registrations, into the shared model of
/// `Model`), `Drafting` (services named and written as the manifest's entries). The draft is then
/// checked by the generator itself, so what it reports is what the build would.
public enum ServiceGraphImporter {
    public struct Result: Sendable {
        /// The draft manifest.
        public var manifest: String
        /// What was not mapped, and choices to confirm, in source order.
        public var findings: [Finding]
        /// What `servicegraph check` says of the draft.
        public var diagnostics: [Diagnostic]
        /// How many registrations were read.
        public var registrationCount: Int
    }

    /// Modules a registration file imports that the draft does not: the containers themselves.
    /// swift-dependencies stays: a key's value may use what it provides (`unimplemented`).
    static let containerModules: Set<String> = [
        "Swinject", "SwinjectAutoregistration", "SwinjectStoryboard", "Factory", "FactoryKit", "FactoryTesting",
        "XCTest", "Testing",
    ]

    public static func draft(from sources: [SourceFile]) -> Result {
        let files = sources.sorted { $0.path < $1.path }.map(ParsedFile.init)
        var factoryIndex = FactoryIndex()
        for file in files { factoryIndex.add(file) }
        var recognized = Recognized()
        for file in files { recognized.read(file, factoryIndex: factoryIndex) }
        let (registrations, findings) = recognized.registrations()
        var builder = DraftBuilder(
            registrations: registrations, namesInUse: recognized.namesInUse, protocols: recognized.protocols,
            privateTypes: recognized.privateTypes)
        let manifest = builder.build(imports: recognized.imports(of: registrations, leaving: containerModules)).document
        return Result(
            manifest: manifest, findings: (builder.findings + findings).sorted(by: Finding.inReportOrder),
            diagnostics: ComponentGenerator.check(manifest: Array(manifest.utf8)),
            registrationCount: registrations.count)
    }
}
