/// A component's input: a value fixed when the component is created.
///
/// It never changes after initialisation, so sharing it between threads is safe; its `Sendable`
/// requirement is what makes a thread-safe component refuse an input that is not.
public final class FixedValue<Value: Sendable>: @unchecked Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
