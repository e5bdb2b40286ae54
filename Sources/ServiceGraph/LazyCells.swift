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

    /// Creates the table and the cell when they don't exist yet.
    @usableFromInline
    func createCell<Cell: ComponentCell>(_ index: Int, _ type: Cell.Type) -> UnsafeMutableRawPointer {
        precondition(index >= 0 && index < count, "cell index \(index) out of range 0..<\(count)")
        let slots = Self.loadOrPublish(table, create: {
            let created = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: count)
            created.initialize(repeating: nil, count: count)
            return UnsafeMutableRawPointer(created)
        }, discard: { $0.deallocate() })
        let slot = slots.assumingMemoryBound(to: UnsafeMutableRawPointer?.self) + index
        return Self.loadOrPublish(slot, create: { Unmanaged.passRetained(Cell()).toOpaque() },
                                  discard: { Unmanaged<Cell>.fromOpaque($0).release() })
    }

    /// The word at `address`, or, while it is null, what `create` makes, published there. Two
    /// threads may race to publish: the first wins and the other discards what it made, so every
    /// caller gets the same word.
    private static func loadOrPublish(
        _ address: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
        create: () -> UnsafeMutableRawPointer,
        discard: (UnsafeMutableRawPointer) -> Void
    ) -> UnsafeMutableRawPointer {
        if let existing = servicegraph_load_acquire(address) {
            return existing
        }
        let created = create()
        if servicegraph_compare_exchange(address, nil, created) {
            return created
        }
        discard(created)
        return servicegraph_load_acquire(address)!
    }
}
