import Foundation

/// `file://` URIs, as clients send them, to paths and back. The server keys every document by
/// its standardized path, so the same file reached by two spellings is one document.
enum DocumentURI {
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
