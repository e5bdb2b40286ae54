// swift-tools-version: 6.1
// servicegraph-import: drafts a services.json from an app's Swinject, Factory, swift-dependencies
// or hand-written registrations. A package of its own, so the root package keeps zero
// dependencies: it reads Swift with swift-syntax, and checks its drafts with the generator.
//
//     swift run --package-path Importer servicegraph-import Sources/App --output Sources/App/services.json
import PackageDescription

let package = Package(
    name: "ServiceGraphImporter",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "servicegraph-import", targets: ["servicegraph-import"])
    ],
    dependencies: [
        .package(name: "ServiceGraph", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // Swift sources -> registrations -> a draft manifest and a report. No I/O.
        .target(
            name: "ServiceGraphImporter",
            dependencies: [
                .product(name: "ServiceGraphGenerator", package: "ServiceGraph"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "servicegraph-import", dependencies: ["ServiceGraphImporter"]),
        .testTarget(
            name: "ServiceGraphImporterTests",
            dependencies: ["ServiceGraphImporter", .product(name: "ServiceGraphGenerator", package: "ServiceGraph")],
            exclude: ["Fixtures"]
        ),
    ]
)
