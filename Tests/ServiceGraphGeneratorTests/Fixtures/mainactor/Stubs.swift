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
