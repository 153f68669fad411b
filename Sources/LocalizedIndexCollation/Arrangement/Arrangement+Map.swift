extension Arrangement {
    /// `(0 ..< count).map(transform)`, computed on as many threads as arranging that many values uses, each
    /// thread a contiguous part (the same array either way).
    static func map<Value: Sendable>(
        count: Int, parallelism: LocalizedIndexCollation.Parallelism, _ transform: @Sendable (Int) -> Value
    ) -> [Value] {
        SharedBuffer.array(count: count, initializingParts: parts(of: count, parallelism: parallelism)) { _, part, output in
            for index in part { output.append(transform(index)) }
        }
    }
}
