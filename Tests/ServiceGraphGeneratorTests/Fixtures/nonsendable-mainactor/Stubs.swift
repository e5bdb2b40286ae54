// A UIKit-style graph: view controllers and view models on the main actor, and plain classes
// that are not Sendable (settings, a formatter, a draft), none of them marked Sendable.

/// Like `UserDefaults` on Linux: a class that is not Sendable.
final class SettingsStore {
    var values: [String: String] = [:]
}

/// Not Sendable: mutable state, no isolation.
final class DateTextFormatter {
    var style = "short"
    func text(for day: Int) -> String { "day \(day) (\(style))" }
}

final class DraftText {
    var text: String
    init(_ text: String) { self.text = text }
}

@MainActor final class EditorSession {
    let settings: SettingsStore
    init(settings: SettingsStore) { self.settings = settings }
}

@MainActor final class InboxViewModel {
    let formatter: DateTextFormatter
    let settings: SettingsStore
    init(formatter: DateTextFormatter, settings: SettingsStore) {
        self.formatter = formatter
        self.settings = settings
    }
}

/// Stands in for `UIViewController`.
@MainActor class ScreenController {
    init() {}
    var title: String { "screen" }
}

@MainActor final class InboxViewController: ScreenController {
    let model: InboxViewModel
    init(model: InboxViewModel) { self.model = model }
    override var title: String { "inbox" }
}

@MainActor final class SettingsViewController: ScreenController {
    let settings: SettingsStore
    init(settings: SettingsStore) { self.settings = settings }
    override var title: String { "settings" }
}

@MainActor final class DetailViewController: ScreenController {
    let messageID: Int
    let formatter: DateTextFormatter
    init(messageID: Int, formatter: DateTextFormatter) {
        self.messageID = messageID
        self.formatter = formatter
    }
    override var title: String { "message \(messageID)" }
}

@MainActor final class Router {
    let makeDetail: (Int) -> DetailViewController
    init(makeDetail: @escaping (Int) -> DetailViewController) { self.makeDetail = makeDetail }
}

@MainActor final class ComposerViewModel {
    let draft: DraftText
    weak var presenter: ScreenController?
    init(draft: DraftText, formatter: DateTextFormatter, presenter: ScreenController?) {
        self.draft = draft
        self.presenter = presenter
    }
}
