/// The quotes for the watchlist, and the symbols that had none.
public struct WatchlistSummary: Sendable, Hashable {
    public let quotes: [StockQuote]
    public let missingSymbols: [String]

    public init(quotes: [StockQuote], missingSymbols: [String]) {
        self.quotes = quotes
        self.missingSymbols = missingSymbols
    }
}
