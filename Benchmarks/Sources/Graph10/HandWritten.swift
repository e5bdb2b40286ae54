// The synthetic graph composed by hand, written by synthetic_graph.py.

import Foundation

protocol AppComposition: AnyObject, Sendable {
    var s0: Service0Impl { get }
    var s1: Service1Impl { get }
    var s2: any Service2 { get }
    var s3: Service3Impl { get }
    var s4: Service4Impl { get }
    var s5: any Service5 { get }
    var s6: Service6Impl { get }
    var s7: Service7Impl { get }
    var s8: any Service8 { get }
    var s9: Service9Impl { get }
}

final class DevComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Mock()
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Mock()
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Mock()
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }
}

final class StagingComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Impl(s0: s0, s1: s1)
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Impl(s0: s0, s2: s2, s4: s4)
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Impl(s1: s1, s2: s2, s7: s7)
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }
}

final class ProdComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?

    init() {}

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Impl(s0: s0, s1: s1)
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Impl(s0: s0, s2: s2, s4: s4)
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Impl(s1: s1, s2: s2, s7: s7)
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }
}

final class TestComposition: AppComposition, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var _s0: (Service0Impl)?
    private var _s1: (Service1Impl)?
    private var _s2: (any Service2)?
    private var _s3: (Service3Impl)?
    private var _s4: (Service4Impl)?
    private var _s5: (any Service5)?
    private var _s6: (Service6Impl)?
    private var _s7: (Service7Impl)?
    private var _s8: (any Service8)?
    private var _s9: (Service9Impl)?

    init(
        s0: (Service0Impl)? = nil,
        s1: (Service1Impl)? = nil,
        s2: (any Service2)? = nil,
        s3: (Service3Impl)? = nil,
        s4: (Service4Impl)? = nil,
        s5: (any Service5)? = nil,
        s6: (Service6Impl)? = nil,
        s7: (Service7Impl)? = nil,
        s8: (any Service8)? = nil,
        s9: (Service9Impl)? = nil
    ) {
        _s0 = s0
        _s1 = s1
        _s2 = s2
        _s3 = s3
        _s4 = s4
        _s5 = s5
        _s6 = s6
        _s7 = s7
        _s8 = s8
        _s9 = s9
    }

    var s0: Service0Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s0 { return existing }
        let made: Service0Impl = Service0Impl()
        _s0 = made
        return made
    }

    var s1: Service1Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s1 { return existing }
        let made: Service1Impl = Service1Impl(s0: s0)
        _s1 = made
        return made
    }

    var s2: any Service2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s2 { return existing }
        let made: any Service2 = Service2Mock()
        _s2 = made
        return made
    }

    var s3: Service3Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s3 { return existing }
        let made: Service3Impl = Service3Impl(s0: s0, s1: s1, s2: s2)
        _s3 = made
        return made
    }

    var s4: Service4Impl {
        if let replacement = _s4 { return replacement }
        return Service4Impl(s0: s0, s1: s1, s3: s3)
    }

    var s5: any Service5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s5 { return existing }
        let made: any Service5 = Service5Mock()
        _s5 = made
        return made
    }

    var s6: Service6Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s6 { return existing }
        let made: Service6Impl = Service6Impl(s1: s1, s4: s4, s5: s5)
        _s6 = made
        return made
    }

    var s7: Service7Impl {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s7 { return existing }
        let made: Service7Impl = Service7Impl(s0: s0, s2: s2, s3: s3)
        _s7 = made
        return made
    }

    var s8: any Service8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _s8 { return existing }
        let made: any Service8 = Service8Mock()
        _s8 = made
        return made
    }

    var s9: Service9Impl {
        if let replacement = _s9 { return replacement }
        return Service9Impl(s0: s0, s2: s2, s4: s4)
    }
}
