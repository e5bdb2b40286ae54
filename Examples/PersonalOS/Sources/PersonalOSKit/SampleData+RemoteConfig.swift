import Foundation
import PersonalOSCore

extension SampleData {
    /// The remote config: display flags `RemoteConfigService` reads at launch, bundled with PersonalOSKit.
    public static var remoteConfig: URL { url(forResource: "remote-config", withExtension: "json", in: .module) }
}
