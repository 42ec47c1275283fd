/// A binary min-heap of `(time, sequence, code)` integers stored flat, three `Int`s per entry, in an array
/// sized once: pushing and popping never allocate. Entries are ordered by time, then by sequence — a counter
/// taken on every push — so events due at the same instant pop in the order they were pushed, as in the
/// simulator's `EventQueue`.
///
/// ```swift
/// var heap = MinimalEventHeap(capacity: 3)
/// heap.push(time: 5, code: 1)
/// heap.push(time: 5, code: 2)
/// heap.push(time: 0, code: 3)
/// heap.popMin()  // (time: 0, code: 3), then (5, 1), then (5, 2)
/// ```
struct MinimalEventHeap {
    private var slots: [Int]
    private var nextSequence = 0
    /// How many entries are pending.
    private(set) var count = 0
    /// How many entries it can hold.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        slots = [Int](repeating: 0, count: 3 * capacity)
    }

    /// The earliest pending time; only meaningful when ``count`` is above zero.
    var minTime: Int { slots[0] }

    /// Adds an entry after every entry already pushed for the same time.
    mutating func push(time: Int, code: Int) {
        precondition(count < capacity, "MinimalEventHeap is full (capacity \(capacity))")
        let sequence = nextSequence
        nextSequence += 1
        var hole = count
        count += 1
        while hole > 0 {
            let parent = (hole - 1) / 2
            let parentTime = slots[3 * parent]
            guard time < parentTime || (time == parentTime && sequence < slots[3 * parent + 1]) else { break }
            move(parent, to: hole)
            hole = parent
        }
        store(hole, time: time, sequence: sequence, code: code)
    }

    /// Removes and returns the earliest entry (the first pushed among equal times).
    mutating func popMin() -> (time: Int, code: Int) {
        precondition(count > 0, "MinimalEventHeap is empty")
        let top = (time: slots[0], code: slots[2])
        count -= 1
        let last = 3 * count
        let time = slots[last]
        let sequence = slots[last + 1]
        let code = slots[last + 2]
        var hole = 0
        while true {
            var child = 2 * hole + 1
            guard child < count else { break }
            if child + 1 < count && precedes(child + 1, child) { child += 1 }
            let childTime = slots[3 * child]
            guard childTime < time || (childTime == time && slots[3 * child + 1] < sequence) else { break }
            move(child, to: hole)
            hole = child
        }
        store(hole, time: time, sequence: sequence, code: code)
        return top
    }

    @inline(__always)
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let aTime = slots[3 * a]
        let bTime = slots[3 * b]
        return aTime < bTime || (aTime == bTime && slots[3 * a + 1] < slots[3 * b + 1])
    }

    @inline(__always)
    private mutating func move(_ from: Int, to: Int) {
        slots[3 * to] = slots[3 * from]
        slots[3 * to + 1] = slots[3 * from + 1]
        slots[3 * to + 2] = slots[3 * from + 2]
    }

    @inline(__always)
    private mutating func store(_ index: Int, time: Int, sequence: Int, code: Int) {
        slots[3 * index] = time
        slots[3 * index + 1] = sequence
        slots[3 * index + 2] = code
    }
}
