public protocol Logging: Sendable {
    func log(_ message: String)
}

public final class HTTPClient: Sendable {
    public let host: String
    public init(host: String) { self.host = host }
}

/// An entry of the app's command palette: the app and each feature module contribute theirs.
public protocol Command: Sendable {
    var title: String { get }
}

/// Opens the screen a deep link's path names.
public protocol LinkHandler: Sendable {
    func open() -> String
}

/// What a module adds to the app, listed on the about screen.
public enum NoteFeature: String, Hashable, Sendable {
    case sync, search, sharing
}
