// The graph of services.json composed by hand, the way an engineer would without a generator and
// the way Scripts/synthetic_graph.py writes its hand-written baseline: each singleton is a lazy
// property behind one lock. The lock is recursive because building a service reads its
// dependencies' properties while the lock is held.

import Foundation
import ResolutionServices

public final class HandWrittenComposition: @unchecked Sendable {
    // Every stored property below is read and written only while `lock` is held.
    private let lock = NSRecursiveLock()
    private var _logger: (any EventLogger)?
    private var _settings: (any SettingsStore)?
    private var _http: (any HTTPClient)?
    private var _level0: ChainLevel0?
    private var _level1: ChainLevel1?
    private var _level2: ChainLevel2?
    private var _level3: ChainLevel3?
    private var _level4: ChainLevel4?
    private var _level5: ChainLevel5?
    private var _level6: ChainLevel6?
    private var _level7: ChainLevel7?
    private var _level8: ChainLevel8?
    private var _level9: ChainLevel9?

    public init() {}

    public var logger: any EventLogger {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _logger { return existing }
        let made: any EventLogger = BufferedEventLogger()
        _logger = made
        return made
    }

    public var settings: any SettingsStore {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _settings { return existing }
        let made: any SettingsStore = InMemorySettingsStore()
        _settings = made
        return made
    }

    public var http: any HTTPClient {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _http { return existing }
        let made: any HTTPClient = LoopbackHTTPClient()
        _http = made
        return made
    }

    /// A new handler on every access.
    public var requestHandler: RequestHandler {
        RequestHandler(logger: logger, settings: settings, http: http)
    }

    public var level0: ChainLevel0 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level0 { return existing }
        let made: ChainLevel0 = ChainLevel0()
        _level0 = made
        return made
    }

    public var level1: ChainLevel1 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level1 { return existing }
        let made: ChainLevel1 = ChainLevel1(previous: level0)
        _level1 = made
        return made
    }

    public var level2: ChainLevel2 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level2 { return existing }
        let made: ChainLevel2 = ChainLevel2(previous: level1)
        _level2 = made
        return made
    }

    public var level3: ChainLevel3 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level3 { return existing }
        let made: ChainLevel3 = ChainLevel3(previous: level2)
        _level3 = made
        return made
    }

    public var level4: ChainLevel4 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level4 { return existing }
        let made: ChainLevel4 = ChainLevel4(previous: level3)
        _level4 = made
        return made
    }

    public var level5: ChainLevel5 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level5 { return existing }
        let made: ChainLevel5 = ChainLevel5(previous: level4)
        _level5 = made
        return made
    }

    public var level6: ChainLevel6 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level6 { return existing }
        let made: ChainLevel6 = ChainLevel6(previous: level5)
        _level6 = made
        return made
    }

    public var level7: ChainLevel7 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level7 { return existing }
        let made: ChainLevel7 = ChainLevel7(previous: level6)
        _level7 = made
        return made
    }

    public var level8: ChainLevel8 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level8 { return existing }
        let made: ChainLevel8 = ChainLevel8(previous: level7)
        _level8 = made
        return made
    }

    public var level9: ChainLevel9 {
        lock.lock()
        defer { lock.unlock() }
        if let existing = _level9 { return existing }
        let made: ChainLevel9 = ChainLevel9(previous: level8)
        _level9 = made
        return made
    }
}
