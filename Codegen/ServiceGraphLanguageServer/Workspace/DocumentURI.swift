import Foundation

/// `file://` URIs, as clients send them, to paths and back. The server keys every document by
/// its standardized path, so the same file reached by two spellings is one document.
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The path of a manifest's URI; nil for any other file. A client that starts the server for
    /// every JSON file (Helix, Sublime Text) gets no answer about the others.
    static func manifestPath(of uri: String) -> String? {
        path(of: uri).flatMap { $0.hasSuffix("/" + Workspace.manifestName) ? $0 : nil }
    }

    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
