import Foundation
import PersonalOSCore

/// Display flags the app fetches once at launch, so they can change without a new release.
public struct RemoteConfig: Sendable, Hashable, CustomStringConvertible {
    /// The most headlines a config may ask for.
    public static let maximumHeadlineCount = 10
    /// What a config that leaves a flag out gets for it (and what the dashboard shows without one).
    public static let defaults = RemoteConfig(
        greeting: "Welcome back to PersonalOS.",
        headlineCount: DashboardLoader.headlineCount,
        showWatchlist: true
    )

    /// The first line of the dashboard screen.
    public var greeting: String
    /// How many top headlines the dashboard shows, `0...maximumHeadlineCount`.
    public var headlineCount: Int
    /// Whether the dashboard shows the watchlist (when `false`, prices are not even fetched).
    public var showWatchlist: Bool

    public init(greeting: String, headlineCount: Int, showWatchlist: Bool) {
        self.greeting = greeting
        self.headlineCount = headlineCount
        self.showWatchlist = showWatchlist
    }

    /// `greeting="…" headlineCount=2 showWatchlist=true`.
    public var description: String {
        "greeting=\"\(greeting)\" headlineCount=\(headlineCount) showWatchlist=\(showWatchlist)"
    }

    /// Reads a config JSON object such as
    /// `{"greeting": "Good morning!", "headlineCount": 2, "showWatchlist": true}`.
    ///
    /// A flag that is left out (or `null`) keeps its value from `defaults`, and unknown keys are
    /// ignored, so old apps read newer configs. A flag of the wrong JSON type, an empty greeting
    /// or a headline count outside `0...maximumHeadlineCount` throws a `DataFormatError` naming
    /// `source`: a broken config must not half-apply.
    public static func parse(_ data: Data, source: URL) throws -> RemoteConfig {
        func failure(_ reason: String) -> DataFormatError {
            DataFormatError(format: "remote config", source: source, reason: reason)
        }
        let payload: Payload
        do {
            payload = try JSONDecoder().decode(Payload.self, from: data)
        } catch let error as DecodingError {
            throw failure(describe(error))
        } catch {
            throw failure(explanation(of: error))
        }
        var config = defaults
        if let greeting = payload.greeting {
            let trimmed = greeting.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw failure("\"greeting\" is empty") }
            config.greeting = trimmed
        }
        if let headlineCount = payload.headlineCount {
            // Read as a Double: Linux's JSONDecoder reports 2.5 for an Int as "not valid JSON".
            guard headlineCount.rounded() == headlineCount, (0...Double(maximumHeadlineCount)).contains(headlineCount) else {
                throw failure(
                    "\"headlineCount\" is \(headlineCount.formatted(.number.grouping(.never))), "
                        + "expected a whole number from 0 to \(maximumHeadlineCount)")
            }
            config.headlineCount = Int(headlineCount)
        }
        if let showWatchlist = payload.showWatchlist {
            config.showWatchlist = showWatchlist
        }
        return config
    }

    private struct Payload: Decodable {
        let greeting: String?
        let headlineCount: Double?
        let showWatchlist: Bool?
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map(\.stringValue).joined(separator: ".")
            return keys.isEmpty ? "top level" : "\"\(keys)\""
        }
        switch error {
        case .typeMismatch(let type, let context):
            let expected =
                switch type {
                case is Double.Type: "a number"
                case is Bool.Type: "true or false"
                case is String.Type: "a string"
                default: "a JSON object"
                }
            return "\(path(context)): expected \(expected)"
        case .valueNotFound(_, let context), .dataCorrupted(let context), .keyNotFound(_, let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// The display flags fetched at launch.
public protocol RemoteConfigServiceProtocol: AnyObject, Sendable {
    /// The flags, as fetched when the service was built.
    var config: RemoteConfig { get }
}

/// Fetches the remote config once, while it is built (its initializer is `async throws`), so
/// that `warmUp()` fetches it at launch and a broken config stops the app before it shows
/// anything. Reads the bundled `SampleData/remote-config.json` unless told otherwise (an
/// http(s) URL serving the same JSON goes live).
public final class RemoteConfigService: RemoteConfigServiceProtocol {
    public let config: RemoteConfig
    /// Where the config was read from.
    public let source: URL

    /// Fetches and reads the config. Throws what `network` throws, or a `DataFormatError`
    /// when the config is not valid (see `RemoteConfig.parse(_:source:)`).
    public init(network: any NetworkService, logger: any LoggingService, source: URL = SampleData.remoteConfig) async throws {
        let data = try await network.data(for: NetworkRequest(url: source, headers: ["Accept": "application/json"]))
        config = try RemoteConfig.parse(data, source: source)
        self.source = source
        logger.debug("remote config \(source.lastPathComponent): \(config)")
    }
}
