import ServiceGraphAtomics

/// A cell a component creates on first use of its service: every cell type has an empty initializer.
public protocol ComponentCell: AnyObject {
    init()
}

/// The cells of one component's services, each created the first time its service is used.
///
/// Creating a component therefore costs the same whatever the number of services: nothing is
/// allocated per service until that service is asked for. The table of cells itself is
/// allocated on the first use of any service.
///
/// Each index holds one cell type: the generator gives every service its own index and always
/// asks for it with the same type, which is what makes the unchecked conversion in
/// `cell(_:)` sound.
public final class LazyCells: @unchecked Sendable {
    @usableFromInline let count: Int
    /// Null until the first cell is asked for; then the table, one word per index, each null
    /// until its cell exists. Read and written atomically.
    @usableFromInline let table: UnsafeMutablePointer<UnsafeMutableRawPointer?>

    public init(count: Int) {
        self.count = count
        table = .allocate(capacity: 1)
        table.initialize(to: nil)
    }

    deinit {
        guard let slots = table.pointee?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) else {
            table.deallocate()
            return
        }
        for index in 0..<count {
            if let cell = slots[index] {
                Unmanaged<AnyObject>.fromOpaque(cell).release()
            }
        }
        slots.deallocate()
        table.deallocate()
    }

    /// The cell at `index`, created now if this is its first use.
    @inlinable
    public func cell<Cell: ComponentCell>(_ index: Int) -> Cell {
        if let slots = servicegraph_load_acquire(table),
           let cell = servicegraph_load_acquire(slots.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) + index) {
            return Unmanaged<Cell>.fromOpaque(cell).takeUnretainedValue()
        }
        return Unmanaged<Cell>.fromOpaque(createCell(index, Cell.self)).takeUnretainedValue()
    }

    /// Creates the table and the cell when they don't exist yet. Two threads may race to create
    /// either: the first to publish wins and the other throws its copy away, so every caller
    /// gets the same cell.
    @usableFromInline
    func createCell<Cell: ComponentCell>(_ index: Int, _ type: Cell.Type) -> UnsafeMutableRawPointer {
        precondition(index >= 0 && index < count, "cell index \(index) out of range 0..<\(count)")
        let slot = slots() + index
        if let existing = servicegraph_load_acquire(slot) {
            return existing
        }
        let created = Unmanaged.passRetained(Cell()).toOpaque()
        if servicegraph_compare_exchange(slot, nil, created) {
            return created
        }
        Unmanaged<Cell>.fromOpaque(created).release()
        return servicegraph_load_acquire(slot)!
    }

    private func slots() -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        if let existing = servicegraph_load_acquire(table) {
            return existing.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
        }
        let created = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
        created.initialize(repeating: nil, count: count)
        if servicegraph_compare_exchange(table, nil, UnsafeMutableRawPointer(created)) {
            return created
        }
        created.deallocate()
        return servicegraph_load_acquire(table)!.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }
}
