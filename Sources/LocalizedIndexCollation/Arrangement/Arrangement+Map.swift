extension Arrangement {
    /// `(0 ..< count).map(transform)`, computed on as many threads as arranging that many values uses, each
    /// thread a contiguous part (the same array either way).
    static func map<Value: Sendable>(
        count: Int, parallelism: LocalizedIndexCollation.Parallelism, _ transform: @Sendable (Int) -> Value
    ) -> [Value] {
        // Not for none: `Array(unsafeUninitializedCapacity: 0)` writes into the shared empty-array singleton.
        guard count > 0 else { return [] }
        return [Value](unsafeUninitializedCapacity: count) { output, initialized in
            // Each thread initializes its own part of `output`; the join hands them all back.
            let output = SharedBuffer(output)
            Threads.forEach(parts(of: count, parallelism: parallelism)) { _, part in
                for index in part { output.buffer.initializeElement(at: index, to: transform(index)) }
            }
            initialized = count
        }
    }
}
