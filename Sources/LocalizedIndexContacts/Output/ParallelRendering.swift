import Dispatch
import LocalizedIndexCollation

/// Renders a long run of pieces of output on every core and writes them in order: a batch of pieces is
/// rendered at once (one piece per thread at a time), and each batch is written before the next is
/// rendered, so only a few pieces of output are in memory at any time. The output is the same to the byte
/// as rendering one piece after another.
package enum ParallelRendering {
    /// Items per chunk: big enough that starting a chunk costs nothing next to rendering it.
    package static let chunkSize = 8_192
    /// Pieces rendered per batch, per core.
    package static let piecesPerCore = 2

    /// Calls `render` for each chunk of `items` (up to ``chunkSize`` of them), several at a time on as many
    /// threads, and `write` with their output in order.
    package static func render<Item: Sendable>(
        _ items: [Item], render: @Sendable (_ chunk: ArraySlice<Item>) -> [UInt8], write: ([UInt8]) throws -> Void
    ) throws {
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        try self.render(pieces: chunks, render: { render(items[$0]) }, write: write)
    }

    /// Calls `render` for each of `pieces`, several at a time on as many threads, and `write` with their
    /// output in the pieces' order.
    package static func render<Piece: Sendable>(
        pieces: [Piece], render: @Sendable (Piece) -> [UInt8], write: ([UInt8]) throws -> Void
    ) throws {
        guard pieces.count > 1 else {
            if let only = pieces.first { try write(render(only)) }
            return
        }
        let batchSize = max(1, LocalizedIndexCollation.Parallelism.processorCount * piecesPerCore)
        for batchStart in stride(from: 0, to: pieces.count, by: batchSize) {
            let batch = Array(pieces[batchStart..<min(batchStart + batchSize, pieces.count)])
            let rendered = Locked([[UInt8]](repeating: [], count: batch.count))
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                let bytes = render(batch[index])
                rendered.withLock { $0[index] = bytes }
            }
            for bytes in rendered.withLock({ $0 }) { try write(bytes) }
        }
    }
}
