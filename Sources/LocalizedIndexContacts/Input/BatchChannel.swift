import LocalizedIndexSupport
import LocalizedIndexCollation

/// Batches handed from one thread to another in the order they were sent, with at most `capacity`
/// waiting, so a fast sender cannot run ahead by more than that.
package final class BatchChannel<Batch: Sendable>: Sendable {
    private struct State {
        package var waiting: [Batch] = []
        package var closed = false
    }

    private let state = Locked(State())
    private let capacity: Int

    package init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
    }

    /// Queues `batch`, first waiting for room.
    package func send(_ batch: Batch) {
        let capacity = capacity
        state.withLock(when: { $0.waiting.count < capacity }) { $0.waiting.append(batch) }
    }

    /// Whether a batch sent earlier is still waiting to be received: the receiver is behind.
    package var isBacklogged: Bool {
        state.withLock { !$0.waiting.isEmpty }
    }

    /// Says nothing more will be sent: ``receive()`` returns nil once the waiting batches are taken.
    package func close() {
        state.withLock(when: { _ in true }) { $0.closed = true }
    }

    /// The oldest waiting batch, first waiting for one; nil once the channel is closed and empty.
    package func receive() -> Batch? {
        state.withLock(when: { !$0.waiting.isEmpty || $0.closed }) { state in
            state.waiting.isEmpty ? nil : state.waiting.removeFirst()
        }
    }
}
