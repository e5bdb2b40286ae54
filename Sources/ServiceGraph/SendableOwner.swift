/// A thread-safe component's back-reference input (`"reference": "weak"` or `"unowned"`) is
/// passed through this as it is stored, so that the compiler refuses an owner that is not
/// `Sendable`, at the input's line in services.json. The component keeps it in a `weak var` or
/// an `unowned let` of its own, so that any class-bound type can be an owner, a protocol
/// existential such as `any RoomFlowOwner` included.
@inlinable
public func sendableOwner<Owner: Sendable>(_ owner: Owner) -> Owner {
    owner
}
