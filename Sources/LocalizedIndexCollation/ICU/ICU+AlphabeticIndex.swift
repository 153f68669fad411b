internal import CICUShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ICU {
    /// `icu::AlphabeticIndex::ImmutableIndex`: the index's buckets and the lookup of a name's bucket.
    /// ICU documents the immutable index as thread-safe, so one instance serves every thread.
    ///
    /// Unsafe code: the handle, opened in `init`, closed in `deinit`, lent only to a ``Placer`` kept beside
    /// the index; text is passed as a borrowed pointer and length, labels through the buffer helpers, and
    /// the extra locales as C strings copied for the one call that opens the index.
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
            let opened: OpaquePointer? = unsafe withCStringArray(extraLocales) { pointers in
                unsafe lic_index_open(localeID, pointers, Int32(extraLocales.count), Int32(clamping: maximumLabelCount ?? 0),
                               continuingKeptBuilder ? 1 : 0, &status)
            }
            try check(status, "AlphabeticIndex(\(localeID))")
            guard let opened = unsafe opened else { throw Failure(operation: "AlphabeticIndex(\(localeID))", status: status) }
            unsafe handle = opened
            var buckets: [Bucket] = []
            for bucket in unsafe 0..<lic_index_bucket_count(opened) {
                let label = try unsafe ICU.utf8String("AlphabeticIndex bucket label") { buffer, capacity, status in
                    unsafe lic_index_bucket_label(opened, bucket, buffer, capacity, &status)
                }
                let kind = unsafe BucketKind(rawValue: lic_index_bucket_kind(opened, bucket)) ?? .normal
                buckets.append(Bucket(label: label, kind: kind))
            }
            self.buckets = buckets
        }

        deinit { unsafe lic_index_close(handle) }

        /// The bucket of every text that starts with `text`, whatever follows it; nil when what follows may
        /// matter (a contraction starts in `text`, or a bucket boundary starts with it).
        func bucket(ofEveryTextStartingWith text: String) -> Int? {
            unsafe text.withUTF8Bytes { bytes, length in
                var status: Int32 = 0
                let bucket = unsafe Int(lic_index_bucket_of_prefix(handle, bytes, length, &status))
                return status > 0 || bucket < 0 ? nil : bucket
            }
        }

        /// The index of the bucket `text` belongs in.
        func bucket(for text: String) -> Int {
            unsafe text.withUTF8Bytes { bytes, length in
                var status: Int32 = 0
                let bucket = unsafe Int(lic_index_bucket_for(handle, bytes, length, &status))
                // ICU fails here only on memory exhaustion; the underflow bucket is the honest fallback.
                return status > 0 ? 0 : bucket
            }
        }
    }
}

/// Runs `body` with a C array of C strings that stays valid for the call.
private func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
    let copies = unsafe strings.map { unsafe strdup($0) }
    defer { unsafe copies.forEach { unsafe free($0) } }
    return unsafe copies.map { unsafe UnsafePointer($0) }.withUnsafeBufferPointer { unsafe body($0.baseAddress) }
}
