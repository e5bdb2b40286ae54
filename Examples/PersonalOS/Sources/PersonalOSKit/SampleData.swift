import Foundation

/// The sample files bundled with PersonalOSKit (in its `SampleData` resource folder).
///
/// Every real service reads one of these by default, so the sample never goes online.
/// To use live data, pass an http(s) URL to the service's initializer instead, e.g.
/// `GitHubService(..., source: URL(string: "https://api.github.com/users/octocat/repos?sort=updated")!)`
/// or `RSSNewsService(..., feed: URL(string: "https://example.com/rss.xml")!)`.
public enum SampleData {
    /// An Apple Health `export.xml` with a week of step counts.
    public static var healthExport: URL { url(forResource: "export", withExtension: "xml") }
    /// A GitHub REST `GET /users/{user}/repos` response.
    public static var gitHubRepositories: URL { url(forResource: "repos", withExtension: "json") }
    /// An RSS 2.0 feed of headlines.
    public static var newsFeed: URL { url(forResource: "feed", withExtension: "xml") }
    /// Daily closing prices, `date,symbol,close`.
    public static var stockPrices: URL { url(forResource: "prices", withExtension: "csv") }
    /// The remote config: display flags `RemoteConfigService` reads at launch.
    public static var remoteConfig: URL { url(forResource: "remote-config", withExtension: "json") }

    private static func url(forResource name: String, withExtension ext: String) -> URL {
        if let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "SampleData") {
            return url
        }
        // Not found: return where the file should be, so reading it fails with a clear
        // "no such file" NetworkError naming that path instead of crashing here.
        return Bundle.module.bundleURL
            .appendingPathComponent("SampleData", isDirectory: true)
            .appendingPathComponent("\(name).\(ext)", isDirectory: false)
    }
}
