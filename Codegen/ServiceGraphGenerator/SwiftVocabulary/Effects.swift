/// What a Swift expression can do beyond returning: throw, suspend. What reading a service or
/// running a construction can do.
struct Effects: Equatable, Sendable {
    var throwing = false
    var suspending = false

    mutating func formUnion(_ other: Effects) {
        throwing = throwing || other.throwing
        suspending = suspending || other.suspending
    }

    func union(_ other: Effects) -> Effects {
        var result = self
        result.formUnion(other)
        return result
    }
}
