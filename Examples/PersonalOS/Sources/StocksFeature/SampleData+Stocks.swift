import Foundation
import PersonalOSCore

extension SampleData {
    /// Daily closing prices, `date,symbol,close`, bundled with StocksFeature.
    public static var stockPrices: URL { url(forResource: "prices", withExtension: "csv", in: .module) }
}
