import LocalizedIndexSupport

internal import CMeCab

/// MeCab's model and tagger, loaded at run time (see `CMeCab.h`): the one door to MeCab's C calls, which
/// ``JapaneseReadings`` reads through.
///
/// Threads read at the same time: they share MeCab's model and tagger, and each analysis borrows a lattice
/// (what one analysis writes) from a pool. One lock around the whole analysis had two threads placing a
/// Japanese list waiting for each other about 1,500 times a run.
///
/// Unsafe code, and the invariant that makes it sound:
/// - The tagger is a C handle, `nonisolated(unsafe)` because Swift cannot see that MeCab documents it as
///   thread-safe; it never changes after `init` and is closed in `deinit`, when no call can be running.
/// - A lattice is used by one thread at a time: taken from the pool under its lock, given back after the
///   call; every lattice is destroyed in `deinit`, with the tagger that made it.
/// - Every buffer MeCab is given is passed with its true capacity, and only the length MeCab reports,
///   checked against that capacity, is read back, as a span that does not outlive the buffer.
@safe
final class MeCabTagger: Sendable {
    /// How ``reading(of:_:body:)`` reads a text.
    enum Reading {
        /// The whole text, or nothing.
        case whole
        /// A text MeCab cannot read whole still read when its first word is a surname MeCab reads: a later
        /// word without a reading is written as it is, between ``unreadStart`` and ``unreadEnd``.
        case byFamilyName
    }

    /// Where a word without a reading starts, in a ``Reading/byFamilyName`` reading.
    static let unreadStart = Character(Unicode.Scalar(UInt8(LIC_MECAB_UNREAD_START)))
    /// Where a word without a reading ends, in a ``Reading/byFamilyName`` reading.
    static let unreadEnd = Character(Unicode.Scalar(UInt8(LIC_MECAB_UNREAD_END)))

    /// The open model and tagger: thread-safe, and never changed after `init`.
    nonisolated(unsafe) private let mecab: OpaquePointer
    /// Lattices not in use; as many are made as threads ever read at once.
    private let idleLattices = unsafe Locked<[OpaquePointer]>([])

    /// Loads MeCab from `library` (default `libmecab.so.2`) with mecab_new2 `arguments` (default: the
    /// system's /etc/mecabrc). Fails when any part is missing or the dictionary is not UTF-8 ipadic.
    init(library: String?, arguments: String) throws(MeCabError) {
        var error = [CChar](repeating: 0, count: 512)
        let opened = unsafe error.withUnsafeMutableBufferPointer { buffer in
            unsafe lic_mecab_open(library, arguments, buffer.baseAddress, Int32(buffer.count))
        }
        guard let opened = unsafe opened else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw MeCabError(reason: reason.isEmpty ? "MeCab could not be opened" : reason)
        }
        unsafe mecab = opened
    }

    deinit {
        unsafe idleLattices.withLock { lattices in
            for unsafe lattice in unsafe lattices { unsafe lic_mecab_lattice_destroy(mecab, lattice) }
            unsafe lattices = []
        }
        unsafe lic_mecab_close(mecab)
    }

    /// The string `body` makes of MeCab's reading of `text` (UTF-8, in katakana as the dictionary gives it,
    /// the whitespace between words kept), which it may change in place; nil when MeCab has no such reading.
    func reading(of text: String, _ kind: Reading, body: (inout MutableSpan<UInt8>) -> String?) -> String? {
        guard let lattice = unsafe idleLattices.withLock({ unsafe $0.popLast() }) ?? lic_mecab_lattice_new(mecab)
        else { return nil }
        defer { unsafe idleLattices.withLock { unsafe $0.append(lattice) } }
        let options = kind == .byFamilyName ? LIC_MECAB_BY_FAMILY_NAME : 0
        var capacity = max(64, text.utf8.count * 3)
        for _ in 0..<2 {
            switch unsafe read(text, options: Int32(options), in: lattice, capacity: capacity, body) {
            case .read(let result): return result
            case .needs(let length): capacity = length
            }
        }
        return nil
    }

    /// What one call of MeCab on a text gave: `body`'s string (nil: none), or the room a longer reading needs.
    private enum Attempt {
        case read(String?)
        case needs(Int)
    }

    /// `body`'s string of the reading of `text` made in `lattice` into a buffer of `capacity` bytes (on the
    /// stack when small).
    private func read(
        _ text: String, options: Int32, in lattice: OpaquePointer, capacity: Int,
        _ body: (inout MutableSpan<UInt8>) -> String?
    ) -> Attempt {
        unsafe withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            let length = unsafe text.withUTF8Bytes { bytes, count in
                unsafe lic_mecab_reading(mecab, lattice, bytes, count, options, buffer.baseAddress, Int32(buffer.count))
            }
            guard length >= 0 else { return .read(nil) }
            guard Int(length) <= buffer.count else { return .needs(Int(length)) }
            var reading = unsafe MutableSpan(_unsafeElements: buffer.extracting(..<Int(length)))
            return .read(body(&reading))
        }
    }
}
