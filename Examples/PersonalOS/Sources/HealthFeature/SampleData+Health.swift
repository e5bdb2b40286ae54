import Foundation
import PersonalOSCore

extension SampleData {
    /// An Apple Health `export.xml` with a week of step counts, bundled with HealthFeature.
    public static var healthExport: URL { url(forResource: "export", withExtension: "xml", in: .module) }
}
