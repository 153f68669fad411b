import Dispatch
import Foundation
import LocalizedIndexCollation

/// Renders a long run of items on every core and writes the pieces in order: the items are cut into
/// chunks, a batch of chunks is rendered at once (one chunk per thread), and each batch is written before
/// the next is rendered, so only a few chunks of output are in memory at any time. The output is the same
/// to the byte as rendering one item after another.
package enum ParallelRendering {
    /// Items per chunk: big enough that starting a chunk costs nothing next to rendering it.
    package static let chunkSize = 8_192
    /// Chunks rendered per batch, per core.
    package static let chunksPerCore = 2

    /// Calls `render` for each chunk of `items` (with the chunk's position among the chunks), several at a
    /// time on as many threads, and `write` with their output in order.
    package static func render<Item: Sendable>(
        _ items: [Item], render: @Sendable (_ chunk: ArraySlice<Item>, _ position: Int) -> [UInt8],
        write: ([UInt8]) throws -> Void
    ) throws {
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { $0..<min($0 + chunkSize, items.count) }
        guard chunks.count > 1 else {
            if let only = chunks.first { try write(render(items[only], 0)) }
            return
        }
        let batchSize = max(1, ProcessInfo.processInfo.activeProcessorCount * chunksPerCore)
        for batchStart in stride(from: 0, to: chunks.count, by: batchSize) {
            let batch = Array(chunks[batchStart..<min(batchStart + batchSize, chunks.count)])
            let rendered = Locked([[UInt8]](repeating: [], count: batch.count))
            DispatchQueue.concurrentPerform(iterations: batch.count) { index in
                let bytes = render(items[batch[index]], batchStart + index)
                rendered.withLock { $0[index] = bytes }
            }
            for bytes in rendered.withLock({ $0 }) { try write(bytes) }
        }
    }
}
