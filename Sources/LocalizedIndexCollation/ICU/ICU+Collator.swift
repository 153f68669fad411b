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

        /// Appends the sort key of `text` to `arena`, without its terminating zero byte, and returns its length.
        @discardableResult
        func appendSortKey(of text: String, to arena: inout [UInt8]) -> Int {
            text.withUTF8Bytes { bytes, length in
                Self.appendKey(to: &arena, textLength: length) { out, capacity in
                    lic_collator_sort_key(handle, bytes, length, out, capacity)
                }
            }
        }

        /// Appends the sort key of `text` to `arena` as ``appendSortKey(of:to:)`` does and returns the bucket
        /// of `text` in `index`: one conversion and normalization check for both.
        func appendSortKey(of text: String, to arena: inout [UInt8], bucketIn index: AlphabeticIndex) -> Int {
            var bucket: Int32 = 0
            _ = text.withUTF8Bytes { bytes, length in
                Self.appendKey(to: &arena, textLength: length) { out, capacity in
                    var status: Int32 = 0
                    let needed = lic_bucket_and_sort_key(index.handle, handle, bytes, length, &bucket, out, capacity,
                                                         &status)
                    // ICU fails here only on memory exhaustion: the underflow bucket and an empty key.
                    if status > 0 { bucket = 0; return 0 }
                    return needed
                }
            }
            return Int(bucket)
        }

        /// Appends a key that `write` puts in a buffer of a given capacity, returning the length it needs with
        /// the terminating zero (ICU's convention). Keys are written straight into the arena's spare capacity;
        /// only a key longer than that costs a second call.
        private static func appendKey(
            to arena: inout [UInt8], textLength: Int32, _ write: (UnsafeMutablePointer<UInt8>, Int32) -> Int32
        ) -> Int {
            let start = arena.count
            var spare = max(64, Int(textLength) * 4 + 16)
            while true {
                arena.append(contentsOf: repeatElement(0, count: spare))
                let needed = arena.withUnsafeMutableBufferPointer { buffer in
                    Int(write(buffer.baseAddress! + start, Int32(spare)))
                }
                if needed <= spare {
                    // `needed` counts the terminating zero; drop it and the unused spare bytes.
                    let keyLength = max(needed - 1, 0)
                    arena.removeLast(spare - keyLength)
                    return keyLength
                }
                arena.removeLast(spare)
                spare = needed
            }
        }

        /// The sort key of `text`, without its terminating zero byte.
        func sortKey(of text: String) -> [UInt8] {
            var key: [UInt8] = []
            appendSortKey(of: text, to: &key)
            return key
        }
    }
}
