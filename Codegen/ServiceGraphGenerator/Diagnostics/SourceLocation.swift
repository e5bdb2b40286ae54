/// A position in a manifest: 1-based line and column, and which manifest when it is not the
/// one being generated (a composed module's).
///
/// Columns count UTF-8 bytes from the start of the line, as the Swift compiler's do:
/// a tab is one column, and a byte-order mark at the start of the file is not counted.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// The path of the composed module's manifest it is in; nil for the manifest being generated.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// The manifest being generated first, then each other file's positions in order.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file ?? "", lhs.line, lhs.column) < (rhs.file ?? "", rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A value read from the manifest, with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
