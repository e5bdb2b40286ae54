// Builds each main-actor component, warms it up and shuts it down.
@MainActor func exercise() async throws {
    for environment in AppEnvironment.allCases {
        let component = makeAppComponent(for: environment)
        try await component.warmUp()
        let first = component.viewModel
        print("\(environment): store \(type(of: component.store)), a new view model each time: \(first !== component.viewModel)")
        print("\(environment): view model shares the store: \(first.store === component.store)")
        print("\(environment): detail for note 7: \(component.makeDetail(noteID: 7).noteID)")
        print("\(environment): sync \(type(of: component.sync)), fallbacks used: \(component.usedFallbacks)")
        let coordinator = await component.coordinator
        print("\(environment): coordinator built by warmUp from the async account: \(coordinator.account === (await component.account))")
        // Views: the router (a singleton) reads through the object the component keeps for it, the
        // screen (held only here) through the component itself; an async member is awaited.
        let router = component.router
        let screen = component.notesScreen
        print(
            "\(environment): views read the same store: \(router.screens.store === screen.screens.store), "
                + "account through the router's: \((await router.screens.account) === (await component.account))")
        // A document scope: its own draft per document, the app's store and formatter.
        var editor: NoteEditor? = NoteEditor()
        weak var openDocument: (any DocumentComponent)?
        do {
            let document = component.makeDocumentComponent(noteID: 7, editor: editor!)
            editor!.document = document
            openDocument = document
            try await document.warmUp()
            print(
                "\(environment): document \(type(of: document)), draft for note \(document.draft.noteID), "
                    + "preview shares it: \(document.preview.draft === document.draft)")
            // Nonisolated services, read off the main actor: the document's exporter and the app's index.
            let exporter = await Task.detached { document.exporter }.value
            print(
                "\(environment): exporter for note \(exporter.noteID) read off the main actor, "
                    + "app's index: \(exporter.searchIndex === component.searchIndex), "
                    + "its store: \(exporter.searchIndex.store() === component.store)")
        }
        editor = nil
        print("\(environment): editor released, its document too: \(openDocument == nil)")
        try await component.shutdown()
    }
}
try await exercise()
