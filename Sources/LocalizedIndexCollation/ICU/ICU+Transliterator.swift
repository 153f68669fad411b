import CICUShims
import Synchronization

extension ICU {
    /// An ICU transform such as `Any-Latin` or `Han-Latin/Names`. ICU does not promise that one
    /// transliterator may run on several threads at once, so calls are serialised by a lock.
    final class Transliterator: Sendable {
        private let handle: Mutex<OpaquePointer>

        init(id: String) throws(Failure) {
            var status: Int32 = 0
            let opened = lic_transliterator_open(id, &status)
            try check(status, "Transliterator(\(id))")
            guard let opened else { throw Failure(operation: "Transliterator(\(id))", status: status) }
            handle = Mutex(opened)
        }

        deinit { handle.withLock { lic_transliterator_close($0) } }

        /// `text` transformed; the text itself if ICU fails (it fails only on memory exhaustion).
        func transliterate(_ text: String) -> String {
            handle.withLock { pointer in
                text.withUTF8Bytes { bytes, length in
                    (try? ICU.utf8String("Transliterator.transliterate") { buffer, capacity, status in
                        lic_transliterate(pointer, bytes, length, buffer, capacity, &status)
                    }) ?? text
                }
            }
        }
    }

    /// The ISO 15924 code of a code point's script: `Latn`, `Cyrl`, `Hani`; `Zyyy` for characters common to
    /// all scripts (digits, punctuation), `Zinh` for inherited ones (combining marks).
    static func scriptCode(of scalar: Unicode.Scalar) -> String {
        var buffer = [CChar](repeating: 0, count: 8)
        lic_script_code(scalar.value, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
