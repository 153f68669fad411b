extension LocalizedIndexCollation {
    /// How many threads sorting or arranging a list may use.
    ///
    /// The result is the same either way, to the byte: the work is split into fixed parts and put back
    /// together in input order, whatever the number of cores or how the threads were scheduled.
    ///
    /// ```swift
    /// // A server that already runs one request per core keeps each request on its own thread:
    /// let sections = collation.sections(of: contacts, on: \.familyName, parallelism: .serial)
    /// ```
    public enum Parallelism: Sendable, Hashable {
        /// Every core for lists long enough to gain from it (from 2,000 values); the calling thread alone
        /// for shorter ones.
        case automatic
        /// The calling thread alone: for a server that already runs one request per core.
        case serial

        /// The processors online, at least one: the most threads ``automatic`` uses (up to 16), and what
        /// the contact layer's parallel rendering is sized by. Read once per process (`sysconf`), not through
        /// Foundation's `ProcessInfo`, whose first use cost half a millisecond of every `sort-contacts` run.
        package static var processorCount: Int { Arrangement.processorCount }
    }
}
