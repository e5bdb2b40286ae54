// The types the keywords manifest names: services, labels and environments spelled as Swift keywords.
final class Settings: Sendable { init() {} }

enum Outer {
    final class Inner: Sendable {
        init(for settings: Settings, in other: Settings) {}
    }
}

final class Box<Content>: Sendable { init() {} }

protocol First: Sendable {}
protocol Second: Sendable {}
final class Both: First, Second {
    init(_ inner: Outer.Inner, `inout` value: [String: [Int]]) {}
}

final class Counter: Sendable {
    init(`var` start: Int, `let` settings: Settings) {}
}
