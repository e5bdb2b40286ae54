import Foundation
import GitHubFeature
import HealthFeature
import PersonalOSCore
import PersonalOSKit

/// Small documents in the formats the real services read, with known contents.
enum Fixtures {
    static let healthURL = URL(string: "https://fixtures.invalid/export.xml")!
    static let feedURL = URL(string: "https://fixtures.invalid/feed.xml")!
    static let pricesURL = URL(string: "https://fixtures.invalid/prices.csv")!
    static let reposURL = URL(string: "https://fixtures.invalid/users/someone/repos")!
    /// The API key tests pass to `makeAppComponent(for:apiKey:)`; long enough to be masked.
    static let apiKey = "fixture-api-key-0001"

    /// An account made from `app` (of `app`'s environment, with `app`'s services), for tests of
    /// its services. Its session is not kept: the account holds it only weakly, so it is gone at
    /// once, which only `DashboardModel.signOut()` would notice.
    static func account(of app: any AppComponent = TestComponent(), user: GitHubUser = .forTests) -> any AccountComponent {
        app.makeAccountComponent(user: user, session: AccountSession())
    }

    static func day(_ text: String) -> CalendarDay {
        CalendarDay(parsing: text)!
    }

    static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
    }

    static func date(_ iso8601: String) -> Date {
        ISO8601DateFormatter().date(from: iso8601)!
    }

    /// Three days of steps. Keeps an internal DTD with `<!ATTLIST>` declarations like a real
    /// export (which crashes Linux's XMLParser unless removed), a distance record and a
    /// heart-rate record that must be ignored, a fractional value, and a walk just before
    /// midnight that counts for its own day.
    ///
    /// Totals: 2026-03-01 → 1200 + 800 = 2000; 2026-03-02 → 3000 + 250.6 + 1000 = 4251 (rounded);
    /// 2026-03-03 → 42.
    static let healthExport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!-- Fixture DTD -->
        <!ELEMENT HealthData (ExportDate,Me,(Record)*)>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        <!ELEMENT Record (MetadataEntry)*>
        <!ATTLIST Record
          type CDATA #REQUIRED
          value CDATA #IMPLIED
          startDate CDATA #REQUIRED
          endDate CDATA #REQUIRED>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2026-03-04 08:00:00 +0100"/>
         <Me HKCharacteristicTypeIdentifierDateOfBirth=""/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-01 09:00:00 +0100" endDate="2026-03-01 09:20:00 +0100" value="1200"/>
         <Record type="HKQuantityTypeIdentifierDistanceWalkingRunning" sourceName="iPhone" unit="km" startDate="2026-03-01 09:00:00 +0100" endDate="2026-03-01 09:20:00 +0100" value="0.9"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-01 18:30:00 +0100" endDate="2026-03-01 18:40:00 +0100" value="800"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-02 07:10:00 +0100" endDate="2026-03-02 07:45:00 +0100" value="3000"/>
         <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" startDate="2026-03-02 07:20:00 +0100" endDate="2026-03-02 07:20:00 +0100" value="96">
          <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="2"/>
         </Record>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-02 12:00:00 +0100" endDate="2026-03-02 12:05:00 +0100" value="250.6"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-02 23:50:00 +0100" endDate="2026-03-02 23:59:00 +0100" value="1000"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2026-03-03 06:00:00 +0100" endDate="2026-03-03 06:01:00 +0100" value="42"/>
        </HealthData>
        """

    /// Four items: a CDATA title with `&`, an escaped entity, a date in GMT and one in -0500,
    /// an item without a link, and one without a title (skipped).
    static let feed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0">
          <channel>
            <title>Fixture News</title>
            <link>https://fixtures.invalid/</link>
            <item>
              <title><![CDATA[Rates & markets: a calm week]]></title>
              <link>https://fixtures.invalid/rates</link>
              <pubDate>Tue, 03 Mar 2026 08:15:00 +0000</pubDate>
            </item>
            <item>
              <title>Parks &amp; trails reopen</title>
              <link> https://fixtures.invalid/parks </link>
              <pubDate>Mon, 02 Mar 2026 17:00:00 GMT</pubDate>
            </item>
            <item>
              <description>An item without a title is skipped.</description>
              <link>https://fixtures.invalid/untitled</link>
            </item>
            <item>
              <title>Late-night vote passes budget</title>
              <pubDate>Sun, 01 Mar 2026 23:30:00 -0500</pubDate>
            </item>
            <item>
              <title>Undated brief</title>
              <link>https://fixtures.invalid/brief</link>
            </item>
          </channel>
        </rss>
        """

    /// Unsorted rows, Windows line endings, a symbol with a single day.
    static let prices = [
        "date,symbol,close",
        "2026-03-03,AAPL,190.07",
        "2026-03-02,AAPL,188.84",
        "2026-03-02,MSFT,410.50",
        "2026-03-03,MSFT,405.25",
        "2026-02-27,AAPL,185.00",
        "2026-03-03,IPO,12.00",
        "",
    ].joined(separator: "\r\n")

    /// Four repositories in GitHub's default (alphabetical) order, one without a language.
    static let repos = """
        [
          {"id": 1, "name": "alpha", "full_name": "someone/alpha", "private": false,
           "html_url": "https://github.com/someone/alpha", "description": "First",
           "fork": false, "updated_at": "2026-02-01T10:00:00Z", "stargazers_count": 5,
           "language": "Swift", "forks_count": 0, "topics": []},
          {"id": 2, "name": "beta", "full_name": "someone/beta", "private": false,
           "html_url": "https://github.com/someone/beta", "description": null,
           "fork": false, "updated_at": "2026-03-02T09:30:00Z", "stargazers_count": 1500,
           "language": null, "forks_count": 12, "topics": ["notes"]},
          {"id": 3, "name": "gamma", "full_name": "someone/gamma", "private": false,
           "html_url": "https://github.com/someone/gamma", "description": "Third",
           "fork": true, "updated_at": "2026-03-03T18:45:10Z", "stargazers_count": 0,
           "language": "Go", "forks_count": 0, "topics": []},
          {"id": 4, "name": "delta", "full_name": "someone/delta", "private": false,
           "html_url": "https://github.com/someone/delta", "description": "Fourth",
           "fork": false, "updated_at": "2025-12-24T00:00:00Z", "stargazers_count": 77,
           "language": "Rust", "forks_count": 3, "topics": []}
        ]
        """
}
