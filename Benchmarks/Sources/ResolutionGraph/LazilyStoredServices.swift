// The floor of a singleton built on first use: a `var` of a final class, filled on the first read,
// with no lock (so not thread-safe: only the warm-read benchmark reads it, on one thread). Reading
// it copies the reference out of storage written after `init`, which Swift cannot lend without a
// retain, as it lends a `let`: the retain and release every lazily built singleton pays.

import ResolutionServices

public final class LazilyStoredServices: @unchecked Sendable {
    private var storedLogger: (any EventLogger)?

    public init() {}

    public var logger: any EventLogger {
        if let storedLogger { return storedLogger }
        let made = BufferedEventLogger()
        storedLogger = made
        return made
    }
}
