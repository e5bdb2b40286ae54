// Main-actor types that are not Sendable: a main-actor component holds them without locks.
@MainActor public class NoteStore {
    public var notes: [String] = []
    public init() {}
}
@MainActor public final class DiskNoteStore: NoteStore {}
@MainActor public final class PreviewNoteStore: NoteStore {}

@MainActor public final class NoteFormatter {
    public init() {}
    public func format(_ note: String) -> String { "* " + note }
}

@MainActor public final class NotesViewModel {
    public let store: NoteStore
    public init(store: NoteStore, formatter: NoteFormatter) { self.store = store }
}

@MainActor public final class NoteDetailModel {
    public let noteID: Int
    public init(noteID: Int, store: NoteStore) { self.noteID = noteID }
}

@MainActor public final class EditingSession: Sendable {
    public init(store: NoteStore) {}
}

public struct SyncUnavailable: Error {}

@MainActor public class SyncEngine {
    public init(store: NoteStore) throws { throw SyncUnavailable() }
    init() {}
}
@MainActor public final class OfflineSyncEngine: SyncEngine {
    public override init() { super.init() }
}

/// Owns a document component: it holds the editor back weakly, so neither keeps the other.
@MainActor public final class NoteEditor {
    public var document: (any DocumentComponent)?
    public init() {}
}

@MainActor public final class NoteDraft {
    public let noteID: Int
    public weak var editor: NoteEditor?
    public init(noteID: Int, store: NoteStore, editor: NoteEditor?) {
        self.noteID = noteID
        self.editor = editor
    }
}

@MainActor public final class NotePreview {
    public let draft: NoteDraft
    public init(draft: NoteDraft, formatter: NoteFormatter) { self.draft = draft }
}

@MainActor public final class AccountSession {
    public let isSignedOut: Bool
    public init() async throws {
        await Task.yield()
        isSignedOut = false
    }
    public init(signedOut: Bool) { isSignedOut = signedOut }
}

@MainActor public final class AppCoordinator {
    public let account: AccountSession
    public init(account: AccountSession, store: NoteStore) { self.account = account }
}

/// Keeps its view `unowned`, as Factory's users keep their container.
@MainActor public final class NotesRouter {
    public unowned let screens: any NoteScreens
    public init(screens: any NoteScreens) { self.screens = screens }
}

@MainActor public final class NotesScreen {
    public let screens: any NoteScreens
    public init(screens: any NoteScreens) { self.screens = screens }
}

/// Thread-safe services of the main-actor app (`"isolation": "nonisolated"`).
public nonisolated final class SearchIndex: Sendable {
    public let store: @MainActor @Sendable () -> NoteStore
    public init(store: @escaping @MainActor @Sendable () -> NoteStore) { self.store = store }
}

public nonisolated final class NoteExporter: Sendable {
    public let noteID: Int
    public let searchIndex: SearchIndex
    public init(noteID: Int, searchIndex: SearchIndex) {
        self.noteID = noteID
        self.searchIndex = searchIndex
    }
}
