import Foundation

/// A folder only its owner can read (0700), created on first use by the file-backed storages.
enum PrivateDirectory {
    /// Creates `directory` unless it exists; returns why it cannot be used, if it cannot.
    static func prepare(_ directory: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "exists but is not a directory"
        }
        do {
            try FileManager.default.createDirectory(
                at: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
            return nil
        } catch {
            return "could not create: \(error.localizedDescription)"
        }
    }
}
