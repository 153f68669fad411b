import LocalizedIndexSupport
import Dispatch
import LocalizedIndexCollation

/// Renders a long run of pieces of output on every core and writes them in order: a batch of pieces is
/// rendered at once (one piece per thread at a time), and each batch is written before the next is
/// rendered, so only a few pieces of output are in memory at any time. The output is the same to the byte
/// as rendering one piece after another.
///
/// Each place in a batch keeps its buffer for the next batch: a piece rendered into fresh memory touched
/// every page of it for the first time, and on this project's machines a first touch costs microseconds
/// (100,000 names to JSON: 4,200 of the run's 9,300 page faults were the pieces').
package enum ParallelRendering {
    /// Items per chunk: a couple of hundred kilobytes of JSON. Small, so that a batch's buffers, reused batch
    /// after batch, are all the fresh memory output of any length touches: pieces sized to give each core its
    /// whole share at once put every byte of a 10,000-name list in fresh pages, a third of the run's page
    /// faults. Half this size gains nothing more, and splits 1,000 names, which render fastest on one thread.
    package static let chunkSize = 1_024
    /// Pieces rendered per batch, per core.
    package static let piecesPerCore = 2

    /// Pieces rendered at once: ``piecesPerCore`` for each core.
    private static var batchSize: Int { max(1, LocalizedIndexCollation.Parallelism.processorCount * piecesPerCore) }

    /// Calls `render` for each chunk of `items` (``chunkSize`` of them), several at a time on as many threads,
    /// and `write` with their output in order.
    ///
    /// - Parameter render: Appends a chunk's output to the buffer it is given, which is empty (its room
    ///   kept from an earlier piece).
    package static func render<Item: Sendable>(
        _ items: [Item], render: @Sendable (_ chunk: ArraySlice<Item>, _ output: inout [UInt8]) -> Void,
        write: ([UInt8]) throws -> Void
    ) throws {
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        try self.render(pieces: chunks, render: { render(items[$0], &$1) }, write: write)
    }

    /// Calls `render` for each of `pieces`, several at a time on as many threads, and `write` with their
    /// output in the pieces' order.
    ///
    /// - Parameter render: Appends a piece's output to the buffer it is given, which is empty (its room
    ///   kept from an earlier piece).
    package static func render<Piece: Sendable>(
        pieces: [Piece], render: @Sendable (Piece, _ output: inout [UInt8]) -> Void, write: ([UInt8]) throws -> Void
    ) throws {
        guard pieces.count > 1 else {
            var output: [UInt8] = []
            if let only = pieces.first { render(only, &output); try write(output) }
            return
        }
        let batchSize = batchSize
        var buffers = [[UInt8]](repeating: [], count: batchSize)
        for batchStart in stride(from: 0, to: pieces.count, by: batchSize) {
            let batch = Array(pieces[batchStart..<min(batchStart + batchSize, pieces.count)])
            // The buffers move into the lock and back out, each held by one owner at a time, so emptying
            // one keeps its room rather than copying it.
            let places = Locked(buffers)
            buffers = []
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                var output = places.withLock { places in
                    defer { places[index] = [] }
                    return places[index]
                }
                output.removeAll(keepingCapacity: true)
                render(batch[index], &output)
                places.withLock { $0[index] = output }
            }
            buffers = places.withLock { places in
                defer { places = [] }
                return places
            }
            for output in buffers.prefix(batch.count) { try write(output) }
        }
    }
}
