import CICUShims

extension ICU {
    /// An open ICU collator. Immutable once built, so one instance serves every thread: ICU documents
    /// the collator's const functions (sort keys, comparison) as thread-safe.
    final class Collator: @unchecked Sendable {
        private let handle: OpaquePointer

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
            let opened = lic_collator_open(localeID, &raw, &status)
            try check(status, "ucol_open(\(localeID))")
            guard let opened else { throw Failure(operation: "ucol_open(\(localeID))", status: status) }
            handle = opened
        }

        deinit { lic_collator_close(handle) }

        /// The locale the rules come from (`actual`) or the most specific locale with data (`valid`);
        /// "" is the root collation.
        func locale(valid: Bool = false) -> String {
            (try? ICU.string("ucol_getLocaleByType") { buffer, capacity, status in
                lic_collator_locale(handle, valid ? Int32(LIC_LOCALE_VALID) : Int32(LIC_LOCALE_ACTUAL),
                                    buffer, capacity, &status)
            }) ?? ""
        }

        /// Writes the sort key of UTF-8 `text` to `out` if it fits in `capacity` bytes, and returns its length
        /// with the terminating zero, which ICU writes when there is room.
        func writeSortKey(ofUTF8 text: UnsafePointer<UInt8>, length: Int32, into out: UnsafeMutablePointer<UInt8>,
                          capacity: Int32) -> Int32 {
            lic_collator_sort_key(handle, text, length, out, capacity)
        }

        /// Writes the sort key of UTF-8 `text` as ``writeSortKey(ofUTF8:length:into:capacity:)`` does and sets
        /// `bucket` to the bucket of `text` in `index`: one conversion and normalization check for both.
        func writeSortKey(ofUTF8 text: UnsafePointer<UInt8>, length: Int32, into out: UnsafeMutablePointer<UInt8>,
                          capacity: Int32, bucketIn index: AlphabeticIndex, bucket: inout Int) -> Int32 {
            var status: Int32 = 0, found: Int32 = 0
            let needed = lic_bucket_and_sort_key(index.handle, handle, text, length, &found, out, capacity, &status)
            // ICU fails here only on memory exhaustion: the underflow bucket and an empty key.
            guard status <= 0 else { bucket = 0; return 0 }
            bucket = Int(found)
            return needed
        }

        /// The sort key of `text`, without its terminating zero byte.
        func sortKey(of text: String) -> [UInt8] {
            var arena = SortKeyArena(capacity: 1)
            arena.append(text, collator: self)
            return arena.withKeys { Array($0.bytes) }
        }
    }
}
