internal import CICUShims

extension ICU {
    /// An open ICU collator. Immutable once built, so one instance serves every thread: ICU documents
    /// the collator's const functions (sort keys, comparison) as thread-safe.
    ///
    /// Unsafe code: the handle, opened in `init`, closed in `deinit`, never handed out but to a ``Placer``
    /// that its owner keeps beside this collator; every call passes buffers with their true capacity and
    /// reads back only what ICU reports having written (through `ICU+Buffer.swift`'s helpers).
    @safe
    final class Collator: @unchecked Sendable {
        /// The ICU object, for ``Placer``.
        fileprivate let handle: OpaquePointer

        /// Attribute overrides; nil keeps the locale's default.
        struct Attributes: Hashable, Sendable {
            var strength: Int32?
            var numeric: Bool?
            var alternateShifted: Bool?
            var caseFirst: Int32?
            var normalization: Bool?
        }

        /// Opens the collator for an ICU locale ID. ICU's fallback warnings are not errors here: the caller
        /// validates the locale before it gets this far.
        init(localeID: String, attributes: Attributes) throws(Failure) {
            var raw = LICCollatorAttributes(
                strength: attributes.strength ?? -1,
                numeric: attributes.numeric.map { $0 ? 1 : 0 } ?? -1,
                alternateShifted: attributes.alternateShifted.map { $0 ? 1 : 0 } ?? -1,
                caseFirst: attributes.caseFirst ?? -1,
                normalization: attributes.normalization.map { $0 ? 1 : 0 } ?? -1
            )
            var status: Int32 = 0
            unsafe handle = try ICU.opened(lic_collator_open(localeID, &raw, &status), status, "ucol_open(\(localeID))")
        }

        deinit { unsafe lic_collator_close(handle) }

        /// The locale the rules come from (`actual`) or the most specific locale with data (`valid`);
        /// "" is the root collation.
        func locale(valid: Bool = false) -> String {
            string(valid ? Int32(LIC_LOCALE_VALID) : Int32(LIC_LOCALE_ACTUAL), "ucol_getLocaleByType")
        }

        /// The collator's version ("153.120.42"): sort keys made under one version compare correctly only
        /// with keys made under the same version.
        var version: String { string(Int32(LIC_COLLATOR_VERSION), "ucol_getVersion") }

        /// The collator's string `which` (`lic_collator_string`); "" when ICU fails.
        private func string(_ which: Int32, _ operation: @autoclosure () -> String) -> String {
            unsafe (try? ICU.utf8String(operation()) { unsafe lic_collator_string(handle, which, $0, $1, &$2) }) ?? ""
        }

        /// Appends the sort key of UTF-8 `text`, without its terminating zero, to `output` if it fits in the
        /// output's free capacity with that zero, and returns the length it needs with the zero (ICU's
        /// convention); a key that does not fit leaves `output` as it was.
        func writeSortKey(ofUTF8 text: Span<UInt8>, into output: inout OutputSpan<UInt8>) -> Int {
            unsafe ICU.writeKey(of: text, into: &output) { unsafe lic_collator_sort_key(handle, $0, $1, $2, $3) }
        }

        /// The primary weights of the code point `value`, as its collation elements give them: what search
        /// compares a character by (``SearchWeights``). Empty for a character without one (a combining
        /// mark): it does not count.
        func primaryWeights(of value: UInt32) -> [UInt16] {
            var weights = [UInt16](repeating: 0, count: 8)
            while true {
                // ICU says how many there are; with more than the room, the call is made again with that room.
                let count = unsafe Int(lic_collator_primary_weights(handle, value, &weights, Int32(weights.count)))
                if count <= weights.count { return Array(weights.prefix(count)) }
                weights = [UInt16](repeating: 0, count: count)
            }
        }

        /// The sort key of `text`, without its terminating zero byte.
        func sortKey(of text: String) -> [UInt8] {
            var arena = SortKeyArena(capacity: 1)
            arena.append(text, collator: self)
            return arena.withKeys { $0.key(0) }
        }
    }

    /// A collator and an index, for the one call per name that makes its sort key and places it
    /// (``writeSortKey(ofUTF8:into:placement:)``).
    ///
    /// It holds their ICU handles, not the objects: passing the objects cost a retain and a release of each
    /// per name. The handles are valid while the objects live, so a placer is kept beside them.
    @safe
    struct Placer: @unchecked Sendable {
        private let collator: OpaquePointer
        private let index: OpaquePointer

        /// A placer over `collator` and `index`, which the caller keeps alive as long as the placer.
        init(collator: Collator, index: AlphabeticIndex) {
            unsafe self.collator = collator.handle
            unsafe self.index = index.handle
        }

        /// Appends the sort key of UTF-8 `text` as ``Collator/writeSortKey(ofUTF8:into:)`` does and sets
        /// `placement` to what placing `text` in the index needs: one conversion and one look at its
        /// canonical forms for all.
        func writeSortKey(ofUTF8 text: Span<UInt8>, into output: inout OutputSpan<UInt8>,
                          placement: inout Placement) -> Int {
            var status: Int32 = 0, raw = LICPlacement()
            let needed = unsafe ICU.writeKey(of: text, into: &output) {
                unsafe lic_place_and_sort_key(index, collator, $0, $1, &raw, $2, $3, &status)
            }
            // ICU fails here only on memory exhaustion: the underflow bucket and an empty key.
            guard status <= 0 else { placement = Placement(); return 0 }
            placement = Placement(bucket: Int(raw.bucket), startsWithDigit: raw.startsWithDigit != 0)
            return needed
        }
    }

    /// What placing a name needs besides its sort key, from the same ICU call
    /// (``Placer/writeSortKey(ofUTF8:into:placement:)``).
    struct Placement: Sendable {
        /// The name's bucket in the index.
        var bucket = 0
        /// Whether its first significant character is a decimal digit (``ICU/startsWithDigit(_:)``).
        var startsWithDigit = false
    }
}
