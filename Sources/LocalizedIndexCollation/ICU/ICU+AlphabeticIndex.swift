internal import CICUShims

extension ICU {
    /// `icu::AlphabeticIndex::ImmutableIndex`: the index's buckets and the lookup of a name's bucket.
    /// ICU documents the immutable index as thread-safe, so one instance serves every thread.
    ///
    /// Unsafe code: the handle, opened in `init`, closed in `deinit`, lent only to a ``Placer`` kept beside
    /// the index; text is passed as a borrowed pointer and length, the buckets read once through a buffer helper,
    /// and the extra locales as one comma-separated C string for the call that opens the index.
    @safe
    final class AlphabeticIndex: @unchecked Sendable {
        /// ICU's bucket kinds (UAlphabeticIndexLabelType).
        enum BucketKind: Int32, Sendable {
            case normal = 0, underflow, inflow, overflow
        }

        /// One bucket: its label and kind, in ICU's order.
        struct Bucket: Equatable, Sendable {
            var label: String
            var kind: BucketKind
        }

        /// The ICU object, for calls that take an index and a collator together.
        let handle: OpaquePointer
        /// The buckets in ICU's order, read once at build time.
        let buckets: [Bucket]

        /// Builds the index for `localeID`, adding the labels of `addingLabelsOf` locales (ICU `addLabels`),
        /// limited to `maximumLabelCount` labels when given (ICU `setMaxLabelCount`).
        ///
        /// With `continuingKeptBuilder`, ICU's builder of an earlier index of `localeID` whose added labels
        /// are all among these (one built with this flag and no label limit) builds this one: the index is
        /// the same, and constructing a builder is most of the work. For an index that is built again with
        /// more scripts' labels once a list's scripts are known.
        init(localeID: String, addingLabelsOf extraLocales: [String], maximumLabelCount: Int?,
             continuingKeptBuilder: Bool = false) throws(Failure) {
            var status: Int32 = 0
            // A locale ID holds no comma: the shim splits the list back into the IDs.
            let opened = try unsafe ICU.opened(
                lic_index_open(localeID, extraLocales.joined(separator: ","), Int32(clamping: maximumLabelCount ?? 0),
                               continuingKeptBuilder ? 1 : 0, &status),
                status, "AlphabeticIndex(\(localeID))")
            unsafe handle = opened
            // Each bucket as its kind (an ASCII digit), its label and a 0 byte.
            let table = try unsafe ICU.withBuffer(filledWith: UInt8(0), operation: "AlphabeticIndex bucket label") {
                unsafe lic_index_buckets(opened, $0, $1, &$2)
            }
            buckets = table.split(separator: 0).map { bucket in
                let kind = bucket.first.flatMap { BucketKind(rawValue: Int32($0) - 0x30) } ?? .normal
                return Bucket(label: String(decoding: bucket.dropFirst(), as: UTF8.self), kind: kind)
            }
        }

        deinit { unsafe lic_index_close(handle) }

        /// The bucket of every text that starts with `text`, whatever follows it; nil when what follows may
        /// matter (a contraction starts in `text`, or a bucket boundary starts with it).
        func bucket(ofEveryTextStartingWith text: String) -> Int? {
            let (bucket, status) = bucket(Int32(LIC_INDEX_BUCKET_OF_PREFIX), text)
            return status > 0 || bucket < 0 ? nil : bucket
        }

        /// The index of the bucket `text` belongs in.
        func bucket(for text: String) -> Int {
            let (bucket, status) = bucket(Int32(LIC_INDEX_BUCKET_FOR), text)
            // ICU fails here only on memory exhaustion; the underflow bucket is the honest fallback.
            return status > 0 ? 0 : bucket
        }

        /// The bucket `lic_index_bucket` gives for `which` and `text`, and ICU's status.
        private func bucket(_ which: Int32, _ text: String) -> (bucket: Int, status: Int32) {
            var status: Int32 = 0
            let bucket = unsafe text.withUTF8Bytes { unsafe lic_index_bucket(handle, which, $0, $1, &status) }
            return (Int(bucket), status)
        }
    }
}
