// Everything below runs on the main actor; no type in the graph is Sendable.
@MainActor func exercise() {
    let app = DevComponent(settings: SettingsStore())
    print("inbox once:", app.inbox === app.currentInbox, "screens:", app.screens.map(\.title))
    print("detail:", app.router.makeDetail(7).title, app.formatter.text(for: 3))
    let session = app.session
    print("weak session shared while held:", session === app.session)

    let presenter = app.inboxScreen
    let compose = app.makeComposeComponent(draft: DraftText("hi"), presenter: presenter)
    print("composer:", compose.composer.draft.text, compose.composer.presenter === presenter)

    let test = TestComponent(formatter: DateTextFormatter())
    print("test:", test.inbox.formatter === test.formatter, test.settings.values.isEmpty)
}
exercise()
