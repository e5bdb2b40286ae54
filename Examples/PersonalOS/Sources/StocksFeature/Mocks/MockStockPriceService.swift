import Foundation
import PersonalOSCore

/// A `StockPriceServiceProtocol` returning canned quotes, recording every call.
public final class MockStockPriceService: StockPriceServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case quotes(for: [String])
    }

    /// Closes of 2026-11-13 against those of 2026-11-12.
    public static let sampleQuotes: [StockQuote] = [
        ("AAPL", "228.91", "226.40"),
        ("MSFT", "512.37", "515.02"),
        ("GOOGL", "181.64", "179.88"),
        ("AMZN", "214.05", "214.05"),
        ("NVDA", "147.22", "141.90"),
    ].compactMap { symbol, close, previous in
        guard let day = CalendarDay(year: 2026, month: 11, day: 13),
            let close = Decimal(string: close, locale: Locale(identifier: "en_US_POSIX")),
            let previous = Decimal(string: previous, locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return StockQuote(symbol: symbol, day: day, close: close, previousClose: previous)
    }

    private let state: RecordedResult<Call, [StockQuote]>

    /// - Parameter quotesResult: every known quote, or the error to throw.
    public init(quotesResult: Result<[StockQuote], any Error> = .success(MockStockPriceService.sampleQuotes)) {
        state = RecordedResult(quotesResult)
    }

    /// Every known quote (`quotes(for:)` picks the requested symbols), or the error to throw.
    public var quotesResult: Result<[StockQuote], any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func quotes(for symbols: [String]) async throws -> [StockQuote] {
        let result = state.record(.quotes(for: symbols))
        let known = try result.get()
        return symbols.compactMap { symbol in
            known.first { $0.symbol.uppercased() == symbol.uppercased() }
        }
    }
}
