import Dispatch

/// Writes the Swift for a resolved plan: `AppEnvironment`, the `AppComponent` protocol,
/// `makeAppComponent(for:)`, one component class per environment and `TestComponent`.
///
/// Everything is emitted in manifest order, never in dictionary order, so the same manifest
/// always gives the same bytes. The parts live in files of their own: the file-level
/// declarations, the component shell (storage, initializer, config and inputs), the service
/// accessors, the constructions inside them, and warm-up.
struct ComponentEmitter: Sendable {
    let plan: ResolvedPlan
    /// Named in the header; a file name only, so the output is the same on every machine.
    let manifestFileName: String
    /// The manifest as `#sourceLocation` names it, so the compiler's errors in code that comes
    /// from the manifest point there: the file name unless the build passes a path.
    let sourceLocationFile: String

    var access: String { plan.access.modifier }
    /// `@MainActor ` before component-level declarations when the manifest isolates them.
    var componentIsolation: String { plan.isMainActor ? "@MainActor " : "" }

    func emit() -> String {
        var writer = SwiftWriter()
        writeHeader(into: &writer)
        writeEnvironmentEnum(into: &writer)
        writeProtocol(into: &writer)
        writeFactory(into: &writer)
        return writer.text + componentTexts().joined()
    }

    /// Each environment's component, then `TestComponent`, in that order. They share nothing
    /// but the plan, so they are written on all cores at once: a 10,000-service graph has a
    /// few hundred thousand lines of them.
    private func componentTexts() -> [String] {
        let texts = ComponentTexts(count: plan.components.count)
        DispatchQueue.concurrentPerform(iterations: plan.components.count) { index in
            var writer = SwiftWriter()
            writeComponent(at: index, into: &writer)
            texts.store(writer.text, at: index)
        }
        return texts.all
    }
}

/// One slot per component text, each written by exactly one iteration of a concurrent loop and
/// read only after the loop has returned, which is what makes the unchecked `Sendable` sound.
/// The slots are raw memory, not an array: an array's mutating methods touch its whole storage.
private final class ComponentTexts: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<String>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: "")
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ text: String, at index: Int) {
        slots[index] = text
    }

    var all: [String] { Array(slots) }
}
