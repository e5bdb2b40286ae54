import Foundation
import PersonalOSCore

/// The latest price of one stock.
public struct StockQuote: Sendable, Hashable {
    public let symbol: String
    /// The day of the latest close.
    public let day: CalendarDay
    /// The latest closing price.
    public let close: Decimal
    /// The close of the trading day before `day`; `nil` when the data has only one day.
    public let previousClose: Decimal?

    public init(symbol: String, day: CalendarDay, close: Decimal, previousClose: Decimal?) {
        self.symbol = symbol
        self.day = day
        self.close = close
        self.previousClose = previousClose
    }

    /// `close - previousClose`.
    public var change: Decimal? {
        previousClose.map { close - $0 }
    }

    /// The change as a percentage of the previous close.
    public var changePercent: Double? {
        guard let previousClose, previousClose != 0, let change else { return nil }
        return NSDecimalNumber(decimal: change / previousClose * 100).doubleValue
    }
}

/// Latest prices for a watchlist.
public protocol StockPriceServiceProtocol: Sendable {
    /// A quote for each of `symbols` that has data, in the order asked for.
    /// Symbols are matched case-insensitively; a symbol without data is left out.
    func quotes(for symbols: [String]) async throws -> [StockQuote]
}

/// Computes quotes from a CSV of daily closes with a `date,symbol,close` header, e.g.
/// `2026-11-16,AAPL,231.42` (columns in any order, no quoted fields, rows in any order).
public struct CSVStockPriceService: StockPriceServiceProtocol {
    private let network: any NetworkService
    private let logger: any LoggingService
    /// Where the prices are read from: the bundled sample unless told otherwise
    /// (an http(s) URL serving the same CSV goes live).
    public let source: URL

    public init(network: any NetworkService, logger: any LoggingService, source: URL = SampleData.stockPrices) {
        self.network = network
        self.logger = logger
        self.source = source
    }

    public func quotes(for symbols: [String]) async throws -> [StockQuote] {
        let data = try await network.data(from: source)
        let all = try Self.parseQuotes(data, source: source)
        logger.debug("prices \(source.lastPathComponent): quotes for \(all.count) symbols")
        return symbols.compactMap { all[$0.uppercased()] }
    }

    /// The latest quote of every symbol in `data`, keyed by upper-cased symbol.
    static func parseQuotes(_ data: Data, source: URL) throws -> [String: StockQuote] {
        func failure(_ reason: String) -> DataFormatError {
            DataFormatError(format: "price CSV", source: source, reason: reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure("not UTF-8 text")
        }
        var columns: (date: Int, symbol: Int, close: Int)?
        var closes: [String: [CalendarDay: Decimal]] = [:]
        // Split on Character.isNewline: "\r\n" is a single Character, so splitting on "\n" would miss it.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, rawLine) in lines.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            let lineNumber = index + 1
            guard let (dateColumn, symbolColumn, closeColumn) = columns else {
                let names = fields.map { $0.lowercased() }
                guard let date = names.firstIndex(of: "date"),
                    let symbol = names.firstIndex(of: "symbol"),
                    let close = names.firstIndex(of: "close")
                else {
                    throw failure("line \(lineNumber): expected a header with date, symbol and close columns, found \"\(line)\"")
                }
                columns = (date, symbol, close)
                continue
            }
            guard fields.count > max(dateColumn, symbolColumn, closeColumn) else {
                throw failure("line \(lineNumber): expected at least \(max(dateColumn, symbolColumn, closeColumn) + 1) fields, found \(fields.count)")
            }
            guard let day = CalendarDay(parsing: fields[dateColumn]), fields[dateColumn].count == 10 else {
                throw failure("line \(lineNumber): \"\(fields[dateColumn])\" is not a yyyy-MM-dd date")
            }
            let symbol = fields[symbolColumn].uppercased()
            guard !symbol.isEmpty else {
                throw failure("line \(lineNumber): empty symbol")
            }
            guard let close = Self.price(fields[closeColumn]) else {
                throw failure("line \(lineNumber): close \"\(fields[closeColumn])\" is not a price")
            }
            closes[symbol, default: [:]][day] = close
        }
        guard columns != nil else {
            throw failure("empty file: expected a date,symbol,close header")
        }
        var quotes: [String: StockQuote] = [:]
        for (symbol, byDay) in closes {
            let days = byDay.keys.sorted()
            guard let last = days.last, let close = byDay[last] else { continue }
            let previous = days.count > 1 ? byDay[days[days.count - 2]] : nil
            quotes[symbol] = StockQuote(symbol: symbol, day: last, close: close, previousClose: previous)
        }
        return quotes
    }

    /// A non-negative decimal such as `231.42`, read independently of the user's locale.
    private static func price(_ text: String) -> Decimal? {
        guard !text.isEmpty,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1
        else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
