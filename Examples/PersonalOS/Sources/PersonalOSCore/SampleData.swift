import Foundation

/// The sample files bundled with the PersonalOS modules, each in the `SampleData` resource folder
/// of the module whose real service reads it: `SampleData.healthExport` in HealthFeature,
/// `SampleData.newsFeed` in NewsFeature, `SampleData.stockPrices` in StocksFeature,
/// `SampleData.gitHubRepositories` in GitHubFeature and `SampleData.remoteConfig` in PersonalOSKit.
///
/// Every real service reads one of these by default, so the sample never goes online.
/// To use live data, pass an http(s) URL to the service's initializer instead, e.g.
/// `GitHubService(..., source: URL(string: "https://api.github.com/users/octocat/repos?sort=updated")!)`
/// or `RSSNewsService(..., feed: URL(string: "https://example.com/rss.xml")!)`.
public enum SampleData {
    /// The file `name.ext` in the `SampleData` folder of `bundle` (the calling module's
    /// `Bundle.module`).
    package static func url(forResource name: String, withExtension ext: String, in bundle: Bundle) -> URL {
        if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: "SampleData") {
            return url
        }
        // Not found: return where the file should be, so reading it fails with a clear
        // "no such file" NetworkError naming that path instead of crashing here.
        return bundle.bundleURL
            .appendingPathComponent("SampleData", isDirectory: true)
            .appendingPathComponent("\(name).\(ext)", isDirectory: false)
    }
}
