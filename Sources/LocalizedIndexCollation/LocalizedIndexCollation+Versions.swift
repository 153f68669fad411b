extension LocalizedIndexCollation {
    /// The version of the ICU library the collation runs on, such as `"72.1"`.
    ///
    /// Sort keys and section assignments are ICU's: the same strings may sort or section differently
    /// under another ICU version. Record it beside stored keys.
    public static var icuVersion: String { ICU.version }

    /// The version of this collation's sort order, as ICU reports it (`ucol_getVersion`), dotted:
    /// `"153.120.42"` for Swedish under ICU 72.
    ///
    /// Two collators with the same version give the same sort keys for the same strings, so keys stored by
    /// one may be compared with keys made by the other. PostgreSQL shows the same string for an ICU
    /// collation in `pg_collation.collversion`: compare the two before trusting a database's `COLLATE` to
    /// order as this collation does.
    public var collationVersion: String { engine.collator.version }
}
