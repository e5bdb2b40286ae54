// A Factory app's registrations, read by FactoryTests and by Scripts/test-importer.sh; never compiled.
import Factory
import Foundation

protocol Logging {}
protocol APIClient {}

extension Container {
    var logger: Factory<any Logging> { self { ConsoleLogger() }.singleton }
    var api: Factory<APIClient> {
        self { LiveAPIClient(baseURL: Config.baseURL, logger: self.logger()) }
            .onTest { MockAPIClient() }
            .onPreview { PreviewAPIClient() }
            .cached
    }
    var detail: ParameterFactory<String, DetailViewModel> {
        self { id in DetailViewModel(id: id, api: self.api()) }
    }
    var feed: Factory<FeedViewModel> { Factory(self) { FeedViewModel(api: self.api(), logger: Container.shared.logger()) }.shared }
    var formatter: Factory<Formatter> { self { Formatter() } }
}
