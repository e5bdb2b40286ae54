import Foundation
import TestSupport

/// The result of running a command to completion.
struct CommandResult: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var output: String { standardOutput + standardError }
}

/// Runs `executable` with `arguments`, collecting both output streams. The caller awaits while a
/// thread of its own waits for the child: Swift concurrency's cooperative pool has one thread per
/// core, and a test that blocked one would starve every other test (time-limited ones fail on a
/// busy machine).
func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) async throws -> CommandResult {
    try await offTheCooperativePool { try runBlocking(executable, arguments, in: directory) }
}

/// Runs a command found on `PATH`.
func runOnPath(_ command: String, _ arguments: [String], in directory: URL? = nil) async throws -> CommandResult {
    try await run(URL(fileURLWithPath: "/usr/bin/env"), [command] + arguments, in: directory)
}

private func runBlocking(_ executable: URL, _ arguments: [String], in directory: URL?) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes concurrently so neither can fill up and block the child.
    let errorData = LockedData()
    let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errorData.isSet { usleep(1_000) }
    return CommandResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outputData, as: UTF8.self),
        standardError: String(decoding: errorData.value, as: UTF8.self))
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ newValue: Data) { lock.withLock { data = newValue } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}

enum Paths {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `servicegraph` executable SwiftPM built beside this test bundle.
    static var tool: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On macOS the test bundle's executable is inside `X.xctest/Contents/MacOS`.
        while directory.pathExtension == "xctest" || ["MacOS", "Contents"].contains(directory.lastPathComponent) {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("servicegraph")
    }

    /// A new, empty temporary folder.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("servicegraph-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

extension URL {
    func write(_ text: String) throws {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: self)
    }
}
